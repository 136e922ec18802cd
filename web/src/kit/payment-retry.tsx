/**
 * Pay again after a failed or pending payment: the store's methods as radio choices (the one just tried
 * marked, a switched-off one with its reason), and one button that starts the new attempt. Used by the
 * checkout's payment step and by an order's "Complete your payment". The attempt itself is the caller's.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Schemas } from '@attar/sdk';
import { FormError } from './fields.tsx';

type Mode = Schemas['PaymentMode'];
export type RetryMethod = Pick<Schemas['PaymentMethod'], 'mode' | 'label' | 'description' | 'enabled' | 'disabledReason'>;

export interface PaymentRetryProps {
  methods: readonly RetryMethod[];
  /** The method chosen at first. */
  initial: Mode;
  /** The method that just failed, marked in the list. */
  tried?: Mode | undefined;
  busy: boolean;
  title?: ReactNode;
  legend: string;
  /** The button's words for the chosen method ("Pay with UPI", "Pay ₹2,499"). */
  submitLabel: (method: RetryMethod | undefined, mode: Mode) => string;
  busyLabel: string;
  problem?: string | undefined;
  /** The class of each choice: the checkout's method cards or the account's choice cards. */
  optionClassName?: string;
  className?: string;
  onRetry: (mode: Mode) => void;
}

export function PaymentRetry({
  methods,
  initial,
  tried,
  busy,
  title,
  legend,
  submitLabel,
  busyLabel,
  problem,
  optionClassName = 'choice-card',
  className,
  onRetry,
}: PaymentRetryProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>(initial);
  return (
    <form
      className={className}
      aria-labelledby={title ? `${id}-title` : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onRetry(mode);
      }}
    >
      {title ? <h3 id={`${id}-title`}>{title}</h3> : null}
      <fieldset className="choice-list">
        <legend>{legend}</legend>
        {methods.map((m) => (
          <label key={m.mode} className={optionClassName}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.mode}
              checked={mode === m.mode}
              disabled={!m.enabled}
              onChange={() => setMode(m.mode)}
            />
            <span>
              <strong>{m.label}</strong>
              {m.mode === tried ? ' (the method you just tried)' : ''}
              {m.description || (!m.enabled && m.disabledReason) ? (
                <span className="method-description muted">
                  {' '}
                  {m.enabled ? m.description : (m.disabledReason ?? m.description)}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      <FormError message={problem} />
      <button type="submit" className="button" disabled={busy}>
        {busy
          ? busyLabel
          : submitLabel(
              methods.find((m) => m.mode === mode),
              mode,
            )}
      </button>
    </form>
  );
}
