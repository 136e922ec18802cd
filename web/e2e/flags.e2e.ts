/**
 * Store features that really switch off (issue 18 item 2, decision 022): each flag switched through the
 * mock (`/_mock/features`, reset before every test), and what a shopper then sees: no entry to the
 * feature anywhere, and its routes answering with a page that says it is not available here (axe
 * clean), never a blank page. `loginRequire` sends a guest to sign in and back. The storefront never
 * calls a switched-off feature: no reply of the shop is a 403 in these journeys.
 */
import type { Page } from '@playwright/test';
import { DEMO_BUYER, expect, expectPageReady, productPath, test } from './fixtures.ts';

const OUD_NOIR = productPath('PR00012', 'oud-noir');

/** Fails the test if the shop refused any call: a switched-off feature must not be asked for. */
function noRefusals(page: Page): () => void {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return () => expect(refused, 'no call of a switched-off feature').toEqual([]);
}

/** The page says the feature is not available, with a way on, and is accessible. */
async function expectUnavailable(page: Page, path: string, title: string, axe?: () => Promise<void>): Promise<void> {
  await page.goto(path);
  await expectPageReady(page, { h1: title });
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
  if (axe) await axe();
}

const quickLinks = (page: Page) => page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');

test('with sign-in off: no way to sign in anywhere, its pages and the account pages say so', async ({ page, attar }) => {
  const check = noRefusals(page);
  await attar.features({ signIn: false });
  await page.goto('/');
  await expectPageReady(page);
  await expect(quickLinks(page)).toHaveText(['Shop', 'Cart']);
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(drawer.getByRole('link', { name: 'Wishlist' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const title = 'Signing in is not available in this store';
  await expectUnavailable(page, '/login', title, () => attar.expectNoAxeViolations(page));
  await expectUnavailable(page, '/loginpassword', title);
  await expectUnavailable(page, '/registration', title);
  await page.goto('/profile');
  await expectPageReady(page, { h1: 'This page needs an account' });
  await expect(page).toHaveURL(/\/profile$/);
  check();
});

test('with sign-up off: signing in works, but nothing offers to create an account', async ({ page, attar }) => {
  const check = noRefusals(page);
  await attar.features({ signUp: false });
  await page.goto('/login');
  await expectPageReady(page, { h1: 'Sign in' });
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await expectUnavailable(page, '/registration', 'Creating an account is not available in this store', () =>
    attar.expectNoAxeViolations(page),
  );
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expectPageReady(page, { h1: 'Sign in' });
  check();
});

test('with loginRequire on: a guest signs in first and comes back to the perfume; legal pages stay open; a missing perfume is a 404', async ({
  page,
  attar,
}) => {
  const check = noRefusals(page);
  await attar.features({ loginRequire: true });
  // an address with no perfume behind it is a 404 the guest is shown as such, not a sign-in
  attar.allowProblems(/404 GET \/p\/unknown\/XXX$/);
  const missing = await page.goto('/p/unknown/XXX');
  expect(missing?.status()).toBe(404);
  await expectPageReady(page, { h1: 'We could not find that page' });
  await expect(page).toHaveURL(/\/p\/unknown\/XXX$/);
  await page.goto(OUD_NOIR);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe(OUD_NOIR);
  await expectPageReady(page, { h1: 'Sign in' });
  await attar.expectNoAxeViolations(page);
  await page.goto('/terms');
  await expectPageReady(page);
  await expect(page).toHaveURL(/\/terms$/);

  await page.goto(`/loginpassword?returnTo=${encodeURIComponent(OUD_NOIR)}`);
  await expectPageReady(page, { h1: 'Sign in with your password' });
  await page
    .getByRole('textbox', { name: /mobile|email/i })
    .first()
    .fill(DEMO_BUYER.mobile);
  await page.locator('input[type="password"]').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: /^sign in/i }).click();
  await expect(page).toHaveURL(new RegExp(`${OUD_NOIR}$`));
  await expectPageReady(page, { h1: 'Oud Noir' });
  check();
});

test('with the cart off: no add to cart or buy now, no cart link, and /cart and /checkout say so', async ({ page, attar }) => {
  const check = noRefusals(page);
  await attar.features({ cart: false });
  await page.goto('/shop');
  await expectPageReady(page);
  await expect(page.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
  await expect(quickLinks(page)).toHaveText(['Shop', 'Wishlist', 'Account']);

  await page.goto(OUD_NOIR);
  await expectPageReady(page, { h1: 'Oud Noir' });
  await expect(page.getByText('Buying online is not available in this store at the moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to cart|Buy now|^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();

  const title = 'The cart is not available in this store';
  await expectUnavailable(page, '/cart', title, () => attar.expectNoAxeViolations(page));
  await expectUnavailable(page, '/checkout', title);
  check();
});

test('with the wishlist off: no hearts, no wishlist link, and /wishlist says so', async ({ page, attar }) => {
  const check = noRefusals(page);
  await attar.features({ wishlist: false });
  await attar.signIn(page);
  await page.goto(OUD_NOIR);
  await expectPageReady(page, { h1: 'Oud Noir' });
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /wishlist/i })).toHaveCount(0);
  await expect(quickLinks(page)).toHaveText(['Shop', 'Cart', 'Account']);
  await expectUnavailable(page, '/wishlist', 'The wishlist is not available in this store', () =>
    attar.expectNoAxeViolations(page),
  );
  check();
});
