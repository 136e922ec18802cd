/**
 * The catalogue (issue 5, item 5): the home rails, /shop and the category pages with their URL-kept
 * filters, sort, search and paging, and the product page with sizes, stock, pincode check, details
 * tabs, reviews, related rails, cart, buy now and the wishlist, at both widths, each screen through axe.
 */
import type { Page } from '@playwright/test';
import type { Schemas } from '@attar/sdk';
import { agreeToCookies, expect, expectPageReady, PHONE, productPath, test, WIDE, type Attar } from './fixtures.ts';

const isMobile = () => test.info().project.name === 'mobile';
const count = (page: Page) =>
  page
    .locator('main')
    .getByRole('status')
    .filter({ hasText: /perfume/ });

/** Opens the filter panel on a phone (it is always open on a wide screen). */
async function openFilters(page: Page) {
  if (!isMobile()) return;
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test.describe('home rails', () => {
  test('each rail shows at most 10 cards that lead to their product pages; the arrows scroll it', { tag: WIDE }, async ({
    page,
  }) => {
    await page.goto('/');
    await expectPageReady(page);
    const rail = page.getByRole('region', { name: 'For Him', exact: true });
    const cards = rail.getByRole('list', { name: 'For Him' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(10);
    const next = rail.getByRole('button', { name: 'Next For Him' });
    const previous = rail.getByRole('button', { name: 'Previous For Him' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(previous).toBeEnabled();
    // axe on the whole home page runs in routes.e2e.ts
    const first = cards.first().getByRole('link').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expectPageReady(page, { h1: name });
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+\/[A-Za-z0-9_-]+$/);
  });
});

test.describe('shop', () => {
  test('filters, sort and pages live in the URL; back returns to the previous listing', async ({ page, attar }) => {
    await page.goto('/shop');
    await expectPageReady(page, { h1: 'Shop' });
    await expect(count(page)).toHaveText(/Showing 1–12 of \d+ perfumes/);
    await openFilters(page);
    await attar.expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /^Woody/ }).check();
    await expect(page).toHaveURL(/\?family=WOODY$/);
    await expect(count(page)).toHaveText(/of \d+ perfume/);
    await page.getByRole('checkbox', { name: /^Woody/ }).uncheck();
    await expect(page).toHaveURL(/\/shop$/);
    await page.getByLabel('Sort by').selectOption('discount');
    await expect(page).toHaveURL(/\?sort=discount$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?sort=discount&page=2$/);
    await expect(count(page)).toHaveText(/Showing 13–24 of/);
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=discount$/);
    await expect(count(page)).toHaveText(/Showing 1–12 of/);
    await expect(page.getByLabel('Sort by')).toHaveValue('discount');
    // a shared link opens the same listing
    await page.goto('/shop?stock=1&price=1000-1999.99&sort=price_high_to_low');
    await expectPageReady(page);
    await openFilters(page);
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /₹1,000 – ₹1,999/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_high_to_low');
  });

  test('a filter leaves the page where it was, and its chip takes it off again', { tag: WIDE }, async ({ page, attar }) => {
    await page.goto('/shop');
    await expectPageReady(page, { h1: 'Shop' });
    const floral = page.getByRole('checkbox', { name: /^Floral/ });
    await floral.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // what the shopper sees: the box they ticked stays where it was on the screen (the chips row that
    // appears above it is absorbed by the browser's scroll anchoring), not a jump to the top
    const before = (await floral.boundingBox())!.y;
    await floral.check();
    await expect(page).toHaveURL(/\?family=FLORAL$/);
    await expect(count(page)).toHaveText(/of \d+ perfume/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    expect(Math.abs((await floral.boundingBox())!.y - before)).toBeLessThan(40);
    const chips = page.getByRole('group', { name: 'Chosen filters' });
    await chips.getByRole('button', { name: /^Floral/ }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(chips).toHaveCount(0);
    await attar.expectNoAxeViolations(page);
  });

  test('a misspelt search offers the keyword it probably meant', { tag: PHONE }, async ({ page, attar }) => {
    await page.goto('/shop?keyword=sandelwood');
    await expectPageReady(page, { h1: 'Shop' });
    await expect(page.getByText('No perfume matches “sandelwood”.')).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'sandalwood', exact: true }).click();
    await expect(page).toHaveURL(/\?keyword=sandalwood$/);
    await expect(count(page)).toHaveText(/of \d+ perfumes? for “sandalwood”/);
  });

  test('a search with no results offers to clear the filters', { tag: PHONE }, async ({ page, attar }) => {
    await page.goto('/shop?family=WOODY');
    await expectPageReady(page);
    await page.getByLabel('Search perfumes').fill('nothing-like-this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/keyword=nothing-like-this/);
    await expect(count(page)).toHaveText('No perfumes found for “nothing-like-this”');
    await attar.expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(count(page)).toHaveText(/Showing 1–12 of/);
  });

  test('the search box suggests as the shopper types, by keyboard, and keeps their recent searches', { tag: WIDE }, async ({
    page,
    attar,
  }) => {
    await page.goto('/shop');
    await expectPageReady(page, { h1: 'Shop' });
    const box = page.getByRole('combobox', { name: 'Search perfumes' });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // what the catalogue suggests for "ro", as the list must show it: completed keywords, then products
    const expected = (await attar.api.catalog.suggest({ keyword: 'ro', limit: 5 })).data!;
    await box.pressSequentially('ro');
    await expect(list.getByRole('option')).toHaveText([
      ...expected.keywords,
      ...expected.products.map((p) => new RegExp(`^${p.name}, ₹`)),
    ]);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await attar.expectNoAxeViolations(page);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = list.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(expected.keywords[1]);
    await expect(count(page)).toHaveText(new RegExp(`for “${expected.keywords[1]}”`));
    // Escape closes the list and leaves the words; a second Escape empties the box
    await box.fill('mus');
    await expect(list.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('mus');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    // the empty box offers this device's searches, newest first, and forgets them on request
    await box.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveText([`${expected.keywords[1]}, recent search`, 'Clear recent searches']);
    await attar.expectNoAxeViolations(page);
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(list).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('attar.recentSearches'))).toBeNull();
  });

  test("the header's search box follows the store's flag and suggests as the shopper types", { tag: WIDE }, async ({
    page,
    attar,
  }) => {
    await page.goto('/');
    await expectPageReady(page);
    await expect(page.locator('header').getByRole('combobox')).toHaveCount(0);
    const site = (await attar.api.content.site()).data!;
    await attar.content({ site: { header: { ...site.header, searchBar: { ...site.header.searchBar, enabled: true } } } });
    await page.goto('/');
    await expectPageReady(page);
    const box = page.locator('header').getByRole('combobox', { name: 'Search perfumes' });
    await box.pressSequentially('oud');
    const product = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: /^Oud Noir\b/ });
    await expect(product).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await product.click();
    await expectPageReady(page, { h1: 'Oud Noir' });
  });

  test('a category page lists its category under its name; an unknown one says so', { tag: PHONE }, async ({ page, attar }) => {
    await page.goto('/category/for-her/CA00002?sort=rating');
    await expectPageReady(page, { h1: 'For Her' });
    await expect(page).toHaveTitle(/^For Her perfumes \| Attar House$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await openFilters(page);
    await expect(page.getByRole('group', { name: 'Category' })).toHaveCount(0);
    await attar.expectNoAxeViolations(page);
    // the server answers a category that does not exist with a 404 page (search engines drop it)
    attar.allowProblems(/404 GET \/category\/nowhere\/CA09999/);
    const missing = await page.goto('/category/nowhere/CA09999');
    expect(missing?.status()).toBe(404);
    await expectPageReady(page, { h1: 'We could not find this category' });
    await expect(page.getByRole('link', { name: 'Browse all perfumes' })).toHaveAttribute('href', '/shop');
  });
});

