/**
 * The buyer's own pages need a signed-in buyer: a guest is sent to sign in and brought back to the
 * same address afterwards (`/login?returnTo=...`). A 401 on the page does the same. When the buyer
 * leaves on purpose (signing out, deleting the account) the page says so first, and is left alone
 * while the app goes home. While the store has sign-in off, a guest is told the page needs an account
 * instead of being sent to a sign-in page that is not there (decision 022).
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { store } from '../../state/store.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { signInRoute } from '../../data/auth-actions.ts';
import { useSite } from '../../data/use-site.ts';
import { featureOn } from '../../data/features.ts';
import { FeatureUnavailable } from '../../components/ui/feature-unavailable.tsx';

let leaving = false;

/** Marks a deliberate exit from the signed-in pages (on), or its end (off, for instance on a failure). */
export function leaveSignedInPages(on: boolean): void {
  leaving = on;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const auth = useSignedIn();
  const location = useLocation();
  const { data: site } = useSite();
  // once these pages are gone, the next visit is an ordinary one again
  useEffect(() => () => leaveSignedInPages(false), []);
  if (!auth) {
    if (leaving) return null;
    if (!featureOn(site, 'signIn')) return <FeatureUnavailable what="account" />;
    return <Navigate to={signInRoute(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
