/** The address book: list, add, update, delete and choose the default billing and shipping addresses. */
import type { ActionHandlers } from '../../core/context.ts';
import {
  addAddress,
  addressBookOf,
  listAddresses,
  removeAddress,
  setDefaultAddress,
  updateAddress,
} from '../../shop/accounts/addresses.ts';
import { me } from './common.ts';

export const addressHandlers = {
  addressList: ({ shop, caller }) => listAddresses(shop, me({ shop, caller }).buyerId),

  addressAdd: ({ shop, caller, input, reply }) => {
    const address = addAddress(shop, me({ shop, caller }).buyerId, input);
    reply.message = 'Address saved';
    return address;
  },

  addressUpdate: ({ shop, caller, input, reply }) => {
    const { addressId, ...body } = input;
    const address = updateAddress(shop, me({ shop, caller }).buyerId, addressId, body);
    reply.message = 'Address updated';
    return address;
  },

  addressRemove: ({ shop, caller, input, reply }) => {
    const buyerId = me({ shop, caller }).buyerId;
    removeAddress(shop, buyerId, input.address);
    reply.message = 'Address deleted';
    return addressBookOf(shop, buyerId);
  },

  addressSetDefault: ({ shop, caller, input, reply }) => {
    const buyerId = me({ shop, caller }).buyerId;
    setDefaultAddress(shop, buyerId, input);
    reply.message = 'Default address updated';
    return addressBookOf(shop, buyerId);
  },
} satisfies Partial<ActionHandlers>;
