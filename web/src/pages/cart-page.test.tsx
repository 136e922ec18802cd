// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { Schemas } from '@attar/sdk';
import { QuantityRule } from '@attar/sdk/rules';
import { cart, cartItem } from '../test-support/checkout-test-kit.tsx';
import { CartPage } from './cart-page.tsx';
import { GUEST_KEYS } from '../data/guest-session.ts';
import { store } from '../state/store.ts';
import { cannedReads } from '../test-support/canned-reads.tsx';
import { fakeApi } from '../test-support/fake-api.ts';

const state = { cart: undefined as unknown, guestCheckout: false, calls: [] as string[] };
// the cart comes through the real useCart (the buyer's `cartGet`, or the guest's cart by the ids kept in
// storage); the heading band's page configuration is not there, so its fallback h1 stands in
const reads = cannedReads((action, input) => {
  if (action === 'cartGet') return state.cart;
  if (action === 'guestGetCart') return { ...(input as object), cart: state.cart, expiresAt: '2026-11-27T10:00:00.000Z' };
  if (action === 'contentSite') return { features: { guestCheckout: state.guestCheckout } };
  return undefined;
});
// the changes reach the shop's calls, which record them
const changed = (call: string) => async () => (state.calls.push(call), { data: state.cart });
fakeApi({
  cart: {
    updateQuantity: ({ cin, quantity }: { cin: string; quantity: number }) => changed(`qty ${cin} ${quantity}`)(),
    removeItem: ({ cin }: { cin: string }) => changed(`remove ${cin}`)(),
    clear: () => changed('clear')(),
  },
});

const two = (): Schemas['Cart'] => ({
  ...cart(),
  items: [
    cartItem(),
    {
      ...cartItem(),
      cin: 'ATR-OUD-100',
      productId: 'PR00001',
      slug: 'oud-noir',
      name: 'Oud Noir',
      variantLabel: '100 ml',
      quantity: 10,
      unitPrice: 2499,
      mrp: 2999,
      lineTotal: 24990,
    },
  ],
});
const show = () =>
  render(
    <MemoryRouter>
      <CartPage />
    </MemoryRouter>,
    { wrapper: reads.wrapper },
  );

beforeEach(() => {
  state.cart = two();
  state.guestCheckout = false;
  state.calls = [];
  store.auth = true;
});
afterEach(() => {
  cleanup();
  store.auth = false;
  localStorage.clear();
});

/** A guest whose cart this browser keeps. */
function asGuest() {
  store.auth = false;
  localStorage.setItem(GUEST_KEYS.guestId, 'GU1');
  localStorage.setItem(GUEST_KEYS.checkOutId, 'CKG1');
}

describe('the cart page', () => {
  it('lists each item with its price, a named quantity stepper (1 to 10) and a remove button', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    const lines = screen.getAllByRole('listitem').filter((li) => li.classList.contains('cart-line'));
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('img', { name: 'Nimbu Fizz 50 ml bottle' })).toBeTruthy();
    expect(within(lines[0]!).getByRole('link', { name: 'Nimbu Fizz' }).getAttribute('href')).toBe('/p/nimbu-fizz/UFIwMDAwNg');
    const more = screen.getByRole('button', { name: 'Increase quantity of Nimbu Fizz 50 ml' });
    fireEvent.click(more);
    await waitFor(() => expect(state.calls).toEqual(['qty ATR-NIM-50 3']));
    expect((screen.getByRole('button', { name: 'Increase quantity of Oud Noir 100 ml' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Decrease quantity of Oud Noir 100 ml' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oud Noir 100 ml from the cart' }));
    await waitFor(() => expect(state.calls).toContain('remove ATR-OUD-100'));
  });

  it("steps a line down to the quantity rule's minimum and up to its maximum, and sends each change", async () => {
    state.cart = {
      ...two(),
      items: two().items.map((item, i) => ({ ...item, quantity: i === 0 ? QuantityRule.minimum + 1 : QuantityRule.maximum - 1 })),
    };
    show();
    const less = screen.getByRole('button', { name: 'Decrease quantity of Nimbu Fizz 50 ml' }) as HTMLButtonElement;
    expect(less.disabled).toBe(false);
    fireEvent.click(less);
    const more = screen.getByRole('button', { name: 'Increase quantity of Oud Noir 100 ml' }) as HTMLButtonElement;
    expect(more.disabled).toBe(false);
    fireEvent.click(more);
    await waitFor(() =>
      expect(state.calls).toEqual([`qty ATR-NIM-50 ${QuantityRule.minimum}`, `qty ATR-OUD-100 ${QuantityRule.maximum}`]),
    );
    expect(screen.getAllByRole('group', { name: /^Quantity of / }).map((g) => g.querySelector('output')!.textContent)).toEqual([
      `${QuantityRule.minimum + 1} of Nimbu Fizz 50 ml`,
      `${QuantityRule.maximum - 1} of Oud Noir 100 ml`,
    ]);
    cleanup();
    state.cart = { ...two(), items: [{ ...cartItem(), quantity: QuantityRule.minimum }] };
    show();
    expect((screen.getByRole('button', { name: 'Decrease quantity of Nimbu Fizz 50 ml' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the bill in rupees and sends a signed-in buyer to checkout', () => {
    show();
    const bill = screen.getByRole('region', { name: 'Order summary' });
    expect(bill.textContent).toContain('Total₹2,078');
    expect(bill.textContent).toContain('Discount on MRP−₹520');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('asks before clearing the cart, and backs out with Keep them', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText('Remove all 2 items from your cart?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Yes, clear my cart');
    fireEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(state.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear my cart' }));
    await waitFor(() => expect(state.calls).toEqual(['clear']));
  });

  it('a guest sees the guest cart and is asked to sign in to check out (guest checkout is off)', () => {
    asGuest();
    show();
    expect(screen.getByText(/You are shopping as a guest/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe('/login?returnTo=%2Fcheckout');
    expect(screen.queryByRole('link', { name: 'Check out as a guest' })).toBeNull();
    expect(screen.queryByLabelText('Coupon code')).toBeNull();
  });

  it('with guest checkout switched on, a guest may check out as a guest and use a coupon', () => {
    asGuest();
    state.guestCheckout = true;
    show();
    expect(screen.getByRole('link', { name: 'Check out as a guest' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByLabelText('Coupon code')).toBeTruthy();
  });

  it('an empty cart says so and links to the shop', () => {
    state.cart = { ...cart(), items: [] };
    show();
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all perfumes' }).getAttribute('href')).toBe('/shop');
  });
});
