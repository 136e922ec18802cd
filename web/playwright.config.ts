/**
 * End-to-end tests of the storefront: Playwright on Debian's Chromium, a production build served by
 * the storefront's production server (server rendering, its headers and its CSP) on the stateful mock
 * shop (fixed start time, so journeys are deterministic). Each worker gets its own mock shop and
 * server (see e2e/support/stack.ts). Run: `pnpm --filter @attar/web
 * e2e` or `cd web && npx playwright test [file] [--project mobile|desktop]`. How to write a journey:
 * e2e/README.md.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  claimPorts,
  e2eTmp,
  repoRoot,
  SHOP_START,
  stackCount,
  stacks,
  webRoot,
} from './e2e/support/stack.ts';

if (!existsSync(CHROME_PATH)) {
  throw new Error(
    `e2e: no Chromium at ${CHROME_PATH}. Install Debian's (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}
claimPorts();
const all = stacks();
const ci = Boolean(process.env.CI);
// ATTAR_E2E_DIST=dir serves a build made before (no build step); by default the run builds its own.
const prebuilt = process.env.ATTAR_E2E_DIST;
const distDir = prebuilt ?? join(e2eTmp, `dist-${all[0]!.webPort}`);
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const vite = join(webRoot, 'node_modules/.bin/vite');
// the build's two halves: the browser's assets and the server bundle
const build = `ATTAR_BUILD_DIR="${distDir}" "${vite}" build --logLevel warn && ATTAR_BUILD_DIR="${distDir}" "${vite}" build --ssr --logLevel warn`;
// ATTAR_E2E_REUSE=1 reuses servers already listening on the ports (for a fast local loop; the build
// they serve may be stale). CI always starts fresh ones.
const reuseExistingServer = !ci && process.env.ATTAR_E2E_REUSE === '1';

/**
 * Which journeys run at which width. Whatever differs by width runs at both: every page template's render,
 * keyboard path and axe check (routes.e2e.ts), the frame, the listing's filters, the checkout's payment
 * step, the visual baselines. A journey whose steps are the same on a phone and a wide screen runs once,
 * so that the suite stays inside its time budget: a whole file in one of these lists, a single test by
 * its tag (`{ tag: PHONE }` or `{ tag: WIDE }` from e2e/fixtures.ts). Mostly at 360 px, where most
 * shoppers are; the account's paperwork and keyboard-driven journeys at 1440 px.
 */
const PHONE_ONLY = ['cart', 'guest-checkout', 'wishlist', 'content', 'auth', 'flags'];
const WIDE_ONLY = ['orders', 'account', 'quotes', 'reviews'];
const files = (names: string[]) => names.map((name) => `**/${name}.e2e.ts`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // per run (ports), so runs side by side never wipe each other's results
  outputDir: join(e2eTmp, `results-${all[0]!.webPort}`),
  fullyParallel: true,
  workers: stackCount(),
  forbidOnly: ci,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['github']] : [['list']],
  use: {
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: 'block',
    // recording a trace of every test (kept only for failures) costs about a fifth of the run: on request
    trace: process.env.ATTAR_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: files(WIDE_ONLY),
      grepInvert: /@wide\b/,
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        screen: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7']!.userAgent,
      },
    },
    {
      name: 'desktop',
      testIgnore: files(PHONE_ONLY),
      grepInvert: /@phone\b/,
      use: {
        browserName: 'chromium',
        viewport: { width: 1440, height: 900 },
        screen: { width: 1440, height: 900 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  webServer: [
    // one mock shop per worker, from a fixed start time
    ...all.map((stack) => ({
      name: `mock ${stack.mockPort}`,
      command: `"${tsx}" mocks/src/server/main.ts --port ${stack.mockPort} --start ${SHOP_START} --quiet`,
      cwd: repoRoot,
      url: `${stack.mock}/_mock/health`,
      reuseExistingServer,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
    })),
    // the production build (once: servers start in order), then one production server per worker on its mock
    ...all.map((stack, i) => ({
      name: `storefront ${stack.webPort}`,
      command: [...(i === 0 && !prebuilt ? [build] : []), `node "${join(distDir, 'server/main.js')}"`].join(' && '),
      cwd: webRoot,
      env: {
        ATTAR_MARKETPLACE_URL: stack.mock,
        PORT: String(stack.webPort),
        ATTAR_PUBLIC_URL: stack.web,
        // a busy test machine must not turn a slow render into a shell the journeys do not expect
        ATTAR_RENDER_TIMEOUT_MS: '5000',
        // the journeys change the shop between page loads (its flags, stock, reviews): every render reads it afresh
        ATTAR_READ_CACHE_SECONDS: '0',
        ATTAR_LOG_LEVEL: 'error',
      },
      url: `${stack.web}/`,
      reuseExistingServer,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
