/**
 * Reviews (issue 6 item 7, issue 18 item 5): the buyer reviews a delivered item from the order page,
 * with stars, words and a photo sent as multipart, then changes the review and deletes it; gives stars
 * only (the rating calls), which the product page's average and breakdown count; votes a review
 * helpful and changes their mind; and finds their reviews under My reviews.
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

test('stars only from the order count in the product page, helpful votes change their counts, and My reviews lists it', async ({
  page,
  attar,
}) => {
  const { data: found } = await attar.api.catalog.suggest({ keyword: 'Gulab Jal', limit: 1 });
  const product = found!.products[0]!;
  expect(product.name).toBe('Gulab Jal');
  const before = (await attar.api.reviews.ratingBreakdown({ productId: product.productId })).data!;

  await attar.signIn(page);
  await page.goto('/orders/OD26111500011');
  await expectPageReady(page, { h1: 'Order OD26111500011' });
  const reviews = page.getByRole('region', { name: 'Reviews of shipment FL26111500011' });
  await reviews.getByRole('button', { name: 'Just rate it: Gulab Jal' }).click();
  await reviews.getByRole('radio', { name: '3 stars' }).check();
  await reviews.getByRole('button', { name: 'Save rating' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Thanks for rating.' })).toBeVisible();
  await expect(reviews.getByText('Rated 3 out of 5')).toBeAttached();
  await reviews.getByRole('button', { name: 'Change rating of Gulab Jal' }).click();
  await reviews.getByRole('radio', { name: '2 stars' }).check();
  await reviews.getByRole('button', { name: 'Save rating' }).click();
  await expect(reviews.getByRole('status').filter({ hasText: 'Rating updated.' })).toBeVisible();
  await expect(reviews.getByText('Rated 2 out of 5')).toBeAttached();

  // the product page: the average and the 2-star count include the rating; the list does not show it
  const after = (await attar.api.reviews.ratingBreakdown({ productId: product.productId })).data!;
  expect(after.count).toBe(before.count + 1);
  const twoStars = (b: typeof after) => b.stars.find((s) => s.stars === 2)!.count;
  expect(twoStars(after)).toBe(twoStars(before) + 1);
  await page.goto(`/p/${product.slug}/${Buffer.from(product.productId).toString('base64url')}`);
  await expectPageReady(page, { h1: 'Gulab Jal' });
  const section = page.getByRole('region', { name: 'Ratings and reviews' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.pdp-rating-number')).toHaveText(after.average.toFixed(1));
  await expect(section.getByText(`Based on ${after.count} ratings`)).toBeVisible();
  const bars = section.getByRole('list', { name: 'Ratings by stars' }).getByRole('listitem');
  await expect(bars).toHaveCount(5);
  await expect(bars.nth(3)).toContainText(`2 stars: ${twoStars(after)}`);

  // the written reviews, newest first, as the shop lists them; the first gets a vote, then a change of mind
  const listed = (await attar.api.reviews.listByProduct({ productId: product.productId, pageSize: 10 })).data!.items;
  const articles = section.getByRole('article');
  await expect(articles).toHaveCount(listed.length);
  const first = articles.first();
  if (listed[0]!.title) await expect(first.getByRole('heading', { level: 3 })).toHaveText(listed[0]!.title);
  const { helpfulCount: yes, notHelpfulCount: no } = listed[0]!;
  await first.getByRole('button', { name: `Yes (${yes})` }).click();
  await expect(first.getByRole('button', { name: `Yes (${yes + 1})` })).toHaveAttribute('aria-pressed', 'true');
  await first.getByRole('button', { name: `No (${no})` }).click();
  await expect(first.getByRole('button', { name: `No (${no + 1})` })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('button', { name: `Yes (${yes})` })).toHaveAttribute('aria-pressed', 'false');
  await attar.expectNoAxeViolations(page);
  // the vote is the shop's: a reload shows it pressed with the same counts
  await page.reload();
  await expectPageReady(page, { h1: 'Gulab Jal' });
  await expect(
    page
      .getByRole('region', { name: 'Ratings and reviews' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: `No (${no + 1})` }),
  ).toHaveAttribute('aria-pressed', 'true');

  // My reviews in the account
  await page.getByRole('link', { name: 'Account' }).first().click();
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My reviews' }).click();
  await expect(page).toHaveURL(/\/profile\/reviews$/);
  const mine = page.getByRole('list', { name: 'Your reviews' }).getByRole('article');
  await expect(mine.first().getByRole('heading', { name: 'Gulab Jal' })).toBeVisible();
  await expect(mine.first()).toContainText('Rating only');
  await expect(mine.first().getByText('Rated 2 out of 5')).toBeAttached();
  await attar.expectNoAxeViolations(page);
});
