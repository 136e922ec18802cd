/**
 * The address form's values and rules (docs/product-rules.md §5 and the Indian address rules): addressee,
 * a 10-digit mobile, the first line, city, state and a 6-digit pincode are required.
 */
import type { Schemas } from '@attar/sdk';
import { check, mobile, pincode, required, type Rule } from '../../lib/validation.ts';

/** What the shopper types, as text (the form keeps it on any error). */
export interface AddressDraft {
  addressee: string;
  contactNumber: string;
  line1: string;
  line2: string;
  location: string;
  cityOrArea: string;
  state: string;
  zipcode: string;
  type: 'O' | 'H' | 'W';
}

export type AddressField = Exclude<keyof AddressDraft, 'type'>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const emptyAddress = (): AddressDraft => ({
  addressee: '',
  contactNumber: '',
  line1: '',
  line2: '',
  location: '',
  cityOrArea: '',
  state: '',
  zipcode: '',
  type: 'H',
});

const RULES: Record<AddressField, Rule[]> = {
  addressee: [required("the addressee's name")],
  contactNumber: [mobile],
  line1: [required('the flat, house or building')],
  line2: [],
  location: [],
  cityOrArea: [required('the city or area')],
  state: [required('the state')],
  zipcode: [pincode],
};

/** The message for one field, or undefined. */
export const checkAddressField = (field: AddressField, value: string): string | undefined => check(value, ...RULES[field]);

/**
 * Every problem of a draft, by field (empty when it is fine).
 * @example validateAddress({ ...emptyAddress(), zipcode: '12345' }).zipcode // 'A pincode has 6 digits ...'
 */
export function validateAddress(draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of Object.keys(RULES) as AddressField[]) {
    const message = checkAddressField(field, draft[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The API's address input from a valid draft (India; optional lines only when given). */
export function toAddressInput(draft: AddressDraft): Schemas['AddressInput'] {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const line2 = optional(draft.line2);
  const location = optional(draft.location);
  return {
    type: draft.type,
    addressee: draft.addressee.trim(),
    contactNumber: draft.contactNumber.replace(/[\s-]/g, ''),
    countryCode: 'in',
    line1: draft.line1.trim(),
    ...(line2 ? { line2 } : {}),
    ...(location ? { location } : {}),
    cityOrArea: draft.cityOrArea.trim(),
    state: draft.state.trim(),
    country: 'India',
    zipcode: draft.zipcode.trim(),
    isInternational: false,
    acknowledgement: true,
  };
}

/**
 * Server field errors (`contactNumber`, `shippingAddress.zipcode`, ...) placed on the form's fields.
 */
export function serverAddressErrors(fieldErrors: ReadonlyArray<{ field: string; message: string }>): AddressErrors {
  const errors: AddressErrors = {};
  const fields = Object.keys(RULES) as AddressField[];
  for (const problem of fieldErrors) {
    const name = problem.field.split('.').pop() as AddressField;
    if (fields.includes(name) && !errors[name]) errors[name] = problem.message;
  }
  return errors;
}

/** One line for a saved address: "Flat 302, Lavelle Residency, Bengaluru, Karnataka 560001". */
export const addressLine = (a: Pick<Schemas['Address'], 'line1' | 'line2' | 'cityOrArea' | 'state' | 'zipcode'>): string =>
  [a.line1, a.line2, a.cityOrArea, `${a.state} ${a.zipcode}`].filter(Boolean).join(', ');
