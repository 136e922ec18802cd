/**
 * Reviews (issue 6 item 7): the buyer reviews a delivered item from the order page, with stars, words
 * and a photo sent as multipart, then changes the review and deletes it.
 */
import { expect, expectPageReady, test } from './fixtures.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('a review with a photo is written, changed and deleted', async ({ page, attar }) => {
  await attar.signIn(page);
  await page.goto('/orders/OD26111500011');
  await expectPageReady(page, { h1: 'Order OD26111500011' });
  const reviews = page.getByRole('region', { name: 'Reviews of shipment FL26111500011' });
  await reviews.getByRole('button', { name: 'Write a review of Gulab Jal' }).click();

  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await attar.expectNoAxeViolations(page);

  await reviews.getByRole('radio', { name: '4 stars' }).check();
  await reviews.getByLabel('Title (optional)').fill('Like a rose garden after rain');
  await reviews.getByLabel('Your review (optional)').fill('Soft, true rose; lasts about six hours on me.');
  await reviews.getByLabel('Photos (optional)').setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: PNG });
  await expect(reviews.getByRole('img', { name: 'Photo 1: bottle.png' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Thank you for your review' })).toBeVisible();
  await expect(reviews.getByText('Like a rose garden after rain')).toBeVisible();
  await expect(reviews.getByText('Rated 4 out of 5')).toBeAttached();

  await reviews.getByRole('button', { name: 'Change review of Gulab Jal' }).click();
  await reviews.getByRole('radio', { name: '5 stars' }).check();
  await reviews.getByLabel('Title (optional)').fill('A rose garden after rain');
  await reviews.getByRole('button', { name: 'Save review' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Review updated' })).toBeVisible();
  await expect(reviews.getByText('Rated 5 out of 5')).toBeAttached();

  await reviews.getByRole('button', { name: 'Delete your review of Gulab Jal' }).click();
  await reviews.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Your review of Gulab Jal is deleted.' })).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review of Gulab Jal' })).toBeVisible();
});
