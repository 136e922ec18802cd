/**
 * The `newsletter` block: 'Stay In Touch' with an email box and Subscribe. The address is checked on
 * blur and on submit, sent with `api.forms.subscribe`, and on success the config's message shows
 * ('Form Submitted Sucessfully', spelt as the spec spells it). On any error the address stays.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import type { BlockProps } from '../types.ts';
import { api } from '../../data/client.ts';
import { errorMessage } from '../../components/ui/status.tsx';
import { email as emailRule } from '../../lib/validation.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { FormField } from '../../kit/fields.tsx';
import { fieldMessagesOf, keepFocus } from '../../kit/field-errors.ts';
import { useForm } from '../../kit/use-form.ts';
import './blocks.css';

export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  const element = block.elements[0];
  const headingId = useId();
  const { pathname } = useLocation();
  const [done, setDone] = useState<string>();
  const form = useForm({ email: '' }, { rules: { email: emailRule } });
  if (!element) return null;
  const { heading, subHeading, placeholder, buttonLabel, successMessage } = element.fields;

  const onSubmit = form.onSubmit(async ({ email }) => {
    setDone(undefined);
    const result = await api.forms.subscribe({ email: email.trim(), pageUrl: pathname });
    if (result.error) {
      // the shop's word on the address goes next to it; anything else is for the whole form
      const serverProblem = fieldMessagesOf(result.error).email;
      return serverProblem ? { fields: { email: serverProblem } } : { fields: {}, form: errorMessage(result.error) };
    }
    setDone(textOf(successMessage) || result.meta.message);
    form.reset({ email: '' });
    return undefined;
  });
  const emailField = form.field('email');
  const formError = form.formError;

  return (
    <section className="newsletter" aria-labelledby={headingId} {...elementProps(element)}>
      <h2 id={headingId} className="section-title">
        {textOf(heading) || 'Stay In Touch'}
      </h2>
      {textOf(subHeading) ? <p className="section-sub">{textOf(subHeading)}</p> : null}
      <form
        className="newsletter-form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? `${headingId}-error` : undefined}
      >
        <FormField
          label="Email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={textOf(placeholder)}
          {...emailField}
          onChange={(e) => {
            emailField.onChange(e);
            if (done) setDone(undefined);
          }}
        />
        <button type="submit" className="button" disabled={form.submitting} onMouseDown={keepFocus}>
          {form.submitting ? 'Sending…' : textOf(buttonLabel) || 'Subscribe'}
        </button>
      </form>
      <div className="form-result" role="status" aria-live="polite">
        {done ? <p className="form-success">{done}</p> : null}
      </div>
      {formError ? (
        <p id={`${headingId}-error`} className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}
