/**
 * The product enquiry's rules and payload ("Ask about this perfume", `enquiries.create`). The form's
 * fields carry the marketplace's own names, its misspelt quantity field (`qunatity`) included, so what
 * the shop refuses lands on the field the shopper typed in. Bounds come from the contract's rules.
 */
import type { ActionInput } from '@attar/sdk';
import { ProductEnquiryRequestFields as Fields } from '@attar/sdk/rules';
import { email, fullName, mobile, toMobile, type FieldRule, type FormRules } from '../../../kit/rules.ts';
import { fits } from '../../../lib/validation.ts';

export interface EnquiryValues {
  [field: string]: string;
  customerName: string;
  mobile: string;
  email: string;
  qunatity: string;
  title: string;
  notes: string;
}

export const emptyEnquiry = (productName: string): EnquiryValues => ({
  customerName: '',
  mobile: '',
  email: '',
  qunatity: '1',
  title: `About ${productName}`.slice(0, Fields.title.maxLength),
  notes: '',
});

const quantity: FieldRule = (value) => {
  const v = value.trim();
  const { minimum, maximum } = Fields.qunatity;
  if (v === '') return 'Enter how many bottles you have in mind.';
  if (!/^[0-9]+$/.test(v)) return 'Use a whole number of bottles.';
  const n = Number(v);
  return n < minimum || n > maximum ? `Ask about ${minimum} to ${maximum.toLocaleString('en-IN')} bottles.` : undefined;
};

const title: FieldRule = (value) => {
  const v = value.trim();
  const { minLength, maxLength } = Fields.title;
  if ([...v].length < minLength) return `Give your question a subject of at least ${minLength} characters.`;
  if ([...v].length > maxLength) return `Keep the subject within ${maxLength} characters.`;
  return fits(Fields.title, v) ? undefined : 'Keep the subject on one line.';
};

const notes: FieldRule = (value) => {
  if ([...value].length > Fields.notes.maxLength) return `Keep your question within ${Fields.notes.maxLength} characters.`;
  return fits(Fields.notes, value) ? undefined : 'Remove the special characters from your question.';
};

export const enquiryRules: FormRules<EnquiryValues> = {
  customerName: fullName,
  mobile,
  // the email is optional; a given one must be an address
  email: (value, values) => (value.trim() === '' ? undefined : email(value, values)),
  qunatity: quantity,
  title,
  notes,
};

/**
 * The `enquiries.create` input of a filled form.
 * @example enquiryPayload(values, 'ATR-OUD-100', false).qunatity // 40
 */
export function enquiryPayload(values: EnquiryValues, cin: string, signedIn: boolean): ActionInput<'enquiriesCreate'> {
  const mail = values.email.trim();
  const question = values.notes.trim();
  return {
    cin,
    title: values.title.trim(),
    qunatity: Number(values.qunatity.trim()), // the marketplace's spelling
    customerType: signedIn ? 'BUYER' : 'GUEST',
    customerName: values.customerName.trim(),
    mobile: toMobile(values.mobile),
    ...(mail ? { email: mail } : {}),
    ...(question ? { notes: question } : {}),
  };
}
