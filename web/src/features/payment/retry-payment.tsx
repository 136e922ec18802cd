/** After a failed or pending payment: pay again, with the same or another of the store's methods. */
import { useId, useState } from 'react';
import type { MethodChoice, PaymentMode } from './payment-driver.ts';

export interface RetryPaymentProps {
  methods: readonly MethodChoice[];
  current: PaymentMode;
  busy: boolean;
  onRetry: (mode: PaymentMode) => void;
}

export function RetryPayment({ methods, current, busy, onRetry }: RetryPaymentProps) {
  const id = useId();
  const usable = methods.filter((m) => m.enabled);
  const [mode, setMode] = useState<PaymentMode>(usable.find((m) => m.mode !== current)?.mode ?? current);
  return (
    <form
      className="retry-payment"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onRetry(mode);
      }}
    >
      <h3 id={`${id}-title`}>Pay again</h3>
      <fieldset>
        <legend>Choose how to pay</legend>
        {methods.map((m) => (
          <label key={m.mode} className="method-option">
            <input type="radio" name={`${id}-mode`} value={m.mode} checked={mode === m.mode} disabled={!m.enabled} onChange={() => setMode(m.mode)} />
            <span>
              <strong>{m.label}</strong>
              {m.mode === current ? ' (the method you just tried)' : ''}
              <br />
              <span className="method-description">{m.enabled ? m.description : m.disabledReason ?? m.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Starting…' : `Pay with ${methods.find((m) => m.mode === mode)?.label ?? mode}`}
      </button>
    </form>
  );
}
