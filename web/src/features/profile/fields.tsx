/**
 * Controls that `FormField` (an input) does not cover, wired the same way: a select, a text area, an OTP
 * box, and the form's own message lines. Labels, hints and errors are tied to the control for screen
 * readers.
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from '../../components/ui/form-field.tsx';
import './forms.css';

function describedBy(hintId: string | undefined, errorId: string | undefined) {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty choice ("Choose a reason"). */
  placeholder?: string;
}

export function SelectField({ label, error, hint, options, placeholder, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? <span id={hintId} className="field-hint">{hint}</span> : null}
      {error ? <span id={errorId} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, rows = 4, ...area }: TextAreaFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)} {...area} />
      {hint ? <span id={hintId} className="field-hint">{hint}</span> : null}
      {error ? <span id={errorId} className="field-error" role="alert">{error}</span> : null}
    </div>
  );
}

/** The 6-digit OTP box: numeric keypad, the phone's one-time-code autofill. */
export function OtpField(props: Omit<FormFieldProps, 'label'> & { label?: string }) {
  return (
    <FormField
      label="OTP"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      {...props}
    />
  );
}

/** The server's refusal or another whole-form problem. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A polite announcement of an async result ("Profile saved"); always rendered so it is announced. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <p className={message ? 'form-status' : 'visually-hidden'} role="status" aria-live="polite">
      {message ?? ''}
    </p>
  );
}
