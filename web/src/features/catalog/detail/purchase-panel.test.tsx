// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import { QuantityRule } from '@attar/sdk/rules';
import { patchDomForDomPurify } from '../../../content/blocks/test-dom.ts';
import { store } from '../../../state/store.ts';
import { cannedReads } from '../../../test-support/canned-reads.tsx';
import { product, renderAt as renderIn } from '../../../test-support/catalog-test-kit.tsx';
import { cart, meta } from '../../../test-support/checkout-test-kit.tsx';
import { fakeApi } from '../../../test-support/fake-api.ts';
import { ProductView } from './product-detail.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

patchDomForDomPurify();

// a signed-in buyer: adding and buying now reach the shop's cart and checkout calls (faked), through the
// real cart actions; no read answers (no wishlist, no site configuration)
const calls = { add: [] as Array<[string, number]>, buy: [] as Array<[string, number]> };
const restock = { calls: [] as unknown[], reply: undefined as unknown };
fakeApi({
  cart: {
    addItem: async ({ cin, quantity }: { cin: string; quantity: number }) => {
      calls.add.push([cin, quantity]);
      return { data: cart(), meta: meta('Added') };
    },
  },
  checkout: {
    buyNow: async ({ cin, quantity }: { cin: string; quantity: number }) => {
      calls.buy.push([cin, quantity]);
      return { data: { cart: { ...cart(), checkoutId: 'CK1' } }, meta: meta() };
    },
  },
  forms: {
    restockAlert: async (input: unknown) => {
      restock.calls.push(input);
      return restock.reply;
    },
  },
});
const reads = cannedReads(() => undefined);
const renderAt = (ui: ReactNode, url = '/') => renderIn(ui, url, '*', reads.wrapper);

function Panel() {
  const p = product();
  const [cin, setCin] = useState(p.defaultCin);
  return <PurchasePanel product={p} cin={cin} onCinChange={setCin} />;
}
const price = () => document.querySelector('.pdp-price .price-now')!.textContent;

beforeEach(() => {
  calls.add = [];
  calls.buy = [];
  store.auth = true;
});
afterEach(() => {
  cleanup();
  store.auth = false;
  store.toasts = [];
});

