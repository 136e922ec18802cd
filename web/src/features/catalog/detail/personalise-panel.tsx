/**
 * "Personalise your bottle" (loaded when the shopper opens it): the product's customisation options
 * (an engraving with its length, a cap finish) and add-ons as one form of the shared kit, a live price
 * for one bottle and for the quantity chosen, and its own add to cart and buy now that carry the choice
 * (the page's own buttons buy the plain bottle). The shop checks and prices the same choice again; its
 * refusal shows above the buttons and nothing is lost.
 */
import { formatINR, lineTotal, sumRupees, type Schemas } from '@attar/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addToCart, buyNow } from '../../../data/cart-actions.ts';
import { keepFocus } from '../../../kit/field-errors.ts';
import { FormError, FormField, FormStatus, SelectField } from '../../../kit/fields.tsx';
import { useForm } from '../../../kit/use-form.ts';
import {
  addOnField,
  characters,
  choiceRules,
  emptyChoice,
  extraPerBottle,
  optionField,
  textLimit,
  toPersonalisation,
} from './personalisation.ts';

type Details = Schemas['ProductOtherDetails'];

export interface PersonalisePanelProps {
  details: Details;
  /** The size being bought and how many. */
  variant: Pick<Schemas['Variant'], 'cin' | 'label' | 'price'>;
  quantity: number;
  productName: string;
  /** Add-ons asked for from the product's Add-ons tab: ticked when they arrive, and the panel takes the focus. */
  addOns: readonly string[];
  id?: string;
}

const plus = (price: number) => (price > 0 ? ` (+${formatINR(price)})` : '');

export default function PersonalisePanel({ details, variant, quantity, productName, addOns, id }: PersonalisePanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const [done, setDone] = useState<string>();
  // which of the form's two buttons sent it (set by the button's click, which comes before the submit)
  const intent = useRef<'add' | 'buy'>('add');
  const form = useForm(emptyChoice(details, addOns), { rules: choiceRules(details) });
  const set = useRef(form.set);
  set.current = form.set;

  // asked for an add-on from the tab: the add-on is ticked and the shopper lands on the panel
  useEffect(() => {
    for (const addOnId of addOns) set.current(addOnField({ addOnId }), '1');
    if (addOns.length) heading.current?.focus();
  }, [addOns]);

  const extra = extraPerBottle(details, form.values);
  const each = sumRupees([variant.price, extra]);

  const onSubmit = form.onSubmit(async (values) => {
    setDone(undefined);
    const personalisation = toPersonalisation(details, values);
    if (!personalisation) return { message: 'Choose an engraving, a finish or an add-on first.' };
    if (intent.current === 'buy') {
      const started = await buyNow(variant.cin, quantity, personalisation);
      if ('error' in started) return { message: started.error };
      void navigate(started.route);
      return undefined;
    }
    const problem = await addToCart(variant.cin, quantity, personalisation);
    if (problem) return { message: problem };
    setDone(`Added ${quantity} personalised ${productName} ${variant.label} to your cart.`);
    form.reset(emptyChoice(details));
    return undefined;
  });

  return (
    <section className="pdp-personalise" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="pdp-personalise-title">
        Personalise your bottle
      </h2>
      <form className="pdp-personalise-form" noValidate onSubmit={onSubmit}>
        {details.customizationOptions.map((option) => {
          const name = optionField(option);
          const field = form.field(name);
          if (option.inputType === 'select')
            return (
              <SelectField
                key={name}
                label={`${option.label}${plus(option.price)}`}
                placeholder="Standard"
                options={(option.options ?? []).map((o) => ({ value: o, label: o }))}
                {...field}
              />
            );
          const limit = textLimit(option);
          const left = limit - characters(field.value);
          return (
            <FormField
              key={name}
              label={`${option.label}${plus(option.price)}`}
              autoComplete="off"
              spellCheck={false}
              hint={`Up to ${limit} characters, ${left >= 0 ? `${left} left` : `${-left} too many`}. Leave empty for none.`}
              {...field}
            />
          );
        })}
        {details.addOns.length ? (
          <fieldset className="choice-list">
            <legend>Add-ons</legend>
            {details.addOns.map((addOn) => {
              const name = addOnField(addOn);
              return (
                <label key={name} className="choice-card">
                  <input
                    type="checkbox"
                    name={name}
                    checked={form.values[name] === '1'}
                    onChange={(e) => form.set(name, e.target.checked ? '1' : '')}
                  />
                  <span>
                    <strong>{addOn.name}</strong>
                    {plus(addOn.price)}
                    {addOn.description ? <span className="muted"> {addOn.description}</span> : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        <p className="pdp-personalise-price" aria-live="polite">
          <span className="pdp-personalise-each">{formatINR(each)} a bottle</span>
          {extra > 0 ? (
            <span className="muted">
              {' '}
              ({formatINR(variant.price)} + {formatINR(extra)} personalisation)
            </span>
          ) : null}
          {quantity > 1 ? (
            <span className="pdp-personalise-total">
              {' '}
              · {formatINR(lineTotal(each, quantity))} for {quantity}
            </span>
          ) : null}
        </p>
        <FormError message={form.formError} />
        <div className="pdp-personalise-actions">
          <button
            type="submit"
            className="button"
            disabled={form.submitting}
            onMouseDown={keepFocus}
            onClick={() => (intent.current = 'add')}
          >
            {form.submitting && intent.current === 'add' ? 'Adding…' : 'Add personalised bottle to cart'}
          </button>
          <button
            type="submit"
            className="button button-quiet"
            disabled={form.submitting}
            onMouseDown={keepFocus}
            onClick={() => (intent.current = 'buy')}
          >
            {form.submitting && intent.current === 'buy' ? 'Starting checkout…' : 'Buy personalised bottle now'}
          </button>
        </div>
      </form>
      <FormStatus message={done} />
    </section>
  );
}
