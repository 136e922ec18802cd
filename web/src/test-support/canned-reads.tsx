/**
 * Answers the storefront's reads (`useAction`) in a component test from a function of the action and its
 * input, at the first render and without a request: the real hook and its keys, with an SWR middleware
 * that hands SWR the answer as the key's fallback, does not revalidate by itself, and answers a
 * revalidation the page asks for (after a change) from the same function. It replaces
 * `vi.mock('…/use-action.ts')`, which gave each such file a module graph of its own (vitest.config.ts).
 * Render inside `reads.wrapper` (it also gives the render a cache of its own). An answer of `undefined`
 * is a read with nothing yet; a read whose input is `null` (waiting) is not asked.
 * @example
 * const reads = cannedReads((action, input) => (action === 'couponsList' ? page(input) : undefined));
 * render(<MyCoupons />, { wrapper: reads.wrapper });
 * expect(reads.last()).toEqual(['couponsList', { status: 'ACTIVE', pageNum: 1, pageSize: 20 }]);
 */
import type { ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';

export interface CannedReads {
  /** Every read asked for, by render, as `[action, input]`. */
  readonly calls: Array<[string, unknown]>;
  /** The last read asked for. */
  last(): [string, unknown] | undefined;
  /** The SWR configuration that answers the reads. */
  wrapper(props: { children: ReactNode }): ReactNode;
}

export function cannedReads(answer: (action: string, input: unknown) => unknown): CannedReads {
  const calls: Array<[string, unknown]> = [];
  const middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const [action, input] = Array.isArray(key) ? (key as [string, unknown]) : [undefined, undefined];
    if (action === undefined) return useSWRNext(key, fetcher, config);
    calls.push([action, input]);
    const canned = {
      ...config,
      fallbackData: answer(action, input),
      keepPreviousData: false,
      revalidateOnMount: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    } as typeof config;
    // a revalidation the page asks for (after a change) gets the answer as it is then
    return useSWRNext(key, (() => answer(action, input)) as typeof fetcher, canned);
  };
  const use = [middleware];
  return {
    calls,
    last: () => calls.at(-1),
    wrapper: ({ children }) => <SWRConfig value={{ use, provider: () => new Map() }}>{children}</SWRConfig>,
  };
}
