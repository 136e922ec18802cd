/**
 * The content-built pages as a shopper uses them: the home banner (controls, keyboard, Shop Now), the
 * newsletter, the FAQ accordion by keyboard, the contact form, the portfolio's filters and modal, the
 * category tiles and the offline map. axe runs on every new state (an open answer, a modal, a message).
 * And the pages when the content service turns hostile (issue 16): nothing of it runs, nothing blank.
 */
import { unwrap } from '@attar/sdk';
import { BLOCKS_NOT_A_LIST, hostileAboutBlocks, hostileSite, PWNED_FLAG } from '../src/test-support/hostile-config.ts';
import { expect, expectPageReady, test } from './fixtures.ts';

test.describe('content pages', () => {
  test('the home banner rotates under the shopper’s control and Shop Now opens the product', async ({ page, attar }) => {
    await page.goto('/');
    await expectPageReady(page);
    const banner = page.getByRole('region', { name: 'Featured perfumes' });
    const firstImage = banner.locator('img').first();
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).toHaveAttribute('loading', 'eager');

    await banner.getByRole('button', { name: /Pause slide rotation|Start slide rotation/ }).click();
    await expect(banner.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await banner.getByRole('button', { name: 'Slide 1: Oud Noir' }).click();
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Oud Noir');
    await banner.getByRole('button', { name: 'Next slide' }).click();
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Mogra Bloom');
    await page.keyboard.press('ArrowRight');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Sandal Mysore');
    await page.keyboard.press('ArrowLeft');
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Mogra Bloom');
    await attar.expectNoAxeViolations(page);

    await banner.getByRole('link', { name: /Shop Now/ }).click();
    await expect(page).toHaveURL(/\/p\/mogra-bloom\//);
  });

  test('a shopper who prefers reduced motion gets a still banner', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured perfumes' });
    await expect(banner.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('Oud Noir');
  });

  test("the info block's clip plays in view; the newsletter refuses a bad address, then says 'Form Submitted Sucessfully'", async ({
    page,
    attar,
  }) => {
    await page.goto('/');
    await expectPageReady(page);
    const info = page.getByRole('region', { name: 'From Kannauj to your wrist' });
    await info.scrollIntoViewIfNeeded();
    const video = info.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused && v.muted)).toBe(true);
    const clip = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
    expect((await page.request.get(clip, { headers: { range: 'bytes=0-99' } })).status()).toBe(206);
    const section = page.getByRole('region', { name: 'Stay In Touch' });
    const email = section.getByRole('textbox', { name: 'Email address' });
    await email.fill('meera@');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('alert')).toContainText('email address like');
    await expect(email).toHaveValue('meera@');
    await attar.expectNoAxeViolations(page);
    await email.fill('meera.iyer@example.in');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('status')).toHaveText('Form Submitted Sucessfully');
  });

  test('the FAQ opens and closes its five answers by keyboard', async ({ page, attar }) => {
    await page.goto('/faq');
    await expectPageReady(page, { h1: 'Frequently Asked Questions' });
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    await expect(questions).toHaveCount(5);
    const first = page.getByRole('button', { name: 'How long does it take to process my order?' });
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How long does it take to process my order?' })).toContainText(
      '2-3 business days',
    );
    await attar.expectNoAxeViolations(page);
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('button', { name: 'When will my order arrive?' });
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Do you ship on weekends or holidays?' })).toBeFocused();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('the contact page shows the details, sends a message and draws the map offline', async ({ page, attar }) => {
    await page.goto('/contact');
    await expectPageReady(page, { h1: 'Contact Us' });
    const main = page.getByRole('main');
    await expect(main.getByText('Mon-Fri 9am-6pm')).toBeVisible();
    await expect(main.getByText('Saturday and Sunday: holiday')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(main.getByRole('img', { name: /Map: 14, 2nd Cross, Indiranagar/ })).toBeVisible();

    const form = main.getByRole('region', { name: 'Leave A Message' });
    await form.getByRole('textbox', { name: /Mobile/ }).fill('98200');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveCount(4);
    await attar.expectNoAxeViolations(page);
    await form.getByRole('textbox', { name: 'Your name' }).fill('Kavya Sharma');
    await form.getByRole('textbox', { name: 'Email' }).fill('kavya.sharma@example.in');
    await form.getByRole('textbox', { name: /Mobile/ }).fill('9820012345');
    await form.getByRole('textbox', { name: 'Message' }).fill('Does Rose Attar come in a 12 ml travel size?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toHaveText('Form Submitted Sucessfully');
  });

  test('the portfolio filters its projects and opens one in a modal that gives focus back', async ({ page, attar }) => {
    await page.goto('/portfolio');
    await expectPageReady(page, { h1: 'Our Craft' });
    const main = page.getByRole('main');
    const gifting = main.getByRole('button', { name: 'Festive gifting' });
    await gifting.click();
    await expect(gifting).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['Diwali gift boxes', 'Eid collection']);

    const card = main.getByRole('button', { name: 'Diwali gift boxes' });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Diwali gift boxes: Four minis in a handmade box' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('A Bengaluru software firm')).toBeVisible();
    await expect(dialog.getByText(/block-printed cotton/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close project details' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close project details' })).toBeFocused();
    await attar.expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await main.getByRole('button', { name: 'All' }).click();
    await expect(main.getByRole('region', { name: 'Gallery' }).getByRole('img')).toHaveCount(10);
  });

  test('the categories page links every category to its page', async ({ page }) => {
    await page.goto('/categories');
    await expectPageReady(page, { h1: 'Categories' });
    await page.getByRole('main').getByRole('link', { name: 'For Her' }).click();
    await expect(page).toHaveURL(/\/category\/for-her\/CA00002$/);
  });

  test('a hostile content configuration runs no script, reaches no address, and blanks no page', async ({ page, attar }) => {
    // Chromium checks the hostile rich text's inline event handler against the page's CSP already when
    // DOMPurify parses it (an inert document: nothing could run) and reports the refusal: expected here,
    // and only from the sanitiser. Any other violation still fails the test.
    attar.allowProblems(/^csp script-src-attr inline$/, /^console\.error Executing inline event handler .*\(\/assets\/purify\./);
    const site = unwrap(await attar.api.content.site());
    const about = unwrap(await attar.api.content.page({ pageUrl: '/about' }));
    await attar.content({
      site: hostileSite(site),
      pages: { '/about': { blocks: hostileAboutBlocks(about) }, '/faq': { ...BLOCKS_NOT_A_LIST } },
    });

    // the integrations set themselves up once the first view is ready: the font's description is asked
    // for in the same step that would have loaded the identity provider's script
    const integrationsRan = page.waitForRequest(/\/fonts\/[^/]+\.json$/);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Attar House' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText('This part of the page could not be shown.');
    // no header configuration: the minimal header, with the shop's name linking home
    await expect(page.locator('header.site-header a.logo')).toHaveText(site.store.name);
    await integrationsRan;
    const leftovers = await page.evaluate((flag) => {
      const hostile = /^\s*(javascript|data|vbscript):|evil\.example/i;
      const attributes = [...document.querySelectorAll('[href], [src], [poster], [style]')].flatMap((el) =>
        ['href', 'src', 'poster', 'style'].map((name) => el.getAttribute(name) ?? ''),
      );
      return {
        ran: (window as unknown as Record<string, unknown>)[flag] !== undefined,
        addresses: attributes.filter((value) => hostile.test(value) && !value.startsWith('data:image/svg+xml')),
        scripts: [...document.scripts].map((script) => script.src).filter((src) => src && !src.startsWith(location.origin)),
      };
    }, PWNED_FLAG);
    expect(leftovers).toEqual({ ran: false, addresses: [], scripts: [] });
    await attar.expectNoAxeViolations(page);

    // a page whose blocks are not a list: a clear message in the page, under the frame
    await page.goto('/faq');
    await expect(page.getByRole('alert')).toContainText('did not understand');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('header.site-header a.logo')).toBeVisible();
    await attar.expectNoAxeViolations(page);
  });
});
