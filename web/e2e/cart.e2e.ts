/**
 * Cart and guest session (issue 6 items 2 and 4): a guest's cart in browser storage that survives a
 * reload and moves to the account at sign-in, quantities, remove and clear, coupons refused then
 * accepted, the guest session's expiry clearing the cart with its toast, and a personalised bottle
 * (issue 18 item 1) priced on the product page and in the cart.
 */
import type { Page } from '@playwright/test';
import { agreeToCookies, expect, expectPageReady, productPath, startGuestClock, test } from './fixtures.ts';

const OUD_NOIR = productPath('PR00012', 'oud-noir');

/** Adds the product page's first in-stock size to the cart, like a shopper. */
async function addFromProductPage(page: Page, path = OUD_NOIR): Promise<void> {
  await page.goto(path);
  await expectPageReady(page);
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
}

const cartLines = (page: Page) => page.locator('main li.cart-line');
const total = (page: Page) => page.getByRole('region', { name: 'Order summary' }).locator('.price-summary-total dd');

test('a guest cart is kept in storage, survives a reload, and its quantity and lines can be changed', async ({ page, attar }) => {
  await startGuestClock(page);
  await addFromProductPage(page);
  // the cart's count moves with each add and change (the product rules' add and update counters)
  const cartLink = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: /^Cart\b/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  const stored = await page.evaluate(() => ({
    guestId: localStorage.getItem('guestId'),
    checkOutId: localStorage.getItem('checkOutId'),
    expiry: localStorage.getItem('guestSessionExpiry'),
    items: localStorage.getItem('cartItems'),
  }));
  expect(stored.guestId).toMatch(/^GU/);
  expect(stored.checkOutId).toBeTruthy();
  expect(Date.parse(stored.expiry ?? '')).toBeGreaterThan(0);
  expect(JSON.parse(stored.items ?? '[]')).toHaveLength(1);

  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await expect(page.getByText(/You are shopping as a guest/)).toBeVisible();
  await expect(cartLines(page)).toHaveCount(1);
  await attar.expectNoAxeViolations(page);

  await page.reload();
  await expectPageReady(page, { h1: 'Cart' });
  await expect(cartLines(page)).toHaveCount(1);
  const before = await total(page).innerText();
  await page.getByRole('button', { name: /^Increase quantity of Oud Noir/ }).click();
  await expect(cartLines(page).locator('output')).toContainText('2');
  await expect(total(page)).not.toHaveText(before);
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');
  await page.getByRole('button', { name: /^Remove Oud Noir .* from the cart$/ }).click();
  await expect(page.locator('main').getByText(/^Your cart is empty\./)).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart');
  await expect(page.getByRole('link', { name: 'Browse all perfumes' })).toHaveAttribute('href', '/shop');
  await attar.expectNoAxeViolations(page);
});

test('a personalised bottle: the engraving and an add-on are priced on the product page and in the cart', async ({
  page,
  attar,
}) => {
  const { data: oud } = await attar.api.catalog.product({ itemId: 'PR00012' });
  const bottle = oud!.variants.find((v) => v.cin === oud!.defaultCin)!.price;
  const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
  await startGuestClock(page);
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Personalise this bottle' }).click();
  await page.getByLabel('Engrave the bottle (+₹199)').fill('For Meera');
  await page.getByRole('checkbox', { name: /Gift wrap/ }).check();
  await expect(page.locator('.pdp-personalise-price')).toHaveText(
    `${rupees(bottle + 298)} a bottle (${rupees(bottle)} + ₹298 personalisation)`,
  );
  await attar.expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add personalised bottle to cart' }).click();
  await expect(page.getByText(/^Added 1 personalised Oud Noir/)).toBeVisible();

  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  const personalisation = cartLines(page).getByRole('list', { name: 'Personalisation' });
  await expect(personalisation.getByRole('listitem')).toHaveText([
    'Engrave the bottle: For Meera, +₹199 each',
    'Add-on: Gift wrap, +₹99 each',
  ]);
  await expect(total(page)).toHaveText(rupees(bottle + 298));
  await attar.expectNoAxeViolations(page);
});

test("a guest's cart is kept after signing in", async ({ page, attar }) => {
  await startGuestClock(page);
  await addFromProductPage(page);
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute('href', '/login?returnTo=%2Fcheckout');
  await attar.signIn(page, { via: 'ui' });
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await expect(page.getByText(/You are shopping as a guest/)).toHaveCount(0);
  await expect(cartLines(page).filter({ hasText: 'Oud Noir' })).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guestId'))).toBeNull();
});

test("a coupon is refused in the server's words, then another is accepted and removed", async ({ page, attar }) => {
  await attar.signIn(page);
  await attar.fillCart(page);
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await agreeToCookies(page);
  const before = await total(page).innerText();

  // on a phone the Apply button sits beside the field, never over it, and nothing runs off the screen
  const field = await page.getByLabel('Coupon code').boundingBox();
  const apply = await page.getByRole('button', { name: 'Apply' }).boundingBox();
  expect(field && apply).toBeTruthy();
  expect(apply!.x).toBeGreaterThanOrEqual(field!.x + field!.width);
  expect(apply!.x + apply!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.getByLabel('Coupon code').fill('FESTIVE20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Coupon FESTIVE20 has expired.' })).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await page.getByLabel('Coupon code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon applied' })).toBeVisible();
  await expect(page.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(total(page)).not.toHaveText(before);
  await attar.expectNoAxeViolations(page);

  await page.reload();
  await expectPageReady(page, { h1: 'Cart' });
  await expect(page.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon removed' })).toBeVisible();
  await expect(total(page)).toHaveText(before);
});

test('clearing the cart asks first', async ({ page, attar }) => {
  await attar.signIn(page);
  await attar.fillCart(page);
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText(/^Remove (all \d+ items|the item) from your cart\?$/)).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(cartLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('button', { name: 'Yes, clear my cart' }).click();
  await expect(page.locator('main').getByText(/^Your cart is empty\./)).toBeVisible();
});

test('guest expiry clears the cart with its toast', async ({ page, attar }) => {
  await startGuestClock(page);
  await attar.fillCart(page);
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await expect(cartLines(page)).toHaveCount(1);
  const cleared = page.waitForRequest((r) => r.headers()['actiontag'] === 'guestClearCart');
  // seven days on, the 10-minute check finds the session expired
  await attar.advanceClock(7 * 24 + 1);
  await page.clock.fastForward(169 * 3_600_000);
  await cleared;
  await expect(page.getByText('Guest session expired — cart cleared')).toBeVisible();
  await expect(page.locator('main').getByText(/^Your cart is empty\./)).toBeVisible();
  const keys = await page.evaluate(() =>
    ['guestId', 'checkOutId', 'cartItems', 'guestSessionExpiry'].map((k) => localStorage.getItem(k)),
  );
  expect(keys).toEqual([null, null, null, null]);
});
