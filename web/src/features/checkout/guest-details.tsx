/** The guest's name, email and mobile (guest checkout), checked on blur and submit and saved with `guest.setDetails`. */
import { useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { check, email, mobile, required } from '../../lib/validation.ts';
import { leavingForSubmit } from './field-errors.ts';

export interface GuestDetailsValue {
  name: string;
  email: string;
  mobile: string;
}
type Errors = Partial<Record<keyof GuestDetailsValue, string>>;

const RULES = {
  name: (v: string) => check(v, required('your name')),
  email: (v: string) => check(v, email),
  mobile: (v: string) => check(v, mobile),
} satisfies Record<keyof GuestDetailsValue, (v: string) => string | undefined>;

export function validateGuestDetails(value: GuestDetailsValue): Errors {
  const errors: Errors = {};
  for (const key of Object.keys(RULES) as Array<keyof GuestDetailsValue>) {
    const message = RULES[key](value[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export interface GuestDetailsProps {
  /** Resolves to the server's refusal, or undefined once saved. */
  onSubmit: (value: GuestDetailsValue) => Promise<string | undefined>;
}

export function GuestDetails({ onSubmit }: GuestDetailsProps) {
  const [value, setValue] = useState<GuestDetailsValue>({ name: '', email: '', mobile: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const field = (key: keyof GuestDetailsValue) => ({
    name: key,
    value: value[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setValue((v) => ({ ...v, [key]: e.target.value }));
      if (errors[key]) setErrors((all) => ({ ...all, [key]: RULES[key](e.target.value) }));
    },
    onBlur: (e: FocusEvent<HTMLInputElement>) => leavingForSubmit(e) || setErrors((all) => ({ ...all, [key]: RULES[key](value[key]) })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateGuestDetails(value);
    setErrors(found);
    if (Object.keys(found).length) return;
    sendingRef.current = true;
    setSending(true);
    setProblem(await onSubmit({ name: value.name.trim(), email: value.email.trim(), mobile: value.mobile.replace(/[\s-]/g, '') }));
    sendingRef.current = false;
    setSending(false);
  };

  return (
    <form className="guest-details" onSubmit={(e) => void submit(e)} noValidate aria-label="Your details">
      <FormField label="Full name" autoComplete="name" {...field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Mobile number" autoComplete="tel-national" inputMode="tel" hint="10 digits" {...field('mobile')} />
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}
