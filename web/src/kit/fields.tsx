/**
 * The storefront's one set of form fields: the labelled input, select and text area of
 * components/ui/form-field.tsx, and on them the OTP box, the mobile number with its country code, the
 * pincode that looks up its city, "Show password", and the form's own message lines.
 */
import { useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { AuthOtpRule, PincodeRule } from '@attar/sdk/rules';
import { FormField, type FormFieldProps } from '../components/ui/form-field.tsx';
import { api } from '../data/client.ts';
import { pincode as pincodeRule } from '../lib/validation.ts';
import './forms.css';

export { FormField, SelectField, TextAreaField, type FormFieldProps } from '../components/ui/form-field.tsx';

/** The 6-digit OTP box: numeric keypad, the phone's one-time-code autofill. */
export function OtpField(props: Omit<FormFieldProps, 'label'> & { label?: string }) {
  const { label = 'One-time password (OTP)', ...rest } = props;
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={AuthOtpRule.maxLength}
      pattern="[0-9]*"
      spellCheck={false}
      className="otp-input"
      {...rest}
    />
  );
}

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label?: string;
  error?: string | undefined;
}

/** A mobile number with the country code shown in front (India, +91), wired like `FormField`. */
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

/** "Show password": one checkbox that reveals the password fields of a form. */
export function ShowPassword({ shown, onChange }: { shown: boolean; onChange(shown: boolean): void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={shown} onChange={(e) => onChange(e.target.checked)} />
      <span>Show password</span>
    </label>
  );
}

/** What a pincode lookup found: the city and state to fill in, the areas to offer. */
export interface Place {
  city: string;
  state: string;
  areas: string[];
}

/**
 * Looks a complete pincode up (`profile.lookupPincode`) once per new pincode; `hint` says what it found.
 * @example const pin = usePincodeLookup((place) => form.setMany({ cityOrArea: place.city, state: place.state }));
 */
export function usePincodeLookup(onFound: (place: Place) => void, known = '', enabled = true) {
  const [hint, setHint] = useState<string>();
  const [areas, setAreas] = useState<string[]>([]);
  const last = useRef(known);
  async function lookUp(pin: string) {
    if (!enabled || pincodeRule(pin) || pin === last.current) return;
    last.current = pin;
    setHint('Looking up the pincode…');
    const result = await api.profile.lookupPincode({ pincode: pin, countryCode: 'IN' });
    // a pincode the lookup does not know is still typed by hand; the server checks it on save
    if (result.error) return setHint(undefined);
    const place = { city: result.data.city, state: result.data.state, areas: result.data.areas ?? [] };
    onFound(place);
    setAreas(place.areas);
    setHint(`Pincode ${pin}: ${place.city}, ${place.state}.`);
  }
  return { hint, areas, lookUp };
}

/** The pincode box: six digits, and a lookup of the city as soon as the six are typed. */
export function PincodeField({
  onLookUp,
  ...props
}: Omit<FormFieldProps, 'label'> & { label?: string; onLookUp: (pin: string) => void }) {
  const { label = 'Pincode', onChange, ...rest } = props;
  return (
    <FormField
      label={label}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={PincodeRule.maxLength}
      {...rest}
      onChange={(event) => {
        onChange?.(event);
        onLookUp(event.target.value.trim());
      }}
    />
  );
}

/** The server's refusal or another whole-form problem, announced when it appears. */
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
