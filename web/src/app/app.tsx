/**
 * The storefront: the route table under a browser router, SWR configured once. The declarative router
 * (not the data router) keeps react-router's share of the first load small; nothing here uses loaders
 * or actions (decision 006).
 */
import { BrowserRouter, useRoutes } from 'react-router';
import { SWRConfig } from 'swr';
import { NavigationBridge, ScrollOnNavigate } from './navigation.tsx';
import { routes } from './routes.tsx';

function RoutedApp() {
  return useRoutes(routes);
}

export function App() {
  return (
    <SWRConfig value={{ dedupingInterval: 2000, keepPreviousData: true }}>
      <BrowserRouter>
        <NavigationBridge />
        <ScrollOnNavigate />
        <RoutedApp />
      </BrowserRouter>
    </SWRConfig>
  );
}
