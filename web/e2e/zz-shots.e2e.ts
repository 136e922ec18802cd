import { expect, expectPageReady, test } from './fixtures.ts';

test('shots', async ({ page, attar }) => {
  const w = page.viewportSize()!.width;
  await attar.signIn(page);
  await page.goto('/profile/orders');
  await expectPageReady(page, { h1: 'My Account' });
  await expect(page.getByRole('list', { name: 'All orders' })).toBeVisible();
  await page.getByRole('button', { name: 'I Agree' }).click({ force: true });
  await page.locator('.account-panel').screenshot({ path: `/tmp/orders-shot-list-${w}.png` });
  await page.goto('/orders/OD26112000042');
  await expectPageReady(page, { h1: 'Order OD26112000042' });
  await page.locator('main').screenshot({ path: `/tmp/orders-shot-paid-${w}.png` });
  await page.goto('/orders/OD26111500011');
  await expectPageReady(page, { h1: 'Order OD26111500011' });
  await page.getByRole('button', { name: /Return or replace items/ }).click();
  await page
    .locator('.fulfillment')
    .first()
    .screenshot({ path: `/tmp/orders-shot-return-${w}.png` });
  await page.goto('/profile/coupons');
  await expect(page.getByRole('list', { name: 'Active coupons' })).toBeVisible();
  await page.locator('.account-panel').screenshot({ path: `/tmp/orders-shot-coupons-${w}.png` });
});
