/**
 * The store's `loginRequire` (decision 022): a guest signs in before browsing. Every page but those a
 * guest needs to sign in (the sign-in, registration and password pages) and the store's legal and help
 * pages sends a guest to the sign-in page, keeping where they wanted to go (`returnTo`), so signing in
 * brings them there.
 *
 * Whether the shopper is signed in is the browser's to know: the server renders with no session, and its
 * cookie could name a session that has ended. So the server's HTML (and the hydration of it) holds a
 * placeholder in the page's place, the same for every visitor and carrying nothing of the catalogue; once
 * hydrated, the browser renders the page for a buyer or sends a guest to sign in. The frame only loads
 * this code while the store has `loginRequire` on.
 *
 * Whether a page exists is public (the configuration and the catalogue are public reads), so the server
 * first renders the page behind the gate only to learn its status, sends none of it, and renders the
 * placeholder, or, for a page that does not exist, the not-found page with a 404 (entry-server.tsx).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInRoute } from '../../data/auth-actions.ts';
import { gateShowsNotFound, useServerReads } from '../../data/server-reads.ts';
import { NotFoundPage } from '../../pages/not-found.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSignedIn } from '../../state/signed-in.ts';
import { Skeleton } from '../ui/status.tsx';

/** Pages a guest reaches without signing in: signing in itself, and what they may need to read first. */
const OPEN_WITHOUT_SIGN_IN: ReadonlySet<string> = new Set([
  '/login',
  '/loginpassword',
  '/registration',
  '/forgot-password',
  '/privacy-policy',
  '/terms',
  '/shipping-policy',
  '/refund-policy',
  '/return-policy',
  '/contact',
]);

export function LoginRequired({ children }: { children: ReactNode }): ReactNode {
  const auth = useSignedIn();
  const hydrated = useHydrated();
  const server = useServerReads();
  const { pathname, search, hash } = useLocation();
  if (auth || OPEN_WITHOUT_SIGN_IN.has(pathname.replace(/(.)\/+$/, '$1'))) return children;
  if (server) server.gated = true;
  // the server's first pass: the page renders only to learn whether it exists; none of it is sent
  if (server?.gate === 'probe') return children;
  // an address the public reads say has no page: the same not-found page for everyone, no sign-in asked
  if (gateShowsNotFound(server, pathname)) return <NotFoundPage />;
  if (!hydrated) return <Skeleton lines={6} label="Checking that you are signed in" />;
  return <Navigate to={signInRoute(`${pathname}${search}${hash}`)} replace />;
}
