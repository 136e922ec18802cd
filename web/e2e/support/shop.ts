/**
 * Driving the mock shop from a test through its control routes (`/_mock/*`, mocks/src/control.ts) and
 * signing the demo buyer in, through the API (fast, for journeys that start signed in) or the UI.
 */
import { createAttarClient, createMemorySession, SESSION_COOKIES, type AttarClient, type Schemas } from '@attar/sdk';
import { expect, type Page } from '@playwright/test';
import { DEMO_BUYER, type Stack } from './stack.ts';

/** Scenario switches of the mock shop (mocks/src/core/scenario.ts). */
export interface ScenarioFlags {
  /** How payment verification ends. */
  payment?: 'success' | 'failure' | 'pending';
  /** Delay before every reply, ms. */
  latency?: number;
  /** Share (0..1) of requests that fail with a 500. */
  errors?: number;
  /** Pincodes the couriers do not serve. */
  pincode?: string[];
  /** Treat every guest session as expired. */
  guest?: 'expired' | 'active';
}

/** Store features of the site configuration, and the store's loginRequire, the mock switches at run time (mocks/README.md). */
export type StoreFeatures = Partial<
  Record<
    | 'cart'
    | 'signUp'
    | 'signIn'
    | 'wishlist'
    | 'quotes'
    | 'referral'
    | 'rewards'
    | 'wallets'
    | 'multiLanguage'
    | 'multiRegion'
    | 'multiCurrency'
    | 'guestCheckout'
    | 'loginRequire',
    boolean
  >
>;

/** The buyer's token as the page's session cookie holds it (data/client.ts), or null for a guest. */
export async function storedToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies(page.url());
  return cookies.find((cookie) => cookie.name === SESSION_COOKIES.token)?.value ?? null;
}

/** Parts of the content configuration to replace (mocks/src/control.ts, `POST /_mock/content`). */
export interface ContentPatch {
  site?: Record<string, unknown>;
  pages?: Record<string, Record<string, unknown>>;
}

export class MockShopControl {
  /** The SDK on this worker's mock shop as a guest: read what the storefront should show. */
  readonly api: AttarClient;

  constructor(readonly stack: Stack) {
    this.api = createAttarClient({ baseUrl: stack.mock, session: createMemorySession() });
  }

  private async call(method: string, path: string, body?: string): Promise<Record<string, unknown>> {
    const reply = await fetch(`${this.stack.mock}/_mock/${path}`, {
      method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': method === 'PUT' ? 'text/plain' : 'application/json' } }),
    });
    const json = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
    if (!reply.ok) throw new Error(`mock ${method} /_mock/${path} -> ${reply.status}: ${JSON.stringify(json)}`);
    return json;
  }

  /** A fresh seeded shop: same catalogue, same buyers, clock back at the start, flags cleared. */
  async resetShop(): Promise<void> {
    await this.call('POST', 'reset');
  }

  /** Moves the shop's clock forward (delivery, return windows, guest expiry); returns the new time. */
  async advanceClock(hours: number): Promise<string> {
    const reply = await this.call('POST', 'advance', JSON.stringify({ hours }));
    return String(reply.now);
  }

