/**
 * The guest's delivery address, kept on this device under the key docs/product-rules.md §3 names
 * (`GUEST_KEYS.address`), so a return visit's checkout starts from it. Apart from guest-session.ts,
 * which is on every page's first load: only the guest checkout needs these.
 */
import type { Schemas } from '@attar/sdk';
import { GUEST_KEYS, storage } from './guest-session.ts';

/** Keeps the guest's delivery address on this device. */
export function saveGuestAddress(address: Schemas['AddressInput']): void {
  try {
    storage()?.setItem(GUEST_KEYS.address, JSON.stringify(address));
  } catch {
    // storage full or blocked: the address is only not remembered
  }
}

/** The stored guest address as it was written, or undefined (none, or not JSON); the form checks each field. */
export function readGuestAddress(): unknown {
  try {
    return JSON.parse(storage()?.getItem(GUEST_KEYS.address) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}
