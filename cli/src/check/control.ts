/**
 * The mock shop's control routes (`/_mock/*`, outside the contract): reset it, move its clock, set
 * server-wide scenario flags. They go straight to the mock, never through Prism, which would refuse a
 * path the contract does not have: behind Prism proxy the mock is its upstream (`--mock-control URL`).
 */
import type { MockControl } from './types.ts';

export class ControlError extends Error {}

/**
 * @example
 * const control = createMockControl('http://127.0.0.1:4010');
 * await control.advance(144); // six days later: the order was delivered
 */
export function createMockControl(
  baseUrl: string,
  send: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r),
): MockControl {
  const root = baseUrl.replace(/\/+$/, '');
  async function post(path: string, method: 'POST' | 'PUT', body?: string, type = 'application/json'): Promise<void> {
    const url = `${root}/_mock/${path}`;
    let response: Response;
    try {
      response = await send(
        new Request(url, { method, ...(body === undefined ? {} : { body, headers: { 'content-type': type } }) }),
      );
    } catch (cause) {
      throw new ControlError(
        `could not reach the mock's control route ${url} (${cause instanceof Error ? cause.message : String(cause)})`,
      );
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ControlError(
        `${method} ${url} answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''} (is ${root} the mock shop?)`,
      );
    }
  }
  return {
    baseUrl: root,
    reset: () => post('reset', 'POST'),
    advance: (hours) => post('advance', 'POST', JSON.stringify({ hours })),
    flags: (text) => post('flags', 'PUT', text, 'text/plain'),
  };
}

/** Whether a mock shop answers its health route at this URL (to find the control routes of `--target URL`). */
export async function isMockShop(
  baseUrl: string,
  send: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r),
): Promise<boolean> {
  try {
    const response = await send(
      new Request(`${baseUrl.replace(/\/+$/, '')}/_mock/health`, { signal: AbortSignal.timeout(2000) }),
    );
    if (!response.ok) return false;
    const body = (await response.json()) as { ok?: unknown };
    return body.ok === true;
  } catch {
    return false;
  }
}
