/**
 * An Indian address as a form holds it (text, kept as typed), its rules, and the API's shape: shared by
 * the checkout's address step and the profile's address book (docs/product-rules.md §5).
 */
import type { Schemas } from '@attar/sdk';
import { addressAddInput, checkRule } from '@attar/sdk/rules';
import { mobile, pincode, required } from '../lib/validation.ts';
import type { FormRules } from './rules.ts';

type AddressType = Schemas['AddressInput']['type'] & string;

/**
 * How a shopper reads each address type (the checkout's picker and the address book show it), in the
 * order they are offered: the most common first. The compiler holds the keys to the contract's type.
 */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { H: 'Home', W: 'Work', O: 'Other' };

/** The contract's address types in the shopper's words, in the order offered (every one the rule allows, no other). */
export const ADDRESS_TYPES: ReadonlyArray<{ value: AddressType; label: string }> = (
  Object.keys(ADDRESS_TYPE_LABELS) as AddressType[]
)
  .filter((value) => addressAddInput.type.enum.includes(value))
  .map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] }));

/** What the shopper types. The default roles are '' where the form does not offer them (checkout). */
export interface AddressValues extends Record<string, string> {
  type: string;
  addressee: string;
  contactNumber: string;
  line1: string;
  line2: string;
  line3: string;
  location: string;
  zipcode: string;
  cityOrArea: string;
  state: string;
  defaultShippingAddress: string;
  defaultBillingAddress: string;
}

export const blankAddress = (): AddressValues => ({
  type: 'H',
  addressee: '',
  contactNumber: '',
  line1: '',
  line2: '',
  line3: '',
  location: '',
  zipcode: '',
  cityOrArea: '',
  state: '',
  defaultShippingAddress: '',
  defaultBillingAddress: '',
});

/** A saved address, to edit. */
export const fromAddress = (a: Schemas['Address']): AddressValues => ({
  type: a.type,
  addressee: a.addressee,
  contactNumber: a.contactNumber,
  line1: a.line1,
  line2: a.line2 ?? '',
  line3: a.line3 ?? '',
  location: a.location ?? '',
  zipcode: a.zipcode,
  cityOrArea: a.cityOrArea,
  state: a.state,
  defaultShippingAddress: a.defaultShippingAddress,
  defaultBillingAddress: a.defaultBillingAddress,
});

/**
 * Values from an address stored on this device (untrusted: a reader may have edited it): each field
 * that is a string and passes its rule is kept, anything else starts blank.
 * @example storedAddressValues(JSON.parse(localStorage.getItem('guestaddress') ?? 'null'))
 */
export function storedAddressValues(stored: unknown): AddressValues | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const values = blankAddress();
  const rules = addressRules();
  let kept = 0;
  for (const key of Object.keys(values) as Array<keyof AddressValues & string>) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value === '') continue;
    // the default roles are the address book's, never a stored address's
    const rule = rules[key];
    if (key === 'type' ? !ADDRESS_TYPES.some((t) => t.value === value) : !rule || rule(value, values) !== undefined) continue;
    values[key] = value;
    kept++;
  }
  return kept ? values : undefined;
}

/**
 * The rules: addressee, a 10-digit mobile, the first line, city, state and a 6-digit pincode.
 * @param addressee how the required-name message names the person ("the addressee's name")
 */
export const addressRules = (addressee = 'the name of the person receiving the parcel'): FormRules<AddressValues> => ({
  addressee: (v) => required(addressee)(v) ?? within(v, 'addressee', 'the name', 'letters'),
  contactNumber: mobile,
  line1: (v) => required('the flat, house or building')(v) ?? within(v, 'line1', 'this line', 'address'),
  line2: (v) => within(v, 'line2', 'this line', 'address'),
  line3: (v) => within(v, 'line3', 'this line', 'address'),
  location: (v) => within(v, 'location', 'the locality', 'address'),
  zipcode: pincode,
  cityOrArea: (v) => required('the city or area')(v) ?? within(v, 'cityOrArea', 'the city or area', 'place'),
  state: (v) => required('the state')(v) ?? within(v, 'state', 'the state', 'place'),
});

const KINDS = {
  letters: "letters, spaces and . ' -",
  address: 'no < or > signs',
  place: 'letters, digits and simple punctuation',
} as const;

/** A filled-in field held to the contract's rule for it (lengths, characters), in the shopper's words. */
function within(
  value: string,
  field: 'addressee' | 'line1' | 'line2' | 'line3' | 'location' | 'cityOrArea' | 'state',
  what: string,
  kind: keyof typeof KINDS,
): string | undefined {
  const v = value.trim();
  const rule = addressAddInput[field];
  if (v === '' || checkRule(rule, v) === undefined) return undefined;
  const length = [...v].length;
  const min = 'minLength' in rule ? rule.minLength : 1;
  if (length < min || length > rule.maxLength) return `Use ${min} to ${rule.maxLength} characters for ${what}.`;
  return `Use ${KINDS[kind]} in ${what}.`;
}

/**
 * The API's address input (India; optional lines and default roles only when given).
 * @example toAddressInput({ ...blankAddress(), contactNumber: '98450-12345', ... }).contactNumber // '9845012345'
 */
export function toAddressInput(v: AddressValues): Schemas['AddressInput'] {
  const input: Schemas['AddressInput'] = {
    type: v.type as AddressType,
    addressee: v.addressee.trim(),
    contactNumber: v.contactNumber.replace(/[\s-]/g, ''),
    countryCode: 'in',
    line1: v.line1.trim(),
    cityOrArea: v.cityOrArea.trim(),
    state: v.state.trim(),
    country: 'India',
    zipcode: v.zipcode.trim(),
    isInternational: false,
    acknowledgement: true,
  };
  for (const key of ['line2', 'line3', 'location'] as const) {
    const value = v[key].trim();
    if (value) input[key] = value;
  }
  for (const key of ['defaultShippingAddress', 'defaultBillingAddress'] as const) {
    if (v[key]) input[key] = v[key] as Schemas['YesNo'];
  }
  return input;
}

/** One line for a saved address: "Flat 302, Lavelle Residency, Bengaluru, Karnataka 560001". */
export const addressLine = (a: Pick<Schemas['Address'], 'line1' | 'line2' | 'cityOrArea' | 'state' | 'zipcode'>): string =>
  [a.line1, a.line2, a.cityOrArea, `${a.state} ${a.zipcode}`].filter(Boolean).join(', ');
