// @vitest-environment happy-dom
/** The rotating banner: it moves on by itself, stops when asked, answers the keyboard and respects reduced motion. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BannerCarouselBlock, ROTATE_MS } from './banner-carousel.tsx';
import { bannerSlides, block } from './test-content.ts';
import { firstViewMounted, resetFirstViewForTests } from '../../lib/first-view.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';

// the site configuration a slide's link may read: not there yet
const reads = cannedReads(() => undefined);

const NAMES = ['Oud Noir', 'Mogra Bloom', 'Sandal Mysore'];

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const renderBanner = () =>
  render(
    <MemoryRouter>
      <BannerCarouselBlock block={block('bannerCarousel', 1, bannerSlides(NAMES))} />
    </MemoryRouter>,
    { wrapper: reads.wrapper },
  );

/** The slide a shopper (and a screen reader) can see: the only one not hidden. */
const shownSlide = () => screen.getByRole('heading', { level: 2 }).textContent;

beforeEach(() => {
  vi.useFakeTimers();
  resetFirstViewForTests();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('banner carousel', () => {
  it('shows one slide at a time with its Shop Now link, and rotates on its own', () => {
    stubReducedMotion(false);
    renderBanner();
    expect(shownSlide()).toBe('Oud Noir');
    expect(screen.getByRole('link', { name: /Shop Now/ }).getAttribute('href')).toBe('/p/slide-1/X0');
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(shownSlide()).toBe('Mogra Bloom');
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(shownSlide()).toBe('Sandal Mysore');
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(shownSlide()).toBe('Oud Noir');
  });

  it('stops rotating when paused and starts again on play', () => {
    stubReducedMotion(false);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide rotation' }));
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(shownSlide()).toBe('Oud Noir');
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    act(() => vi.advanceTimersByTime(ROTATE_MS));
    expect(shownSlide()).toBe('Mogra Bloom');
  });

  it('moves with the previous, next and slide buttons and the arrow keys', () => {
    stubReducedMotion(false);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('Mogra Bloom');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide()).toBe('Sandal Mysore');
    const dot = screen.getByRole('button', { name: 'Slide 2: Mogra Bloom' });
    fireEvent.click(dot);
    expect(shownSlide()).toBe('Mogra Bloom');
    expect(dot.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(shownSlide()).toBe('Sandal Mysore');
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    expect(shownSlide()).toBe('Mogra Bloom');
  });

  it('holds still while focus is inside it', () => {
    stubReducedMotion(false);
    renderBanner();
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(ROTATE_MS * 2));
    expect(shownSlide()).toBe('Oud Noir');
  });

  it('never rotates by itself for a shopper who prefers reduced motion', () => {
    stubReducedMotion(true);
    renderBanner();
    expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(ROTATE_MS * 3));
    expect(shownSlide()).toBe('Oud Noir');
  });

  it('loads the first image at once with high priority and a fixed size, the others lazily once the first view is ready', async () => {
    stubReducedMotion(false);
    const { container } = renderBanner();
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['1600', '600']);
    expect(first?.getAttribute('alt')).toBe('Oud Noir banner');
    // the hidden slides' pictures would compete with the first one
    expect(rest).toEqual([]);
    act(() => firstViewMounted());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const later = [...container.querySelectorAll('img')].slice(1);
    expect(later.map((img) => img.getAttribute('alt'))).toEqual(['Mogra Bloom banner', 'Sandal Mysore banner']);
    for (const img of later) expect(img.getAttribute('loading')).toBe('lazy');
  });
});
