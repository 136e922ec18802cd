/** The `returnTo` of the current account page: where to go after signing in, and what links carry on. */
import { useLocation, useSearchParams } from 'react-router';
import { safeReturnTo, withReturnTo } from './return-to.ts';

export interface ReturnTo {
  /** Where to go once signed in (default /profile). */
  returnTo: string;
  /** An account page's path with the same `returnTo`. */
  link(path: string): string;
  /** A username handed over from another account page (`navigate(path, { state: { username } })`). */
  handedUsername: string;
}

export function useReturnTo(): ReturnTo {
  const [params] = useSearchParams();
  const location = useLocation();
  const raw = params.get('returnTo');
  const state = location.state as { username?: unknown } | null;
  return {
    returnTo: safeReturnTo(raw),
    link: (path) => withReturnTo(path, raw ? safeReturnTo(raw) : null),
    handedUsername: typeof state?.username === 'string' ? state.username : '',
  };
}
