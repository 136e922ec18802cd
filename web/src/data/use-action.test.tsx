// @vitest-environment happy-dom
/**
 * A busy shop (429) through SWR: a read shows a calm "trying again" and reads again once the shop's
 * wait is over, not on SWR's backoff; a write read through SWR (a checkout's review) is not sent again.
 * The waits run on fake timers.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { ApiError, type ActionName } from '@attar/sdk';
import { ErrorState } from '../components/ui/status.tsx';
import { loadSdk } from './client.ts';
import { useAction } from './use-action.ts';
import { spyOnCall } from '../test-support/spy-call.ts';

const busy = (actiontag: ActionName, retryAfterSeconds?: number) => ({
  error: new ApiError({
    status: 429,
    httpStatus: 429,
    message: 'Too many requests.',
    code: 'request.rateLimited',
    actiontag,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  }),
});
const served = { data: { items: [], total: 0 }, meta: { status: 200, httpStatus: 200, message: 'OK', requestId: 'r' } };

function Reader({ action }: { action: ActionName }) {
  const { data, error, mutate } = useAction(action, {} as never);
  if (data) return <p>loaded</p>;
  return error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <p>loading</p>;
}
const show = (action: ActionName) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Reader action={action} />
    </SWRConfig>,
  );
/** Moves the fake clock and lets SWR and React finish what it started. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// the calls are stubbed here; in the storefront a refusal comes from a call, which loaded the SDK
// (data/client.ts): whether a read is safe to send again is the SDK's table's to say
beforeAll(() => loadSdk());
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a busy shop, read through SWR', () => {
  it("says it is trying again, and reads again when the shop's wait is over", async () => {
    const call = spyOnCall()
      .mockResolvedValueOnce(busy('catalogList', 3) as never)
      .mockResolvedValue(served as never);
    show('catalogList');
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain('The shop is busy — trying again in 3 seconds.');
    await pass(2999);
    expect(call).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('waits a few seconds when the shop named no wait', async () => {
    const call = spyOnCall()
      .mockResolvedValueOnce(busy('catalogList') as never)
      .mockResolvedValue(served as never);
    show('catalogList');
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain('trying again in a few seconds');
    await pass(5000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does not send a write again (a review stores the coupon), and tells the shopper when to try', async () => {
    const call = spyOnCall().mockResolvedValue(busy('cartReview', 4) as never);
    show('cartReview');
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain('The shop is busy — please try again in 4 seconds.');
    await pass(60_000);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('leaves a wait longer than 30 s to the shopper', async () => {
    const call = spyOnCall().mockResolvedValue(busy('catalogList', 120) as never);
    show('catalogList');
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain('please try again in 2 minutes');
    await pass(600_000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
