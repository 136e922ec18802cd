// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { fakeApi } from '../../test-support/fake-api.ts';
import { SearchCombobox } from './search-combobox.tsx';
import { RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX } from './recent-searches.ts';
import { SUGGEST_DEBOUNCE_MS } from './use-suggestions.ts';

const api = fakeApi({ catalog: { suggest: vi.fn() } });

const reply = (keyword: string) => ({
  data: {
    keyword,
    keywords: [`${keyword}`, `${keyword} attar`],
    products: [{ productId: 'PR00012', slug: 'oud-noir', name: 'Oud Noir', image: { url: '/m.svg', altText: '' }, price: 2499 }],
    categories: [],
  },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}
const onSearch = vi.fn();
const show = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <SearchCombobox label="Search perfumes" placeholder="Search" maxLength={100} onSearch={onSearch} submit="Search" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const box = () => screen.getByRole('combobox', { name: 'Search perfumes' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const key = (k: string) => fireEvent.keyDown(box(), { key: k });
/** Lets the debounce pass and the (resolved) suggestion reply arrive. */
const settle = () =>
  act(async () => {
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    await Promise.resolve();
    await Promise.resolve();
  });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  onSearch.mockReset();
  api.catalog.suggest.mockReset();
  api.catalog.suggest.mockImplementation(async ({ keyword }: { keyword: string }) => reply(keyword));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('search as you type', () => {
  it('asks once the typing pauses, and cancels a request a newer keyword supersedes', async () => {
    show();
    type('o');
    type('ou');
    type('oud');
    await act(async () => void vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1));
    expect(api.catalog.suggest).not.toHaveBeenCalled();
    await settle();
    expect(api.catalog.suggest).toHaveBeenCalledTimes(1);
    expect(api.catalog.suggest.mock.calls[0]![0]).toEqual({ keyword: 'oud', limit: 5 });

    // a slow answer for "rose" is still out when the shopper types on: it is cancelled and never shown
    let answerRose: (value: unknown) => void = () => undefined;
    api.catalog.suggest.mockImplementationOnce(() => new Promise((resolve) => (answerRose = resolve)));
    type('rose');
    await settle();
    const roseSignal = (api.catalog.suggest.mock.calls[1]![1] as { signal: AbortSignal }).signal;
    expect(roseSignal.aborted).toBe(false);
    type('rosewood');
    expect(roseSignal.aborted).toBe(true);
    await settle();
    await act(async () => answerRose(reply('rose')));
    expect(options().map((o) => o.textContent)).toEqual(['rosewood', 'rosewood attar', 'Oud Noir, ₹2,499']);
  });

  it('follows the combobox pattern: arrows move the active option, Enter takes it, Escape closes then empties', async () => {
    show();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    type('oud');
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(options()).toHaveLength(3);
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    key('ArrowUp');
    key('ArrowDown');
    key('Enter');
    expect(onSearch).toHaveBeenCalledWith('oud attar');
    expect(box().value).toBe('oud attar');

    type('oud');
    await settle();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    key('Escape');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('oud');
    key('Escape');
    expect(box().value).toBe('');
  });

  it('Enter with no option active searches what was typed; a product option opens its page', async () => {
    show();
    type('sandal');
    await settle();
    await act(async () => void fireEvent.submit(box().form!));
    expect(onSearch).toHaveBeenCalledWith('sandal');

    type('oud');
    await settle();
    key('ArrowUp'); // wraps to the last option: the product
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    key('Enter');
    expect(screen.getByTestId('where').textContent).toBe('/p/oud-noir/UFIwMDAxMg');
  });

  it('keeps the last searches on the device, newest first and bounded, and forgets them on request', async () => {
    show();
    for (const word of ['rose', 'oud', 'musk', 'amber', 'vetiver', 'jasmine', 'Rose']) {
      type(word);
      await act(async () => void fireEvent.submit(box().form!));
    }
    const kept = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!) as string[];
    expect(kept).toEqual(['Rose', 'jasmine', 'vetiver', 'amber', 'musk']);
    expect(kept).toHaveLength(RECENT_SEARCHES_MAX);

    type('');
    await settle();
    fireEvent.focus(box());
    key('ArrowDown');
    expect(options().map((o) => o.textContent)).toEqual([
      'Rose, recent search',
      'jasmine, recent search',
      'vetiver, recent search',
      'amber, recent search',
      'musk, recent search',
      'Clear recent searches',
    ]);
    expect(api.catalog.suggest).not.toHaveBeenCalledWith(expect.objectContaining({ keyword: '' }), expect.anything());
    key('ArrowUp');
    key('Enter');
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    key('ArrowDown');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  });
});
