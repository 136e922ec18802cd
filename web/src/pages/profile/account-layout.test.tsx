// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteWithFeatures } from '../../test-support/site-features.ts';
import { MemoryRouter } from 'react-router';
import { store } from '../../state/store.ts';
import { cannedReads } from '../../test-support/canned-reads.tsx';
import { AccountLayout } from './account-layout.tsx';

let data: Record<string, unknown> = {};
const reads = cannedReads((action) => data[action]);

const features = (quotes: boolean) => siteWithFeatures({ quotes });
const inRouter = (node: React.ReactNode, path = '/') =>
  render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>, { wrapper: reads.wrapper });

beforeEach(() => {
  data = { contentSite: features(true), addressList: [] };
  store.auth = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  store.auth = false;
});

describe('the account menu', () => {
  it('lists Quotes only when the store has them on', () => {
    data.contentSite = features(false);
    const { unmount } = inRouter(<AccountLayout />, '/profile');
    const nav = () => screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav()).queryByRole('link', { name: 'Quotes' })).toBeNull();
    unmount();
    data.contentSite = features(true);
    inRouter(<AccountLayout />, '/profile');
    expect(within(nav()).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe('/profile/quotes');
  });
});
