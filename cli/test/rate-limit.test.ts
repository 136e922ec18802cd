/**
 * A busy shop (429) from the terminal, against the mock's `ratelimit` switch: reads wait what the shop
 * says and ask again, writes do not, and a refusal is one calm line with exit 1. The waits go through
 * the injected clock, so nothing sleeps.
 */
import { describe, expect, it } from 'vitest';
import { renderHelp } from '../src/help-layout.ts';
import { rootHelpLayout } from '../src/root.ts';
import { BUYER, createShell, useMockShop } from './helpers.ts';

const mock = useMockShop();

/** The next `requests` API requests are refused with `Retry-After: seconds`. */
const refuseNext = (requests: number, seconds = 2) => void (mock.shop.flags.rateLimit = { retryAfterSeconds: seconds, requests });

/** A sleep that records each wait (ms) and returns at once. */
function recordedSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

describe('a read command when the shop is busy', () => {
  it('waits the Retry-After, says so on stderr, asks again and succeeds', async () => {
    refuseNext(1, 2);
    const { waits, sleep } = recordedSleep();
    const result = await createShell().run('catalog list --keyword oud', { sleep });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Oud Noir');
    expect(result.stderr).toBe('The shop is busy: trying again in 2 s (rate limited)\n');
    expect(waits).toEqual([2000]);
  });

  it('gives up after two retries by default with one calm line and exit 1', async () => {
    refuseNext(3, 5);
    const { waits, sleep } = recordedSleep();
    const result = await createShell().run('catalog list --keyword oud', { sleep });
    expect(result.code).toBe(1);
    expect(waits).toEqual([5000, 5000]);
    expect(result.stderr.trim().split('\n').pop()).toBe('The shop is busy: try again in 5 s (rate limited)');
    expect(result.stderr).not.toContain('error:');
    expect(result.stderr).not.toContain('request id');
  });

  it('takes --retries N (and ATTAR_RETRIES); 0 asks once', async () => {
    refuseNext(1, 2);
    const once = await createShell().run('--retries 0 catalog list --keyword oud');
    expect(once.code).toBe(1);
    expect(once.stderr).toBe('The shop is busy: try again in 2 s (rate limited)\n');
    refuseNext(3, 1);
    const { waits, sleep } = recordedSleep();
    const thrice = await createShell().run('catalog list --keyword oud', { sleep, env: { ATTAR_RETRIES: '3' } });
    expect(thrice.code).toBe(0);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('does not wait past 10 s: a longer Retry-After is reported at once', async () => {
    refuseNext(1, 120);
    const { waits, sleep } = recordedSleep();
    const result = await createShell().run('catalog list --keyword oud', { sleep });
    expect(result.code).toBe(1);
    expect(waits).toEqual([]);
    expect(result.stderr).toBe('The shop is busy: try again in 2 min (rate limited)\n');
  });

  it('keeps stderr for the one JSON error document with --json', async () => {
    refuseNext(3, 2);
    const result = await createShell().run('catalog list --keyword oud --json');
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.error()).toMatchObject({
      code: 'request.rateLimited',
      exitCode: 1,
      message: 'The shop is busy: try again in 2 s (rate limited)',
    });
    expect(result.error().requestId).toMatch(/^req_/);
  });
});

describe('a write command when the shop is busy', () => {
  it('adds to the cart once, never twice, and says when to try again', async () => {
    const shell = createShell();
    await shell.signIn();
    refuseNext(1, 3);
    const { waits, sleep } = recordedSleep();
    const result = await shell.run('cart add ATR-OUD-100 --quantity 1', { sleep });
    expect(result.code).toBe(1);
    expect(waits).toEqual([]);
    expect(result.stderr).toBe('The shop is busy: try again in 3 s (rate limited)\n');
    const cart = await shell.run('cart list --json');
    expect(cart.json().items).toEqual([]);
  });

  it('exits 1, not 4, when the shop limits OTPs: nothing is wrong with the sign-in, it has to wait', async () => {
    refuseNext(1, 30);
    const result = await createShell().run(['auth', 'login', '--username', BUYER.mobile, '--send-otp', '--otp', BUYER.otp]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('The shop is busy: try again in 30 s (rate limited)\n');
  });
});

describe("a limit of the user's own (a 429 with its own code)", () => {
  it("keeps the shop's sentence, in one line, and exits 1 rather than 4: the sign-in only has to wait", async () => {
    const shell = createShell();
    const login = `auth login --username ${BUYER.email} --password Wrong@123`;
    for (let i = 0; i < 5; i++) expect((await shell.run(login)).code).toBe(4);
    const locked = await shell.run(login);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toBe(
      'Too many wrong passwords. Try again in 10 minutes, or sign in with an OTP. (auth.tooManyAttempts)\n',
    );
  });
});

describe('the flag', () => {
  it('refuses a malformed ATTAR_RETRIES before anything is sent', async () => {
    const result = await createShell().run('catalog list --json', { env: { ATTAR_RETRIES: 'many' } });
    expect(result.code).toBe(2);
    expect(result.error().code).toBe('usage.badRetries');
  });

  it('stays out of the top-level help', () => {
    expect(renderHelp(rootHelpLayout(), 100)).not.toContain('retries');
  });
});