  /** Sets scenario switches for every later request, e.g. `{ payment: 'failure' }` or `'payment=failure'`. */
  async scenario(flags: ScenarioFlags | string): Promise<void> {
    const text =
      typeof flags === 'string'
        ? flags
        : Object.entries(flags)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : String(v)}`)
            .join(';');
    await this.call('PUT', 'flags', text);
  }

  /** Switches store features (the site configuration's `features`) on or off, e.g. `{ guestCheckout: true }`. */
  async features(features: StoreFeatures): Promise<void> {
    await this.call('POST', 'features', JSON.stringify(features));
  }

  /**
   * Replaces parts of the content configuration with raw JSON, served as set until the next reset (a
   * broken or hostile content service): `{ site: { header: null }, pages: { '/faq': { blocks: 'x' } } }`.
   */
  async content(patch: ContentPatch): Promise<void> {
    await this.call('POST', 'content', JSON.stringify(patch));
  }

  /** Ends every buyer session server-side (the next signed-in call is a 401); returns how many ended. */
  async expireSessions(): Promise<number> {
    return Number((await this.call('POST', 'sessions/expire', '{}')).ended);
  }

  /** The whole shop state (orders, carts, buyers...) to assert what the server now holds. */
  async state(): Promise<Record<string, unknown>> {
    return this.call('GET', 'state');
  }

  /** The shop's current time. */
  async now(): Promise<string> {
    return String((await this.call('GET', 'health')).now);
  }

  /** Signs in through the API and returns the token (the buyer's cart and data are the seeded ones). */
  async apiToken(
    buyer: { username: string; password: string } = { username: DEMO_BUYER.mobile, password: DEMO_BUYER.password },
  ): Promise<string> {
    const client = createAttarClient({ baseUrl: this.stack.mock, session: createMemorySession() });
    const { data, error } = await client.auth.signInWithPassword({ username: buyer.username, password: buyer.password });
    if (error) throw new Error(`API sign-in failed: ${error.message}`);
    const token = client.session.getToken() ?? (data as { token?: string }).token;
    if (!token) throw new Error('API sign-in returned no token');
    return token;
  }
}

/**
 * Puts a product into the cart through the API, as its page's Add to cart does with the size the page
 * starts on (the product's default): the signed-in buyer's cart, or else a new guest cart whose ids,
 * expiry and items this browser keeps where the storefront keeps them (docs/product-rules.md §3; the
 * storefront's data/guest-session.ts). For journeys about what comes after the cart; the first checkout
 * journey and the cart's own journeys add through the page.
 */
export async function fillCartViaApi(
  control: MockShopControl,
  page: Page,
  itemId: string,
  quantity: number,
  customization?: Schemas['Customization'][],
): Promise<void> {
  const product = await control.api.catalog.product({ itemId });
  if (product.error) throw new Error(`product ${itemId}: ${product.error.message}`);
  const item = {
    cin: product.data.defaultCin,
    quantity,
    ...(customization ? { custom: true, customType: 'PERSONALISED' as const, customization } : {}),
  };
  const cookies = await page.context().cookies(control.stack.web);
  const token = cookies.find((cookie) => cookie.name === SESSION_COOKIES.token)?.value;
  if (token) {
    const session = createMemorySession();
    session.setToken(token);
    const buyer = createAttarClient({ baseUrl: control.stack.mock, session });
    const added = await buyer.cart.addItem(item);
    if (added.error) throw new Error(`adding ${item.cin} to the cart: ${added.error.message}`);
    return;
  }
  if (customization) throw new Error('a personalised line is added for a signed-in buyer (sign in first)');
  const added = await control.api.guest.addItem(item);
  if (added.error) throw new Error(`adding ${item.cin} to a guest cart: ${added.error.message}`);
  const { guestId, checkOutId, expiresAt, cart } = added.data;
  const kept = {
    guestId,
    checkOutId,
    guestSessionExpiry: expiresAt,
    cartItems: JSON.stringify(cart.items.map((line) => ({ cin: line.cin, quantity: line.quantity }))),
  };
  // the storefront's origin, without loading the storefront
  await page.goto('/robots.txt');
  await page.evaluate((keys) => {
    for (const [key, value] of Object.entries(keys)) localStorage.setItem(key, value);
  }, kept);
}

/**
 * Signs the demo buyer in by putting an API token in the storefront's session cookie, without loading
 * a page (the next `page.goto` starts signed in).
 */
export async function signInViaApi(page: Page, control: MockShopControl): Promise<void> {
  const token = await control.apiToken();
  await page.context().addCookies([{ name: SESSION_COOKIES.token, value: token, url: control.stack.web, sameSite: 'Lax' }]);
}

/** Signs the demo buyer in through /loginpassword like a shopper, and waits until the session holds a token. */
export async function signInViaUi(
  page: Page,
  buyer = { username: DEMO_BUYER.mobile, password: DEMO_BUYER.password },
): Promise<void> {
  await page.goto('/loginpassword');
  await page
    .getByRole('textbox', { name: /mobile|email|username/i })
    .first()
    .fill(buyer.username);
  await page.locator('input[type="password"]').first().fill(buyer.password);
  await page.getByRole('button', { name: /^(sign in|log in|login)/i }).click();
  await expect.poll(() => storedToken(page), { message: 'the sign-in stored a token' }).not.toBeNull();
}
