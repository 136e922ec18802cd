/** The storefront: router over the route table, SWR configured once. */
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <SWRConfig value={{ dedupingInterval: 2000, keepPreviousData: true }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
