// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFrame, siteConfig } from './frame-test-kit.tsx';
import { firstViewMounted, resetFirstViewForTests } from '../../lib/first-view.ts';
import { PageWrapper } from './page-wrapper.tsx';
import { SiteHeader } from './site-header.tsx';

const state = vi.hoisted(() => ({ site: undefined as unknown, error: undefined as unknown }));
vi.mock('../../data/use-site.ts', () => ({ useSite: () => ({ data: state.site, error: state.error }) }));
vi.mock('../../data/cart-actions.ts', () => ({ useCart: () => ({ itemCount: 0 }) }));
vi.mock('../../data/wishlist-actions.ts', () => ({ useWishlist: () => ({ count: 0 }) }));
const integrations = vi.hoisted(() => ({
  font: vi.fn(async () => 'loaded'),
  icon: vi.fn(),
  identity: vi.fn(async () => true),
  tags: vi.fn(async () => false),
  start: vi.fn(),
}));
vi.mock('../../integrations/font-loader.ts', () => ({ loadWebFont: integrations.font }));
vi.mock('../../integrations/site-icon.ts', () => ({ setSiteIcon: integrations.icon }));
vi.mock('../../integrations/identity.ts', () => ({ configureIdentityProvider: integrations.identity }));
vi.mock('../../integrations/tag-manager.ts', () => ({ setupTagManager: integrations.tags }));
vi.mock('../../features/analytics/analytics-client.ts', () => ({
  startAnalytics: integrations.start,
  sendAnalytics: () => {},
  currentSender: () => ({}),
}));
vi.mock('../../integrations/ip-lookup.ts', () => ({
  visitorPlace: () => new Promise(() => {}),
  knownPlace: () => ({ ip: 'N/A' }),
}));

beforeEach(() => {
  vi.clearAllMocks();
  resetFirstViewForTests();
  state.site = undefined;
  state.error = undefined;
});
afterEach(cleanup);

describe('page wrapper', () => {
  it("logs 'Error fetching config' and still renders the page with a minimal header", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    state.error = new Error('network down');
    renderFrame(
      <PageWrapper>
        <SiteHeader />
        <main>
          <h1>Home</h1>
        </main>
      </PageWrapper>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Attar House' })).toBeTruthy();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching config', state.error));
    expect(integrations.font).not.toHaveBeenCalled();
    expect(integrations.start).not.toHaveBeenCalled();
  });

  it('sets up the font, icon, identity provider, tag manager and analytics from the configuration', async () => {
    const site = siteConfig();
    state.site = site;
    renderFrame(
      <PageWrapper>
        <p>page</p>
      </PageWrapper>,
    );
    // nothing starts before the first view is ready (the layout around the pages says when it has rendered)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(integrations.start).not.toHaveBeenCalled();
    expect(integrations.font).not.toHaveBeenCalled();
    act(() => firstViewMounted());
    await waitFor(() => expect(integrations.start).toHaveBeenCalledWith(site.integrations.analyticsSocket));
    // the integrations load in their own chunk
    await waitFor(() => expect(integrations.font).toHaveBeenCalledWith(site.integrations.webFont));
    expect(integrations.icon).toHaveBeenCalledWith(site.integrations.siteIcon, site.imageHosts);
    expect(integrations.identity).toHaveBeenCalledWith(site.integrations.identityProvider);
    expect(integrations.tags).toHaveBeenCalledWith({ enabled: true, id: '' });
  });
});
