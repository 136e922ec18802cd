/**
 * Price quotes behind their store feature (issue 6, storefront part 2): hidden by default; switched on
 * through the mock (`/_mock/features`), a signed-in buyer requests a bulk quote from a product page,
 * finds it under /profile/quotes with its status and price, adds a note, and after the seller's
 * answer (a day later on the shop's clock) sees the offer and accepts it.
 */
import type { Page } from '@playwright/test';
import { agreeToCookies, expect, expectPageReady, productPath, test } from './fixtures.ts';

const OUD_NOIR = productPath('PR00012', 'oud-noir');

/** The account menu (on a phone the same nav, above the section). */
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

test('quotes stay hidden while the store has them off', async ({ page, attar }) => {
  await attar.signIn(page);
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
  await page.goto('/profile/quotes');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(accountNav(page).getByRole('link', { name: 'Quotes' })).toHaveCount(0);
});

test('with quotes on, a guest is not offered one', async ({ page, attar }) => {
  await attar.features({ quotes: true });
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveCount(0);
});

test("with quotes on, a buyer requests a bulk quote, adds a note, and accepts the seller's offer", async ({ page, attar }) => {
  await attar.features({ quotes: true });
  await attar.signIn(page);
  await page.goto(OUD_NOIR);
  await expectPageReady(page);
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Request a quote' }).click();
  const form = page.getByRole('form', { name: 'Request a quote' });
  await expect(form.getByLabel('Deliver to')).toBeVisible();
  await form.getByLabel('Quantity').fill('0');
  await form.getByRole('button', { name: 'Send quote request' }).click();
  await expect(form.getByText('Enter a quantity from 1 to 10,000.')).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await form.getByLabel('Quantity').fill('24');
  await form.getByLabel('Quote title').fill('Wedding favours');
  await form.getByLabel('Note for the seller (optional)').fill('Gift boxes with a ribbon, please.');
  await form.getByRole('button', { name: 'Send quote request' }).click();
  await expect(page.getByText(/^Quote QT\d+ sent\./)).toBeVisible();
  await attar.expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'See your quotes' }).click();

  await expect(page).toHaveURL(/\/profile\/quotes$/);
  await expect(page.getByRole('heading', { name: 'Quotes', level: 2 })).toBeVisible();
  await expect(accountNav(page).getByRole('link', { name: 'Quotes' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Wedding favours' });
  await expect(card.getByText('Submitted')).toBeVisible();
  await expect(card).toContainText(/1 perfume · list price ₹[\d,]+/);
  await card.getByRole('button', { name: /Show details/ }).click();
  await expect(card.getByText(/^24 × Oud Noir/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Your notes' })).toContainText('Gift boxes with a ribbon, please.');
  await card.getByLabel('Add a note for the seller').fill('Delivery before 12 December.');
  await card.getByRole('button', { name: 'Add note' }).click();
  await expect(card.getByRole('list', { name: 'Your notes' })).toContainText('Delivery before 12 December.');
  await attar.expectNoAxeViolations(page);

  // the seller answers a day later with a bulk price
  await attar.advanceClock(25);
  await page.reload();
  const answered = page.getByRole('article', { name: 'Wedding favours' });
  await expect(answered.getByText('Price offered')).toBeVisible();
  await answered.getByRole('button', { name: /Show details/ }).click();
  await expect(answered.getByText(/Seller's offer:/)).toContainText('10% off the list price');
  await attar.expectNoAxeViolations(page);
  await answered.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(answered.getByText('Accepted')).toBeVisible();
  await expect(answered.getByLabel('Add a note for the seller')).toHaveCount(0);
});
