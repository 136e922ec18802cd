/**
 * Rate limits: every API reply reports the budget in the RateLimit header fields, the `ratelimit`
 * switch turns requests into 429 `request.rateLimited` with `Retry-After` (per request, or the next N
 * server-wide), and the shop's own 429s (OTP, passwords, forms) send `Retry-After` too.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@attar/sdk';
import { checkProblem } from '../src/core/contract.ts';
import { RATE_LIMIT_PER_MINUTE, takeRateLimit } from '../src/core/rate-limit.ts';
import { parseScenario, SCENARIO_HEADER } from '../src/core/scenario.ts';
import { createShop } from '../src/shop/create.ts';
import { GUEST_HEADERS, TEST_BASE, testClient, useMockShop } from './harness.ts';

const mock = useMockShop();

const GUEST = GUEST_HEADERS;
/** A guest read of the site configuration, with extra headers. */
const siteCall = (headers: Record<string, string> = {}) =>
  fetch(`${TEST_BASE}/content/site`, { headers: { ...GUEST, actiontag: 'contentSite', ...headers } });
const setFlags = (text: string) => fetch(`${TEST_BASE}/_mock/flags`, { method: 'PUT', body: text });

/** The RateLimit fields of a reply as numbers, checked against the contract's bounds. */
function budgetOf(res: Response) {
  const read = (name: string) => {
    const value = res.headers.get(name);
    expect(value, `${name} on a ${res.status}`).toMatch(/^[0-9]+$/);
    return Number(value);
  };
  const budget = { limit: read('ratelimit-limit'), remaining: read('ratelimit-remaining'), reset: read('ratelimit-reset') };
  expect(budget.limit).toBeGreaterThanOrEqual(1);
  expect(budget.limit).toBeLessThanOrEqual(100_000);
  expect(budget.remaining).toBeLessThanOrEqual(budget.limit);
  expect(budget.reset).toBeLessThanOrEqual(86_400);
  return budget;
}

/** A 429 of the switch, with every header and field the contract asks for. */
async function expectRateLimited(res: Response, seconds: number): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(budgetOf(res)).toEqual({ limit: RATE_LIMIT_PER_MINUTE, remaining: 0, reset: seconds });
  const body = await res.json();
  expect(checkProblem(body)).toEqual([]);
  expect(body).toMatchObject({ status: 429, code: 'request.rateLimited', retryAfterSeconds: seconds, title: 'Slow down' });
}

describe('the budget every reply reports', () => {
  it('sends RateLimit-Limit, -Remaining and -Reset on successes and refusals alike, counting down', async () => {
    const first = await siteCall();
    expect(first.status).toBe(200);
    const refused = await siteCall({ actiontag: 'cartAddItem' });
    expect(refused.status).toBe(400);
    const signInNeeded = await fetch(`${TEST_BASE}/buyer/profile`, { headers: { ...GUEST, actiontag: 'profileGet' } });
    expect(signInNeeded.status).toBe(401);
    const [a, b, c] = [budgetOf(first), budgetOf(refused), budgetOf(signInNeeded)];
    expect(a.limit).toBe(RATE_LIMIT_PER_MINUTE);
    expect([b.remaining, c.remaining]).toEqual([a.remaining - 1, a.remaining - 2]);
    expect(a.reset).toBeGreaterThanOrEqual(1);
    expect(a.reset).toBeLessThanOrEqual(60);
  });

  it('reports without enforcing: past the budget calls still pass, with nothing remaining', async () => {
    const calls = await Promise.all(Array.from({ length: RATE_LIMIT_PER_MINUTE + 2 }, () => siteCall()));
    expect(calls.every((res) => res.status === 200)).toBe(true);
    // the requests may straddle a minute boundary; a window that started again has budget left
    expect(calls.map((res) => budgetOf(res).remaining)).toContain(0);
  });
});

describe('ratelimit=S on one request', () => {
  it('answers 429 request.rateLimited with Retry-After S and an exhausted budget; the next request passes', async () => {
    await expectRateLimited(await siteCall({ [SCENARIO_HEADER]: 'ratelimit=7' }), 7);
    expect((await siteCall()).status).toBe(200);
  });

  it('refuses before anything else is checked, and the SDK sees the code and the wait', async () => {
    const { error } = await testClient().call('contentSite', undefined as never, {
      headers: { [SCENARIO_HEADER]: 'ratelimit=3' },
    });
    expect(error).toMatchObject({ status: 429, code: 'request.rateLimited', retryAfterSeconds: 3 });
    await expectRateLimited(await siteCall({ [SCENARIO_HEADER]: 'ratelimit=3', actiontag: 'notAnAction' }), 3);
  });

  it('refuses a counted ratelimit in a header (it has no server to count on) and bad values', async () => {
    for (const value of ['2/3', '0/1', '2/0', 'soon', '86401', '-1']) {
      const res = await siteCall({ [SCENARIO_HEADER]: `ratelimit=${value}` });
      expect(res.status, value).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'scenario.invalid', errors: [{ field: `headers.${SCENARIO_HEADER}` }] });
    }
  });
});