describe('choosing a size', () => {
  it('changes the price, MRP, discount and stock shown', () => {
    renderAt(<Panel />);
    expect(price()).toBe('₹699');
    expect(screen.getByRole('status').textContent).toBe('In stock');
    fireEvent.click(screen.getByRole('radio', { name: /50 ml/ }));
    expect(price()).toBe('₹1,599');
    expect(document.querySelector('.pdp-price .price-mrp')!.textContent).toBe('MRP ₹1,999');
    expect(screen.getByText('20% off')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Only 3 left');
  });

  it('a sold-out size disables add to cart and buy now', () => {
    renderAt(<Panel />);
    fireEvent.click(screen.getByRole('radio', { name: /100 ml/ }));
    expect(price()).toBe('₹2,499');
    expect(document.querySelector('.pdp-stock')!.textContent).toBe('Sold out');
    expect((screen.getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a sold-out size offers "Notify me": the address goes to the shop with the size, and its answer shows', async () => {
    renderAt(<Panel />);
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /100 ml/ }));
    const notify = screen.getByRole('region', { name: 'Tell me when it is back' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/Enter your email|email address/i, { selector: '.field-error' })).toBeTruthy();
    expect(restock.calls).toEqual([]);
    restock.reply = {
      data: { done: true, id: 'RA000001' },
      meta: { message: 'We will email meera@example.in when Oud Noir 100 ml is back in stock.' },
    };
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: ' meera@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(notify.querySelector('[role="status"]')!.textContent).toBe(
        'We will email meera@example.in when Oud Noir 100 ml is back in stock.',
      ),
    );
    expect(restock.calls).toEqual([{ email: 'meera@example.in', productId: 'PR00012', cin: 'ATR-OUD-100' }]);
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
  });

  it('adds the chosen size in the chosen quantity, capped by the stock', async () => {
    renderAt(<Panel />);
    fireEvent.click(screen.getByRole('radio', { name: /50 ml/ }));
    const more = screen.getByRole('button', { name: 'One more' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('3');
    expect((more as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(calls.add).toEqual([['ATR-OUD-50', 3]]));
  });

  it("counts from the quantity rule's minimum to its maximum when the stock is larger, a typed number kept within them", async () => {
    renderAt(<Panel />);
    const box = screen.getByLabelText('Quantity') as HTMLInputElement;
    const more = screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement;
    const fewer = screen.getByRole('button', { name: 'One fewer' }) as HTMLButtonElement;
    // the 12 ml size has 20 in stock: the rule, not the stock, stops the count
    expect(box.value).toBe(String(QuantityRule.minimum));
    expect(fewer.disabled).toBe(true);
    for (let n = QuantityRule.minimum; n < QuantityRule.maximum; n++) fireEvent.click(more);
    expect(box.value).toBe(String(QuantityRule.maximum));
    expect(more.disabled).toBe(true);
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(box.value).toBe(String(QuantityRule.maximum - 2));
    fireEvent.change(box, { target: { value: String(QuantityRule.maximum + 5) } });
    expect(box.value).toBe(String(QuantityRule.maximum));
    fireEvent.change(box, { target: { value: '0' } });
    expect(box.value).toBe(String(QuantityRule.minimum));
    expect(fewer.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(calls.add).toEqual([['ATR-OUD-12', 4]]));
  });

  it("keeps the price and Add to cart in a bar in the frame's dock while the page's buttons are off the screen", async () => {
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const dock = document.body.appendChild(document.createElement('div'));
    dock.className = 'frame-dock';
    try {
      renderAt(<Panel />);
      // on screen (and before the browser says anything): no bar
      expect(document.querySelector('.pdp-sticky')).toBeNull();
      observers.forEach((report) => report([{ isIntersecting: false }]));
      const bar = await screen.findByRole('region', { name: /^Buy / });
      expect(dock.contains(bar)).toBe(true);
      expect(bar.querySelector('.price-now')!.textContent).toBe('₹699');
      fireEvent.click(screen.getByRole('radio', { name: /50 ml/ }));
      expect(bar.querySelector('.price-now')!.textContent).toBe('₹1,599');
      fireEvent.click(screen.getByRole('button', { name: /^Add .*50 ml, to the cart$/ }));
      await waitFor(() => expect(calls.add).toEqual([['ATR-OUD-50', 1]]));
      observers.forEach((report) => report([{ isIntersecting: true }]));
      await waitFor(() => expect(document.querySelector('.pdp-sticky')).toBeNull());
    } finally {
      dock.remove();
    }
  });

  it('buy now opens the route the cart feature returns', async () => {
    const { router } = renderAt(<Panel />, '/p/oud-noir/UFIwMDAxMg');
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?buyNow=CK1'));
    expect(calls.buy).toEqual([['ATR-OUD-12', 1]]);
  });

  it('on the page, the size radios are a labelled group and the gallery thumbnails switch the picture', async () => {
    // an awaited act: the rich text's code arriving after the render reaches React (else its retry waits in act's queue)
    await act(async () =>
      renderAt(
        <ProductView
          product={product()}
          sections={{
            pincodeCheck: false,
            reviews: false,
            otherDetails: false,
            relatedProducts: false,
            similarItems: false,
            upsellCrossSell: false,
            recentlyViewed: false,
          }}
        />,
      ),
    );
    // the facts are below the fold: they render right after the first paint, through the content
    // engine's rich text (its sanitiser's code loads then: its first load in a run takes a while)
    expect(await screen.findByText('Smoky oud.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oud Noir');
    const thumb = screen.getByRole('button', { name: /picture 2 of 2/ });
    fireEvent.click(thumb);
    expect(thumb.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.pdp-gallery-main img')!.getAttribute('alt')).toBe('Oud Noir gift box');
  });
});
