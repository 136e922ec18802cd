/**
 * The storefront: the route table under a router, SWR configured once. The browser gets a
 * `BrowserRouter`, the server a `StaticRouter` at the request's URL (entry-server.tsx); both render the
 * same tree, so the browser's first render hydrates what the server sent. The declarative router (not
 * the data router) keeps react-router's share of the first load small; nothing uses loaders or actions:
 * the server's reads come from the components' own `useAction` calls (decision 010).
 */
import type { ComponentType, ReactNode } from 'react';
import { useEffect } from 'react';
import { useRoutes } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { ReadsSnapshot } from '../data/server-reads.ts';
import { PartBoundary } from '../components/ui/part-boundary.tsx';
import { ErrorState } from '../components/ui/status.tsx';
import { NavigationBridge, ScrollOnNavigate } from './navigation.tsx';
import { routes } from './routes.tsx';

function RoutedApp() {
  return useRoutes(routes);
}

/** What shows when even the frame failed to render: a message, and a way back home (a full load). */
const APP_FAILED = (
  <main id="main">
    <ErrorState title="Something went wrong" error={undefined} />
    <a href="/">Go to the home page</a>
  </main>
);

export interface AppProps {
  /** The router: `BrowserRouter` in the browser, a `StaticRouter` at the request's URL on the server. */
  Router: ComponentType<{ children: ReactNode }>;
  /** The replies the server rendered from (SWR's `fallback`). */
  fallback?: ReadsSnapshot;
  /** Server only: a cache of this request's own (SWR's global cache would be shared by every request). */
  provider?: SWRConfiguration['provider'];
  /** Called once the first render is on screen (the browser starts what waits for it). */
  onMounted?: () => void;
}

function Mounted({ onMounted }: { onMounted: () => void }): null {
  useEffect(onMounted, [onMounted]);
  return null;
}

export function App({ Router, fallback, provider, onMounted }: AppProps) {
  return (
    <SWRConfig
      value={{
        dedupingInterval: 2000,
        keepPreviousData: true,
        ...(fallback ? { fallback } : {}),
        ...(provider ? { provider } : {}),
      }}
    >
      <Router>
        <NavigationBridge />
        <ScrollOnNavigate />
        <PartBoundary name="app" fallback={APP_FAILED}>
          <RoutedApp />
        </PartBoundary>
        {onMounted ? <Mounted onMounted={onMounted} /> : null}
      </Router>
    </SWRConfig>
  );
}
