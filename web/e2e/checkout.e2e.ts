/**
 * Checkout and payment (issue 6 item 5): a saved or new address (validated), a pincode the couriers
 * refuse, payment methods from the server, UPI and card through the mock provider, the success page
 * with the order id, a failed payment retried with another mode, a double click making one order, and
 * buy now going straight to checkout.
 */
import type { Page } from '@playwright/test';
import { agreeToCookies, expect, expectPageReady, productPath, test } from './fixtures.ts';

const OUD_NOIR = productPath('PR00012', 'oud-noir');

async function fillCart(page: Page): Promise<void> {
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
}

async function openCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expectPageReady(page, { h1: 'Checkout' });
}

async function deliverToSavedAddress(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: /Ananya Rao/ }).first()).toBeChecked();
  await expect(page.getByText(/Free delivery by/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByText(/^Delivering to /)).toBeVisible();
}

const place = (page: Page) => page.getByRole('button', { name: 'Place order and pay' });

async function payByCard(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Ananya Rao');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

const orderCount = async (attar: { shopState(): Promise<Record<string, unknown>> }) => {
  const state = (await attar.shopState()) as { state?: { orders?: { byId?: object } }; orders?: { byId?: object } };
  return Object.keys(state.state?.orders?.byId ?? state.orders?.byId ?? {}).length;
};

test('a buyer checks out to a saved address, pays by UPI and sees the order id', async ({ page, attar }) => {
  await attar.signIn(page);
  await fillCart(page);
  await openCheckout(page);
  await attar.expectNoAxeViolations(page);
  await deliverToSavedAddress(page);
  await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cards via PayU/ })).toBeVisible();
  await place(page).click();

  await expect(page).toHaveURL(/\/checkout\?order=OD/);
  await expect(page.getByRole('heading', { name: /^Pay for order OD/ })).toBeVisible();
  await expect(page.getByText(/^UPIC/)).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have paid' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\/OD/);
  await expectPageReady(page, { h1: 'Thank you for your order' });
  const orderId = page.url().split('/').pop()!;
  await expect(page.locator('main').getByText(orderId)).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  await attar.expectNoAxeViolations(page);
});

test('a failed payment shows why and a retry with another mode succeeds', async ({ page, attar }) => {
  const before = await orderCount(attar);
  await attar.signIn(page);
  await fillCart(page);
  await openCheckout(page);
  await deliverToSavedAddress(page);
  await attar.scenario({ payment: 'failure' });
  await place(page).click();
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'your bank declined the UPI collect request' })).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await attar.scenario({ payment: 'success' });
  await page.getByRole('radio', { name: /Cards, netbanking and wallets/ }).check();
  await page.getByRole('button', { name: 'Pay with Cards, netbanking and wallets' }).click();
  await expect(page.getByText(/Test mode: use the card/)).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await payByCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\/OD/);
  expect(await orderCount(attar)).toBe(before + 1);
});

test('a double-clicked Place order makes one order, and a double-clicked I have paid one payment', async ({ page, attar }) => {
  await attar.signIn(page);
  await fillCart(page);
  await openCheckout(page);
  await deliverToSavedAddress(page);
  const before = await orderCount(attar);
  const creates: string[] = [];
  const verifies: string[] = [];
  page.on('request', (r) => {
    const tag = r.headers()['actiontag'];
    if (tag === 'ordersCreate') creates.push(String(r.postDataJSON()?.idempotencyKey));
    if (tag === 'paymentVerify') verifies.push(r.url());
  });
  await place(page).dblclick();
  await expect(page).toHaveURL(/\/checkout\?order=OD/);
  expect(creates).toHaveLength(1);
  expect(await orderCount(attar)).toBe(before + 1);

  await page.getByRole('button', { name: 'I have paid' }).dblclick();
  await expect(page).toHaveURL(/\/checkout\/success\/OD/);
  await expectPageReady(page, { h1: 'Thank you for your order' });
  expect(verifies).toHaveLength(1);
});

test('a new address is checked, saved and used; a pincode the couriers refuse is named', async ({ page, attar }) => {
  await attar.signIn(page);
  await fillCart(page);
  await openCheckout(page);
  await page.getByRole('button', { name: 'Add a new address' }).first().click();
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByLabel('Mobile number').fill('98765');
  await form.getByRole('button', { name: 'Save and use this address' }).click();
  await expect(form.getByText("Enter the addressee's name.")).toBeVisible();
  await expect(form.getByText('A mobile number in India has exactly 10 digits.')).toBeVisible();
  await expect(form.getByText('Enter the pincode.')).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await form.getByLabel('Full name').fill('Ananya Rao');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Flat, house or building').fill('Hotel Grand Dragon');
  await form.getByLabel('City or town').fill('Leh');
  await form.getByLabel('State').fill('Ladakh');
  await form.getByLabel('Pincode').fill('194101');
  await form.getByRole('button', { name: 'Save and use this address' }).click();
  await expect(page.getByRole('radio', { name: /Hotel Grand Dragon/ })).toBeChecked();
  await expect(page.getByText('Leh, Ladakh: our courier partners do not deliver here yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We do not deliver to pincode 194101' })).toBeVisible();
  await expect(place(page)).toBeDisabled();
  await attar.expectNoAxeViolations(page);

  await page.getByRole('radio', { name: /Lavelle Residency/ }).check();
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  await expect(place(page)).toBeEnabled();
});

test('buy now goes straight to checkout with that one item', async ({ page, attar }) => {
  await attar.signIn(page);
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?buyNow=CK/);
  await expectPageReady(page, { h1: 'Checkout' });
  await expect(page.locator('.checkout-items li')).toHaveCount(1);
  await expect(page.locator('.checkout-items')).toContainText('Oud Noir');
  await deliverToSavedAddress(page);
  await page.getByRole('radio', { name: /Cards via PayU/ }).check();
  await place(page).click();
  await payByCard(page);
  await expect(page).toHaveURL(/\/checkout\/success\/OD/);
});

test('a guest pressing buy now signs in and lands on that buy-now checkout', async ({ page, attar }) => {
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fcheckout%3FbuyNowCin%3D/);
  await page.goto('/checkout?buyNowCin=ATR-OUD-100&quantity=1');
  await expectPageReady(page, { h1: 'Checkout' });
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await attar.signIn(page);
  await page.goto('/checkout?buyNowCin=ATR-OUD-100&quantity=1');
  await expect(page).toHaveURL(/\/checkout\?buyNow=CK/);
  await expect(page.locator('.checkout-items')).toContainText('Oud Noir');
});
