/**
 * One address, added or edited: name, 10-digit mobile, required first line, 6-digit pincode (which
 * fills the city and state from `profile.lookupPincode`), the address type and the default roles.
 * @example <AddressForm onSaved={close} onCancel={close} />
 */
import { useId, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { FormField } from '../../components/ui/form-field.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { mobile, pincode, required } from '../../lib/validation.ts';
import { FormError } from './fields.tsx';
import { useForm } from './use-form.ts';

type Address = Schemas['Address'];
type AddressType = Schemas['AddressInput']['type'] & string;

export const ADDRESS_TYPES: ReadonlyArray<{ value: AddressType; label: string }> = [
  { value: 'H', label: 'Home' },
  { value: 'W', label: 'Work' },
  { value: 'O', label: 'Other' },
];

const blank = {
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
  defaultShippingAddress: 'N',
  defaultBillingAddress: 'N',
};
type AddressValues = typeof blank;

const fromAddress = (a: Address): AddressValues => ({
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

/** The rules of an Indian address (shared with any other address form). */
export const ADDRESS_RULES = {
  addressee: required('the name of the person receiving the parcel'),
  contactNumber: mobile,
  line1: required('the flat, house or building'),
  zipcode: pincode,
  cityOrArea: required('the city or area'),
  state: required('the state'),
};

/** The address as the API takes it. */
export function toAddressInput(v: AddressValues): Schemas['AddressInput'] {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
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
    defaultShippingAddress: v.defaultShippingAddress as Schemas['YesNo'],
    defaultBillingAddress: v.defaultBillingAddress as Schemas['YesNo'],
    isInternational: false,
    acknowledgement: true,
  };
  for (const key of ['line2', 'line3', 'location'] as const) {
    const value = optional(v[key]);
    if (value) input[key] = value;
  }
  return input;
}

export interface AddressFormProps {
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const form = useForm<AddressValues>(address ? fromAddress(address) : blank, {
    rules: ADDRESS_RULES,
    labels: { contactNumber: 'The mobile number', zipcode: 'The pincode', addressee: 'The name', line1: 'The address' },
  });
  const [areas, setAreas] = useState<string[]>([]);
  const [lookup, setLookup] = useState<string>();
  const lastLookup = useRef(address?.zipcode ?? '');
  const listId = useId();
  const titleId = useId();

  async function lookUp(pin: string) {
    if (pincode(pin) || pin === lastLookup.current) return;
    lastLookup.current = pin;
    setLookup('Looking up the pincode…');
    const result = await api.profile.lookupPincode({ pincode: pin, countryCode: 'IN' });
    if (result.error) {
      setLookup(undefined);
      return;
    }
    const place = result.data;
    form.setMany({ cityOrArea: place.city, state: place.state });
    setAreas(place.areas ?? []);
    setLookup(`Pincode ${pin}: ${place.city}, ${place.state}.`);
  }

  const pin = form.field('zipcode');
  const save = form.onSubmit(async (v) => {
    const input = toAddressInput(v);
    const result = address ? await api.address.update({ ...input, addressId: address.addressId }) : await api.address.add(input);
    if (result.error) return result.error;
    await mutate(matchActions('addressList'));
    onSaved(result.data);
    return undefined;
  });

  return (
    <form className="account-form address-form" onSubmit={save} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{address ? 'Edit address' : 'New address'}</h3>
      <div className="form-grid">
        <FormField label="Full name" autoComplete="name" required {...form.field('addressee')} />
        <FormField label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" hint="10 digits, without +91" required {...form.field('contactNumber')} />
        <FormField
          label="Pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          hint={lookup ?? 'We fill in the city and state for you.'}
          required
          {...pin}
          onChange={(event) => {
            pin.onChange(event);
            void lookUp(event.target.value.trim());
          }}
        />
        <FormField label="Flat, house, building" autoComplete="address-line1" required {...form.field('line1')} />
        <FormField label="Street and area (optional)" autoComplete="address-line2" {...form.field('line2')} />
        <FormField label="Locality (optional)" autoComplete="address-line3" list={areas.length ? listId : undefined} {...form.field('line3')} />
        <FormField label="Landmark (optional)" {...form.field('location')} />
        <FormField label="City or area" autoComplete="address-level2" required {...form.field('cityOrArea')} />
        <FormField label="State" autoComplete="address-level1" required {...form.field('state')} />
      </div>
      {areas.length ? (
        <datalist id={listId}>
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
      ) : null}
      <fieldset className="choice-row">
        <legend>Address type</legend>
        {ADDRESS_TYPES.map((t) => (
          <label key={t.value}>
            <input type="radio" name="type" value={t.value} checked={form.values.type === t.value} onChange={() => form.set('type', t.value)} /> {t.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="choice-row">
        <legend>Use by default for</legend>
        <label>
          <input
            type="checkbox"
            checked={form.values.defaultShippingAddress === 'Y'}
            onChange={(e) => form.set('defaultShippingAddress', e.target.checked ? 'Y' : 'N')}
          />{' '}
          Delivery
        </label>
        <label>
          <input
            type="checkbox"
            checked={form.values.defaultBillingAddress === 'Y'}
            onChange={(e) => form.set('defaultBillingAddress', e.target.checked ? 'Y' : 'N')}
          />{' '}
          Billing
        </label>
      </fieldset>
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save address'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
