/**
 * One address of the address book, added or edited: the kit's address form, saved with
 * `address.add` or `address.update`, the cached book refreshed.
 * @example <AddressBookForm onSaved={close} onCancel={close} />
 */
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { AddressForm, type AddressWording } from '../../kit/address-form.tsx';

type Address = Schemas['Address'];

const WORDING: AddressWording = {
  serverLabels: { contactNumber: 'The mobile number', zipcode: 'The pincode', addressee: 'The name', line1: 'The address' },
};

export interface AddressBookFormProps {
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

export function AddressBookForm({ address, onSaved, onCancel }: AddressBookFormProps) {
  return (
    <AddressForm
      title={address ? 'Edit address' : 'New address'}
      submitLabel="Save address"
      className="account-form"
      address={address}
      defaults
      wording={WORDING}
      onCancel={onCancel}
      onSubmit={async (input) => {
        const result = address
          ? await api.address.update({ ...input, addressId: address.addressId })
          : await api.address.add(input);
        if (result.error) return result.error;
        await mutate(matchActions('addressList'));
        onSaved(result.data);
        return undefined;
      }}
    />
  );
}
