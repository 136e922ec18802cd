/**
 * Test kit for the account forms: replies shaped like the SDK's results and a render inside a memory
 * router. The fake `api` itself is made in each test file (vi.mock is hoisted per file).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { AttarError, Schemas } from '@attar/sdk';

export const ok = <T,>(data: T, message = 'OK') => ({
  data,
  meta: { status: 200, httpStatus: 200, message, requestId: 'req_test' },
});
export const fail = (error: AttarError) => ({ error });

export const ananya: Schemas['AuthSession'] = {
  token: 'st_1a2b3c4d5e6f7a8b9c0d',
  tokenType: 'Bearer',
  expiresAt: '2026-12-20T10:15:30Z',
  apiType: 'C',
  profile: {
    buyerId: 'BY000017',
    type: 'BUYER',
    name: 'Ananya Rao',
    firstName: 'Ananya',
    lastName: 'Rao',
    mobile: '9876543210',
    identities: [],
  },
};

/** Shows where the router went (path, search and handed-over state). */
function Landing() {
  const location = useLocation();
  return (
    <p data-testid="landing">
      {location.pathname}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

/** Renders `element` at `path` (with history `state`); any other route shows where the router landed. */
export function renderAt(path: string, element: ReactElement, state?: unknown) {
  const [route, query] = path.split('?') as [string, string | undefined];
  const router = createMemoryRouter(
    [
      { path: route, element },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [{ pathname: route, search: query ? `?${query}` : '', state }] },
  );
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}
