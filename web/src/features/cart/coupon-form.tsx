/**
 * Apply or remove a coupon. Refusals (expired, below the minimum, unknown) show next to the field in the
 * server's words; what was applied shows as a polite status.
 */
import { useState, type FormEvent } from 'react';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { applyCoupon, removeCoupon, type CheckoutKind, type CouponOutcome } from './coupon.ts';

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

export function CouponForm({ kind, cart, coupon, onCheckoutChange, actions = { apply: applyCoupon, remove: removeCoupon } }: CouponFormProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CouponOutcome>();
  const [fieldError, setFieldError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setFieldError('Enter a coupon code.');
      return;
    }
    setBusy(true);
    setFieldError(undefined);
    setOutcome(undefined);
    const result = await actions.apply(kind, cart, code);
    setBusy(false);
    if (result.ok) {
      setOutcome(result);
      setCode('');
    } else setFieldError(result.message);
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    setFieldError(undefined);
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
          <button type="button" className="button button-quiet button-small" onClick={() => void remove()} disabled={busy} aria-label={`Remove coupon ${coupon.couponCode}`}>
            {busy ? 'Removing…' : 'Remove'}
          </button>
        </div>
      ) : (
        <form className="coupon-form" onSubmit={(e) => void submit(e)} noValidate>
          <FormField
            label="Coupon code"
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            error={fieldError}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="button button-small" disabled={busy}>
            {busy ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
      <p className={outcome && !outcome.ok ? 'coupon-message coupon-message-error' : 'coupon-message'} role="status" aria-live="polite">
        {outcome ? outcome.message : ''}
      </p>
    </section>
  );
}
