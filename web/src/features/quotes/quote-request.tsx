/**
 * "Request a quote" on the product page: a bulk quantity, a title, the delivery address from the
 * address book and a note for the seller; `quotes.addItem` starts the draft, `quotes.submit` sends it.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { checkRule, quotesAddItemInput, quotesSubmitInput } from '@attar/sdk/rules';
import { FormField, SelectField, TextAreaField } from '../../components/ui/form-field.tsx';
import { ErrorState, Skeleton } from '../../components/ui/status.tsx';
import { useAction } from '../../data/use-action.ts';
import { FormError } from '../../kit/fields.tsx';
import { validateAll, type FormRules } from '../../kit/rules.ts';
import { useForm } from '../../kit/use-form.ts';
import { MAX_QUOTE_QUANTITY, requestQuote } from './quote-actions.ts';
import './quotes.css';

const QUANTITY = quotesAddItemInput.quantity;
const TITLE = quotesSubmitInput.quoteTitle;
const NOTE = quotesSubmitInput.clientNote;
const chars = (value: string) => [...value.trim()].length;

type QuoteFields = { quantity: string; title: string; address: string; note: string };

/** The request's rules: the contract's limits in the shopper's words. */
const QUOTE_RULES: FormRules<QuoteFields> = {
  quantity: (v) =>
    /^[0-9]+$/.test(v.trim()) && checkRule(QUANTITY, Number(v)) === undefined
      ? undefined
      : `Enter a quantity from ${QUANTITY.minimum} to ${MAX_QUOTE_QUANTITY.toLocaleString('en-IN')}.`,
  title: (v) => {
    if (!v.trim()) return 'Give the quote a title.';
    if (chars(v.trim()) < TITLE.minLength) return `Use at least ${TITLE.minLength} characters for the title.`;
    return chars(v) > TITLE.maxLength ? `Keep the title under ${TITLE.maxLength} characters.` : undefined;
  },
  address: (v) => (v ? undefined : 'Choose a delivery address.'),
  note: (v) => (chars(v) > NOTE.maxLength ? `Keep the note under ${NOTE.maxLength} characters.` : undefined),
};

export function validateQuoteRequest(value: {
  quantity: string;
  title: string;
  addressId: string;
}): Partial<Record<keyof QuoteFields, string>> {
  return validateAll({ quantity: value.quantity, title: value.title, address: value.addressId, note: '' }, QUOTE_RULES);
}

export function QuoteRequest({ cin, productName }: { cin: string; productName: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Schemas['Quote']>();
  const formId = useId();

  if (sent) {
    return (
      <div className="quote-request quote-sent" role="status">
        <p>
          Quote {sent.quoteId} sent. The seller answers with a price within a day.{' '}
          <Link to="/profile/quotes">See your quotes</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="quote-request">
      <button
        type="button"
        className="button button-quiet"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        Request a quote
      </button>
      {open ? (
        <div id={formId}>
          <QuoteRequestForm cin={cin} productName={productName} onSent={setSent} />
        </div>
      ) : null}
    </div>
  );
}

function QuoteRequestForm({
  cin,
  productName,
  onSent,
}: {
  cin: string;
  productName: string;
  onSent: (quote: Schemas['Quote']) => void;
}) {
  const { data: addresses, error, isLoading, mutate: reload } = useAction('addressList', {});
  const list = addresses ?? [];
  // until the shopper picks one, the default shipping address (or the first) is the choice
  const fallback = list.find((a) => a.defaultShippingAddress === 'Y')?.addressId ?? list[0]?.addressId ?? '';
  const form = useForm<QuoteFields>(
    { quantity: '10', title: `${productName} in bulk`, address: '', note: '' },
    { rules: { ...QUOTE_RULES, address: (v, all) => QUOTE_RULES.address?.(v || fallback, all) } },
  );
  const draftRef = useRef<string | undefined>(undefined);

  if (isLoading && !addresses) return <Skeleton lines={3} label="Loading your addresses" />;
  if (error && !addresses) return <ErrorState error={error} title="Your addresses did not load" onRetry={() => void reload()} />;
  const addressId = form.values.address || fallback;

  const submit = form.onSubmit(async (v) => {
    const result = await requestQuote(
      { cin, quantity: Number(v.quantity), title: v.title, note: v.note, addressId: v.address || fallback },
      draftRef.current,
    );
    if ('error' in result) {
      // a draft left by a refused submit is sent again on the next try
      draftRef.current = result.draftId;
      return { fields: {}, form: result.error };
    }
    onSent(result.quote);
    return undefined;
  });

  return (
    <form className="quote-form" onSubmit={submit} noValidate aria-label="Request a quote">
      <p className="quote-form-intro">Buying for an event or a shop? Ask for a bulk price; the seller answers within a day.</p>
      <FormField
        label="Quantity"
        inputMode="numeric"
        hint={`Up to ${MAX_QUOTE_QUANTITY.toLocaleString('en-IN')}`}
        {...form.field('quantity')}
      />
      <FormField label="Quote title" maxLength={TITLE.maxLength} {...form.field('title')} />
      {list.length === 0 ? (
        <p className="field-error" role="alert">
          Add a delivery address to your <Link to="/profile/addresses">address book</Link> first.
        </p>
      ) : (
        <SelectField
          label="Deliver to"
          {...form.field('address')}
          value={addressId}
          options={list.map((a) => ({ value: a.addressId, label: `${a.addressee}, ${a.line1}, ${a.cityOrArea} ${a.zipcode}` }))}
        />
      )}
      <TextAreaField
        label="Note for the seller (optional)"
        rows={3}
        maxLength={NOTE.maxLength}
        hint="Dates, gift wrapping, a message on the boxes."
        {...form.field('note')}
      />
      <FormError message={form.formError} />
      <button type="submit" className="button" disabled={form.submitting || list.length === 0}>
        {form.submitting ? 'Sending…' : 'Send quote request'}
      </button>
    </form>
  );
}
