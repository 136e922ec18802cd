/**
 * The storefront's end-to-end fixtures. Import `test` and `expect` from here, never from
 * @playwright/test:
 *
 *   import { test, expect } from './fixtures.ts';
 *   test('a shopper adds a perfume to the cart', async ({ page, attar }) => { ... });
 *
 * Every test starts on a freshly reset mock shop (its own per worker, fixed start time), and fails on
 * unexpected console errors, page errors, broken requests and requests to the internet (see
 * support/guards.ts). `attar` drives the shop and checks accessibility; see e2e/README.md.
 */
import { test as base, expect, type Page } from '@playwright/test';
import type { AttarClient, Schemas } from '@attar/sdk';
import { expectNoAxeViolations, type AxeOptions } from './support/axe.ts';
import { PageGuard } from './support/guards.ts';
import {
  fillCartViaApi,
  MockShopControl,
  signInViaApi,
  signInViaUi,
  type ContentPatch,
  type ScenarioFlags,
  type StoreFeatures,
} from './support/shop.ts';
import { stackFor, type Stack } from './support/stack.ts';

export interface Attar {
  /** This worker's mock shop and storefront addresses. */
  readonly stack: Stack;
  /** A fresh seeded shop (done before every test; call again to start over mid-test). */
  resetShop(): Promise<void>;
  /** Moves the shop's clock forward by hours; returns the new shop time (ISO). */
  advanceClock(hours: number): Promise<string>;
  /** Scenario switches for the rest of the test: `{ payment: 'failure' }`, `{ guest: 'expired' }`, `'latency=300'`. */
  scenario(flags: ScenarioFlags | string): Promise<void>;
  /** Store features on or off for the rest of the test: `{ guestCheckout: true }`, `{ quotes: true }` (load a page after). */
  features(features: StoreFeatures): Promise<void>;
  /** Breaks the content configuration on purpose for the rest of the test (hostile or broken replies, served as set). */
  content(patch: ContentPatch): Promise<void>;
  /** Ends every buyer session on the server, as an expiry would: the next signed-in call is a 401. */
  expireSessions(): Promise<number>;
  /** Signs the demo buyer (9876543210 / Attar@2026) in: `via: 'api'` (default, fast) or `'ui'` (/loginpassword). */
  signIn(page: Page, options?: { via?: 'api' | 'ui' }): Promise<void>;
  /**
   * Puts a product (default Oud Noir, PR00012) in the cart through the API, in the size its page starts
   * on: the signed-in buyer's (after `signIn`), or a guest cart kept in this browser's storage. For
   * journeys about what comes after the cart. `customization` personalises the line (a signed-in
   * buyer's only), as the product page's Personalise form does.
   */
  fillCart(
    page: Page,
    options?: { itemId?: string; quantity?: number; customization?: Schemas['Customization'][] },
  ): Promise<void>;
  /** Zero axe violations for wcag2a, wcag2aa and wcag21aa on the page as it is now. */
  expectNoAxeViolations(page: Page, options?: AxeOptions): Promise<void>;
  /** Lets problems of this test pass the page guard: patterns over its lines (support/guards.ts). */
  allowProblems(...patterns: Array<RegExp | string>): void;
  /** Watches another page (a popup) with the same guard. */
  watch(page: Page): void;
  /** The mock shop's whole state, to check what the server holds. */
  shopState(): Promise<Record<string, unknown>>;
  /** The SDK on this worker's mock shop (as a guest): read what a page should show. */
  readonly api: AttarClient;
}

interface WorkerFixtures {
  stack: Stack;
}
interface TestFixtures {
  attar: Attar;
  guard: PageGuard;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [async ({}, use, workerInfo) => use(stackFor(workerInfo.parallelIndex)), { scope: 'worker' }],

  baseURL: async ({ stack }, use) => use(stack.web),

  guard: async ({}, use, testInfo) => {
    const guard = new PageGuard();
    await use(guard);
    const problems = await guard.unexpected();
    if (problems.length && testInfo.status === testInfo.expectedStatus) {
      throw new Error(
        `unexpected problems on the page (allow expected ones with attar.allowProblems):\n  ${problems.join('\n  ')}`,
      );
    }
    if (problems.length) await testInfo.attach('page problems', { body: problems.join('\n'), contentType: 'text/plain' });
  },

  page: async ({ page, guard }, use) => {
    await guard.watchPolicies(page);
    guard.watch(page);
    await use(page);
  },

  attar: [
    async ({ stack, guard }, use) => {
      const control = new MockShopControl(stack);
      await control.resetShop();
      await use({
        stack,
        resetShop: () => control.resetShop(),
        advanceClock: (hours) => control.advanceClock(hours),
        scenario: (flags) => control.scenario(flags),
        features: (features) => control.features(features),
        content: (patch) => control.content(patch),
        expireSessions: () => control.expireSessions(),
        signIn: (page, options) => (options?.via === 'ui' ? signInViaUi(page) : signInViaApi(page, control)),
        fillCart: (page, options) =>
          fillCartViaApi(control, page, options?.itemId ?? 'PR00012', options?.quantity ?? 1, options?.customization),
        expectNoAxeViolations,
        allowProblems: (...patterns) => guard.allow(...patterns),
        watch: (page) => guard.watch(page),
        shopState: () => control.state(),
        api: control.api,
      });
    },
    { auto: true },
  ],
});

export { expect };
/** Tags of a test that runs at one width only (playwright.config.ts): its steps are the same at both. */
export const PHONE = '@phone';
export const WIDE = '@wide';
export { DEMO_BUYER, MOCK_OTP } from './support/stack.ts';
export { storedToken } from './support/shop.ts';
export type { AxeOptions } from './support/axe.ts';
export {
  agreeToCookies,
  expectPageReady,
  focused,
  pickCouponInCart,
  productPath,
  startGuestClock,
  tabUntil,
} from './support/page.ts';
