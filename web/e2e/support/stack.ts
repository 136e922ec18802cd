/**
 * The end-to-end stack: per Playwright worker, one mock shop and one production build of the storefront
 * served by its production server, which forwards to it, so workers never reset each other's shop. Shared by
 * playwright.config.ts (which starts the servers) and the fixtures (which pick the worker's stack).
 *
 * Ports: ATTAR_E2E_MOCK_PORT (first mock, default 4310) and ATTAR_E2E_WEB_PORT (first storefront,
 * default 4373); stack i uses port + i. When neither is set, the config picks the first free pair of
 * 4310/4373, 4320/4383, ... and exports them so the workers see the same ports.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The mock shop's fixed start, so dates, delivery windows and return windows are the same every run. */
export const SHOP_START = '2026-11-20T10:00:00Z';

/** The demo buyer of the seeded shop (docs/product-rules.md, mocks/README.md). */
export const DEMO_BUYER = { mobile: '9876543210', email: 'ananya.rao@example.in', password: 'Attar@2026' } as const;
/** The one-time password the mock shop sends. */
export const MOCK_OTP = '123456';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const webRoot = join(repoRoot, 'web');
/** Where a run keeps its build and results (ignored by git). */
export const e2eTmp = join(repoRoot, '.tmp/e2e');

export interface Stack {
  /** The mock shop, e.g. http://127.0.0.1:4310 */
  mock: string;
  /** The storefront (production build on its server), e.g. http://127.0.0.1:4373 */
  web: string;
  mockPort: number;
  webPort: number;
}

/**
 * How many stacks (= Playwright workers): ATTAR_E2E_WORKERS, default one per core up to 4 (each
 * worker drives a Chromium, a storefront server and a mock shop).
 */
export function stackCount(): number {
  const fallback = Math.max(1, Math.min(4, availableParallelism()));
  const n = Number(process.env.ATTAR_E2E_WORKERS ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= 4 ? n : fallback;
}

/** Finds (once, in the runner) the first free base ports and exports them for the workers. */
export function claimPorts(): void {
  if (process.env.ATTAR_E2E_MOCK_PORT && process.env.ATTAR_E2E_WEB_PORT) return;
  const count = stackCount();
  const probe = `
    const net = require('node:net');
    const free = (port) => new Promise((ok) => {
      const s = net.createServer().once('error', () => ok(false)).listen(port, '127.0.0.1', () => s.close(() => ok(true)));
    });
    (async () => {
      for (let offset = 0; offset < 200; offset += 10) {
        const ports = [];
        for (let i = 0; i < ${count}; i++) ports.push(4310 + offset + i, 4373 + offset + i);
        let ok = true;
        for (const p of ports) if (!(await free(p))) { ok = false; break; }
        if (ok) { console.log(offset); return; }
      }
      console.log(-1);
    })();`;
  const offset = Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
  if (offset < 0) throw new Error('e2e: no free ports near 4310/4373; set ATTAR_E2E_MOCK_PORT and ATTAR_E2E_WEB_PORT');
  process.env.ATTAR_E2E_MOCK_PORT ??= String(4310 + offset);
  process.env.ATTAR_E2E_WEB_PORT ??= String(4373 + offset);
}

/** Every stack of this run. */
export function stacks(): Stack[] {
  const mockBase = Number(process.env.ATTAR_E2E_MOCK_PORT ?? 4310);
  const webBase = Number(process.env.ATTAR_E2E_WEB_PORT ?? 4373);
  return Array.from({ length: stackCount() }, (_, i) => ({
    mockPort: mockBase + i,
    webPort: webBase + i,
    mock: `http://127.0.0.1:${mockBase + i}`,
    web: `http://127.0.0.1:${webBase + i}`,
  }));
}

/** The stack of the worker with this parallel index. */
export function stackFor(parallelIndex: number): Stack {
  const all = stacks();
  return all[parallelIndex % all.length]!;
}

/** Debian's Chromium (or CHROME_PATH) and the flags every run uses: e2e, Lighthouse. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
