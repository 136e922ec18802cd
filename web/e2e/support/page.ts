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
  const main = page.locator('main');
  await expect(main, 'the page has one main landmark').toHaveCount(1);
  const h1 = page.locator('h1');
  await expect(h1.first(), 'the page has a visible h1').toBeVisible({ timeout });
  if (options.h1 !== undefined) await expect(h1.first()).toHaveText(options.h1);
  await expect(main.locator('.skeleton, [aria-busy="true"]'), 'nothing in main is still loading').toHaveCount(0, { timeout });
  await expect(h1, 'exactly one h1').toHaveCount(1);
  await expect(main.locator('.error-state'), 'no error state in main').toHaveCount(0);
  await expect(main.locator('[data-block-failed]'), 'no content block failed').toHaveCount(0);
  const text = (await main.innerText()).trim();
  expect(text.length, 'main has text').toBeGreaterThan(0);
  // the parts a server-rendered page hydrates when wanted (lib/deferred-region.tsx) have hydrated: a
  // journey acting on one before would click HTML no handler listens to yet
  await expect(page.locator('[data-deferred]:not([data-hydrated])'), 'every deferred region has hydrated').toHaveCount(0, {
    timeout,
  });
  return (await h1.first().innerText()).trim();
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
