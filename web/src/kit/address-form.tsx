/**
 * The storefront's one address form (checkout's address step and the profile's address book): name,
 * 10-digit mobile, a 6-digit pincode that fills the city and state from `profile.lookupPincode`, the
 * lines, the address type and, in the address book, the default roles.
 * @example <AddressForm title="New address" submitLabel="Save address" onSubmit={(input) => save(input)} />
 */
import { useId, useRef } from 'react';
import type { Schemas } from '@attar/sdk';
import { AddressInputFields } from '@attar/sdk/rules';
import { ADDRESS_TYPES, addressRules, blankAddress, fromAddress, toAddressInput, type AddressValues } from './address.ts';
import { FormError, FormField, PincodeField, usePincodeLookup } from './fields.tsx';
import { useForm } from './use-form.ts';

type Field = keyof AddressValues & string;

/** The words that differ between the checkout and the address book (the journeys look for them). */
export interface AddressWording {
  labels?: Partial<Record<Field, string>>;
  hints?: Partial<Record<Field, string>>;
  /** How the required-name message names the person ("the addressee's name"). */
  addressee?: string;
  /** Labels for the server's short field messages ("The pincode" + "is not serviceable"). */
  serverLabels?: Partial<Record<Field, string>>;
}

export interface AddressFormProps {
  title: string;
  submitLabel: string;
  /** The saved address being edited. */
  address?: Schemas['Address'] | undefined;
  /** Values to start from when there is no saved address (a guest's address kept on this device). */
  prefill?: AddressValues | undefined;
  /** Offer the default delivery and billing roles (the address book). */
  defaults?: boolean;
  /** Fill the city and state from the pincode (the lookup is a signed-in buyer's: a guest types them). */
  lookup?: boolean;
  wording?: AddressWording;
  className?: string;
  /** Resolves to nothing once saved, or to the SDK error or refusal (`{ message, fieldErrors }`) to show. */
  onSubmit: (input: Schemas['AddressInput']) => Promise<unknown>;
  onCancel?: () => void;
}

const max = (field: 'addressee' | 'line1' | 'line2' | 'line3' | 'location' | 'cityOrArea' | 'state'): number =>
  AddressInputFields[field].maxLength;

export function AddressForm({
  title,
  submitLabel,
  address,
  prefill,
  defaults = false,
  lookup = true,
  wording = {},
  className,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const initial = address
    ? fromAddress(address)
    : { ...blankAddress(), ...prefill, ...(defaults ? { defaultShippingAddress: 'N', defaultBillingAddress: 'N' } : {}) };
  const form = useForm<AddressValues>(initial, { rules: addressRules(wording.addressee), labels: wording.serverLabels });
  // the lookup fills a city or state the shopper left empty or an earlier lookup filled, never their own typing
  const filled = useRef<{ cityOrArea?: string; state?: string }>({});
  const pin = usePincodeLookup(
    (place) => {
      const next: Partial<AddressValues> = {};
      for (const [field, value] of [
        ['cityOrArea', place.city],
        ['state', place.state],
      ] as const) {
        const current = form.current()[field].trim();
        if (current === '' || current === filled.current[field]) next[field] = value;
      }
      filled.current = { cityOrArea: place.city, state: place.state };
      form.setMany(next);
    },
    address?.zipcode,
    lookup,
  );
  const listId = useId();
  const titleId = useId();
  const label = (field: Field, fallback: string) => wording.labels?.[field] ?? fallback;
  const hint = (field: Field, fallback: string) => wording.hints?.[field] ?? fallback;

  return (
    <form
      className={['address-form', className].filter(Boolean).join(' ')}
      onSubmit={form.onSubmit((v) => onSubmit(toAddressInput(v)))}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{title}</h3>
      <div className="form-grid address-form-grid">
        <FormField
          label={label('addressee', 'Full name')}
          autoComplete="name"
          maxLength={max('addressee')}
          required
          {...form.field('addressee')}
        />
        <FormField
          label={label('contactNumber', 'Mobile number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={12}
          hint={hint('contactNumber', '10 digits, without +91')}
          required
          {...form.field('contactNumber')}
        />
        <PincodeField
          label={label('zipcode', 'Pincode')}
          hint={pin.hint ?? hint('zipcode', lookup ? 'We fill in the city and state for you.' : '6 digits')}
          required
          {...form.field('zipcode')}
          onLookUp={(value) => void pin.lookUp(value)}
        />
        <FormField
          label={label('line1', 'Flat, house, building')}
          autoComplete="address-line1"
          maxLength={max('line1')}
          required
          {...form.field('line1')}
        />
        <FormField
          label={label('line2', 'Street and area (optional)')}
          autoComplete="address-line2"
          maxLength={max('line2')}
          {...form.field('line2')}
        />
        <FormField
          label={label('line3', 'Locality (optional)')}
          autoComplete="address-line3"
          maxLength={max('line3')}
          list={pin.areas.length ? listId : undefined}
          {...form.field('line3')}
        />
        <FormField
          label={label('location', 'Landmark (optional)')}
          autoComplete="off"
          maxLength={max('location')}
          {...form.field('location')}
        />
        <FormField
          label={label('cityOrArea', 'City or area')}
          autoComplete="address-level2"
          maxLength={max('cityOrArea')}
          required
          {...form.field('cityOrArea')}
        />
        <FormField
          label={label('state', 'State')}
          autoComplete="address-level1"
          maxLength={max('state')}
          required
          {...form.field('state')}
        />
      </div>
      {pin.areas.length ? (
        <datalist id={listId}>
          {pin.areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
      ) : null}
      <fieldset className="choice-row">
        <legend>Address type</legend>
        {ADDRESS_TYPES.map((t) => (
          <label key={t.value}>
            <input
              type="radio"
              name="type"
              value={t.value}
              checked={form.values.type === t.value}
              onChange={() => form.set('type', t.value)}
            />{' '}
            {t.label}
          </label>
        ))}
      </fieldset>
      {defaults ? (
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
      ) : null}
      <FormError message={form.formError} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-quiet" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
