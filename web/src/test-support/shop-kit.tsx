/**
 * Component tests against the in-memory mock shop: the storefront's own data layer (the SDK client,
 * SWR, the cart and session actions) with every request answered in-process by @attar/mocks' handlers
 * (the mock checks each request against the contract, the SDK each reply, as in development). A test drives the page as a shopper would and
 * reads what the shop holds or was sent. Needs a DOM (`// @vitest-environment happy-dom`).
 *
 * The storefront's SWR cache is the global one (its actions revalidate through SWR's global `mutate`),
 * so it is emptied after each test, with the session, the storage and a fresh shop.
 * @example
 * const shop = useShopInPage();
 * it('…', async () => {
 *   shop.signIn();
 *   renderRoutes([{ path: '/profile/*', element: <ProfilePage /> }], '/profile/addresses');
 * });
 */
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { getResponse, HttpHandler } from 'msw';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createMockShop, type MockShop, type MockShopOptions, type Shop } from '@attar/mocks';
import type { ActionName } from '@attar/sdk';
import { api, loadSdk } from '../data/client.ts';
import { store } from '../state/store.ts';

/** The shop's clock at the start of every test (the seed's orders, coupons and reviews are dated from it). */
export const SHOP_START = '2026-11-20T10:00:00Z';
/** The seeded demo buyer (Ananya Rao). */
export const DEMO_BUYER = { buyerId: 'BY000017', mobile: '9876543210', password: 'Attar@2026' } as const;

/** A request the page sent: its action, query and JSON body. */
export interface SentCall {
  action: ActionName;
  query: Record<string, string>;
  body: unknown;
}

export interface ShopInPage {
  /** The current shop (a fresh one in each test). */
  readonly shop: Shop;
  /** Every action the storefront called in this test, in order. */
  readonly sent: SentCall[];
  /** The calls of one action. */
  calls(action: ActionName): SentCall[];
  /** Signs the demo buyer in: a session in the shop, its token in the storefront's session. */
  signIn(buyerId?: string): string;
  /** Switches store features through the mock's control route (`POST /_mock/features`). */
  features(features: Record<string, boolean>): Promise<void>;
  /** Moves the shop's clock forward through the mock's control route (`POST /_mock/advance`), and the page's with it. */
  advanceHours(hours: number): Promise<void>;
  /**
   * Decides what the inspection of a return or replacement finds (`POST /_mock/inspections`): REJECTED
   * with `reason` (or the policy's words), shown once the shop's clock reaches the outcome.
   */
  rejectAtInspection(requestId: string, reason?: string): Promise<void>;
}

async function recorded(request: Request): Promise<SentCall | undefined> {
  const action = request.headers.get('actiontag') as ActionName | null;
  if (!action) return undefined;
  const url = new URL(request.url);
  const json = (request.headers.get('content-type') ?? '').includes('application/json');
  return {
    action,
    query: Object.fromEntries(url.searchParams),
    body: json ? await request.clone().json() : undefined,
  };
}

// the first call of each action compiles its contract checks: on this machine a read may take a second
configure({ asyncUtilTimeout: 5000 });

/** Sets up the mock shop for the tests of a file (hooks included); see the module comment. */
export function useShopInPage(options: MockShopOptions = {}): ShopInPage {
  const mock: MockShop = createMockShop({ start: SHOP_START, checkReplies: false, ...options });
  const handlers = () => mock.handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);
  const sent: SentCall[] = [];
  /** The token of the buyer signed in this test. */
  let signedIn: string | undefined;
  const answer = async (request: Request): Promise<Response> => {
    const response = await getResponse(handlers(), request);
    if (!response) throw new TypeError(`The mock shop has no route for ${request.method} ${request.url}`);
    return response;
  };
  const control = async (path: string, body: unknown) => {
    const response = await answer(
      new Request(new URL(`/_mock/${path}`, location.href), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (!response.ok) throw new Error(`/_mock/${path}: ${await response.text()}`);
  };

  // the SDK's runtime loads with the first call: once, before the first test's clock starts
  beforeAll(() => loadSdk());
  beforeEach(() => {
    // the page's clock reads the shop's time (a guest cart's expiry, a payment's deadline are the shop's)
    vi.useFakeTimers({ now: mock.shop.clock.now(), toFake: ['Date'], shouldAdvanceTime: true });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
      const call = await recorded(request);
      if (call) sent.push(call);
      return answer(request);
    });
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    api.session.setToken(null);
    store.auth = false;
    await mutate(() => true, undefined, { revalidate: false });
    localStorage.clear();
    sessionStorage.clear();
    sent.length = 0;
    signedIn = undefined;
    mock.reset();
  });

  return {
    get shop() {
      return mock.shop;
    },
    sent,
    calls: (action) => sent.filter((call) => call.action === action),
    signIn(buyerId = DEMO_BUYER.buyerId) {
      const token = `tok_test${buyerId.toLowerCase()}`;
      signedIn = token;
      const now = mock.shop.clock.now();
      mock.shop.state.sessions[token] = {
        token,
        buyerId,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      };
      api.session.setToken(token);
      store.auth = true;
      return token;
    },
    features: (features) => control('features', features),
    async advanceHours(hours) {
      await control('advance', { hours });
      vi.setSystemTime(mock.shop.clock.now());
      // the session cookie lasts a week by the page's clock: a signed-in shopper stays signed in
      if (signedIn) api.session.setToken(signedIn);
    },
    rejectAtInspection: (requestId, reason) =>
      control('inspections', { requestId, outcome: 'REJECTED', ...(reason === undefined ? {} : { reason }) }),
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders routes in a memory router at `url`, with the current address in `getByTestId('where')`.
 * @example renderRoutes([{ path: '/orders/:orderId', element: <OrderPage /> }], '/orders/OD26111500011')
 */
export function renderRoutes(routes: Array<{ path: string; element: ReactNode }>, url: string) {
  const router = createMemoryRouter(
    routes.map(({ path, element }) => ({
      path,
      element: (
        <>
          {element}
          <Where />
        </>
      ),
    })),
    { initialEntries: [url] },
  );
  // as the app configures SWR (app.tsx), but without deduping: a read of the test before, still within
  // SWR's interval, must not answer this one
  return {
    router,
    ...render(
      <SWRConfig value={{ dedupingInterval: 0, keepPreviousData: true }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    ),
  };
}
