/**
 * Signing in: password checks (five wrong ones lock password sign-in for 10 minutes), the social
 * identity provider of the mock, and the session reply with the guest cart moved into the account.
 */
import type { Schemas } from '@attar/sdk';
import { ShopError } from '../../core/errors.ts';
import { startSession } from '../../core/sessions.ts';
import { mergeGuestCart } from '../cart/api.ts';
import type { Shop } from '../shop.ts';
import { profileOf } from './buyers.ts';
import { passwordMatches } from './passwords.ts';
import type { BuyerRecord } from './state.ts';

export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_LOCK_MS = 10 * 60_000;

/**
 * Checks a buyer's password: 422 `auth.noPassword` for OTP-only accounts, 422 `auth.wrongPassword`,
 * 429 `auth.tooManyAttempts` after five wrong ones in a row.
 */
export function checkPassword(shop: Shop, buyer: BuyerRecord, password: string, field = 'password'): void {
  const now = shop.clock.now().getTime();
  if (buyer.passwordLockedUntil && Date.parse(buyer.passwordLockedUntil) > now) {
    const seconds = Math.ceil((Date.parse(buyer.passwordLockedUntil) - now) / 1000);
    throw new ShopError(
      429,
      'auth.tooManyAttempts',
      `Too many wrong passwords. Try again in ${Math.ceil(seconds / 60)} minutes, or sign in with an OTP.`,
      { retryAfterSeconds: seconds },
    );
  }
  if (!buyer.passwordHash) {
    throw new ShopError(
      422,
      'auth.noPassword',
      'This account has no password yet. Sign in with an OTP, or set a password with "Forgot password".',
      { fieldErrors: [{ field, message: 'is not set for this account' }] },
    );
  }
  if (!passwordMatches(buyer.buyerId, password, buyer.passwordHash)) {
    buyer.passwordFailures++;
    if (buyer.passwordFailures >= PASSWORD_MAX_FAILURES) {
      buyer.passwordLockedUntil = new Date(now + PASSWORD_LOCK_MS).toISOString();
      buyer.passwordFailures = 0;
    }
    throw new ShopError(422, 'auth.wrongPassword', 'The password is wrong.', { fieldErrors: [{ field, message: 'is wrong' }] });
  }
  buyer.passwordFailures = 0;
  delete buyer.passwordLockedUntil;
}

/** What a sign-in body may carry besides the credentials: the guest cart to keep. */
export interface GuestCartRef {
  guestId?: string | undefined;
  checkOutId?: string | undefined;
}

/**
 * Starts a session (moving the guest cart in when both ids are sent) and builds the `AuthSession` reply.
 * @example
 * return signIn(ctx.shop, buyer, ctx.input);
 */
export function signIn(shop: Shop, buyer: BuyerRecord, guest: GuestCartRef, newBuyer = false): Schemas['AuthSession'] {
  if (guest.guestId && guest.checkOutId)
    mergeGuestCart(shop, { guestId: guest.guestId, checkOutId: guest.checkOutId }, buyer.buyerId);
  const session = startSession(shop, buyer.buyerId);
  return {
    token: session.token,
    tokenType: 'Bearer',
    expiresAt: session.expiresAt,
    apiType: 'C',
    newBuyer,
    profile: profileOf(buyer),
  };
}

/** The identity the mock provider vouches for. */
export interface SocialIdentity {
  email: string;
}

/**
 * The mock identity provider: an access token `mock-idp:<email>` vouches for that email (any social
 * type). Anything else is refused with 422 `auth.socialTokenInvalid`, as is a body email that differs.
 * @example
 * readSocialToken('mock-idp:ananya.rao@example.in') // { email: 'ananya.rao@example.in' }
 */
export function readSocialToken(token: string, claimedEmail?: string): SocialIdentity {
  const match = /^mock-idp:(.+)$/.exec(token.trim());
  const email = match?.[1]?.trim().toLowerCase();
  if (!email || !/^[^\s@:]+@[^\s@:]+\.[^\s@:]+$/.test(email)) {
    throw new ShopError(
      422,
      'auth.socialTokenInvalid',
      'The sign-in provider did not accept this login. Try again. (Mock tokens look like mock-idp:<email>.)',
      { fieldErrors: [{ field: 'socialAccessToken', message: 'is not a valid mock-idp token' }] },
    );
  }
  if (claimedEmail && claimedEmail.trim().toLowerCase() !== email) {
    throw new ShopError(422, 'auth.socialTokenInvalid', 'The email does not match the account you signed in with.', {
      fieldErrors: [{ field: 'email', message: 'differs from the provider account' }],
    });
  }
  return { email };
}
