/**
 * The shop never builds a reply past the contract's bounds: where its state could grow past one (cart
 * lines, wishlist, customisations per line, a quote's lines, notes and amount), the write that would
 * pass it is refused with a clear 4xx, and every reply is checked against the contract (the SDK's
 * `validateReplies`, the router's own check). The address book's 20 is in accounts-address.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createAttarClient, createMemorySession, unwrap, type AttarClient } from '@attar/sdk';
import { startSession } from '../src/core/sessions.ts';
import { mergeGuestCart } from '../src/shop/cart/api.ts';
import { MAX_CART_LINES } from '../src/shop/cart/lines.ts';
import { MAX_WISHLIST } from '../src/shop/accounts/wishlist.ts';
import { addOnsOf, customizationOptionsOf } from '../src/shop/catalogue/other-details.ts';
import { menuItemId, megaMenuItems } from '../src/shop/content/menu.ts';
import { TEST_BASE, testClient, useMockShop } from './harness.ts';

const mock = useMockShop({ checkReplies: true });
const BUYER = 'BY000017';

const buyer = (): AttarClient =>
  createAttarClient({
    baseUrl: TEST_BASE,
    validateReplies: true,
    session: createMemorySession(startSession(mock.shop, BUYER).token),
  });

/** Cins of variants in stock, in catalogue order (the seed has 151 variants of 53 perfumes). */
function inStock(count: number): string[] {
  const cins = Object.values(mock.shop.state.catalogue.products).flatMap((p) =>
    p.variants.filter((v) => v.inStock && v.stock >= 10).map((v) => v.cin),
  );
  expect(cins.length).toBeGreaterThanOrEqual(count);
  return cins.slice(0, count);
}

/**
 * Every personalisation a perfume in stock allows (each option and each add-on: as many entries as one
 * add may carry for it), with `text` engraved and the first choice of each finish.
 */
function fullPersonalisation(text: string): { cin: string; customization: Array<{ name: string; value: string }> } {
  const product = Object.values(mock.shop.state.catalogue.products).find(
    (p) => customizationOptionsOf(p).length > 1 && p.variants.some((v) => v.inStock && v.stock >= 10),
  )!;
  const options = customizationOptionsOf(product).map((o) => ({
    name: o.name,
    value: o.inputType === 'select' ? o.options![0]! : text,
  }));
  const addOns = addOnsOf(product).map((a) => ({ name: 'addOn', value: a.addOnId }));
  return { cin: product.variants.find((v) => v.inStock && v.stock >= 10)!.cin, customization: [...options, ...addOns] };
}

