/**
 * Scenario switches: faults and outcomes chosen per server (flags) or per request (the
 * `x-attar-scenario` header), so the storefront, the CLI and the tests can all drive them.
 *
 * Header syntax: `payment=failure; latency=300; errors=0.2; pincode=110001,400001; guest=expired;
 * ratelimit=5`.
 */
import { ProblemFields } from '@attar/sdk/rules';

export type PaymentOutcome = 'success' | 'failure' | 'pending';

export interface Scenario {
  /** Added delay before every reply, in ms. */
  latencyMs: number;
  /** Share of requests (0..1) that fail with a 500 before reaching the shop. */
  errorRate: number;
  /** How payment verification ends. */
  payment: PaymentOutcome;
  /** Pincodes the couriers do not serve (on top of the catalogue's own list). */
  unserviceablePincodes: string[];
  /** Treat every guest session as expired (its cart is gone). */
  guestSessionExpired: boolean;
  /** Answer API requests with 429 `request.rateLimited` (see RateLimitSwitch); null lets them through. */
  rateLimit: RateLimitSwitch | null;
}

/**
 * `ratelimit=S`: every request the switch applies to is refused, telling the client to retry after S
 * seconds. `ratelimit=S/N` (server-wide only): the next N API requests are refused, then the switch is
 * spent and traffic passes, so a client that waits and retries gets through.
 */
export interface RateLimitSwitch {
  /** `Retry-After` and `RateLimit-Reset` of the refusals, 1..86400 s (the contract's bounds). */
  retryAfterSeconds: number;
  /** How many more requests to refuse; absent: every request until the switch is turned off. */
  requests?: number;
}

/** Where switches come from: the server's (`--flags`, `PUT /_mock/flags`) or one request's header. */
export type ScenarioScope = 'server' | 'request';

export { SCENARIO_HEADER } from '../scenario-header.ts';

export const defaultScenario = (): Scenario => ({
  latencyMs: 0,
  errorRate: 0,
  payment: 'success',
  unserviceablePincodes: [],
  guestSessionExpired: false,
  rateLimit: null,
});

/**
 * Reads `key=value` pairs; unknown keys and bad values are reported, not ignored. `scope` is
 * `request` for the `x-attar-scenario` header, where a counted `ratelimit=S/N` has no server to count on.
 */
export function parseScenario(
  text: string,
  base: Scenario = defaultScenario(),
  scope: ScenarioScope = 'server',
): { scenario: Scenario; problems: string[] } {
  const scenario: Scenario = { ...base, unserviceablePincodes: [...base.unserviceablePincodes] };
  const problems: string[] = [];
  // no switches (nearly every request): the base as it is, without splitting anything
  if (text === '') return { scenario, problems };
  for (const part of text.split(/[;&]/)) {
    const [rawKey, ...rest] = part.split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (!key) continue;
    switch (key) {
      case 'latency': {
        const ms = Number(value);
        if (Number.isFinite(ms) && ms >= 0 && ms <= 60_000) scenario.latencyMs = ms;
        else problems.push(`latency must be 0..60000 ms, got "${value}"`);
        break;
      }
      case 'errors':
      case 'error-rate': {
        const rate = Number(value);
        if (Number.isFinite(rate) && rate >= 0 && rate <= 1) scenario.errorRate = rate;
        else problems.push(`errors must be a share from 0 to 1, got "${value}"`);
        break;
      }
      case 'payment':
        if (value === 'success' || value === 'failure' || value === 'pending') scenario.payment = value;
        else problems.push(`payment must be success, failure or pending, got "${value}"`);
        break;
      case 'pincode':
      case 'unserviceable': {
        const pins = value
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        if (pins.every((p) => /^[1-9][0-9]{5}$/.test(p))) scenario.unserviceablePincodes.push(...pins);
        else problems.push(`pincode takes six-digit pincodes, got "${value}"`);
        break;
      }
      case 'guest':
        if (value === 'expired') scenario.guestSessionExpired = true;
        else if (value === 'active') scenario.guestSessionExpired = false;
        else problems.push(`guest must be expired or active, got "${value}"`);
        break;
      case 'ratelimit':
      case 'rate-limit': {
        const parsed = parseRateLimit(value, scope);
        if (typeof parsed === 'string') problems.push(parsed);
        else scenario.rateLimit = parsed;
        break;
      }
      default:
        problems.push(`unknown scenario switch "${key}"`);
    }
  }
  return { scenario, problems };
}

const MAX_RETRY_AFTER = ProblemFields.retryAfterSeconds.maximum;
const MAX_COUNTED = 100_000;

/** `off`/`0` -> null, `S` -> every request, `S/N` -> the next N requests; a string is the problem. */
function parseRateLimit(value: string, scope: ScenarioScope): RateLimitSwitch | null | string {
  if (value.toLowerCase() === 'off' || value === '0') return null;
  const match = /^([0-9]+)(?:\/([0-9]+))?$/.exec(value);
  const seconds = Number(match?.[1]);
  const requests = match?.[2] === undefined ? undefined : Number(match[2]);
  if (
    !match ||
    seconds < 1 ||
    seconds > MAX_RETRY_AFTER ||
    (requests !== undefined && (requests < 1 || requests > MAX_COUNTED))
  ) {
    return `ratelimit takes S (retry after S seconds, 1..${MAX_RETRY_AFTER}), S/N (the next N requests, 1..${MAX_COUNTED}) or off, got "${value}"`;
  }
  if (requests === undefined) return { retryAfterSeconds: seconds };
  // one request's header has no count to keep: the countdown lives with the server's switches
  if (scope === 'request')
    return `ratelimit=${value} counts requests across the server: set it with --flags or PUT /_mock/flags; a header takes ratelimit=S (this request) or ratelimit=off`;
  return { retryAfterSeconds: seconds, requests };
}
