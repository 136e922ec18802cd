/**
 * The account forms' controls: the OTP box and the form's own message lines, next to the labelled
 * select and text area of components/ui/form-field.tsx (re-exported here for the forms that use them).
 */
import { FormField, type FormFieldProps } from '../../components/ui/form-field.tsx';
export { SelectField, TextAreaField, type SelectFieldProps, type TextAreaFieldProps } from '../../components/ui/form-field.tsx';
import './forms.css';

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
