/**
 * The address book. A new address is `status: Active`, type `O` and not a default unless it says so;
 * an updated one is `status: A`. Each buyer has at most one default billing and one default shipping
 * address: saying `Y` moves the default from the previous holder.
 */
import type { Schemas } from '@attar/sdk';
import { BuyerAddressBookFields } from '@attar/sdk/rules';
import { ShopError } from '../../core/errors.ts';
import type { Shop } from '../shop.ts';
import { accountsOf } from './buyers.ts';

type Address = Schemas['Address'];
type AddressInput = Schemas['AddressInput'];
type YesNo = Schemas['YesNo'];

export const MAX_ADDRESSES = BuyerAddressBookFields.items.maxItems;

/** The buyer's address book (created empty on first use). */
export function bookOf(shop: Shop, buyerId: string): Address[] {
  const books = accountsOf(shop).addressBooks;
  return (books[buyerId] ??= []);
}

/** The buyer's addresses, default shipping address first, then in the order they were added. */
export function listAddresses(shop: Shop, buyerId: string): Address[] {
  const book = accountsOf(shop).addressBooks[buyerId] ?? [];
  return [...book].sort((a, b) => Number(b.defaultShippingAddress === 'Y') - Number(a.defaultShippingAddress === 'Y'));
}

/** The reply after a change that may touch several addresses. */
export function addressBookOf(shop: Shop, buyerId: string): Schemas['BuyerAddressBook'] {
  const items = listAddresses(shop, buyerId);
  const book: Schemas['BuyerAddressBook'] = { items, count: items.length };
  const billing = items.find((a) => a.defaultBillingAddress === 'Y');
  const shipping = items.find((a) => a.defaultShippingAddress === 'Y');
  if (billing) book.defaultBillingAddressId = billing.addressId;
  if (shipping) book.defaultShippingAddressId = shipping.addressId;
  return book;
}

/** One of the buyer's addresses, or a 404 naming it. */
export function requireAddress(shop: Shop, buyerId: string, addressId: string): Address {
  const address = bookOf(shop, buyerId).find((a) => a.addressId === addressId);
  if (!address) throw new ShopError(404, 'address.notFound', `No saved address ${addressId} in your address book.`);
  return address;
}

function newAddressId(shop: Shop): string {
  const taken = new Set(
    Object.values(accountsOf(shop).addressBooks)
      .flat()
      .map((a) => a.addressId),
  );
  let id = shop.nextId('AD', 6);
  while (taken.has(id)) id = shop.nextId('AD', 6);
  return id;
}

/** Makes `address` the only default of a role, or takes the role from it. */
function setRole(
  book: Address[],
  address: Address,
  role: 'defaultBillingAddress' | 'defaultShippingAddress',
  value: YesNo,
): void {
  if (value === 'Y') for (const other of book) other[role] = 'N';
  address[role] = value;
}

/** The stored fields of an address as typed (without the form-only `acknowledgement`). */
function fieldsOf(
  input: AddressInput,
): Omit<Address, 'addressId' | 'status' | 'type' | 'defaultBillingAddress' | 'defaultShippingAddress'> {
  const fields: Omit<Address, 'addressId' | 'status' | 'type' | 'defaultBillingAddress' | 'defaultShippingAddress'> = {
    addressee: input.addressee.trim(),
    contactNumber: input.contactNumber,
    countryCode: input.countryCode ?? 'in',
    line1: input.line1.trim(),
    cityOrArea: input.cityOrArea.trim(),
    state: input.state.trim(),
    country: input.country.trim(),
    zipcode: input.zipcode,
    isInternational: input.isInternational ?? false,
  };
  for (const key of ['line2', 'line3', 'location'] as const) {
    const value = input[key]?.trim();
    if (value) fields[key] = value;
  }
  return fields;
}

/** Saves a new address (422 `address.limitReached` past 20). */
export function addAddress(shop: Shop, buyerId: string, input: AddressInput): Address {
  const book = bookOf(shop, buyerId);
  if (book.length >= MAX_ADDRESSES) {
    throw new ShopError(
      422,
      'address.limitReached',
      `An address book holds at most ${MAX_ADDRESSES} addresses. Delete one you no longer use first.`,
    );
  }
  const address: Address = {
    addressId: newAddressId(shop),
    type: input.type ?? 'O',
    status: 'Active',
    ...fieldsOf(input),
    defaultBillingAddress: 'N',
    defaultShippingAddress: 'N',
  };
  book.push(address);
  if (input.defaultBillingAddress) setRole(book, address, 'defaultBillingAddress', input.defaultBillingAddress);
  if (input.defaultShippingAddress) setRole(book, address, 'defaultShippingAddress', input.defaultShippingAddress);
  return address;
}

/** Replaces a saved address; its status becomes `A`. Omitted type and default flags stay as they were. */
export function updateAddress(shop: Shop, buyerId: string, addressId: string, input: AddressInput): Address {
  const book = bookOf(shop, buyerId);
  const current = requireAddress(shop, buyerId, addressId);
  const updated: Address = {
    addressId,
    type: input.type ?? current.type,
    status: 'A',
    ...fieldsOf(input),
    defaultBillingAddress: current.defaultBillingAddress,
    defaultShippingAddress: current.defaultShippingAddress,
  };
  book.splice(book.indexOf(current), 1, updated);
  if (input.defaultBillingAddress) setRole(book, updated, 'defaultBillingAddress', input.defaultBillingAddress);
  if (input.defaultShippingAddress) setRole(book, updated, 'defaultShippingAddress', input.defaultShippingAddress);
  return updated;
}

/** Deletes a saved address; a deleted default leaves no default of that role. */
export function removeAddress(shop: Shop, buyerId: string, addressId: string): void {
  const book = bookOf(shop, buyerId);
  book.splice(book.indexOf(requireAddress(shop, buyerId, addressId)), 1);
}

/** Sets (`Y`) or clears (`N`) the default roles of an address; 422 when neither role is sent. */
export function setDefaultAddress(shop: Shop, buyerId: string, input: Schemas['BuyerDefaultAddressRequest']): void {
  const book = bookOf(shop, buyerId);
  const address = requireAddress(shop, buyerId, input.addressId);
  if (!input.defaultBillingAddress && !input.defaultShippingAddress) {
    throw new ShopError(
      422,
      'address.noDefaultChosen',
      'Say which default this address becomes: send defaultBillingAddress or defaultShippingAddress as Y.',
      { fieldErrors: [{ field: 'defaultShippingAddress', message: 'or defaultBillingAddress is required' }] },
    );
  }
  if (input.defaultBillingAddress) setRole(book, address, 'defaultBillingAddress', input.defaultBillingAddress);
  if (input.defaultShippingAddress) setRole(book, address, 'defaultShippingAddress', input.defaultShippingAddress);
}
