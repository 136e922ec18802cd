/**
 * Ask to return (for a refund) or replace items of a delivered shipment: how many of each item, a
 * reason from the policy's list and a description (`returns.requestReturn` / `returns.requestReplacement`).
 * The shop applies the policy (3 days from delivery, not for sale items) and its refusal is shown as it
 * words it.
 */
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { ReturnReasonCodeRule, returnsRequestReturnInput } from '@attar/sdk/rules';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { FormError, SelectField, TextAreaField } from '../../kit/fields.tsx';
import { useForm, type FormValues } from '../../kit/use-form.ts';
import { ORDER_READS } from './cancel-order.tsx';
import { formatDate, formatDateTime } from '../../lib/ist-dates.ts';

type ReasonCode = Schemas['ReturnReasonCode'];

const REASON_LABELS: Record<ReasonCode, string> = {
  DAMAGED_IN_TRANSIT: 'Damaged in transit',
  MANUFACTURING_DEFECT: 'Manufacturing defect',
  LEAKAGE: 'The bottle leaks',
  WRONG_ITEM: 'Wrong item sent',
  MISSING_ITEM: 'Item missing from the parcel',
};

/** The contract's return reasons, in its order, in the shopper's words. */
export const RETURN_REASONS: ReadonlyArray<{ value: ReasonCode; label: string }> = ReturnReasonCodeRule.enum.map((value) => ({
  value,
  label: REASON_LABELS[value],
}));

/** Returns and replacements take the same description. */
const DESC = returnsRequestReturnInput.reasonDesc;

const qtyKey = (cin: string) => `qty:${cin}`;

export interface AfterSaleRequestProps {
  fulfillment: Schemas['Fulfillment'];
  onDone: (message: string) => void;
}

export function AfterSaleRequest({ fulfillment, onDone }: AfterSaleRequestProps) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const lines = fulfillment.lines;
  const selected = (values: FormValues) => lines.reduce((n, l) => n + Number(values[qtyKey(l.cin)] ?? 0), 0);
  const initial: FormValues & { type: string; reasonCode: string; reasonDesc: string; quantity: string } = {
    type: 'RETURN',
    reasonCode: '',
    reasonDesc: '',
    quantity: '',
  };
  for (const line of lines) initial[qtyKey(line.cin)] = lines.length === 1 ? String(line.quantity) : '0';

  const form = useForm(initial, {
    rules: {
      quantity: (_v, all) => (selected(all) > 0 ? undefined : 'Choose at least one item to send back.'),
      reasonCode: (v) => (v ? undefined : 'Choose what is wrong.'),
      reasonDesc: (v) => {
        const length = [...v.trim()].length;
        if (length < DESC.minLength) return `Describe the problem (at least ${DESC.minLength} characters).`;
        return length > DESC.maxLength ? `Keep it under ${DESC.maxLength} characters.` : undefined;
      },
    },
    serverFields: { returnQuantity: 'quantity', replaceQuantity: 'quantity', actualQuantity: 'quantity' },
    labels: { quantity: 'The quantity', reasonDesc: 'The description' },
  });

  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);

  // the shop's clock decides whether the window is open; the page only says until when it runs
  const windowEnds = fulfillment.returnWindowEndsAt;

  const submit = form.onSubmit(async (v) => {
    const actualQuantity = lines.reduce((n, l) => n + l.quantity, 0);
    const quantity = selected(v);
    const common = {
      fulfillmentId: fulfillment.fulfillmentId,
      reasonCode: v.reasonCode as ReasonCode,
      reasonDesc: v.reasonDesc.trim(),
      actualQuantity,
    };
    const result =
      v.type === 'RETURN'
        ? await api.returns.requestReturn({ ...common, type: 'RETURN', returnQuantity: quantity })
        : await api.returns.requestReplacement({ ...common, type: 'REPLACEMENT', replaceQuantity: quantity });
    if (result.error) return result.error;
    await mutate(matchActions(...ORDER_READS));
    onDone(result.meta.message || (v.type === 'RETURN' ? 'Return requested.' : 'Replacement requested.'));
    return undefined;
  });

  // the shop says whether its window is still open (by its own clock); a reply without the flag
  // leaves the decision to the request
  if (fulfillment.returnWindowOpen === false && windowEnds) {
    return (
      <div className="after-sale-open">
        <p className="muted">
          <strong>Returns closed on {formatDate(windowEnds)}.</strong> Returns and replacements of damaged or faulty items are
          accepted within 3 calendar days of delivery, and that time has passed for this shipment.
        </p>
      </div>
    );
  }

  if (!open) {
    return (
      <div className="after-sale-open">
        <p className="muted">
          Returns and replacements of damaged or faulty items are accepted within 3 calendar days of delivery
          {windowEnds ? `, until ${formatDateTime(windowEnds)}.` : '.'}
        </p>
        <button ref={opener} type="button" className="button button-quiet" onClick={() => setOpen(true)}>
          Return or replace items<span className="visually-hidden"> of shipment {fulfillment.fulfillmentId}</span>
        </button>
      </div>
    );
  }

  const quantityError = form.errors.quantity;
  return (
    <form
      ref={panel}
      className="order-action-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby={`after-sale-${fulfillment.fulfillmentId}`}
    >
      <h3 id={`after-sale-${fulfillment.fulfillmentId}`}>Return or replace items</h3>
      <p className="muted">
        Our policy accepts returns and replacements for damaged or faulty items within 3 calendar days of delivery, in the
        original packing. Items bought on sale are not returnable.
      </p>
      <fieldset className="choice-row">
        <legend>What would you like?</legend>
        <label>
          <input
            type="radio"
            name={`after-sale-type-${fulfillment.fulfillmentId}`}
            checked={form.values.type === 'RETURN'}
            onChange={() => form.set('type', 'RETURN')}
          />{' '}
          A refund (return)
        </label>
        <label>
          <input
            type="radio"
            name={`after-sale-type-${fulfillment.fulfillmentId}`}
            checked={form.values.type === 'REPLACEMENT'}
            onChange={() => form.set('type', 'REPLACEMENT')}
          />{' '}
          A replacement
        </label>
      </fieldset>
      <fieldset
        className="after-sale-lines"
        aria-describedby={quantityError ? `qty-error-${fulfillment.fulfillmentId}` : undefined}
      >
        <legend>How many of each item?</legend>
        {lines.map((line, index) => (
          <SelectField
            key={line.cin}
            label={`${line.name} ${line.variantLabel} (${line.quantity} delivered)`}
            hint={line.onSale ? 'Bought on sale: not returnable under our policy.' : undefined}
            options={Array.from({ length: line.quantity + 1 }, (_, n) => ({ value: String(n), label: String(n) }))}
            {...form.field(qtyKey(line.cin))}
            error={undefined}
            aria-invalid={quantityError && index === 0 ? true : undefined}
          />
        ))}
        {quantityError ? (
          <span id={`qty-error-${fulfillment.fulfillmentId}`} className="field-error" role="alert">
            {quantityError}
          </span>
        ) : null}
      </fieldset>
      <SelectField
        label="What is wrong?"
        options={RETURN_REASONS}
        placeholder="Choose a reason"
        required
        {...form.field('reasonCode')}
      />
      <TextAreaField label="Describe the problem" rows={3} maxLength={DESC.maxLength} required {...form.field('reasonDesc')} />
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Sending…' : form.values.type === 'RETURN' ? 'Request a return' : 'Request a replacement'}
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setOpen(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          Close
        </button>
      </div>
    </form>
  );
}
