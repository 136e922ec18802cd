/**
 * Wishlist (issue 6 item 3): a guest who taps a heart is asked to sign in and brought back; the
 * buyer's /wishlist shows the saved perfumes, moves one to the cart and removes the rest.
 */
import { expect, expectPageReady, test } from './fixtures.ts';

test('a guest tapping a heart is sent to sign in, coming back to the same page', async ({ page, attar }) => {
  await page.goto('/shop');
  await expectPageReady(page);
  await page
    .locator('main')
    .getByRole('button', { name: /^Save .+ to wishlist$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fshop$/);
  await expect(page.getByText('Sign in to save perfumes to your wishlist.')).toBeVisible();
});

test('a guest opening the wishlist is asked to sign in', async ({ page, attar }) => {
  await page.goto('/wishlist');
  await expectPageReady(page, { h1: 'Wishlist' });
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toHaveAttribute('href', '/login?returnTo=%2Fwishlist');
  await attar.expectNoAxeViolations(page);
});

test('the buyer moves a saved perfume to the cart and removes the others', async ({ page, attar }) => {
  await attar.signIn(page);
  await page.goto('/wishlist');
  await expectPageReady(page, { h1: 'Wishlist' });
  await expect(page.getByText('3 perfumes saved')).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Move to cart: Oud Noir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Oud Noir moved to your cart.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oud Noir' })).toHaveCount(0);
  await expect(page.getByText('2 perfumes saved')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Vetiver Smoke' }).click();
  await expect(page.getByRole('heading', { name: 'Vetiver Smoke' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove Mogra Bloom' }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await page.goto('/cart');
  await expect(page.locator('main').getByText('Oud Noir').first()).toBeVisible();
});
