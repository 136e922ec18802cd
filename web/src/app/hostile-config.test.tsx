// @vitest-environment happy-dom
// @vitest-isolate the content check (data/content-guard.ts) is module state, read once per module graph
/**
 * Issue 16: the content service's configuration is untrusted input. The hostile replies of
 * test-support/hostile-config.ts go through the real storefront (the App, its reads through SWR and
 * the SDK client, the content checks, the frame, the page renderer and the blocks): no script of
 * theirs runs, no address of theirs reaches the page, and the page never goes blank.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '@attar/mocks';
import type { Schemas } from '@attar/sdk';
import { patchDomForDomPurify } from '../content/blocks/test-dom.ts';
import { firstViewMounted, resetFirstViewForTests } from '../lib/first-view.ts';
import { resetIdentityProvider } from '../integrations/identity.ts';
import { BLOCKS_NOT_A_LIST, hostileAboutBlocks, hostileSite, PWNED_FLAG } from '../test-support/hostile-config.ts';
import { App } from './app.tsx';

patchDomForDomPurify();

type Site = Schemas['SiteConfig'];
type Page = Schemas['ContentPage'];

const seeded = () => structuredClone(createShop().state.content) as { site: Site; pages: Record<string, Page> };

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the content service answers in the current test (the SDK's client keeps the fetch it first saw). */
let served: { site: unknown; pages: Record<string, unknown> } = { site: undefined, pages: {} };

/** The marketplace, through the SDK's real client and transport: content as served, anything else offline. */
const marketplace = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
  const action = request.headers.get('actiontag');
  const envelope = { status: 200, message: 'OK', requestId: 'req_test', timestamp: '2026-11-20T10:00:00Z' };
  if (action === 'contentSite') return reply(200, { ...envelope, data: served.site });
  if (action === 'contentPage') {
    const page = served.pages[new URL(request.url).searchParams.get('pageUrl') ?? ''];
    if (page) return reply(200, { ...envelope, data: page });
    return reply(404, { ...envelope, status: 404, code: 'content.notFound', message: 'No page.' });
  }
  throw new TypeError('offline in this test');
});

/** The content service answers with `site` and `pages`; every other request fails as if offline. */
function serve(site: unknown, pages: Record<string, unknown>) {
  served = { site, pages };
  vi.stubGlobal('fetch', marketplace);
}

const renderAt = (path: string) =>
  render(
    <App
      Router={({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>}
      provider={() => new Map()}
    />,
  );

/** Every address in the page's DOM and head: links, images, scripts, the icon, inline styles. */
function addresses(): string[] {
  const attrs = [...document.querySelectorAll('[href], [src], [poster], [style]')].flatMap((el) =>
    ['href', 'src', 'poster', 'style'].map((name) => el.getAttribute(name) ?? ''),
  );
  return attrs.filter(Boolean);
}

function expectNoHostileAddress(): void {
  for (const value of addresses()) {
    expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    expect(value).not.toContain('evil.example');
  }
}

beforeEach(() => {
  // as in production: the SDK's client does not check whole replies itself (data/client.ts), so what
  // reaches the page is what the storefront's own content checks made of them
  vi.stubEnv('DEV', false);
  vi.stubEnv('PROD', true);
  resetFirstViewForTests();
  resetIdentityProvider();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  delete (window as unknown as Record<string, unknown>)[PWNED_FLAG];
  for (const el of document.head.querySelectorAll('script, link[rel~="icon"]')) el.remove();
});

describe('hostile content configuration through the real storefront', () => {
  it('a site configuration with no header, a data: script, and foreign icon and links: minimal header, nothing of theirs runs or renders', async () => {
    const { site, pages } = seeded();
    const hostile = { ...site, ...hostileSite(site) };
    serve(hostile, { '/about': pages['/about'] });
    const page = renderAt('/about');
    // the page's own content shows, under a header with the shop's name
    expect(await screen.findByRole('heading', { name: 'About Attar House' }, { timeout: 5000 })).toBeTruthy();
    const header = page.container.querySelector('header.site-header');
    expect(header?.textContent).toContain(site.store.name);
    // the integrations run once the first view is ready: the identity script is never added
    act(() => firstViewMounted(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '').not.toContain('evil.example');
    expect(screen.queryByRole('link', { name: /Evil/ })).toBeNull();
    expect(page.container.querySelector('.whatsapp-link')).toBeNull();
    expectNoHostileAddress();
    expect((window as unknown as Record<string, unknown>)[PWNED_FLAG]).toBeUndefined();
  });

  it('a page whose blocks carry hostile addresses and HTML, and one block that breaks the contract: the rest shows, the bad block is a note', async () => {
    const { site, pages } = seeded();
    const about = pages['/about']!;
    serve(site, { '/about': { ...about, blocks: hostileAboutBlocks(about) } });
    const page = renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'About Attar House' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('This part of the page could not be shown.', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Our story' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(page.container.querySelector('.prose')).not.toBeNull());
    const prose = page.container.querySelector('.prose')!;
    expect(prose.querySelector('script, img')).toBeNull();
    expect(screen.getByText('Bad link').getAttribute('href')).toBeNull();
    // the image-and-text block shows its text, without the hostile picture or link
    expect(screen.getByRole('heading', { name: 'Distilled, not rushed' })).toBeTruthy();
    expect(screen.queryByAltText('Hostile picture')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hostile link' })).toBeNull();
    expectNoHostileAddress();
    expect((window as unknown as Record<string, unknown>)[PWNED_FLAG]).toBeUndefined();
  });

  it('a page whose block list is not a list: a clear error in the page, the frame stays', async () => {
    const { site, pages } = seeded();
    serve(site, { '/faq': { ...pages['/faq'], ...BLOCKS_NOT_A_LIST } });
    const page = renderAt('/faq');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/did not understand/);
    // the error is all the page has: it is the page's heading
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This did not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(page.container.querySelector('header.site-header a.logo')).not.toBeNull();
  });

  it('a site configuration that is not an object at all: the minimal frame, and the page', async () => {
    const { pages } = seeded();
    serve('x', { '/about': pages['/about'] });
    const page = renderAt('/about');
    expect(await screen.findByRole('heading', { name: 'About Attar House' }, { timeout: 5000 })).toBeTruthy();
    expect(page.container.querySelector('header.site-header a.logo')?.textContent).toBeTruthy();
  });
});
