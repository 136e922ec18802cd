/**
 * The frame around every page (docs/product-rules.md §2 "Common header", "Footer", "Page wrapper"): header
 * items from the site configuration, the mega menu by keyboard (desktop) and the drawer (mobile), the
 * footer columns, the remembered cookie banner, the WhatsApp link, the bottom menu, and the page
 * wrapper's analytics messages, web font and site icon as the mock shop receives them.
 */
import type { Page } from '@playwright/test';
import { expect, expectPageReady, focused, PHONE, tabUntil, test, WIDE } from './fixtures.ts';

type Kept = { message: Record<string, unknown> };

async function analytics(page: Page, mock: string): Promise<Array<Record<string, unknown>>> {
  const reply = await page.request.get(`${mock}/_mock/analytics`);
  return ((await reply.json()) as { messages: Kept[] }).messages.map((m) => m.message);
}

test.describe('header', () => {
  test('shows the configured items: logo, location, wishlist, cart, sign-in; no search bar', async ({ page }, info) => {
    await page.goto('/faq');
    await expectPageReady(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Attar House' })).toHaveAttribute('href', '/');
    await expect(header.getByText('Bengaluru')).toBeVisible();
    await expect(header.getByRole('search')).toHaveCount(0);
    await expect(page.getByPlaceholder('What is on your mind today?')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
    if (info.project.name === 'desktop') {
      await expect(header.getByRole('link', { name: 'Wishlist' })).toBeVisible();
      // signing in from here comes back here
      await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Ffaq');
    }
  });

  test('the mega menu works by keyboard alone', { tag: WIDE }, async ({ page, attar }) => {
    await page.goto('/faq');
    await expectPageReady(page);
    // innerText follows the menu's uppercase styling
    await tabUntil(page, (f) => f.tag === 'button' && f.text.toLowerCase() === 'for him');
    const forHim = page.getByRole('button', { name: 'For Him' });
    await page.keyboard.press('Enter');
    await expect(forHim).toHaveAttribute('aria-expanded', 'true');
    await attar.expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    // the menu moves focus into the panel on the next frame
    await expect.poll(async () => (await focused(page)).text).toBe('Shop all For Him');
    await page.keyboard.press('ArrowDown');
    const product = await focused(page);
    expect(product.href).toMatch(/^\/p\//);
    await page.keyboard.press('Escape');
    await expect(forHim).toHaveAttribute('aria-expanded', 'false');
    await expect(forHim).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'For Her' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/category\/for-her\/CA00002$/);
    await expect(page.getByRole('button', { name: 'For Her' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone the menu opens as a drawer with the categories and their perfumes', { tag: PHONE }, async ({
    page,
    attar,
  }) => {
    await page.goto('/faq');
    await expectPageReady(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Unisex' }).click();
    await attar.expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('button', { name: 'For Him' }).click();
    await drawer.getByRole('link', { name: 'Shop all For Him' }).click();
    await expect(page).toHaveURL(/\/category\/for-him\/CA00001$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('footer', () => {
  test('columns, WhatsApp link and (on phones) the bottom menu', async ({ page }, info) => {
    await page.goto('/faq');
    await expectPageReady(page);
    const footer = page.getByRole('contentinfo');
    for (const title of ['About', 'Policies', 'Useful Links', 'Contact'])
      await expect(footer.getByRole('heading', { name: title })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(chat).toHaveAttribute('target', '_blank');
    const bottom = page.getByRole('navigation', { name: 'Quick links' });
    if (info.project.name === 'mobile') {
      for (const name of ['Shop', 'Wishlist', 'Cart', 'Account']) await expect(bottom.getByRole('link', { name })).toBeVisible();
      await bottom.getByRole('link', { name: 'Shop' }).click();
      await expect(page).toHaveURL(/\/shop$/);
    } else {
      await expect(bottom).toBeHidden();
    }
  });

  test("the cookie banner goes after 'I Agree', stays gone after a reload, and never shows on /login", { tag: PHONE }, async ({
    page,
    attar,
  }) => {
    await page.goto('/login');
    await expectPageReady(page);
    await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
    await page.goto('/faq');
    await expectPageReady(page);
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await attar.expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'I Agree' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expectPageReady(page);
    await expect(page.getByRole('button', { name: 'I Agree' })).toHaveCount(0);
  });
});

test.describe('page wrapper', () => {
  test('reports time on page at each route change, the visitor once, and clicks', { tag: WIDE }, async ({ page, attar }) => {
    await page.goto('/faq');
    await expectPageReady(page);
    await expect.poll(async () => (await analytics(page, attar.stack.mock)).filter((m) => m.event === 'S').length).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expectPageReady(page);
    // this worker's mock shop also hears the page a previous test left open report its time as it closes
    // (after this test's reset), so the report is picked by the page it is about
    const faqView = (messages: Array<Record<string, unknown>>) => messages.find((m) => m.event === 'V' && m.pageUrl === '/faq');
    await expect
      .poll(async () => faqView(await analytics(page, attar.stack.mock)))
      .toMatchObject({
        topic: 'pageAnalytics',
        type: 'P',
        pageUrl: '/faq',
        pTitle: expect.stringMatching(/question/i),
        token: 'public',
        ip: '203.0.113.42',
      });
    const messages = await analytics(page, attar.stack.mock);
    const view = faqView(messages)!;
    expect(String(view.totalSpendTime)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(messages.find((m) => m.event === 'S')).toMatchObject({ topic: 'userAnalytics', city: 'Bengaluru', country: 'IN' });
    expect(messages.find((m) => m.event === 'C')).toMatchObject({
      pageUrl: '/faq',
      target: { tagName: 'a', text: 'Contact Us', href: '/contact' },
    });
    // the same browser session: no second visitor message
    await page.goto('/about');
    await expectPageReady(page);
    expect((await analytics(page, attar.stack.mock)).filter((m) => m.event === 'S')).toHaveLength(1);
  });

  test('sets the web font and the site icon from the configuration, drawing with the self-hosted type', { tag: PHONE }, async ({
    page,
  }) => {
    const description = page.waitForRequest((request) => new URL(request.url()).pathname === '/fonts/poppins.json');
    await page.goto('/');
    await expectPageReady(page);
    await description;
    await expect(page.locator('html')).toHaveAttribute('data-font', 'loaded');
    // Poppins is the storefront's own (decision 018): the described stylesheet, whose local() faces would replace it, is not added
    await expect(page.locator('link[data-web-font]')).toHaveCount(0);
    const type = await page.evaluate(async () => {
      await document.fonts.ready;
      const h1 = document.querySelector('h1, h2')!;
      return {
        text: document.fonts.check('400 16px Poppins'),
        heading: getComputedStyle(h1).fontFamily,
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
      };
    });
    expect(type.text).toBe(true);
    expect(type.heading).toMatch(/^"?Cormorant Garamond"?,/);
    expect(new Set(type.loaded)).toEqual(new Set(['Poppins', 'Cormorant Garamond']));
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/media\/banners\/favicon\.svg$/);
  });

  test("without the site configuration the page still renders, and the console says 'Error fetching config'", {
    tag: PHONE,
  }, async ({ page, attar }) => {
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    await page.route('**/content/site', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"down"}' }),
    );
    attar.allowProblems(/response 500 GET \/content\/site/);
    // a page the browser renders itself (the server renders public pages with the configuration it read)
    await page.goto('/login');
    await expectPageReady(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Attar House' })).toBeVisible();
    await expect.poll(() => errors.some((e) => e.includes('Error fetching config'))).toBe(true);
  });
});
