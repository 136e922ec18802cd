/**
 * The `newsletter` block: 'Stay In Touch' with an email box and Subscribe. The address is checked on
 * blur and on submit, sent with `api.forms.subscribe`, and on success the config's message shows
 * ('Form Submitted Sucessfully', spelt as the spec spells it). On any error the address stays.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { BlockProps } from '../types.ts';
import { api } from '../../data/client.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { errorMessage } from '../../components/ui/status.tsx';
import { email as emailRule } from '../../lib/validation.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { fieldMessagesOf as fieldErrorsOf, keepFocus, useSingleSend } from '../../kit/field-errors.ts';
import './blocks.css';

export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  const element = block.elements[0];
  const headingId = useId();
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<string>();
  const { sending, run } = useSingleSend();
  if (!element) return null;
  const { heading, subHeading, placeholder, buttonLabel, successMessage } = element.fields;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = emailRule(email);
    setFieldError(problem);
    setFormError(undefined);
    setDone(undefined);
    if (problem) {
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    const result = await run(() => api.forms.subscribe({ email: email.trim(), pageUrl: pathname }));
    if (!result) return;
    if (result.error) {
      const serverProblem = fieldErrorsOf(result.error).email;
      if (serverProblem) setFieldError(serverProblem);
      else setFormError(errorMessage(result.error));
      return;
    }
    setDone(textOf(successMessage) || result.meta.message);
    setEmail('');
  };

  return (
    <section className="newsletter" aria-labelledby={headingId} {...elementProps(element)}>
      <h2 id={headingId} className="section-title">
        {textOf(heading) || 'Stay In Touch'}
      </h2>
      {textOf(subHeading) ? <p className="section-sub">{textOf(subHeading)}</p> : null}
      <form ref={formRef} className="newsletter-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={formError ? `${headingId}-error` : undefined}>
        <FormField
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={textOf(placeholder)}
          value={email}
          error={fieldError}
          onChange={(e) => {
            setEmail(e.target.value);
            if (fieldError) setFieldError(emailRule(e.target.value));
            if (done) setDone(undefined);
          }}
          onBlur={() => setFieldError(email.trim() ? emailRule(email) : undefined)}
        />
        <button type="submit" className="button" disabled={sending} onMouseDown={keepFocus}>
          {sending ? 'Sending…' : textOf(buttonLabel) || 'Subscribe'}
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
