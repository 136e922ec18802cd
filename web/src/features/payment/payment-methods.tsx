/** The store's payment methods as a radio group; a method that cannot take this payment says why. */
import type { Schemas } from '@attar/sdk';
import type { MethodChoice } from './payment-driver.ts';

export interface PaymentMethodsProps {
  methods: readonly MethodChoice[];
  value: Schemas['PaymentMode'] | undefined;
  disabled?: boolean;
  /** The section's heading already says what this is: the legend is for screen readers only. */
  legendHidden?: boolean;
  onChange: (mode: Schemas['PaymentMode']) => void;
}

export function PaymentMethods({ methods, value, disabled, legendHidden, onChange }: PaymentMethodsProps) {
  return (
    <fieldset className="payment-methods" disabled={disabled}>
      <legend className={legendHidden ? 'visually-hidden' : undefined}>Payment method</legend>
      {methods.map((m) => (
        <label key={m.mode} className={m.enabled ? 'method-option' : 'method-option method-option-off'}>
          <input
            type="radio"
            name="paymentMode"
            value={m.mode}
            checked={value === m.mode}
            disabled={!m.enabled}
            onChange={() => onChange(m.mode)}
          />
          <span>
            <strong>{m.label}</strong>
            <br />
            <span className="method-description">
              {m.enabled ? m.description : (m.disabledReason ?? 'Not available for this order.')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
