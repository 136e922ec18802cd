/**
 * Choose one of the buyer's saved addresses (radio cards) or add a new one; a new address is saved to
 * the address book (`address.add`) and chosen.
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { errorMessage } from '../../components/ui/status.tsx';
import { ADDRESS_TYPE_LABELS, addressLine } from '../../kit/address.ts';
import { fieldErrorsOf } from '../../kit/field-errors.ts';
import { CheckoutAddressForm } from './address-form.tsx';

export interface AddressPickerProps {
  legend: string;
  /** Radio group name (unique on the page). */
  name: string;
  addresses: readonly Schemas['Address'][];
  selectedId: string | undefined;
  onSelect: (addressId: string) => void;
  /** The section's heading already says what this is: the legend is for screen readers only. */
  legendHidden?: boolean;
}

export function AddressPicker({ legend, name, addresses, selectedId, onSelect, legendHidden }: AddressPickerProps) {
  const [adding, setAdding] = useState(addresses.length === 0);

  return (
    <fieldset className="address-picker">
      <legend className={legendHidden ? 'visually-hidden' : undefined}>{legend}</legend>
      {addresses.length ? (
        <ul className="address-options">
          {addresses.map((a) => (
            <li key={a.addressId}>
              <label className="address-option">
                <input
                  type="radio"
                  name={name}
                  value={a.addressId}
                  checked={selectedId === a.addressId}
                  onChange={() => onSelect(a.addressId)}
                />
                <span>
                  <strong>{a.addressee}</strong> <span className="address-tag">{ADDRESS_TYPE_LABELS[a.type]}</span>
                  <br />
                  {addressLine(a)}
                  <br />
                  <span className="address-phone">Mobile {a.contactNumber}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p>You have no saved addresses yet.</p>
      )}
      {adding ? (
        <CheckoutAddressForm
          title="Add a new address"
          submitLabel="Save and use this address"
          {...(addresses.length ? { onCancel: () => setAdding(false) } : {})}
          onSubmit={async (input) => {
            const result = await api.address.add(input);
            if (result.error) {
              return { message: errorMessage(result.error), fieldErrors: fieldErrorsOf(result.error) };
            }
            await mutate(matchActions('addressList'));
            onSelect(result.data.addressId);
            setAdding(false);
            return undefined;
          }}
        />
      ) : (
        <button type="button" className="button button-quiet button-small" onClick={() => setAdding(true)}>
          Add a new address
        </button>
      )}
    </fieldset>
  );
}