describe('ratelimit=S/N for the whole server', () => {
  it('refuses the next N requests, then lets traffic through and switches itself off', async () => {
    const set = await setFlags('ratelimit=2/3');
    expect(await set.json()).toMatchObject({ ok: true, flags: { rateLimit: { retryAfterSeconds: 2, requests: 3 } } });
    for (let i = 0; i < 3; i++) await expectRateLimited(await siteCall(), 2);
    const through = await siteCall();
    expect(through.status).toBe(200);
    expect(through.headers.get('retry-after')).toBeNull();
    expect(mock.shop.flags.rateLimit).toBeNull();
  });

  it('lets a client that retries after Retry-After through (the count, not the clock, releases it)', async () => {
    await setFlags('ratelimit=1/1');
    const client = testClient();
    let result = await client.catalog.list({ pageNum: 1, pageSize: 8 });
    const waits: number[] = [];
    while (result.error instanceof ApiError && result.error.code === 'request.rateLimited' && waits.length < 3) {
      waits.push(result.error.retryAfterSeconds ?? 0);
      result = await client.catalog.list({ pageNum: 1, pageSize: 8 });
    }
    expect(waits).toEqual([1]);
    expect(result.error).toBeUndefined();
  });

  it('ratelimit=S limits every request until ratelimit=off; a request may opt out without using up the count', async () => {
    await setFlags('ratelimit=5');
    await expectRateLimited(await siteCall(), 5);
    await expectRateLimited(await siteCall(), 5);
    expect((await siteCall({ [SCENARIO_HEADER]: 'ratelimit=off' })).status).toBe(200);
    await setFlags('ratelimit=off');
    expect((await siteCall()).status).toBe(200);

    await setFlags('ratelimit=4/1');
    await expectRateLimited(await siteCall({ [SCENARIO_HEADER]: 'ratelimit=9' }), 9);
    expect(mock.shop.flags.rateLimit).toEqual({ retryAfterSeconds: 4, requests: 1 });
    await expectRateLimited(await siteCall(), 4);
    expect((await siteCall()).status).toBe(200);
  });

  it('does not count the control routes, and a reset shop starts the count again', async () => {
    const { scenario } = parseScenario('ratelimit=1/2');
    const options = { start: '2026-11-20T10:00:00Z', flags: scenario };
    const used = createShop(options);
    expect([takeRateLimit(used, used.flags), takeRateLimit(used, used.flags), takeRateLimit(used, used.flags)]).toEqual([
      1,
      1,
      undefined,
    ]);
    expect(createShop(options).flags.rateLimit).toEqual({ retryAfterSeconds: 1, requests: 2 });

    await setFlags('ratelimit=1/1');
    expect((await fetch(`${TEST_BASE}/_mock/health`)).status).toBe(200);
    await expectRateLimited(await siteCall(), 1);
  });

  it('refuses bad values on PUT /_mock/flags and changes nothing', async () => {
    const res = await setFlags('ratelimit=1/-2');
    expect(res.status).toBe(400);
    expect((await res.json()).problems[0]).toMatch(/^ratelimit takes S/);
    expect(mock.shop.flags.rateLimit).toBeNull();
  });
});

describe("the shop's own 429s", () => {
  it("send Retry-After with the body's retryAfterSeconds (five wrong passwords)", async () => {
    const body = (password: string) => JSON.stringify({ username: '9876543210', password });
    const signIn = (password: string) =>
      fetch(`${TEST_BASE}/buyerAccountService`, {
        method: 'POST',
        headers: { ...GUEST, actiontag: 'authSignInWithPassword', 'content-type': 'application/json' },
        body: body(password),
      });
    for (let i = 0; i < 5; i++) expect((await signIn('not-the-one')).status).toBe(422);
    const locked = await signIn('Attar@2026');
    expect(locked.status).toBe(429);
    const problem = await locked.json();
    expect(problem).toMatchObject({ code: 'auth.tooManyAttempts', retryAfterSeconds: 600 });
    expect(locked.headers.get('retry-after')).toBe('600');
    budgetOf(locked);
  });

  it('send Retry-After on a sixth contact message within the hour', async () => {
    const message = { name: 'Arjun Nair', email: 'arjun@example.in', message: 'Do you ship to Kochi?' };
    const post = () =>
      fetch(`${TEST_BASE}/content/contact`, {
        method: 'POST',
        headers: { ...GUEST, actiontag: 'formsContact', 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(200);
    const slowed = await post();
    expect(slowed.status).toBe(429);
    const { retryAfterSeconds } = await slowed.json();
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(slowed.headers.get('retry-after')).toBe(String(retryAfterSeconds));
  });
});
