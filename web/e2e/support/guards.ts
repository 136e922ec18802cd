/**
 * The page guard: every end-to-end test fails on what a shopper would not see but an engineer must,
 * unless the test says it expects it (`attar.allowProblems(/pattern/)`):
 *
 * - `console.error <text>`: a console error (React errors, failed chunks, runtime warnings logged as errors);
 *   the console-only messages of docs/product-rules.md §8 are allowed everywhere.
 * - `pageerror <message>`: an uncaught exception or unhandled rejection.
 * - `response <status> <METHOD> <path> <code>`: a 5xx from anything; a 4xx from anything that is not
 *   an API call (a missing image, font or chunk); an API problem with a `request.*` or `mock.*` code
 *   (the storefront sent what the contract forbids, or called an action the mock lacks). Refusals the
 *   shop makes on purpose (a bad coupon, a 401, out of stock) are the app's to handle and pass.
 * - `requestfailed <METHOD> <url> <error>`: a request that never got a reply (not an abort).
 * - `offline <url>`: any request that leaves this machine (product rules: nothing from the internet).
 * - `csp <directive> <blocked>`: anything the page's Content-Security-Policy refused, Trusted Types
 *   included (a `securitypolicyviolation` event: a blocked script, a string written as HTML...), and
 *   `csp missing <what> <path>`: a page served without Trusted Types required (decision 014), so every
 *   journey runs under the policy production sends.
 *
 * Each problem is one line in that format, so an allowance is a regular expression over it.
 */
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

/** docs/product-rules.md §8: console-only messages, expected when their failure happens. */
export const SPEC_CONSOLE_MESSAGES = [
  'Failed to fetch font',
  'Failed to load font stylesheet',
  'Font data is missing or invalid',
  'Error fetching config',
  'guest cart clear failure',
  'WebSocket error',
  'WebSocket is not connected',
];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class PageGuard {
  private readonly problems: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly pending: Array<Promise<void>> = [];

  /**
   * Reports the page's policy violations (`csp ...`): call before the first navigation (the fixture
   * does for `page`).
   */
  async watchPolicies(page: Page): Promise<void> {
    await page.exposeBinding('__attarPolicyViolation', (_source, line: unknown) => {
      this.problems.push(`csp ${String(line).slice(0, 300)}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __attarPolicyViolation?: (line: string) => void }).__attarPolicyViolation;
        report?.(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
      });
    });
  }

  /** Problems matching any of these patterns do not fail the test. */
  allow(...patterns: Array<RegExp | string>): void {
    for (const p of patterns) this.allowed.push(typeof p === 'string' ? new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : p);
  }

  /** Watches a page (the fixture does this for `page`; call it for popups and extra pages). */
  watch(page: Page): void {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.problems.push(`pageerror ${error.message.split('\n')[0]}`));
    page.on('request', (request) => this.onRequest(request));
    page.on('requestfailed', (request) => this.onRequestFailed(request));
    page.on('response', (response) => this.pending.push(this.onResponse(response)));
    page.on('websocket', (socket) => {
      if (!isLocal(socket.url())) this.problems.push(`offline ${socket.url()}`);
    });
  }

  /** The problems no allowance covers (waits for replies still being read). */
  async unexpected(): Promise<string[]> {
    await Promise.allSettled(this.pending);
    return this.problems.filter((line) => !this.allowed.some((p) => p.test(line)));
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    // the network listeners report failed loads with more detail
    if (text.startsWith('Failed to load resource')) return;
    if (SPEC_CONSOLE_MESSAGES.some((m) => text.includes(m))) return;
    const where = message.location().url ? ` (${shortUrl(message.location().url)}:${message.location().lineNumber})` : '';
    this.problems.push(`console.error ${text.split('\n')[0]}${where}`);
  }

  private onRequest(request: Request): void {
    if (!isLocal(request.url())) this.problems.push(`offline ${request.url()}`);
  }

  private onRequestFailed(request: Request): void {
    const error = request.failure()?.errorText ?? 'failed';
    if (error.includes('ERR_ABORTED')) return; // navigation away, a cancelled fetch or image
    this.problems.push(`requestfailed ${request.method()} ${request.url()} ${error}`);
  }

  private async onResponse(response: Response): Promise<void> {
    const status = response.status();
    if (response.request().resourceType() === 'document' && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      const policy = response.headers()['content-security-policy'] ?? '';
      if (!policy.includes("require-trusted-types-for 'script'"))
        this.problems.push(`csp missing require-trusted-types-for ${shortUrl(response.url())}`);
    }
    if (status < 400) return;
    const request = response.request();
    const isApi = Boolean(request.headers().actiontag) || new URL(response.url()).pathname.startsWith('/_mock/');
    let code = '';
    if (isApi) {
      try {
        const body = (await response.json()) as { code?: unknown; message?: unknown };
        code = `${String(body.code ?? '')} ${String(body.message ?? '')}`.trim();
      } catch {
        code = '(no JSON body)';
      }
    }
    const line =
      `response ${status} ${request.method()} ${shortUrl(response.url())}${request.headers().actiontag ? ` [${request.headers().actiontag}]` : ''} ${code}`.trim();
    if (status >= 500 || !isApi || /^(request|mock)\./.test(code)) this.problems.push(line);
  }
}

function isLocal(url: string): boolean {
  if (!/^(https?|wss?):/.test(url)) return true; // data:, blob:, about:
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
