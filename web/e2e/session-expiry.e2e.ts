/**
 * A 401 mid-session (issue 6, storefront part 2): the buyer's session ends on the server while they
 * browse (`attar.expireSessions()`); the next call that needs it returns the shopper to guest with a
 * message, the header offers sign-in again, and they stay where they were.
 */
import type { Page } from '@playwright/test';
import { agreeToCookies, DEMO_BUYER, expect, expectPageReady, PHONE, productPath, storedToken, test, WIDE } from './fixtures.ts';

const OUD_NOIR = productPath('PR00012', 'oud-noir');
const ENDED = 'Your session has ended. Please sign in again; your browsing is kept.';

/** The account link in the phone's Menu drawer says Sign in (the drawer is closed again after). */
async function expectHeaderSignIn(page: Page, shown: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(shown ? 1 : 0);
  await expect(drawer.getByRole('link', { name: 'Account' })).toHaveCount(shown ? 0 : 1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test('a session ended on the server returns the shopper to guest on the product page they were on', { tag: PHONE }, async ({
  page,
  attar,
}) => {
  await attar.signIn(page);
  await page.goto(OUD_NOIR);
  const title = await expectPageReady(page);
  await agreeToCookies(page);
  await expectHeaderSignIn(page, false);

  expect(await attar.expireSessions()).toBe(1);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

  await expect(page.getByText(ENDED)).toBeVisible();
  await expectHeaderSignIn(page, true);
  await expect.poll(() => storedToken(page)).toBeNull();
  await expect(page).toHaveURL(new RegExp(`${OUD_NOIR}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // the buyer's wishlist is no longer shown as theirs
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  await attar.expectNoAxeViolations(page);

  // the guest carries on from the same page: the perfume goes into a guest cart
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to your cart').first()).toBeVisible();
});

test('a session ended on the server before the profile opens sends the shopper to sign in and back', { tag: WIDE }, async ({
  page,
  attar,
}) => {
  // ended before any page loads: a page left open would go on reading (the home page's lazy blocks) and
  // could meet the 401 there, before the profile is asked for
  await attar.signIn(page);
  expect(await attar.expireSessions()).toBe(1);

  await page.goto('/profile');
  await expect(page.getByText(ENDED)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile$/);
  await expectPageReady(page, { h1: 'Sign in' });
  await attar.expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Sign in with a password instead' }).click();
  await expectPageReady(page, { h1: 'Sign in with your password' });
  await page.getByLabel('Email or mobile number').fill(DEMO_BUYER.mobile);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Welcome back, Ananya')).toBeVisible();
});
