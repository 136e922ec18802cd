// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderAt as renderCard, summary } from '../../test-support/catalog-test-kit.tsx';
import { cart } from '../../test-support/checkout-test-kit.tsx';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { fakeApi } from '../../test-support/fake-api.ts';
import { siteWithFeatures } from '../../test-support/site-features.ts';
import { store } from '../../state/store.ts';
import { ProductCard } from './product-card.tsx';

const calls = {
  addToCart: [] as Array<[string, number]>,
  toggle: [] as Array<[string, boolean]>,
  wait: undefined as Promise<void> | undefined,
};
// a signed-in buyer whose wishlist holds another perfume; adding and the hearts reach fake shop calls
const reads = cannedReads((action) => {
  if (action === 'contentSite') return siteWithFeatures();
  if (action === 'wishlistList') return { productIds: ['PR00099'], items: [], totalItems: 1 };
  return undefined;
});
const wishlist = (productIds: string[]) => ({ data: { productIds, items: [], count: productIds.length } });
fakeApi({
  cart: {
    addItem: async ({ cin, quantity }: { cin: string; quantity: number }) => {
      calls.addToCart.push([cin, quantity]);
      await calls.wait;
      return { data: cart() };
    },
  },
  wishlist: {
    add: async ({ wishList }: { wishList: { productId: string } }) => {
      calls.toggle.push([wishList.productId, true]);
      return wishlist(['PR00099', wishList.productId]);
    },
    remove: async ({ productId }: { productId: string }) => {
      calls.toggle.push([productId, false]);
      return wishlist(['PR00099']);
    },
  },
});
const renderAt = (ui: ReactNode) => renderCard(ui, '/', '*', reads.wrapper);

beforeEach(() => {
  calls.addToCart = [];
  calls.toggle = [];
  calls.wait = undefined;
  store.auth = true;
});
afterEach(() => {
  cleanup();
  store.auth = false;
  store.toasts = [];
});

describe('product card', () => {
  it('shows the price and the struck MRP in rupees the Indian way, with the discount', () => {
    renderAt(<ProductCard product={summary({ price: 124999, mrp: 149999, discountPercent: 17 })} />);
    expect(screen.getByText('₹1,24,999')).toBeTruthy();
    const mrp = screen.getByText('₹1,49,999');
    expect(mrp.closest('s')).toBeTruthy();
    expect(screen.getByText('17% off')).toBeTruthy();
  });

  it('shows no MRP when there is no discount', () => {
    renderAt(<ProductCard product={summary({ price: 1299, mrp: 1299, discountPercent: 0 })} />);
    expect(screen.getByText('₹1,299')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('links name and picture to the product page at /p/{slug}/{encodedId}', () => {
    renderAt(<ProductCard product={summary()} />);
    expect(screen.getByRole('link', { name: 'Oud Noir' }).getAttribute('href')).toBe('/p/oud-noir/UFIwMDAxMg');
    const img = screen.getByRole('img', { name: 'Oud Noir 100 ml bottle' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
  });

  it('a sold-out perfume says so and cannot be added', () => {
    renderAt(<ProductCard product={summary({ inStock: false })} />);
    const button = screen.getByRole('button', { name: /sold out/i }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    fireEvent.click(button);
    expect(calls.addToCart).toEqual([]);
  });

  it('adds its size to the cart once, however fast the clicks', async () => {
    renderAt(<ProductCard product={summary()} />);
    const button = screen.getByRole('button', { name: /add to cart/i });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls.addToCart).toEqual([['ATR-OUD-100', 1]]));
  });

  it('keeps the keyboard on its Add to cart while adding and after (the button is never disabled under it)', async () => {
    let finish!: () => void;
    const pending = new Promise<void>((resolve) => (finish = resolve));
    calls.wait = pending;
    renderAt(<ProductCard product={summary()} />);
    const button = screen.getByRole('button', { name: /add to cart/i }) as HTMLButtonElement;
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    expect(button.textContent).toContain('Adding…');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    finish();
    await waitFor(() => expect(button.textContent).toContain('Add to cart'));
    expect(calls.addToCart).toHaveLength(1);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('reads the rating out in words', () => {
    renderAt(<ProductCard product={summary({ rating: { average: 4.6, count: 212 } })} />);
    expect(screen.getByText('Rated 4.6 out of 5 from 212 ratings')).toBeTruthy();
  });

  it('the heart toggles the wishlist and shows its state', async () => {
    renderAt(<ProductCard product={summary()} />);
    const heart = screen.getByRole('button', { name: 'Save Oud Noir to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(calls.toggle).toEqual([['PR00012', true]]));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('hides the cart and wishlist buttons when the rail switches them off', () => {
    renderAt(<ProductCard product={summary()} showCart={false} showWishlist={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
