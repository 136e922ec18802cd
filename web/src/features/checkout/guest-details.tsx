/** The guest's name, email and mobile (guest checkout), checked on blur and submit and saved with `guest.setDetails`. */
import { FormError, FormField } from '../../kit/fields.tsx';
import { useForm } from '../../kit/use-form.ts';
import { check, email, mobile, required } from '../../lib/validation.ts';

export interface GuestDetailsValue {
  name: string;
  email: string;
  mobile: string;
}

const RULES = {
  name: (v: string) => check(v, required('your name')),
  email: (v: string) => check(v, email),
  mobile: (v: string) => check(v, mobile),
};

export interface GuestDetailsProps {
  /** Resolves to the server's refusal, or undefined once saved. */
  onSubmit: (value: GuestDetailsValue) => Promise<string | undefined>;
}

export function GuestDetails({ onSubmit }: GuestDetailsProps) {
  const form = useForm({ name: '', email: '', mobile: '' }, { rules: RULES });
  const submit = form.onSubmit(async (value) => {
    const problem = await onSubmit({
      name: value.name.trim(),
      email: value.email.trim(),
      mobile: value.mobile.replace(/[\s-]/g, ''),
    });
    return problem ? { fields: {}, form: problem } : undefined;
  });
  return (
    <form className="guest-details" onSubmit={submit} noValidate aria-label="Your details">
      <FormField label="Full name" autoComplete="name" {...form.field('name')} />
      <FormField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormField label="Mobile number" autoComplete="tel-national" inputMode="tel" hint="10 digits" {...form.field('mobile')} />
      <FormError message={form.formError} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Continue'}
      </button>
    </form>
  );
}
