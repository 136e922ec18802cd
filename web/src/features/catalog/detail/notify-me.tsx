/**
 * "Notify me" for a sold-out size: an email address, and the shop emails it once the size is back
 * (`forms.restockAlert`). The shop's answer shows as a status; a refusal about the address goes next
 * to it, any other above the button. The address stays on any error.
 */
import { useId, useState } from 'react';
import { api } from '../../../data/client.ts';
import { email as emailRule } from '../../../lib/validation.ts';
import { FormError, FormField } from '../../../kit/fields.tsx';
import { keepFocus } from '../../../kit/field-errors.ts';
import { useForm } from '../../../kit/use-form.ts';

interface Props {
  productId: string;
  cin: string;
  /** "Mogra Bloom 100 ml", for the heading. */
  what: string;
}

export function NotifyMe({ productId, cin, what }: Props) {
  const headingId = useId();
  const [done, setDone] = useState<string>();
  const form = useForm({ email: '' }, { rules: { email: emailRule }, labels: { email: 'The email address' } });

  const onSubmit = form.onSubmit(async ({ email }) => {
    setDone(undefined);
    const result = await api.forms.restockAlert({ email: email.trim(), productId, cin });
    if (result.error) return result.error;
    setDone(result.meta.message || `We will email you when ${what} is back in stock.`);
    return undefined;
  });

  return (
    <section className="pdp-notify" aria-labelledby={headingId}>
      <h2 id={headingId} className="pdp-notify-title">
        Tell me when it is back
      </h2>
      {done ? null : (
        <form className="pdp-notify-form" noValidate onSubmit={onSubmit}>
          <FormField
            label="Your email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={`We will write once, when ${what} is back in stock.`}
            {...form.field('email')}
          />
          <FormError message={form.formError} />
          <button type="submit" className="button" disabled={form.submitting} onMouseDown={keepFocus}>
            {form.submitting ? 'Sending…' : 'Notify me'}
          </button>
        </form>
      )}
      <p className="pdp-notify-done" role="status" aria-live="polite">
        {done ?? ''}
      </p>
    </section>
  );
}
