/**
 * Guest checkout (issue 6, storefront part 2): off on this store, so a guest is asked to sign in; with
 * the store feature switched on through the mock (`/_mock/features`), a guest adds a perfume, gives
 * their details and an address, pays through the mock provider and sees the order id.
 */
import type { Page } from '@playwright/test';
import { agreeToCookies, type Attar, expect, expectPageReady, startGuestClock, test } from './fixtures.ts';

/** A guest has Oud Noir in their cart (put there through the API: cart.e2e.ts adds through the page) and opens it. */
async function guestCart(page: Page, attar: Attar): Promise<void> {
  await startGuestClock(page);
  await attar.fillCart(page);
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await agreeToCookies(page);
}

test('with guest checkout off, a guest is asked to sign in to check out', async ({ page, attar }) => {
  await guestCart(page, attar);
  await expect(page.getByRole('link', { name: 'Check out as a guest' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();

  await page.goto('/checkout');
  await expectPageReady(page, { h1: 'Checkout' });
  await expect(page.getByText('Please sign in to check out.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Your details' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in to check out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('with guest checkout on, a guest gives details and an address, pays by UPI and sees the order id', async ({
  page,
  attar,
}) => {
  await attar.features({ guestCheckout: true });
  await guestCart(page, attar);
  await page.getByRole('link', { name: 'Check out as a guest' }).click();
  await expectPageReady(page, { h1: 'Checkout' });
  await expect(page.getByRole('button', { name: 'Place order and pay' })).toBeDisabled();
  await attar.expectNoAxeViolations(page);

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Email').fill('not-an-email');
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await details.getByLabel('Full name').fill('Ishaan Verma');
  await details.getByLabel('Email').fill('ishaan@example.in');
  await details.getByLabel('Mobile number').fill('9900112233');
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Ishaan Verma, ishaan@example.in, 9900112233')).toBeVisible();

  const address = page.getByRole('form', { name: 'Delivery address' });
  await address.getByLabel('Full name').fill('Ishaan Verma');
  await address.getByLabel('Mobile number').fill('9900112233');
  await address.getByLabel('Flat, house or building').fill('B-702, Sea Breeze Apartments');
  await address.getByLabel('City or town').fill('Mumbai');
  await address.getByLabel('State').fill('Maharashtra');
  await address.getByLabel('Pincode').fill('400050');
  await address.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page.getByText('Delivering to Ishaan Verma')).toBeVisible();
  // the guest's address is kept on this device under the key the product rules name
  const kept = await page.evaluate(() => localStorage.getItem('guestaddress'));
  expect(JSON.parse(kept ?? 'null')).toMatchObject({ addressee: 'Ishaan Verma', zipcode: '400050', cityOrArea: 'Mumbai' });
  await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await attar.expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page.getByText(/^Payment reference UPIC/)).toBeVisible();
  await attar.expectNoAxeViolations(page);
  // no "I have paid": the page watches the payment (a QR code on screen, or once a UPI app was opened)
  await expect(page.getByRole('button', { name: /I have paid/ })).toHaveCount(0);
  // (a phone-only journey) this phone has no UPI app: the link's own navigation is stopped, the page
  // still sees the tap
  await page.evaluate(() =>
    document.addEventListener('click', (e) => (e.target as Element).closest('a[href^="tez:"]') && e.preventDefault(), true),
  );
  await page.getByRole('link', { name: 'Google Pay' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\/OD/);
  await expectPageReady(page, { h1: 'Thank you for your order' });
  const orderId = page.url().split('/').pop()!;
  await expect(page.locator('main').getByText(orderId)).toBeVisible();
  await attar.expectNoAxeViolations(page);

  const state = (await attar.shopState()) as { state: { cart: { guestOrders?: Record<string, unknown> } } };
  expect(JSON.stringify(state.state.cart)).toContain(orderId);
});
