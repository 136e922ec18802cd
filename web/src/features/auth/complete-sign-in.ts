/**
 * What every sign-in does once the server said yes (the SDK has already stored the token): the buyer's
 * cached reads are dropped and read again (the guest cart now lives in the account), a welcome, and
 * back to where the shopper was going.
 */
import { mutate } from 'swr';
import type { Schemas } from '@attar/sdk';
import { forgetBuyerReads } from '../../data/buyer-reads.ts';
import { BUYER_READS, matchActions } from '../../data/keys.ts';
import { toast } from '../../state/toasts.ts';
import { guestCartForSignIn } from '../../data/cart-actions.ts';

/** The guest cart ids a sign-in body carries so the cart moves into the account (none without a guest cart). */
export function guestCartFields(): { guestId?: string; checkOutId?: string } {
  const guest = guestCartForSignIn();
  return guest ? { guestId: guest.guestId, checkOutId: guest.checkOutId } : {};
}

/** "Ananya" from the profile (first name, else the first word of the name). */
export function firstNameOf(profile: Schemas['AuthSession']['profile']): string {
  return profile.firstName?.trim() || profile.name?.trim().split(/\s+/)[0] || '';
}

/**
 * @example
 * const { data } = await api.auth.signInWithOtp({ username, otp, ...guestCartFields() });
 * if (data) await completeSignIn(data, navigate, returnTo);
 */
export async function completeSignIn(
  session: Schemas['AuthSession'],
  go: (to: string, options?: { replace?: boolean }) => void,
  returnTo: string,
): Promise<void> {
  await forgetBuyerReads();
  void mutate(matchActions(...BUYER_READS));
  const name = firstNameOf(session.profile);
  if (session.newBuyer) toast(name ? `Welcome to Attar House, ${name}` : 'Welcome to Attar House', 'success');
  else toast(name ? `Welcome back, ${name}` : 'Welcome back', 'success');
  go(returnTo, { replace: true });
}
