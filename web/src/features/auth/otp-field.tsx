/** The 6-digit code field: numeric keypad on phones, the SMS code offered by the browser. */
import { FormField, type FormFieldProps } from '../../components/ui/form-field.tsx';

export function OtpField(props: Omit<FormFieldProps, 'label'> & { label?: string }) {
  const { label = 'One-time password (OTP)', ...rest } = props;
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      spellCheck={false}
      className="otp-input"
      {...rest}
    />
  );
}
