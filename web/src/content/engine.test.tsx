// @vitest-environment happy-dom
/**
 * The content engine as a shopper meets it: blocks in `blockOrder`, disabled ones absent, rich text
 * sanitised, unknown block types skipped, and one broken block never taking the page down.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { PageRenderer } from './page-renderer.tsx';
import { registry } from './registry.ts';
import type { ContentBlock, ContentPage } from './types.ts';
import { advantages, block, elementId, field, page, pageHeading, richText } from './blocks/test-content.ts';
import { patchDomForDomPurify } from './blocks/test-dom.ts';

patchDomForDomPurify();

// The one broken block of these tests: its component throws while rendering (put in the registry's place
// for this file, without replacing its module, so the file shares the dom project's module graph).
const realBrandStrip = registry.brandStrip;
const BrokenBrandStrip: typeof registry.brandStrip = () => {
  throw new Error('brand strip exploded');
};

/**
 * Renders inside an awaited act: a block whose code arrives after the render is then shown. (In a render
 * of RTL's own, a synchronous act, React did not retry a block suspended on its code while a sibling
 * block's code was already there: a test then failed or passed by which blocks earlier files had loaded.)
 */
const inAct = (ui: ReactElement) => act(async () => render(ui));
const renderPage = (content: ContentPage) =>
  inAct(
    <MemoryRouter>
      <div className="page">
        <PageRenderer page={content} />
      </div>
    </MemoryRouter>,
  );

const renderedBlocks = (container: HTMLElement) =>
  [...container.querySelectorAll('.block-frame')].map((frame) => frame.getAttribute('data-block'));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  registry.brandStrip = BrokenBrandStrip;
});
afterEach(() => {
  cleanup();
  registry.brandStrip = realBrandStrip;
});

describe('PageRenderer', () => {
  it('lets every block of the page the site opens on (the server rendered it) enter without fading; later pages animate as configured', async () => {
    const fade: Partial<ContentBlock> = { animation: { type: 'fade', durationMs: 300 } };
    const blocks = [
      pageHeading(1, 'About us', fade),
      richText(2, 'Our story', '<p>Since 1952.</p>', true, fade),
      advantages(3, ['Free Shipping'], fade),
    ];
    const opened = await inAct(
      <MemoryRouter>
        <PageRenderer page={page(blocks)} firstView />
      </MemoryRouter>,
    );
    // each block has its own boundary: wait until the code of all three has arrived
    expect(await screen.findByText('Free Shipping', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Since 1952.', {}, { timeout: 5000 })).toBeTruthy();
    const frames = [...opened.container.querySelectorAll('.block-frame')];
    expect(frames.map((frame) => frame.getAttribute('data-animate'))).toEqual(['fade', 'fade', 'fade']);
    expect(frames.map((frame) => frame.hasAttribute('data-first-view'))).toEqual([true, true, true]);
    cleanup();

    const later = await renderPage(page(blocks));
    expect(await screen.findByText('Free Shipping', {}, { timeout: 5000 })).toBeTruthy();
    expect(later.container.querySelectorAll('[data-first-view]')).toHaveLength(0);
  });

  it('renders the blocks in blockOrder, not in the order the list gives them', async () => {
    const { container } = await renderPage(
      page([advantages(3, ['Free Shipping']), richText(1, 'Our story', '<p>Since 1952.</p>'), pageHeading(2, 'About us')]),
    );
    expect(await screen.findByText('Free Shipping', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Since 1952.')).toBeTruthy();
    expect(renderedBlocks(container)).toEqual(['richText', 'pageHeading', 'advantages']);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Our story')).toBeLessThan(headings.indexOf('About us'));
    expect(headings.indexOf('About us')).toBeLessThan(headings.indexOf('Free Shipping'));
  });

  it('does not render disabled blocks', async () => {
    const { container } = await renderPage(
      page([
        pageHeading(1, 'Shown'),
        advantages(2, ['Hidden promise'], { isBlockEnabled: false }),
        richText(3, 'Also shown', '<p>Text</p>'),
      ]),
    );
    expect(await screen.findByText('Text')).toBeTruthy();
    expect(screen.queryByText('Hidden promise')).toBeNull();
    expect(renderedBlocks(container)).toEqual(['pageHeading', 'richText']);
  });

  it('sanitises rich text: scripts and event handlers are removed, formatting and links stay', async () => {
    const html =
      '<p>Read <strong>carefully</strong>.</p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true"><p onclick="window.hacked = true">Click</p>' +
      '<a href="https://example.com/guide">Guide</a> <a href="/faq">FAQ</a> <a href="javascript:alert(1)">Bad</a>';
    const { container } = await renderPage(page([richText(1, 'Policy', html)]));
    expect(await screen.findByText('carefully')).toBeTruthy();
    const prose = container.querySelector('.prose')!;
    expect(prose.querySelector('script')).toBeNull();
    expect(prose.querySelector('[onerror]')).toBeNull();
    expect(prose.querySelector('[onclick]')).toBeNull();
    expect(prose.querySelector('img')).toBeNull();
    expect(prose.innerHTML).not.toContain('hacked');
    expect(prose.querySelector('strong')?.textContent).toBe('carefully');
    expect(screen.getByRole('link', { name: 'Guide' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('rel')).toBeNull();
    expect(screen.getByText('Bad').getAttribute('href')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows rich text switched off as plain text, never as markup', async () => {
    await renderPage(page([richText(1, 'Plain', 'Use <b>code</b> FESTIVE', false)]));
    expect(await screen.findByText('Use <b>code</b> FESTIVE')).toBeTruthy();
  });

  it('skips an unknown block type and renders the rest of the page', async () => {
    const unknown = { ...pageHeading(1, 'Ghost'), blockRef: 'hologram' } as unknown as ContentBlock;
    const { container } = await renderPage(page([unknown, pageHeading(2, 'Still here'), advantages(3, ['Free Shipping'])]));
    expect(await screen.findByText('Free Shipping', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeTruthy();
    expect(screen.queryByText('Ghost')).toBeNull();
    expect(renderedBlocks(container)).toEqual(['pageHeading', 'advantages']);
  });

  it('shows a small note for a block that throws, and the other blocks still render', async () => {
    const brands = block('brandStrip', 2, [
      { elementId: elementId(), fields: { logo: field('/media/brands/a.svg', { altText: 'A' }) } },
    ]);
    const { container } = await renderPage(page([pageHeading(1, 'Home'), brands, advantages(3, ['Secure Payments'])]));
    expect(await screen.findByText('This part of the page could not be shown.')).toBeTruthy();
    expect(container.querySelector('[data-block-failed="brandStrip"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(await screen.findByText('Secure Payments')).toBeTruthy();
  });

  it('gives the page its h1 from the block that opens it', async () => {
    await renderPage(
      page([richText(1, 'Return Policy', '<h2>Returns</h2><p>Within 3 days.</p>'), advantages(2, ['Free Shipping'])]),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Return Policy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
  });
});
