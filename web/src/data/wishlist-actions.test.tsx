// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { store } from '../state/store.ts';
import { fakeApi } from '../test-support/fake-api.ts';
import { toggleWishlist, WISHLIST_SIGN_IN_MESSAGE } from './wishlist-actions.ts';
import { WishlistButton } from '../components/product/wishlist-button.tsx';

const api = fakeApi({ wishlist: { add: vi.fn(), remove: vi.fn(), list: vi.fn() }, call: vi.fn() });

const whole = (productIds: string[]) => ({
  data: { productIds, items: [], count: productIds.length, updatedAt: '2026-11-20T10:15:30Z' },
  meta: { status: 200, httpStatus: 200, message: 'ok', requestId: undefined },
});

beforeEach(() => {
  store.auth = false;
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('toggleWishlist', () => {
  it('sends a guest to sign in, coming back to the same page, without calling the shop', async () => {
    window.history.replaceState(null, '', '/p/oud-noir/UFIwMDAxMg?size=100');
    const message = await toggleWishlist('PR00012', true);
    expect(message).toBe(WISHLIST_SIGN_IN_MESSAGE);
    expect(`${location.pathname}${location.search}`).toBe(
      `/login?returnTo=${encodeURIComponent('/p/oud-noir/UFIwMDAxMg?size=100')}`,
    );
    expect(api.wishlist.add).not.toHaveBeenCalled();
  });

  it('adds and removes for a signed-in buyer', async () => {
    store.auth = true;
    api.wishlist.add.mockResolvedValueOnce(whole(['PR00012']));
    api.wishlist.remove.mockResolvedValueOnce(whole([]));
    expect(await toggleWishlist('PR00012', true)).toBeUndefined();
    expect(api.wishlist.add).toHaveBeenCalledWith({ wishList: { productId: 'PR00012' } });
    expect(await toggleWishlist('PR00012', false)).toBeUndefined();
    expect(api.wishlist.remove).toHaveBeenCalledWith({ productId: 'PR00012' });
  });

  it('says what went wrong when the shop refuses', async () => {
    store.auth = true;
    api.wishlist.add.mockResolvedValueOnce({
      error: new ApiError({ status: 404, httpStatus: 404, message: 'Product PR09999 was not found.', code: 'product.notFound' }),
    });
    expect(await toggleWishlist('PR09999', true)).toBe('Product PR09999 was not found.');
  });
});

describe('the wishlist heart for a guest', () => {
  it('opens the sign-in page in the app and says why', async () => {
    window.history.replaceState(null, '', '/p/oud-noir/UFIwMDAxMg');
    const router = createBrowserRouter([
      { path: '/p/:slug/:encodedId', element: <WishlistButton productId="PR00012" productName="Oud Noir" /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ]);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Oud Noir to wishlist' }));
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/p/oud-noir/UFIwMDAxMg')}`);
    expect(store.toasts.some((t) => t.text === WISHLIST_SIGN_IN_MESSAGE)).toBe(true);
  });
});
