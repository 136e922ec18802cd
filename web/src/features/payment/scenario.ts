/**
 * The mock shop's scenario switch (`x-attar-scenario`) for payment calls, so a test or a person can force
 * an outcome: `/checkout?scenario=payment%3Dfailure`. Only in development and the demo build; a
 * production bundle never sends it.
 */
import type { CallOptions } from '@attar/sdk';
import { SCENARIO_HEADER } from '@attar/mocks/scenario-header';

/** True in the demo build (`vite build --mode demo`, `pnpm build:demo`): its payments are the mock's test mode. */
export const isDemo = (): boolean => import.meta.env.MODE === 'demo';

/** True where the mock shop answers (dev server or the demo build's in-browser mock). */
const scenarioAllowed = (): boolean => import.meta.env.DEV || import.meta.env.VITE_ATTAR_MOCK === 'browser';

/**
 * The call options carrying the scenario named in a query string, or undefined.
 * @example paymentCallOptions('?scenario=payment%3Dfailure') // { headers: { 'x-attar-scenario': 'payment=failure' } }
 */
export function paymentCallOptions(search: string, allowed: boolean = scenarioAllowed()): CallOptions | undefined {
  if (!allowed) return undefined;
  const scenario = new URLSearchParams(search).get('scenario');
  return scenario ? { headers: { [SCENARIO_HEADER]: scenario } } : undefined;
}
