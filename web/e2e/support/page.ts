/** What "the page is there" means for a shopper, keyboard helpers and small shopper moves. */
import { expect, type Page } from '@playwright/test';
import { SHOP_START } from './stack.ts';

export interface ReadyOptions {
  /** The page's heading, when the test knows it. */
  h1?: string | RegExp;
  /** How long the page may take to settle (skeletons gone), ms. */
  timeout?: number;
}

/**
 * The routed page has rendered: one visible h1, a main with text, no loading skeleton left in main,
 * no error state and no failed block. Returns the h1's text.
 */
export async function expectPageReady(page: Page, options: ReadyOptions = {}): Promise<string> {
  const timeout = options.timeout ?? 15_000;
  // One wait in the page, checked every frame, for the whole ready state; then one read of it, each part
  // asserted with its own message. (A chain of retrying expects cost about half a second a page in
  // round trips and poll intervals: most of them wait 100-250 ms before their second look.)
  // the heading the test expects, so that a page still showing the one before a navigation is not taken
  const expected =
    options.h1 === undefined
      ? null
      : typeof options.h1 === 'string'
        ? { text: options.h1 }
        : { source: options.h1.source, flags: options.h1.flags };
  await page
    .waitForFunction(
      (want) => {
        const main = document.querySelectorAll('main');
        const h1 = document.querySelectorAll('h1');
        const heading = (h1[0] as HTMLElement | undefined)?.innerText.replace(/\s+/g, ' ').trim() ?? '';
        const named = !want || ('text' in want ? heading === want.text : new RegExp(want.source, want.flags).test(heading));
        return (
          main.length === 1 &&
          h1.length === 1 &&
          h1[0]!.checkVisibility() &&
          named &&
          !main[0]!.querySelector('.skeleton, [aria-busy="true"]') &&
          !document.querySelector('[data-deferred]:not([data-hydrated])')
        );
      },
      expected,
      { timeout, polling: 'raf' },
    )
    .catch(() => {
      // not ready in time: the reads below say which part is missing
    });
  const state = await page.evaluate(() => {
    const main = document.querySelectorAll('main');
    const h1 = [...document.querySelectorAll('h1')] as HTMLElement[];
    return {
      mains: main.length,
      h1s: h1.length,
      h1Visible: h1[0]?.checkVisibility() ?? false,
      h1Text: (h1[0]?.innerText ?? '').trim(),
      loading: main[0]?.querySelectorAll('.skeleton, [aria-busy="true"]').length ?? 0,
      errorStates: main[0]?.querySelectorAll('.error-state').length ?? 0,
      failedBlocks: main[0]?.querySelectorAll('[data-block-failed]').length ?? 0,
      text: ((main[0] as HTMLElement | undefined)?.innerText ?? '').trim().length,
      unhydrated: document.querySelectorAll('[data-deferred]:not([data-hydrated])').length,
    };
  });
  expect(state.mains, 'the page has one main landmark').toBe(1);
  expect(state.h1Visible, 'the page has a visible h1').toBe(true);
  if (options.h1 !== undefined) await expect(page.locator('h1').first()).toHaveText(options.h1);
  expect(state.loading, 'nothing in main is still loading').toBe(0);
  expect(state.h1s, 'exactly one h1').toBe(1);
  expect(state.errorStates, 'no error state in main').toBe(0);
  expect(state.failedBlocks, 'no content block failed').toBe(0);
  expect(state.text, 'main has text').toBeGreaterThan(0);
  // the parts a server-rendered page hydrates when wanted (lib/deferred-region.tsx) have hydrated: a
  // journey acting on one before would click HTML no handler listens to yet
  expect(state.unhydrated, 'every deferred region has hydrated').toBe(0);
  return state.h1Text;
}

/** A short description of the focused element: tag, role, accessible text. */
export async function focused(
  page: Page,
): Promise<{ tag: string; text: string; inMain: boolean; inHeader: boolean; className: string; href: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim().slice(0, 80),
      inMain: Boolean(el?.closest('main')),
      inHeader: Boolean(el?.closest('header')),
      className: typeof el?.className === 'string' ? el.className : '',
      href: el?.getAttribute('href') ?? null,
    };
  });
}

/** Presses Tab until `done` holds for the focused element (at most `max` times); returns how many presses. */
export async function tabUntil(page: Page, done: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 60): Promise<number> {
  for (let i = 1; i <= max; i++) {
    await page.keyboard.press('Tab');
    if (done(await focused(page))) return i;
  }
  throw new Error(`Tab did not reach the element within ${max} presses`);
}

/** A product page's route: `/p/{slug}/{the product id in base64url}`. */
export const productPath = (productId: string, slug: string): string =>
  `/p/${slug}/${Buffer.from(productId).toString('base64url')}`;

/**
 * Says 'I Agree' to the cookie banner like a shopper, so it no longer covers the page's bottom on a phone.
 * The banner comes with the footer, once the first view is ready: wait for the footer first.
 */
export async function agreeToCookies(page: Page): Promise<void> {
  await page.locator('footer.site-footer').waitFor({ state: 'attached' });
  const agree = page.getByRole('button', { name: 'I Agree' });
  if (await agree.isVisible()) await agree.click();
}

/**
 * Guest carts live 7 days on the shop's clock, which starts at SHOP_START; the browser's clock starts
 * there too, so a guest cart made in a test is not already past its expiry on the real calendar (the
 * storefront compares the stored expiry with the browser's clock).
 */
export const startGuestClock = (page: Page) => page.clock.install({ time: new Date(SHOP_START) });

/**
 * In the buyer's filled cart, picks the demo buyer's WELCOME10 from their two coupons instead of typing
 * it, with `checkOpenList` (an axe check) while the list is open; the coupon is applied.
 */
export async function pickCouponInCart(page: Page, checkOpenList: () => Promise<void>): Promise<void> {
  await page.goto('/cart');
  await expectPageReady(page, { h1: 'Cart' });
  await agreeToCookies(page);
  await page.getByRole('button', { name: 'Choose from your coupons' }).click();
  const mine = page.getByRole('list', { name: 'Your coupons' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await checkOpenList();
  await mine.getByRole('button', { name: 'Apply WELCOME10' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon applied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeVisible();
}