describe('the cart holds at most 50 different items', () => {
  it('refuses a 51st item with 422 cart.full, and still changes what is in it', async () => {
    const client = buyer();
    const cins = inStock(MAX_CART_LINES + 1);
    for (const cin of cins.slice(0, MAX_CART_LINES)) unwrap(await client.cart.addItem({ cin, quantity: 1 }));
    const { error } = await client.cart.addItem({ cin: cins[MAX_CART_LINES]!, quantity: 1 });
    expect(error).toMatchObject({ status: 422, code: 'cart.full', fieldErrors: [{ field: 'cin' }] });
    expect(error?.message).toMatch(/at most 50 different items/);
    const cart = unwrap(await client.cart.addItem({ cin: cins[0]!, quantity: 2 }));
    expect(cart.items).toHaveLength(MAX_CART_LINES);
    expect(cart.items.find((i) => i.cin === cins[0])?.quantity).toBe(3);
    unwrap(await client.cart.removeItem({ checkoutId: cart.checkoutId, cin: cins[1]! }));
    expect(unwrap(await client.cart.addItem({ cin: cins[MAX_CART_LINES]!, quantity: 1 })).items).toHaveLength(MAX_CART_LINES);
  });

  it('refuses the 51st item of a guest cart too', async () => {
    const guest = testClient();
    const cins = inStock(MAX_CART_LINES + 1);
    const first = unwrap(await guest.guest.addItem({ cin: cins[0]!, quantity: 1 }));
    for (const cin of cins.slice(1, MAX_CART_LINES))
      unwrap(await guest.guest.addItem({ guestId: first.guestId, cin, quantity: 1 }));
    const { error } = await guest.guest.addItem({ guestId: first.guestId, cin: cins[MAX_CART_LINES]!, quantity: 1 });
    expect(error).toMatchObject({ status: 422, code: 'cart.full' });
  });

  it("fills the buyer's cart up to 50 items when a guest cart moves in at sign-in, leaving the rest out", async () => {
    const client = buyer();
    const cins = inStock(56);
    for (const cin of cins.slice(0, 45)) unwrap(await client.cart.addItem({ cin, quantity: 1 }));
    const guest = testClient();
    const ids = unwrap(await guest.guest.addItem({ cin: cins[0]!, quantity: 2 }));
    for (const cin of cins.slice(45)) unwrap(await guest.guest.addItem({ guestId: ids.guestId, cin, quantity: 1 }));
    mergeGuestCart(mock.shop, { guestId: ids.guestId, checkOutId: ids.checkOutId }, BUYER);
    const cart = unwrap(await client.cart.get());
    expect(cart.items.map((i) => i.cin)).toEqual(cins.slice(0, 50));
    expect(cart.items[0]?.quantity).toBe(3);
  });
});

describe('a cart line keeps at most 10 customisations', () => {
  it("replaces a line's customisations on a second add instead of gathering them", async () => {
    const client = buyer();
    const first = fullPersonalisation('Meera');
    const second = fullPersonalisation('Kabir');
    expect(first.customization.length).toBeGreaterThan(2); // engraving, cap and add-ons: gathered they would double
    unwrap(
      await client.cart.addItem({
        cin: first.cin,
        quantity: 1,
        custom: true,
        customType: 'ENGRAVING',
        customization: first.customization,
      }),
    );
    const cart = unwrap(
      await client.cart.addItem({
        cin: second.cin,
        quantity: 1,
        custom: true,
        customType: 'ENGRAVING',
        customization: second.customization,
      }),
    );
    expect(cart.items[0]?.customization).toEqual(second.customization);
    expect(cart.items[0]?.quantity).toBe(2);
  });
});

describe('the wishlist holds at most 100 products', () => {
  it('refuses a 101st with 422 wishlist.full; a product already there is still fine', async () => {
    // the seed has 53 perfumes, so a full list is written into the state as a long-lived shop could hold it
    const products = Object.keys(mock.shop.state.catalogue.products);
    const entries = Array.from({ length: MAX_WISHLIST }, (_, i) => ({
      productId: i < 40 ? products[i]! : `PR9${String(i).padStart(4, '0')}`,
      addedAt: '2026-11-01T10:00:00.000Z',
    }));
    mock.shop.state.accounts.wishlists[BUYER] = { entries, updatedAt: '2026-11-01T10:00:00.000Z' };
    const client = buyer();
    const { error } = await client.wishlist.add({ wishList: { productId: products[45]! } });
    expect(error).toMatchObject({ status: 422, code: 'wishlist.full', fieldErrors: [{ field: 'wishList.productId' }] });
    expect(unwrap(await client.wishlist.add({ wishList: { productId: products[0]! } })).count).toBe(40);
    expect(mock.shop.state.accounts.wishlists[BUYER]?.entries).toHaveLength(MAX_WISHLIST);
  });
});

