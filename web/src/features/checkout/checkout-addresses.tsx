/**
 * Step 1 of the buyer's checkout: the delivery address (saved or new), billing the same or another, the
 * delivery check of each item to that pincode, then `checkout.setAddresses`, whose refusals (a pincode
 * the couriers do not serve) are shown as the server words them.
 */
import { useState } from 'react';
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { api } from '../../data/client.ts';
import { matchActions } from '../../data/keys.ts';
import { useAction } from '../../data/use-action.ts';
import { ErrorState, Skeleton, errorMessage } from '../../components/ui/status.tsx';
import { storeBuyerCart } from '../../data/cart-cache.ts';
import { AddressPicker } from './address-picker.tsx';
import { addressLine } from '../../kit/address.ts';
import { ItemServiceability } from './item-serviceability.tsx';

import type { ConfirmedAddresses } from './checkout-memory.ts';

export type { ConfirmedAddresses } from './checkout-memory.ts';

export interface CheckoutAddressesProps {
  kind: 'cart' | 'buyNow';
  cart: Schemas['Cart'];
  confirmed: ConfirmedAddresses | undefined;
  onConfirmed: (addresses: ConfirmedAddresses | undefined) => void;
}

type Flag = 'defaultShippingAddress' | 'defaultBillingAddress';
const pickDefault = (list: readonly Schemas['Address'][], current: string | undefined, flag: Flag): string | undefined =>
  list.find((a) => a.addressId === current)?.addressId ?? list.find((a) => a[flag] === 'Y')?.addressId ?? list[0]?.addressId;

export function CheckoutAddresses({ kind, cart, confirmed, onConfirmed }: CheckoutAddressesProps) {
  const { data: addresses, error, isLoading, mutate: reload } = useAction('addressList', {});
  const [shippingId, setShippingId] = useState<string>();
  const [billingId, setBillingId] = useState<string>();
  const [same, setSame] = useState(true);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  if (isLoading && !addresses) return <Skeleton lines={3} label="Loading your addresses" />;
  if (error && !addresses) return <ErrorState error={error} title="Your addresses did not load" onRetry={() => void reload()} />;
  const list = addresses ?? [];
  const shipping = list.find(
    (a) => a.addressId === (shippingId ?? pickDefault(list, cart.shippingAddress?.addressId, 'defaultShippingAddress')),
  );
  const billing = list.find(
    (a) => a.addressId === (billingId ?? pickDefault(list, cart.billingAddress?.addressId, 'defaultBillingAddress')),
  );

  if (confirmed) {
    const ship = list.find((a) => a.addressId === confirmed.shippingAddressId);
    const bill = confirmed.billingAddressId ? list.find((a) => a.addressId === confirmed.billingAddressId) : undefined;
    return (
      <div className="step-done">
        <p>
          <strong>Delivering to {ship?.addressee}</strong>
          <br />
          {ship ? addressLine(ship) : confirmed.shippingAddressId}
        </p>
        <p>Billing address: {bill ? `${bill.addressee}, ${addressLine(bill)}` : 'same as delivery'}</p>
        <button type="button" className="button button-quiet button-small" onClick={() => onConfirmed(undefined)}>
          Change address
        </button>
      </div>
    );
  }

  const save = async () => {
    if (!shipping || saving) return;
    if (!same && !billing) {
      setProblem('Choose a billing address, or tick "Billing address is the same".');
      return;
    }
    setSaving(true);
    setProblem(undefined);
    const result = await api.checkout.setAddresses({
      checkoutId: cart.checkoutId,
      shippingAddressId: shipping.addressId,
      sameAsShipping: same,
      ...(same || !billing ? {} : { billingAddressId: billing.addressId }),
    });
    setSaving(false);
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    if (kind === 'cart') await storeBuyerCart(result.data);
    else void mutate(matchActions('checkoutReviewBuyNow'));
    onConfirmed({ shippingAddressId: shipping.addressId, billingAddressId: same ? undefined : billing?.addressId });
  };

  return (
    <div className="checkout-addresses">
      <AddressPicker
        legend="Delivery address"
        legendHidden
        name="shipping"
        addresses={list}
        selectedId={shipping?.addressId}
        onSelect={setShippingId}
      />
      {shipping ? <ItemServiceability items={cart.items} pincode={shipping.zipcode} /> : null}
      <label className="check-option">
        <input type="checkbox" checked={same} onChange={(e) => setSame(e.target.checked)} /> Billing address is the same as the
        delivery address
      </label>
      {!same ? (
        <AddressPicker
          legend="Billing address"
          name="billing"
          addresses={list}
          selectedId={billing?.addressId}
          onSelect={setBillingId}
        />
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => void save()} disabled={!shipping || saving}>
        {saving ? 'Checking delivery…' : 'Deliver to this address'}
      </button>
    </div>
  );
}
