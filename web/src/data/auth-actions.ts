/**
 * Session actions every part of the storefront may need (sign-out, the sign-in route): in the data layer
 * so that features reach them without importing the accounts feature.
 */
import { forgetBuyerReads } from './buyer-reads.ts';
import { api } from './client.ts';
import { resetClientState } from '../state/store.ts';
import { toast } from '../state/toasts.ts';

export interface SignOutOptions {
  /** The router's navigate; without it the page reloads at home. */
  navigate?: (to: string) => void;
}

/**
 * Signs out: the server call (the SDK drops the token even when it fails), then all client state back to
 * its initial values, the buyer's cached reads dropped, and home.
 * @example
 * await signOut({ navigate });
 */
export async function signOut(options: SignOutOptions = {}): Promise<void> {
  await api.auth.logout({});
  // the SDK ends the session whatever the reply; this is for a client built without that effect
  if (api.session.getToken() !== null) api.session.setToken(null);
  resetClientState();
  await forgetBuyerReads();
  toast('You are signed out.', 'success');
  if (options.navigate) options.navigate('/');
  else if (typeof window !== 'undefined') window.location.assign('/');
}

/** The route that asks a guest to sign in and come back to `returnTo`. */
export const signInRoute = (returnTo: string): string => `/login?returnTo=${encodeURIComponent(returnTo)}`;
