// @vitest-environment happy-dom
/**
 * What the server rendered the page from is not read again: a hook that takes a key of the server's
 * replies after the hydration (a region hydrated later, a block whose read starts once on screen) uses
 * the reply for the page's first minute, and reads again after it.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSdk } from './client.ts';
import { actionKey } from './keys.ts';
import { SERVER_READ_FRESH_MS, useAction } from './use-action.ts';
import { spyOnCall } from '../test-support/spy-call.ts';

const site = { name: 'Attar House from the server' };
const reply = { data: { name: 'Attar House read again' }, meta: { status: 200, httpStatus: 200, message: 'OK', requestId: 'r' } };

/** Reads the site configuration only once asked, as the banner does once it is on screen. */
function LateReader() {
  const [on, setOn] = useState(false);
  const { data } = useAction('contentSite', on ? {} : null);
  return (
    <>
      <button type="button" onClick={() => setOn(true)}>
        read
      </button>
      <p>{(data as typeof site | undefined)?.name ?? 'nothing'}</p>
    </>
  );
}
const show = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), fallback: { [unstable_serialize(actionKey('contentSite', {}))]: site } }}>
      <LateReader />
    </SWRConfig>,
  );

beforeAll(() => loadSdk());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the server's replies in the browser", () => {
  it('are used, not read again, by a hook that takes their key after the hydration', async () => {
    const call = spyOnCall().mockResolvedValue(reply as never);
    vi.spyOn(performance, 'now').mockReturnValue(SERVER_READ_FRESH_MS - 1000);
    show();
    await act(async () => screen.getByRole('button', { name: 'read' }).click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Attar House from the server')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('are read again once the page is older than a minute', async () => {
    const call = spyOnCall().mockResolvedValue(reply as never);
    vi.spyOn(performance, 'now').mockReturnValue(SERVER_READ_FRESH_MS + 1000);
    show();
    await act(async () => screen.getByRole('button', { name: 'read' }).click());
    expect(await screen.findByText('Attar House read again')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('contentSite', {});
  });
});
