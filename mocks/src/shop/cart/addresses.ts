/**
 * Billing and shipping addresses of a checkout: a saved address of the buyer (accounts domain) or one
 * typed at checkout, and the courier check of the shipping pincode (catalogue domain).
 */
import type { Schemas } from '@attar/sdk';
import type { HandlerContext } from '../../core/context.ts';
import { ShopError, refuse } from '../../core/errors.ts';
import type { Scenario } from '../../core/scenario.ts';
import { buyerAddresses } from '../accounts/api.ts';
import { deliveryEstimate } from '../catalogue/api.ts';
import type { Shop } from '../shop.ts';

/** An address typed at checkout, saved with the checkout (not in the address book). */
export function addressFromInput(shop: Shop, input: Schemas['AddressInput']): Schemas['Address'] {
  return {
    addressId: shop.nextId('AD', 6),
    type: input.type ?? 'O',
    status: 'Active',
    addressee: input.addressee,
    contactNumber: input.contactNumber,
    countryCode: input.countryCode ?? 'in',
    line1: input.line1,
    ...(input.line2 !== undefined ? { line2: input.line2 } : {}),
    ...(input.line3 !== undefined ? { line3: input.line3 } : {}),
    ...(input.location !== undefined ? { location: input.location } : {}),
    cityOrArea: input.cityOrArea,
    state: input.state,
    country: input.country,
    zipcode: input.zipcode,
    defaultBillingAddress: input.defaultBillingAddress ?? 'N',
    defaultShippingAddress: input.defaultShippingAddress ?? 'N',
    isInternational: input.isInternational ?? false,
  };
}

/** A saved address of the buyer, or 404 `address.notFound`. */
export function savedAddress(shop: Shop, buyerId: string, addressId: string, field: string): Schemas['Address'] {
  const address = buyerAddresses(shop, buyerId).find((a) => a.addressId === addressId);
  if (!address)
    throw new ShopError(404, 'address.notFound', `Address ${addressId} is not in your address book.`, {
      fieldErrors: [{ field, message: 'unknown address' }],
    });
  return address;
}

/** Refuses (422 `checkout.unserviceable`) a shipping pincode the couriers do not serve, naming it. */
export function ensureServiceable(shop: Shop, pincode: string, scenario: Scenario, field: string): void {
  const estimate = deliveryEstimate(shop, pincode, scenario);
  if (estimate.serviceable) return;
  const why = estimate.reason ? ` (${estimate.reason.replace(/\.$/, '')})` : '';
  throw refuse.rule(
    'checkout.unserviceable',
    `We do not deliver to pincode ${pincode} yet${why}. Please choose another shipping address.`,
    field,
  );
}

type AddressesInput = HandlerContext<'checkoutSetAddresses'>['input'];

/**
 * The shipping and billing addresses of a `checkoutSetAddresses` call: one of id or typed address for
 * each (400 when neither or both), billing = shipping when `sameAsShipping`.
 */
export function resolveAddresses(
  shop: Shop,
  buyerId: string,
  input: AddressesInput,
  scenario: Scenario,
): { shipping: Schemas['Address']; billing: Schemas['Address'] } {
  const pick = (
    id: string | undefined,
    typed: Schemas['AddressInput'] | undefined,
    which: 'shipping' | 'billing',
  ): Schemas['Address'] => {
    if (id && typed) throw refuse.invalid(`${which}Address`, `give ${which}AddressId or ${which}Address, not both`);
    if (id) return savedAddress(shop, buyerId, id, `${which}AddressId`);
    if (typed) return addressFromInput(shop, typed);
    throw refuse.invalid(`${which}Address`, `is required: give ${which}AddressId or ${which}Address`);
  };
  const shipping = pick(input.shippingAddressId, input.shippingAddress, 'shipping');
  ensureServiceable(shop, shipping.zipcode, scenario, input.shippingAddressId ? 'shippingAddressId' : 'shippingAddress.zipcode');
  if (input.sameAsShipping) {
    if (input.billingAddressId || input.billingAddress)
      throw refuse.invalid('billingAddress', 'must be left out when sameAsShipping is true');
    return { shipping, billing: shipping };
  }
  return { shipping, billing: pick(input.billingAddressId, input.billingAddress, 'billing') };
}
