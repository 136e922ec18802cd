// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { store } from '../../state/store.ts';
import { WishlistButton } from './wishlist-button.tsx';
import { spyOnCall } from '../../test-support/spy-call.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  store.auth = false;
});

const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 20))));

it("a heart stops showing the buyer's wishlist once they are a guest again (app-wide keepPreviousData)", async () => {
  // the store has its wishlist on (the wishlist is read only once the site configuration says so)
  spyOnCall().mockImplementation((async (action: string) =>
    action === 'contentSite'
      ? { data: { features: { wishlist: true } }, meta: {} }
      : { data: { items: [], productIds: ['PR00012'], totalItems: 1 }, meta: {} }) as never);
  store.auth = true;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, keepPreviousData: true }}>
      <WishlistButton productId="PR00012" productName="Oud Noir" initial look="full" />
    </SWRConfig>,
  );
  await settle();
  expect(screen.getByRole('button', { name: 'Save to wishlist' }).getAttribute('aria-pressed')).toBe('true');
  store.auth = false; // a 401 or a sign-out
  await settle();
  expect(screen.getByRole('button', { name: 'Save to wishlist' }).getAttribute('aria-pressed')).toBe('false');
});
