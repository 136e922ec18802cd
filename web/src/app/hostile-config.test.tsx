// @vitest-environment happy-dom
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
import { ApiError, NetworkError, type Schemas } from '@attar/sdk';
import { patchDomForDomPurify } from '../content/blocks/test-dom.ts';
import { api } from '../data/client.ts';
import { firstViewMounted, resetFirstViewForTests } from '../lib/first-view.ts';
import { resetIdentityProvider } from '../integrations/identity.ts';
import { BLOCKS_NOT_A_LIST, hostileAboutBlocks, hostileSite, PWNED_FLAG } from '../test-support/hostile-config.ts';
import { App } from './app.tsx';

patchDomForDomPurify();

type Site = Schemas['SiteConfig'];
type Page = Schemas['ContentPage'];

const seeded = () => structuredClone(createShop().state.content) as { site: Site; pages: Record<string, Page> };

/** The content service answers with `site` and `pages`; every other read fails as if offline. */
function serve(site: unknown, pages: Record<string, unknown>) {
  vi.spyOn(api, 'call').mockImplementation((async (action: string, input: { pageUrl?: string }) => {
    if (action === 'contentSite') return { data: site };
    if (action === 'contentPage') {
      const page = pages[input.pageUrl ?? ''];
      if (page) return { data: page };
      return { error: new ApiError({ status: 404, httpStatus: 404, code: 'content.notFound', message: 'No page.' }) };
    }
    return { error: new NetworkError('offline in this test', action) };
  }) as never);
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
  // nothing leaves the test: the font, the place lookup and the like fail as if offline
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline in this test');
    }),
  );
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
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('contentSite', {}));
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
