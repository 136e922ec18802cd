/**
 * SWR over the SDK: `useAction('catalogProduct', { itemId })` reads through the shared cache; errors
 * are the SDK's typed errors, thrown by the fetcher so SWR keeps the last good data. A page rendered on
 * the server arrives with its public reads in SWR's `fallback` (data/server-reads.ts).
 */
import { useState } from 'react';
import useSWR, { preload, SWRConfig, unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { unwrap, type ActionData, type ActionInput, type ActionName, type AttarError } from '@attar/sdk';
import { busyReadWait, retrying } from './busy.ts';
import { api } from './client.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { settledErrorOf, useServerReads } from './server-reads.ts';
import { actionKey, type ActionKey } from './keys.ts';

/** How long a reply the server rendered the page from counts as fresh in the browser (a CDN keeps the page about as long). */
export const SERVER_READ_FRESH_MS = 60_000;
const serverReadFresh = () => performance.now() < SERVER_READ_FRESH_MS;

/** Fetches one action call by its key; throws the SDK error. */
export async function fetchAction<A extends ActionName>([action, input]: ActionKey<A>): Promise<ActionData<A>> {
  return unwrap(await api.call(action, input)) as ActionData<A>;
}

/**
 * Reads an action through SWR. Pass `null` as input to wait (a dependent read).
 * @example
 * const { data: cart, error, isLoading } = useAction('cartGet', {});
 */
export function useAction<A extends ActionName>(
  action: A,
  input: ActionInput<A> | null,
  config?: SWRConfiguration<ActionData<A>, AttarError>,
): SWRResponse<ActionData<A>, AttarError> {
  const key = input === null ? null : actionKey(action, input);
  // on the server, a public read suspends the render until it has been read (data/server-reads.ts)
  const server = useServerReads();
  const serverData = server && key ? server.read(key) : undefined;
  // What the page was rendered from is fresh: the server and the hydration both render it as settled
  // (not revalidating), and the browser does not ask again on mount. A refusal the server rendered
  // (not found) shows the same on both sides until the shopper retries; that is fixed at the hook's
  // first render. A reply the server rendered stays fresh for the page's first minute (SERVER_READ_FRESH_MS)
  // for hooks that mount or take that key after the hydration too: a region hydrated later, a block
  // whose read starts once it is on screen. Asking again then cost the home page a second read of the
  // site configuration and the load of its checker (a 400 ms task in Lighthouse's phone).
  const hydrated = useHydrated();
  const { fallback } = useSWRConfig();
  const [first] = useState(() => {
    if (hydrated || key === null) return { error: undefined };
    return { error: settledErrorOf(unstable_serialize(key), server) };
  });
  const fresh =
    key !== null &&
    (first.error !== undefined ||
      (server ? serverData !== undefined : (!hydrated || serverReadFresh()) && fallback[unstable_serialize(key)] !== undefined));
  const swr = useSWR<ActionData<A>, AttarError, ActionKey<A> | null>(key, fetchAction, {
    ...(serverData !== undefined ? { fallbackData: serverData as ActionData<A> } : {}),
    ...(fresh ? { revalidateOnMount: false } : {}),
    revalidateOnFocus: false,
    // after a network failure or a timeout SWR backs off and reads again, as by default; after a busy
    // shop's 429 a read waits what the shop named instead, and its message says so (busy.ts)
    onErrorRetry: (error, key, swr, revalidate, options) => {
      const wait = busyReadWait(error);
      if (wait) {
        retrying.add(error);
        setTimeout(revalidate, wait * 1000, options);
      } else if (error.kind === 'network' || error.kind === 'timeout')
        SWRConfig.defaultValue.onErrorRetry(error, key, swr as never, revalidate, options);
    },
    ...config,
  });
  const settled = first.error;
  if (!settled || swr.data !== undefined || swr.error !== undefined) return swr;
  return new Proxy(swr, { get: (target, name) => (name === 'error' ? settled : Reflect.get(target, name)) });
}

/**
 * Starts a read before the component that needs it mounts (no waterfall behind lazily loaded code);
 * `useAction` with the same action and input then takes the reply from the cache.
 * @example preloadAction('catalogProduct', { itemId })
 */
export function preloadAction<A extends ActionName>(action: A, input: ActionInput<A>): void {
  void preload(actionKey(action, input), fetchAction).catch(() => {
    // the hook that reads it shows the error
  });
}
