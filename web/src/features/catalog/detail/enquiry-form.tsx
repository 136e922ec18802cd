/**
 * "Ask about this perfume" (loaded when the shopper opens it): a product enquiry on the shared form
 * kit (name, mobile, optional email, how many bottles, subject and question) sent with
 * `enquiries.create`. The shop's reply becomes a confirmation that names the enquiry and takes the
 * focus; a refusal lands next to its field or above the button, and what was typed stays.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../../data/client.ts';
import { keepFocus } from '../../../kit/field-errors.ts';
import { FormError, FormField, MobileField, TextAreaField } from '../../../kit/fields.tsx';
import { useForm } from '../../../kit/use-form.ts';
import { useSignedIn } from '../../../state/signed-in.ts';
import { emptyEnquiry, enquiryPayload, enquiryRules } from './enquiry.ts';
import { ProductEnquiryRequestFields as Fields } from '@attar/sdk/rules';

export interface EnquiryFormProps {
  cin: string;
  /** "Oud Noir 100 ml": the subject's start and the confirmation's words. */
  productName: string;
  id?: string;
}

interface Sent {
  enquiryId: string;
  mobile: string;
  email: string | undefined;
}

export default function EnquiryForm({ cin, productName, id }: EnquiryFormProps) {
  const headingId = useId();
  const signedIn = useSignedIn();
  const [sent, setSent] = useState<Sent>();
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useForm(emptyEnquiry(productName), {
    rules: enquiryRules,
    labels: { qunatity: 'The number of bottles', customerName: 'Your name', title: 'The subject' },
  });

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = form.onSubmit(async (values) => {
    const result = await api.enquiries.create(enquiryPayload(values, cin, signedIn));
    if (result.error) return result.error;
    setSent({ enquiryId: result.data.enquiryId, mobile: result.data.mobile, email: result.data.email });
    return undefined;
  });

  return (
    <section className="pdp-enquiry" aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className="pdp-enquiry-title">
        Ask about this perfume
      </h2>
      {sent ? (
        <div className="pdp-enquiry-done" role="status" tabIndex={-1} ref={confirmation}>
          <p>
            <strong>Thank you, your question has reached us.</strong> Enquiry {sent.enquiryId} about {productName}: we will reply
            on +91 {sent.mobile}
            {sent.email ? ` or at ${sent.email}` : ''}.
          </p>
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={() => {
              form.reset(emptyEnquiry(productName));
              setSent(undefined);
            }}
          >
            Ask another question
          </button>
        </div>
      ) : (
        <form className="pdp-enquiry-form" noValidate onSubmit={onSubmit}>
          <FormField label="Your name" autoComplete="name" {...form.field('customerName')} />
          <MobileField {...form.field('mobile')} />
          <FormField
            label="Email (optional)"
            type="email"
            inputMode="email"
            autoComplete="email"
            hint="We reply by phone; add an email for a written answer."
            {...form.field('email')}
          />
          <FormField
            label="How many bottles?"
            inputMode="numeric"
            hint={`From ${Fields.qunatity.minimum} to ${Fields.qunatity.maximum.toLocaleString('en-IN')}: tell us about gifting or bulk orders.`}
            {...form.field('qunatity')}
          />
          <FormField label="Subject" maxLength={Fields.title.maxLength} {...form.field('title')} />
          <TextAreaField label="Your question (optional)" maxLength={Fields.notes.maxLength} rows={3} {...form.field('notes')} />
          <FormError message={form.formError} />
          <button type="submit" className="button" disabled={form.submitting} onMouseDown={keepFocus}>
            {form.submitting ? 'Sending…' : 'Send my question'}
          </button>
        </form>
      )}
    </section>
  );
}