test.describe('product page', () => {
  /** Opens a product page as a shopper would and returns the product as the catalogue has it. */
  async function openProduct(page: Page, attar: Attar, id = 'PR00012'): Promise<Schemas['Product']> {
    const { data: product } = await attar.api.catalog.product({ itemId: id });
    await page.goto(productPath(id, product!.slug));
    await expectPageReady(page, { h1: product!.name });
    return product!;
  }

  test('each size shows its own price; the pincode check validates, estimates and refuses', { tag: PHONE }, async ({
    page,
    attar,
  }) => {
    const product = await openProduct(page, attar);
    await expect(page).toHaveTitle(`${product.name} | Attar House`);
    const sizes = page.getByRole('group', { name: 'Size' });
    const price = page.locator('.pdp-price .price-now');
    for (const v of product.variants) {
      await sizes.getByRole('radio', { name: new RegExp(`^${v.label}`) }).check();
      await expect(price).toHaveText(`₹${v.price.toLocaleString('en-IN')}`);
    }
    await page.getByLabel('Pincode').fill('12345');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert')).toHaveText(/6 digits/);
    await page.getByLabel('Pincode').fill('560001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText(/usually takes \d–\d days/)).toBeVisible();
    await attar.scenario({ pincode: ['110001'] });
    await page.getByLabel('Pincode').fill('110001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.locator('.pdp-pincode-no')).toBeVisible();
    await attar.expectNoAxeViolations(page);
  });

  test('the details tabs work by keyboard; reviews and related rails show; a question about the perfume is sent', {
    tag: WIDE,
  }, async ({ page, attar }) => {
    await openProduct(page, attar);
    const tabs = page.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Returns' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Read the full policy' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(/return/i);
    // a paid order cannot be cancelled: the cancellation tab's summary and its full policy say so
    await page.getByRole('tab', { name: 'Cancellation' }).click();
    const cancellation = page.getByRole('tabpanel');
    await expect(cancellation).toContainText('An order can be cancelled until it is paid; a paid order cannot be cancelled.');
    await cancellation.getByRole('button', { name: 'Read the full policy' }).click();
    await expect(cancellation).toContainText('Once the payment has gone through, the order can no longer be cancelled');
    await expect(page.getByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
    // the product enquiry: refused without a name and a mobile, kept as typed, then confirmed by the shop
    await page.getByRole('button', { name: 'Ask about this perfume' }).click();
    const enquiry = page.getByRole('region', { name: 'Ask about this perfume' });
    await enquiry.getByLabel('Mobile number').fill('98765');
    await enquiry.getByRole('button', { name: 'Send my question' }).click();
    await expect(enquiry.getByLabel('Your name')).toBeFocused();
    await expect(enquiry.getByLabel('Mobile number')).toHaveValue('98765');
    await attar.expectNoAxeViolations(page);
    await enquiry.getByLabel('Your name').fill('Meera Iyer');
    await enquiry.getByLabel('Mobile number').fill('9876543210');
    await enquiry.getByRole('button', { name: 'Send my question' }).click();
    await expect(enquiry.getByRole('status')).toContainText(
      /Thank you, your question has reached us\. Enquiry \S+ about .+ on \+91 9876543210/,
    );
  });

  test('add to cart and buy now are wired; a guest is asked to sign in before buying', { tag: PHONE }, async ({
    page,
    attar,
  }) => {
    const product = await openProduct(page, attar);
    const inStock = product.variants.find((v) => v.inStock)!;
    // on a phone the cookie banner, which comes with the footer after the first view, covers the button
    await agreeToCookies(page);
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: new RegExp(`^${inStock.label}`) })
      .check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });

  test('a signed-in buyer saves to the wishlist and sees recently viewed perfumes', { tag: PHONE }, async ({ page, attar }) => {
    await attar.signIn(page);
    await page.goto(productPath('PR00001', 'sandal-mysore'));
    await expectPageReady(page);
    const heart = page.getByRole('button', { name: 'Save to wishlist', exact: true });
    const pressed = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');
    await page.goto(productPath('PR00012', 'oud-noir'));
    await expectPageReady(page);
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    await attar.expectNoAxeViolations(page);
  });

  test('an old address is corrected, and a product that is not there says so in the page', { tag: PHONE }, async ({
    page,
    attar,
  }) => {
    await page.goto(productPath('PR00012', 'old-name'));
    await expect(page).toHaveURL(/\/p\/oud-noir\/UFIwMDAxMg$/);
    await page.goto('/p/sandal-mysore/not-an-id');
    await expect(page).toHaveURL(/\/p\/sandal-mysore\/UFIwMDAwMQ$/);
    attar.allowProblems(/404 GET \/p\/no-such-perfume\//);
    const missing = await page.goto(productPath('PR09999', 'no-such-perfume'));
    expect(missing?.status()).toBe(404);
    await expectPageReady(page, { h1: 'We could not find this perfume' });
    await expect(page).toHaveTitle(/Perfume not found/);
    await attar.expectNoAxeViolations(page);
  });
});
