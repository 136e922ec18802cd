// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteWithFeatures } from '../../test-support/site-features.ts';
import { MemoryRouter } from 'react-router';
import { store } from '../../state/store.ts';

const reads = vi.hoisted(() => ({ data: {} as Record<string, unknown> }));
vi.mock('../../data/use-action.ts', () => ({
  useAction: (action: string, input: unknown) => ({
    data: input === null ? undefined : reads.data[action],
    error: undefined,
    isLoading: false,
    mutate: vi.fn(),
  }),
}));
vi.mock('swr', async (importOriginal) => ({ ...(await importOriginal<typeof import('swr')>()), mutate: vi.fn() }));

const { AccountLayout } = await import('./account-layout.tsx');

const features = (quotes: boolean) => siteWithFeatures({ quotes });
const inRouter = (node: React.ReactNode, path = '/') => render(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

beforeEach(() => {
  reads.data = { contentSite: features(true), addressList: [] };
  store.auth = true;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  store.auth = false;
});

describe('the account menu', () => {
  it('lists Quotes only when the store has them on', () => {
    reads.data.contentSite = features(false);
    const { unmount } = inRouter(<AccountLayout />, '/profile');
    const nav = () => screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav()).queryByRole('link', { name: 'Quotes' })).toBeNull();
    unmount();
    reads.data.contentSite = features(true);
    inRouter(<AccountLayout />, '/profile');
    expect(within(nav()).getByRole('link', { name: 'Quotes' }).getAttribute('href')).toBe('/profile/quotes');
  });
});
