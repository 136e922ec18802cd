/**
 * The address book: every saved address with its default roles, add, edit, delete (asked twice) and
 * "deliver here by default" / "bill here by default" (`address.setDefault`).
 */
import { useRef, useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { ErrorState, Skeleton, errorMessage } from '../../components/ui/status.tsx';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { toast } from '../../state/toasts.ts';
import { ADDRESS_TYPE_LABELS } from '../../kit/address.ts';
import { AddressBookForm } from './address-form.tsx';
import { ConfirmAction } from '../../kit/confirm-action.tsx';
import { FormStatus } from '../../kit/fields.tsx';

type Address = Schemas['Address'];

/** Keeps the cached list in step with a reply that carries the whole address book. */
const showBook = (book: Schemas['BuyerAddressBook']) => mutate(matchActions('addressList'), book.items, { revalidate: false });

export function AddressBook() {
  const { data: addresses, error, isLoading, mutate: retry } = useAction('addressList', {});
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [status, setStatus] = useState<string>();
  const addButton = useRef<HTMLButtonElement>(null);

  if (error && !addresses) return <ErrorState error={error} onRetry={() => void retry()} />;
  if (isLoading || !addresses) return <Skeleton lines={6} label="Loading your addresses" />;

  const close = (message?: string) => {
    setEditing(null);
    if (message) setStatus(message);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  async function makeDefault(address: Address, role: 'defaultShippingAddress' | 'defaultBillingAddress') {
    const result = await api.address.setDefault({ addressId: address.addressId, [role]: 'Y' });
    if (result.error) {
      toast(errorMessage(result.error), 'error');
      return;
    }
    await showBook(result.data);
    const message = `${address.addressee}, ${address.cityOrArea} is now your default ${role === 'defaultShippingAddress' ? 'delivery' : 'billing'} address.`;
    setStatus(message);
  }

  async function remove(address: Address): Promise<string | undefined> {
    const result = await api.address.remove({ address: address.addressId });
    if (result.error) return errorMessage(result.error);
    await showBook(result.data);
    setStatus('Address deleted.');
    requestAnimationFrame(() => addButton.current?.focus());
    return undefined;
  }

  return (
    <section aria-labelledby="addresses-title" className="account-panel">
      <div className="panel-head">
        <h2 id="addresses-title">Addresses</h2>
        {editing === null ? (
          <button ref={addButton} type="button" className="button button-small" onClick={() => setEditing('new')}>
            Add a new address
          </button>
        ) : null}
      </div>
      <FormStatus message={status} />
      {editing === 'new' ? <AddressBookForm onSaved={() => close('Address saved.')} onCancel={() => close()} /> : null}
      {addresses.length === 0 && editing !== 'new' ? <p>You have no saved addresses yet.</p> : null}
      <ul className="address-list">
        {addresses.map((address) =>
          editing === address.addressId ? (
            <li key={address.addressId}>
              <AddressBookForm address={address} onSaved={() => close('Address updated.')} onCancel={() => close()} />
            </li>
          ) : (
            <li key={address.addressId} className="address-card">
              <AddressView address={address} />
              <div className="address-actions">
                <button
                  type="button"
                  className="button button-quiet button-small"
                  aria-label={`Edit the address of ${address.addressee} in ${address.cityOrArea}`}
                  onClick={() => setEditing(address.addressId)}
                >
                  Edit
                </button>
                {address.defaultShippingAddress !== 'Y' ? (
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    onClick={() => void makeDefault(address, 'defaultShippingAddress')}
                  >
                    Deliver here by default
                    <span className="visually-hidden"> ({address.cityOrArea})</span>
                  </button>
                ) : null}
                {address.defaultBillingAddress !== 'Y' ? (
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    onClick={() => void makeDefault(address, 'defaultBillingAddress')}
                  >
                    Bill here by default
                    <span className="visually-hidden"> ({address.cityOrArea})</span>
                  </button>
                ) : null}
                <ConfirmAction
                  label="Delete"
                  accessibleLabel={`Delete the address of ${address.addressee} in ${address.cityOrArea}`}
                  question="Delete this address?"
                  confirmLabel="Yes, delete"
                  onConfirm={() => remove(address)}
                />
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** An address as a block of text, with its type and default roles. */
export function AddressView({ address, heading, showTags = true }: { address: Address; heading?: string; showTags?: boolean }) {
  const type = ADDRESS_TYPE_LABELS[address.type] ?? 'Other';
  return (
    <div className="address-view">
      {heading ? <h3 className="address-heading">{heading}</h3> : null}
      {showTags ? (
        <p className="address-tags">
          <span className="tag">{type}</span>
          {address.defaultShippingAddress === 'Y' ? <span className="tag tag-accent">Default delivery</span> : null}
          {address.defaultBillingAddress === 'Y' ? <span className="tag tag-accent">Default billing</span> : null}
        </p>
      ) : null}
      <address>
        <strong>{address.addressee}</strong>
        <br />
        {[address.line1, address.line2, address.line3].filter(Boolean).join(', ')}
        {address.location ? (
          <>
            <br />
            {address.location}
          </>
        ) : null}
        <br />
        {address.cityOrArea}, {address.state} {address.zipcode}
        <br />
        Mobile: {address.contactNumber}
      </address>
    </div>
  );
}