describe('a quote stays within Quote', () => {
  const quotes = () => {
    mock.shop.state.orders.quotesEnabled = true;
    return buyer();
  };

  it('refuses a 51st line with 409 quote.full', async () => {
    const client = quotes();
    const cins = inStock(51);
    const { quoteId } = unwrap(await client.quotes.addItem({ cin: cins[0]!, quantity: 1 }));
    for (const cin of cins.slice(1, 50)) unwrap(await client.quotes.addItem({ quoteId, cin, quantity: 1 }));
    const { error } = await client.quotes.addItem({ quoteId, cin: cins[50]!, quantity: 1 });
    expect(error).toMatchObject({ status: 409, code: 'quote.full' });
  });

  it('refuses a quantity that would take the quote past one crore rupees (Money), adding or changing', async () => {
    const client = quotes();
    const priciest = Object.values(mock.shop.state.catalogue.products)
      .flatMap((p) => p.variants)
      .sort((a, b) => b.price - a.price)[0]!;
    const big = await client.quotes.addItem({ cin: priciest.cin, quantity: 10_000 });
    expect(big.error).toMatchObject({ status: 400, code: 'quote.tooLarge', fieldErrors: [{ field: 'quantity' }] });
    expect(big.error?.message).toMatch(/at most ₹1,00,00,000/);
    const { quoteId } = unwrap(await client.quotes.addItem({ cin: priciest.cin, quantity: 1000 }));
    const change = await client.quotes.changeItemQuantity({ id: quoteId, cin: priciest.cin, quantity: 10_000 });
    expect(change.error).toMatchObject({ status: 400, code: 'quote.tooLarge' });
    expect(unwrap(await client.quotes.get({ id: quoteId })).quotePrice).toBe(priciest.price * 1000);
  });

  it('refuses a 101st note with 409 quote.notesFull, on its own or with the submission', async () => {
    const client = quotes();
    const [cin] = inStock(1);
    const { quoteId } = unwrap(await client.quotes.addItem({ cin: cin!, quantity: 1 }));
    for (let i = 0; i < 100; i++) unwrap(await client.quotes.addClientNote({ id: quoteId, note: `Note ${i + 1}` }));
    expect((await client.quotes.addClientNote({ id: quoteId, note: 'One more' })).error).toMatchObject({
      status: 409,
      code: 'quote.notesFull',
    });
    const address = {
      addressee: 'Meera Shah',
      contactNumber: '9829012345',
      line1: '14 MI Road',
      cityOrArea: 'Jaipur',
      state: 'Rajasthan',
      country: 'India',
      zipcode: '302001',
    };
    const submit = await client.quotes.submit({
      id: quoteId,
      quoteTitle: 'Favours',
      clientNote: 'Before December',
      shippingAddress: address,
    });
    expect(submit.error).toMatchObject({ status: 409, code: 'quote.notesFull' });
  });
});

describe('mega-menu ids fit ^[A-Z]{2}[0-9]{5}$ however big the menu', () => {
  it('gives 20 entries of 50 children each distinct five-digit ids', () => {
    const ids = Array.from({ length: 20 }, (_, c) => [
      menuItemId(c + 1),
      ...Array.from({ length: 50 }, (_, j) => menuItemId(c + 1, j + 1)),
    ]).flat();
    expect(ids.every((id) => /^[A-Z]{2}[0-9]{5}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(20 * 51);
    expect([menuItemId(1), menuItemId(1, 1), menuItemId(12, 4)]).toEqual(['MN00001', 'MN00101', 'MN01204']);
  });

  it('builds a menu of 12 categories whose ids all fit', () => {
    const catalogue = structuredClone(mock.shop.state.catalogue);
    const seeded = catalogue.categories;
    // the seed has four categories; twelve entries that repeat them give every entry products
    catalogue.categories = Array.from({ length: 12 }, (_, i) => structuredClone(seeded[i % seeded.length]!));
    const items = megaMenuItems(catalogue);
    expect(items.every((item) => item.children.length > 0)).toBe(true);
    const ids = items.flatMap((item) => [item.id, ...item.children.map((child) => child.id)]);
    expect(items).toHaveLength(12);
    expect(ids.filter((id) => !/^[A-Z]{2}[0-9]{5}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items[9]?.children.map((child) => [child.id, child.parent])[0]).toEqual(['MN01001', 'MN00010']);
  });
});
