/**
 * Ask to return (for a refund) or replace items of a delivered shipment: how many of each item, a
 * reason from the policy's list, a description and, where the terms ask for it, proof (a photo of the
 * receipt or of the damage), sent with the policy the terms name (`returns.requestReturn` /
 * `returns.requestReplacement`, multipart). Before the shopper starts, the page says each kind's time
 * limits and until when it is open, as the order's `afterSaleTerms` state them (the shop's clock and
 * numbers, never the page's); the shop applies the rules and its refusal is shown as it words it.
 */
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { ReturnReasonCodeRule, returnsRequestReturnInput } from '@attar/sdk/rules';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { FormError, FormField, SelectField, TextAreaField } from '../../kit/fields.tsx';
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

/** Returns and replacements take the same description and the same proof. */
const DESC = returnsRequestReturnInput.reasonDesc;
const PROOF_BYTES = returnsRequestReturnInput.proof.maxLength;
/** The kinds of file the contract takes as proof (checkout.yaml, the returns' `proof` encoding). */
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

type Terms = Schemas['AfterSaleTerms'];
type Kind = Terms['type'];
const KIND_LABEL: Record<Kind, string> = { RETURN: 'A refund (return)', REPLACEMENT: 'A replacement' };

/** "3 days of delivery and within 5 days of purchase": the terms' windows in words. */
export function windowsText(terms: Terms): string {
  return terms.windows
    .map((w) => `${w.days} ${w.days === 1 ? 'day' : 'days'} of ${w.from === 'DELIVERY' ? 'delivery' : 'purchase'}`)
    .join(' and within ');
}

/** What is wrong with the chosen proof, if anything. */
export function proofProblem(file: File | undefined, needed: boolean): string | undefined {
  if (!file) return needed ? 'Attach a photo of the receipt or of the damage.' : undefined;
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP photo or a PDF.`;
  return file.size > PROOF_BYTES ? `${file.name} is larger than ${PROOF_BYTES / (1024 * 1024)} MB.` : undefined;
}

const qtyKey = (cin: string) => `qty:${cin}`;

export interface AfterSaleRequestProps {
  fulfillment: Schemas['Fulfillment'];
  onDone: (message: string) => void;
}

export function AfterSaleRequest({ fulfillment, onDone }: AfterSaleRequestProps) {
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState<File>();
  const panel = useRef<HTMLFormElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const lines = fulfillment.lines;
  const allTerms = fulfillment.afterSaleTerms ?? [];
  const termsOf = (kind: string) => allTerms.find((t) => t.type === kind);
  const openTerms = allTerms.filter((t) => t.open);
  const selected = (values: FormValues) => lines.reduce((n, l) => n + Number(values[qtyKey(l.cin)] ?? 0), 0);
  const initial: FormValues & { type: string; reasonCode: string; reasonDesc: string; quantity: string; proof: string } = {
    type: openTerms[0]?.type ?? 'RETURN',
    reasonCode: '',
    reasonDesc: '',
    quantity: '',
    proof: '',
  };
  for (const line of lines) initial[qtyKey(line.cin)] = lines.length === 1 ? String(line.quantity) : '0';

  const proofRef = useRef<File | undefined>(undefined);
  proofRef.current = proof;
  const form = useForm(initial, {
    rules: {
      quantity: (_v, all) => (selected(all) > 0 ? undefined : 'Choose at least one item to send back.'),
      reasonCode: (v) => (v ? undefined : 'Choose what is wrong.'),
      reasonDesc: (v) => {
        const length = [...v.trim()].length;
        if (length < DESC.minLength) return `Describe the problem (at least ${DESC.minLength} characters).`;
        return length > DESC.maxLength ? `Keep it under ${DESC.maxLength} characters.` : undefined;
      },
      proof: (_v, all) => proofProblem(proofRef.current, Boolean(termsOf(all.type)?.proofRequired)),
    },
    serverFields: { returnQuantity: 'quantity', replaceQuantity: 'quantity', actualQuantity: 'quantity' },
    labels: { quantity: 'The quantity', reasonDesc: 'The description', proof: 'The proof' },
  });

  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);

  const submit = form.onSubmit(async (v) => {
    const terms = termsOf(v.type);
    if (!terms) return { message: 'This shipment can no longer be sent back.' };
    const actualQuantity = lines.reduce((n, l) => n + l.quantity, 0);
    const quantity = selected(v);
    const common = {
      fulfillmentId: fulfillment.fulfillmentId,
      reasonCode: v.reasonCode as ReasonCode,
      reasonDesc: v.reasonDesc.trim(),
      policyId: terms.policyId,
      ...(proof ? { proof } : {}),
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

  // no terms: the shop states none for this shipment, so nothing can be asked for
  if (allTerms.length === 0) return null;

  const needsProof = allTerms.some((t) => t.proofRequired);
  const termsList = (
    <ul className="after-sale-terms">
      {allTerms.map((t) => (
        <li key={t.type}>
          <strong>{KIND_LABEL[t.type]}:</strong> within {windowsText(t)},{' '}
          {t.open ? `until ${formatDateTime(t.endsAt)}.` : `closed on ${formatDate(t.endsAt)}.`}
        </li>
      ))}
    </ul>
  );

  // the shop says, by its own clock, whether each kind is still open
  if (openTerms.length === 0) {
    const lastEnd = allTerms
      .map((t) => t.endsAt)
      .sort()
      .at(-1)!;
    return (
      <div className="after-sale-open">
        <p className="muted">
          <strong>Returns closed on {formatDate(lastEnd)}.</strong>
        </p>
        {termsList}
      </div>
    );
  }

  if (!open) {
    return (
      <div className="after-sale-open">
        <p className="muted">Damaged or faulty items can be sent back in their original packing:</p>
        {termsList}
        {needsProof ? <p className="muted">You will need a photo of the receipt or of the damage.</p> : null}
        <button ref={opener} type="button" className="button button-quiet" onClick={() => setOpen(true)}>
          Return or replace items<span className="visually-hidden"> of shipment {fulfillment.fulfillmentId}</span>
        </button>
      </div>
    );
  }

  const chosen = termsOf(form.values.type);
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
      {termsList}
      <p className="muted">Only for damaged or faulty items, in the original packing. Items bought on sale are not returnable.</p>
      <fieldset className="choice-row">
        <legend>What would you like?</legend>
        {allTerms.map((t) => (
          <label key={t.type}>
            <input
              type="radio"
              name={`after-sale-type-${fulfillment.fulfillmentId}`}
              checked={form.values.type === t.type}
              disabled={!t.open}
              onChange={() => form.set('type', t.type)}
            />{' '}
            {KIND_LABEL[t.type]}
            {t.open ? '' : ` (closed on ${formatDate(t.endsAt)})`}
          </label>
        ))}
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
      <FormField
        type="file"
        name="proof"
        label={
          chosen?.proofRequired
            ? 'Proof: a photo of the receipt or of the damage'
            : 'Proof (optional): a photo of the receipt or of the damage'
        }
        hint={`JPEG, PNG or WebP photo, or a PDF, up to ${PROOF_BYTES / (1024 * 1024)} MB.`}
        accept={PROOF_TYPES.join(',')}
        required={chosen?.proofRequired}
        error={form.errors.proof}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setProof(file);
          proofRef.current = file;
          form.set('proof', file?.name ?? '');
        }}
      />
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
