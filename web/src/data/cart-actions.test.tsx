// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@attar/sdk';
import { api } from './client.ts';
import { store } from '../state/store.ts';
import { cart, meta } from '../test-support/checkout-test-kit.tsx';
import { addToCart, buyNow, useCart, type CartView } from './cart-actions.ts';
import { spyOnCall } from '../test-support/spy-call.ts';
import { cannedReads } from '../test-support/canned-reads.tsx';

const ownCache = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

// the cart reads answer from `data` (canned-reads over the real useAction); `reads.calls` lists what was asked
const data: Record<string, unknown> = {};
const reads = cannedReads((action) => data[action]);
const asked = () => reads.calls;

const guestReply = (guestId = 'GU1', checkOutId = 'CKG1') => ({
  guestId,
  checkOutId,
  cart: cart(),
  expiresAt: '2026-11-29T10:00:00.000Z',
});
let view: CartView;
function Probe() {
  view = useCart();
  return null;
}

beforeEach(() => {
  localStorage.clear();
  store.auth = false;
  store.toasts = [];
  reads.calls.length = 0;
  for (const action of Object.keys(data)) delete data[action];
});
afterEach(() => {
  cleanup();
  store.auth = false;
  store.toasts = [];
});

describe('useCart', () => {
  it('a guest reads the guest cart by the stored ids; before it loads, the header count comes from the cached copy', () => {
    localStorage.setItem('guestId', 'GU1');
    localStorage.setItem('checkOutId', 'CKG1');
    localStorage.setItem(
      'cartItems',
      JSON.stringify([
        { cin: 'ATR-NIM-50', quantity: 2 },
        { cin: 'X', quantity: 1 },
      ]),
    );
    const { rerender } = render(<Probe />, { wrapper: reads.wrapper });
    expect(asked()).toContainEqual(['guestGetCart', { guestId: 'GU1', checkOutId: 'CKG1' }]);
    expect(asked().some(([a]) => a === 'cartGet')).toBe(false);
    expect(view.itemCount).toBe(3);
    data.guestGetCart = guestReply();
    rerender(<Probe />);
    expect(view.cart?.checkoutId).toBe('CK7Q2M9X4B1Z');
    expect(view.itemCount).toBe(2);
    expect(view.isGuest).toBe(true);
  });

  it('a signed-in buyer reads the buyer cart; once it has loaded, the guest keys handed over at sign-in are removed', () => {
    localStorage.setItem('guestId', 'GU1');
    localStorage.setItem('checkOutId', 'CKG1');
    // not yet expired (the real expiry watcher runs in this module graph): only the sign-in removes the keys
    localStorage.setItem('guestSessionExpiry', new Date(Date.now() + 86_400_000).toISOString());
    store.auth = true;
    data.cartGet = cart();
    render(<Probe />, { wrapper: reads.wrapper });
    expect(asked()).toContainEqual(['cartGet', {}]);
    expect(view.itemCount).toBe(2);
    expect(localStorage.getItem('guestId')).toBeNull();
    expect(localStorage.getItem('guestSessionExpiry')).toBeNull();
  });

  it('a guest cart the server no longer has drops the stored ids without an error on screen', async () => {
    localStorage.setItem('guestId', 'GU1');
    localStorage.setItem('checkOutId', 'CKG1');
    // the real read, refused by the shop (canned-reads answers no errors)
    const call = spyOnCall().mockResolvedValue({
      error: new ApiError({ status: 404, httpStatus: 404, message: 'No guest cart GU1 was found.', code: 'guest.notFound' }),
    });
    await act(async () => void render(<Probe />, { wrapper: ownCache }));
    await waitFor(() => expect(localStorage.getItem('guestId')).toBeNull());
    expect(call).toHaveBeenCalledWith('guestGetCart', { guestId: 'GU1', checkOutId: 'CKG1' });
    expect(view.error).toBeUndefined();
    expect(view.itemCount).toBe(0);
  });
});

describe('addToCart', () => {
  it("a guest's first add makes the guest cart and keeps its ids; the shopper is told", async () => {
    const add = vi.spyOn(api.guest, 'addItem').mockResolvedValue({ data: guestReply(), meta: meta('Added to cart') });
    expect(await addToCart('ATR-NIM-50', 2)).toBeUndefined();
    expect(add).toHaveBeenCalledWith({ cin: 'ATR-NIM-50', quantity: 2 });
    expect(localStorage.getItem('guestId')).toBe('GU1');
    expect(localStorage.getItem('checkOutId')).toBe('CKG1');
    expect(localStorage.getItem('guestSessionExpiry')).toBe('2026-11-29T10:00:00.000Z');
    expect(store.toasts.map((t) => t.text)).toEqual(['Added to your cart']);
  });

  it('a guest whose stored session expired on the server starts a new cart', async () => {
    localStorage.setItem('guestId', 'GUOLD');
    localStorage.setItem('checkOutId', 'CKOLD');
    vi.spyOn(api.guest, 'clearCart').mockResolvedValue({ data: guestReply('GUOLD', 'CKOLD'), meta: meta() });
    const add = vi
      .spyOn(api.guest, 'addItem')
      .mockResolvedValueOnce({
        error: new ApiError({
          status: 404,
          httpStatus: 404,
          message: 'Your guest session has expired',
          code: 'guest.sessionExpired',
        }),
      })
      .mockResolvedValueOnce({ data: guestReply('GUNEW', 'CKNEW'), meta: meta() });
    expect(await addToCart('ATR-NIM-50', 1)).toBeUndefined();
    expect(add.mock.calls.map((c) => c[0])).toEqual([
      { cin: 'ATR-NIM-50', quantity: 1, guestId: 'GUOLD' },
      { cin: 'ATR-NIM-50', quantity: 1 },
    ]);
    expect(localStorage.getItem('guestId')).toBe('GUNEW');
    expect(store.toasts.map((t) => t.text)).toEqual(['Guest session expired — cart cleared', 'Added to your cart']);
  });

  it("a buyer adds to the buyer cart; a refusal (out of stock) comes back as the server's message", async () => {
    store.auth = true;
    vi.spyOn(api.cart, 'addItem').mockResolvedValue({
      error: new ApiError({
        status: 422,
        httpStatus: 422,
        message: 'Goa Breeze 50 ml is out of stock.',
        code: 'cart.outOfStock',
      }),
    });
    expect(await addToCart('ATR-GOA-50', 1)).toBe('Goa Breeze 50 ml is out of stock.');
    expect(store.toasts).toEqual([]);
  });
});

describe('buyNow', () => {
  it('a buyer gets the buy-now checkout route', async () => {
    store.auth = true;
    vi.spyOn(api.checkout, 'buyNow').mockResolvedValue({
      data: { kind: 'BUY_NOW', cart: { ...cart(), checkoutId: 'CKBN1' }, expiresAt: '2026-11-22T10:30:00Z' },
      meta: meta(),
    });
    expect(await buyNow('ATR-NIM-50', 1)).toEqual({ route: '/checkout?buyNow=CKBN1' });
  });

  it('a guest (guest checkout off) is sent to sign in and comes back to that buy-now', async () => {
    spyOnCall().mockResolvedValue({ data: { features: { guestCheckout: false } } as never, meta: meta() });
    expect(await buyNow('ATR-NIM-50', 2)).toEqual({
      route: `/login?returnTo=${encodeURIComponent('/checkout?buyNowCin=ATR-NIM-50&quantity=2')}`,
    });
  });
});
