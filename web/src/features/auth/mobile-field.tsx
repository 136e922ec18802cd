/** A mobile number with the country code shown in front (India, +91), wired like `FormField`. */
import { useId, type InputHTMLAttributes } from 'react';

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label?: string;
  error?: string | undefined;
}

export function MobileField({ label = 'Mobile number', error, ...input }: MobileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-prefixed">
        <span className="input-prefix" aria-hidden="true">
          +91
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          {...input}
        />
      </div>
      <span id={hintId} className="field-hint">
        India (+91), 10 digits
      </span>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
