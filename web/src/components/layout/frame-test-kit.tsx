/**
 * Test kit for the frame: the seeded site configuration (from the mock shop, so it matches the
 * contract), a way to change it per test, and a render inside a memory router.
 */
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { lendRouterNavigate } from '../../lib/navigate.ts';
import { SWRConfig } from 'swr';
import { createShop } from '@attar/mocks';
import type { SiteConfig } from '../../data/use-site.ts';

/** A fresh copy of the seeded site configuration, changed by `edit`. */
export function siteConfig(edit: (site: SiteConfig) => void = () => {}): SiteConfig {
  const site = structuredClone(createShop().state.content.site) as SiteConfig;
  edit(site);
  return site;
}

/** What the app's NavigationBridge does: lends the router's navigate to the links (lib/navigate.ts). */
function LendNavigate(): null {
  const navigate = useNavigate();
  useEffect(() => lendRouterNavigate(navigate), [navigate]);
  return null;
}

function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname}
      {location.search}
    </p>
  );
}

/**
 * Renders `element` on every route, starting at `path`; `router` tells where it went. `wrapper` goes
 * around it (test-support/canned-reads.tsx answers the reads).
 */
export function renderFrame(element: ReactElement, path = '/', wrapper?: (props: { children: ReactNode }) => ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <LendNavigate />
            {element}
            <Landing />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
    wrapper ? { wrapper } : {},
  );
  return { ...view, router };
}
