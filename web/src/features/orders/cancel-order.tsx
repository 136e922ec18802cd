/**
 * Cancel an order that is not yet paid (`orders.cancel`), with a reason; the order page offers it only
 * while the shop says the order is `cancellable`. The shop's answer is shown as it words it: the
 * confirmation, or why the order can no longer be cancelled (it was paid meanwhile).
 */
import { useEffect, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { ordersCancelInput } from '@attar/sdk/rules';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { FormError, SelectField, TextAreaField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';

export const CANCEL_REASONS = [
  { value: 'CHANGED_MIND', label: 'I changed my mind' },
  { value: 'ORDERED_BY_MISTAKE', label: 'I ordered by mistake' },
  { value: 'WRONG_ADDRESS', label: 'The delivery address is wrong' },
  { value: 'BETTER_PRICE', label: 'I found a better price' },
  { value: 'DELIVERY_TOO_LATE', label: 'It will arrive too late' },
  { value: 'OTHER', label: 'Something else' },
] as const;

const DESC = ordersCancelInput.reasonDesc;

/**
 * The words sent with the reason, held to the contract's length: needed for "Something else", and when
 * given for another reason, as long as the shop takes (a blank one is replaced by the reason's label).
 */
export function reasonProblem(value: string, needed: boolean): string | undefined {
  const length = [...value.trim()].length;
  if ((needed || length > 0) && length < DESC.minLength)
    return `Tell us a little about why (at least ${DESC.minLength} characters).`;
  return length > DESC.maxLength ? `Keep it under ${DESC.maxLength} characters.` : undefined;
}

/** Reads that show orders, refreshed after any change to one. */
export const ORDER_READS = [
  'ordersGet',
  'ordersList',
  'ordersListActive',
  'ordersListPast',
  'ordersListCompleted',
  'ordersListCancelled',
  'ordersGetByFulfillment',
] as const;

export interface CancelOrderProps {
  order: Schemas['Order'];
  /** Called with the shop's message once the order is cancelled. */
  onDone: (message: string) => void;
}

export function CancelOrder({ order, onDone }: CancelOrderProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFormElement>(null);
  const form = useForm(
    { reasonCode: '', reasonDesc: '' },
    {
      rules: {
        reasonCode: (v) => (v ? undefined : 'Choose why you are cancelling.'),
        reasonDesc: (v, all) => reasonProblem(v, all.reasonCode === 'OTHER'),
      },
      labels: { reasonDesc: 'The reason' },
    },
  );

  useEffect(() => {
    if (open) panel.current?.querySelector('select')?.focus();
  }, [open]);

  const submit = form.onSubmit(async (v) => {
    const label = CANCEL_REASONS.find((r) => r.value === v.reasonCode)?.label ?? 'Cancelled by the buyer';
    const result = await api.orders.cancel({
      orderId: order.orderId,
      type: 'O',
      reasonCode: v.reasonCode,
      reasonDesc: v.reasonDesc.trim() || label,
    });
    // a refusal (the order shipped meanwhile) stays on screen in the shop's words
    if (result.error) return result.error;
    await mutate(matchActions('ordersGet'), result.data, { revalidate: false });
    void mutate(matchActions(...ORDER_READS.filter((a) => a !== 'ordersGet')));
    onDone(result.meta.message || 'Your order is cancelled.');
    return undefined;
  });

  if (!open) {
    return (
      <button ref={opener} type="button" className="button button-quiet" onClick={() => setOpen(true)}>
        Cancel order
      </button>
    );
  }
  return (
    <form ref={panel} className="order-action-panel" onSubmit={submit} noValidate aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel this order</h2>
      <p>You have not been charged for this order, so nothing needs to be refunded.</p>
      <SelectField
        label="Why are you cancelling?"
        options={CANCEL_REASONS}
        placeholder="Choose a reason"
        required
        {...form.field('reasonCode')}
      />
      <TextAreaField
        label={form.values.reasonCode === 'OTHER' ? 'Tell us more' : 'Anything to add? (optional)'}
        rows={3}
        maxLength={DESC.maxLength}
        {...form.field('reasonDesc')}
      />
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button button-danger" disabled={form.submitting}>
          {form.submitting ? 'Cancelling…' : 'Cancel order'}
        </button>
        <button
          type="button"
          className="button button-quiet"
          onClick={() => {
            setOpen(false);
            requestAnimationFrame(() => opener.current?.focus());
          }}
        >
          Keep my order
        </button>
      </div>
    </form>
  );
}
