import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { api } from './client.ts';
import { startEarlyRead, takeEarlyRead } from './early-reads.ts';

const site = { data: { name: 'Attar House' }, meta: {} } as never;

afterEach(() => vi.useRealTimers());

describe('early reads', () => {
  it('hands the reply to the first read of the same call, once', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue(site);
    void startEarlyRead('contentPage', { pageUrl: '/shop' });
    expect(takeEarlyRead('contentPage', { pageUrl: '/' })).toBeUndefined();
    await expect(takeEarlyRead('contentPage', { pageUrl: '/shop' })).resolves.toBe(site);
    expect(takeEarlyRead('contentPage', { pageUrl: '/shop' })).toBeUndefined();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('lets a reply that waited too long go: the app reads afresh', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(api, 'call').mockResolvedValue(site);
    void startEarlyRead('contentSite', {});
    vi.setSystemTime(Date.now() + 11_000);
    expect(takeEarlyRead('contentSite', {})).toBeUndefined();
  });

  it('asks again when the stored session had ended (the SDK has made the shopper a guest)', async () => {
    const expired = {
      error: new ApiError({ status: 401, httpStatus: 401, message: 'Please sign in again.', code: 'auth.sessionExpired' }),
    } as never;
    const call = vi.spyOn(api, 'call').mockResolvedValueOnce(expired).mockResolvedValueOnce(site);
    void startEarlyRead('contentSite', {});
    await expect(takeEarlyRead('contentSite', {})).resolves.toBe(site);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
