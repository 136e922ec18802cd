/**
 * The `contactForm` block: 'Leave A Message' with name, email, an optional 10-digit mobile and a
 * message, in the order and with the labels the config gives. Checked on blur and on submit, sent
 * with `api.forms.contact`; the server's field errors show next to their fields and what the shopper
 * typed stays on any error.
 */
import { useId, useState } from 'react';
import type { Schemas } from '@attar/sdk';
import { ContactFormRequestFields } from '@attar/sdk/rules';
import type { BlockProps } from '../types.ts';
import { api } from '../../data/client.ts';
import { errorMessage } from '../../components/ui/status.tsx';
import { email as emailRule, fits, mobile as mobileRule, type Rule } from '../../lib/validation.ts';
import { elementProps, textOf } from './parts/fields.tsx';
import { FormField, TextAreaField } from '../../kit/fields.tsx';
import { fieldMessagesOf, keepFocus } from '../../kit/field-errors.ts';
import { useForm } from '../../kit/use-form.ts';
import './blocks.css';

type Input = Schemas['ContactFormInput'];
type Name = Input['name'];
type Values = Record<Name, string>;

const EMPTY: Values = { name: '', email: '', mobile: '', message: '' };
/** The API needs these three; a config that leaves one out still gets it. */
const DEFAULT_INPUTS: Input[] = [
  { name: 'name', label: 'Your name', required: true },
  { name: 'email', label: 'Email', required: true },
  { name: 'message', label: 'Message', required: true },
];

export function inputsOf(configured: readonly Input[]): Input[] {
  const seen = new Set(configured.map((i) => i.name));
  return [...configured, ...DEFAULT_INPUTS.filter((i) => !seen.has(i.name))];
}

const { name: NAME, message: MESSAGE } = ContactFormRequestFields;

const lengthRule =
  ({ minLength: min, maxLength: max }: { minLength: number; maxLength: number }, what: string): Rule =>
  (value) => {
    const n = [...value.trim()].length;
    if (n < min) return `${what} needs at least ${min} characters.`;
    return n > max ? `${what} can have at most ${max} characters.` : undefined;
  };

/** The message for one input, or undefined when it is fine (an optional input may stay empty). */
export function checkInput(input: Input, value: string): string | undefined {
  const required = input.required || input.name !== 'mobile';
  if (!value.trim() && !required) return undefined;
  switch (input.name) {
    case 'name':
      if (!value.trim()) return 'Enter your name.';
      return lengthRule(NAME, 'Your name')(value) ?? (fits(NAME, value.trim()) ? undefined : 'Use letters for your name.');
    case 'email':
      return emailRule(value);
    case 'mobile':
      return mobileRule(value);
    case 'message':
      return value.trim() ? lengthRule(MESSAGE, 'The message')(value) : 'Enter your message.';
  }
}

export function ContactFormBlock({ block }: BlockProps<'contactForm'>) {
  const element = block.elements[0];
  const headingId = useId();
  const [done, setDone] = useState<string>();
  const inputs = inputsOf(element?.inputs ?? []);
  const form = useForm<Values>(EMPTY, {
    rules: Object.fromEntries(inputs.map((input) => [input.name, (value: string) => checkInput(input, value)])),
  });
  if (!element) return null;
  const { heading, subHeading, buttonLabel, successMessage } = element.fields;

  const onSubmit = form.onSubmit(async (values) => {
    setDone(undefined);
    const mobile = values.mobile.replace(/[\s-]/g, '');
    const result = await api.forms.contact({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(mobile ? { mobile } : {}),
    });
    if (result.error) {
      // the shop's words go next to the inputs shown; a refusal of none of them is for the whole form
      const server = fieldMessagesOf(result.error);
      const mapped = Object.fromEntries(inputs.filter((i) => server[i.name]).map((i) => [i.name, server[i.name]]));
      return Object.keys(mapped).length > 0 ? { fields: mapped } : { fields: {}, form: errorMessage(result.error) };
    }
    setDone(textOf(successMessage) || result.meta.message);
    form.reset(EMPTY);
    return undefined;
  });
  const formError = form.formError;

  return (
    <section className="contact-form" aria-labelledby={headingId} {...elementProps(element)}>
      <h2 id={headingId} className="section-title">
        {textOf(heading) || 'Leave A Message'}
      </h2>
      {textOf(subHeading) ? <p className="section-sub">{textOf(subHeading)}</p> : null}
      <form noValidate onSubmit={onSubmit} className="contact-form-fields">
        {inputs.map((input) => {
          const bound = form.field(input.name);
          const common = {
            label: input.label + (input.required || input.name !== 'mobile' ? '' : ' (optional)'),
            placeholder: input.placeholder,
            required: input.required || input.name !== 'mobile',
            ...bound,
            onChange: (e: { target: { value: string } }) => {
              bound.onChange(e as never);
              if (done) setDone(undefined);
            },
          };
          if (input.name === 'message') {
            return <TextAreaField key={input.name} {...common} rows={5} maxLength={MESSAGE.maxLength} />;
          }
          return (
            <FormField
              key={input.name}
              {...common}
              type={input.name === 'email' ? 'email' : input.name === 'mobile' ? 'tel' : 'text'}
              inputMode={input.name === 'mobile' ? 'numeric' : input.name === 'email' ? 'email' : undefined}
              autoComplete={input.name === 'name' ? 'name' : input.name === 'email' ? 'email' : 'tel-national'}
              maxLength={input.name === 'name' ? NAME.maxLength : undefined}
            />
          );
        })}
        <button type="submit" className="button" disabled={form.submitting} onMouseDown={keepFocus}>
          {form.submitting ? 'Sending…' : textOf(buttonLabel) || 'Send'}
        </button>
      </form>
      <div className="form-result" role="status" aria-live="polite">
        {done ? <p className="form-success">{done}</p> : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}
