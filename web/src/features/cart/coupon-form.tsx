/**
 * Apply or remove a coupon, typed or, for a signed-in buyer, picked from their active coupons. Refusals
 * (expired, below the minimum, unknown) show next to the field in the server's words; what was applied
 * shows as a polite status.
 */
import { useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { CouponCodeRule } from '@attar/sdk/rules';
import { FormField } from '../../kit/fields.tsx';
import { fits } from '../../lib/validation.ts';
import { useForm } from '../../kit/use-form.ts';
import { applyCoupon, removeCoupon, type CheckoutKind, type CouponOutcome } from './coupon.ts';
import { CouponPicker } from './coupon-picker.tsx';

export interface CouponFormProps {
  kind: CheckoutKind;
  cart: Schemas['Cart'];
  /** The coupon the checkout carries now (from the server's reply). */
  coupon: Schemas['AppliedCoupon'] | undefined;
  /** A buy-now checkout reopened without its coupon has a new id. */
  onCheckoutChange?: (checkoutId: string) => void;
  /** Injected in tests; the real calls otherwise. */
  actions?: { apply: typeof applyCoupon; remove: typeof removeCoupon };
}

/** A code in the contract's form (sent in capitals); whether it applies is the shop's to say. */
export const couponCode = (value: string): string | undefined => {
  const v = value.trim().toUpperCase();
  if (v === '') return 'Enter a coupon code.';
  return fits(CouponCodeRule, v) ? undefined : 'This is not a coupon code: check the letters and digits.';
};

export function CouponForm({
  kind,
  cart,
  coupon,
  onCheckoutChange,
  actions = { apply: applyCoupon, remove: removeCoupon },
}: CouponFormProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CouponOutcome>();
  const form = useForm({ coupon: '' }, { rules: { coupon: couponCode } });

  const submit = form.onSubmit(async ({ coupon: code }) => {
    if (busy) return undefined;
    setOutcome(undefined);
    const result = await actions.apply(kind, cart, code);
    if (!result.ok) return { fields: { coupon: result.message } };
    setOutcome(result);
    form.set('coupon', '');
    return undefined;
  });

  // a coupon picked from the buyer's list goes through the same call as a typed one
  const pick = async (code: string) => {
    if (busy || form.submitting) return;
    setBusy(true);
    setOutcome(undefined);
    form.set('coupon', code);
    const result = await actions.apply(kind, cart, code);
    setBusy(false);
    if (!result.ok) {
      form.showProblems({ fields: { coupon: result.message } });
      return;
    }
    setOutcome(result);
    form.set('coupon', '');
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    form.showProblems({ fields: { coupon: undefined } });
    const result = await actions.remove(kind, cart);
    setBusy(false);
    setOutcome(result);
    if (result.checkoutId) onCheckoutChange?.(result.checkoutId);
  };

  return (
    <section className="coupon" aria-label="Coupon">
      {coupon ? (
        <div className="coupon-applied">
          <p>
            <strong>{coupon.couponCode}</strong> applied. <span className="coupon-description">{coupon.description}</span>
          </p>
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={() => void remove()}
            disabled={busy}
            aria-label={`Remove coupon ${coupon.couponCode}`}
          >
            {busy ? 'Removing…' : 'Remove'}
          </button>
        </div>
      ) : (
        <form className="coupon-form" onSubmit={submit} noValidate>
          <FormField
            label="Coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={CouponCodeRule.maxLength}
            {...form.field('coupon')}
          />
          <button type="submit" className="button button-small" disabled={busy || form.submitting}>
            {form.submitting ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
      {/* a guest has no coupons of their own */}
      {!coupon && kind !== 'guest' ? <CouponPicker onPick={(code) => void pick(code)} busy={busy || form.submitting} /> : null}
      <p
        className={outcome && !outcome.ok ? 'coupon-message coupon-message-error' : 'coupon-message'}
        role="status"
        aria-live="polite"
      >
        {outcome ? outcome.message : ''}
      </p>
    </section>
  );
}
