/**
 * Scenario switches: faults and outcomes chosen per server (flags) or per request (the
 * `x-attar-scenario` header), so the storefront, the CLI and the tests can all drive them.
 *
 * Header syntax: `payment=failure; latency=300; errors=0.2; pincode=110001,400001; guest=expired`.
 */

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
}

export const SCENARIO_HEADER = 'x-attar-scenario';

export const defaultScenario = (): Scenario => ({
  latencyMs: 0,
  errorRate: 0,
  payment: 'success',
  unserviceablePincodes: [],
  guestSessionExpired: false,
});

/** Reads `key=value` pairs; unknown keys and bad values are reported, not ignored. */
export function parseScenario(text: string, base: Scenario = defaultScenario()): { scenario: Scenario; problems: string[] } {
  const scenario: Scenario = { ...base, unserviceablePincodes: [...base.unserviceablePincodes] };
  const problems: string[] = [];
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
        const pins = value.split(',').map((p) => p.trim()).filter(Boolean);
        if (pins.every((p) => /^[1-9][0-9]{5}$/.test(p))) scenario.unserviceablePincodes.push(...pins);
        else problems.push(`pincode takes six-digit pincodes, got "${value}"`);
        break;
      }
      case 'guest':
        if (value === 'expired') scenario.guestSessionExpired = true;
        else if (value === 'active') scenario.guestSessionExpired = false;
        else problems.push(`guest must be expired or active, got "${value}"`);
        break;
      default:
        problems.push(`unknown scenario switch "${key}"`);
    }
  }
  return { scenario, problems };
}
