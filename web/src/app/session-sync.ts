/**
 * Keeps the client state in step with the SDK session: the auth flag follows the token; a 401 anywhere
 * returns the shopper to guest with a message and drops the buyer's cached reads.
 */
import { api, onSessionExpired } from '../data/client.ts';
import { forgetBuyerReads } from '../data/buyer-reads.ts';
import { store } from '../state/store.ts';
import { toast } from '../state/toasts.ts';

let started = false;

/** Starts the sync once (main.tsx). */
export function startSessionSync(): void {
  if (started) return;
  started = true;
  store.auth = api.session.getToken() !== null;
  // this tab's sign-in and sign-out, and another tab's: the cookie session tells every tab
  api.session.subscribe((token) => {
    store.auth = token !== null;
  });
  onSessionExpired(() => {
    toast('Your session has ended. Please sign in again; your browsing is kept.', 'error');
    void forgetBuyerReads();
  });
}
