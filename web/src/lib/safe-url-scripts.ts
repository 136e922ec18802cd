/**
 * The allow-list's other half (safe-url.ts has the rules in full), for the integrations that load
 * after the first view:
 *
 * - scripts: the page's own origin (the local mock's loopback address has been moved onto it, see
 *   integrations/local-origin.ts), or `https:` on a host the deployment names at build time
 *   (`SCRIPT_HOSTS` of lib/page-policy.ts, which the server's Content-Security-Policy names too).
 * - sockets: `wss:` (or `ws:` on an http page) to the page's own host, as the CSP's `connect-src` says.
 */
import { SCRIPT_HOSTS } from './page-policy.ts';
import { candidate, onHost, parse, sameOriginPath } from './safe-url.ts';

/**
 * A script address: the page's own origin, or https on one of `hosts` (the deployment's script hosts).
 * @example safeScript('/_mock/idp/client.js', 'https://attarhouse.in/') // 'https://attarhouse.in/_mock/idp/client.js'
 * @example safeScript('data:text/javascript,alert(1)', 'https://attarhouse.in/') // null
 */
export function safeScript(value: unknown, pageHref: string, hosts: readonly string[] = SCRIPT_HOSTS): string | null {
  const src = candidate(value);
  const page = parse(pageHref);
  if (!src || !page) return null;
  if (sameOriginPath(src)) return new URL(src, page).href;
  const url = parse(src);
  if (!url || url.username || url.password) return null;
  if (url.origin === page.origin && /^https?:$/.test(url.protocol)) return url.href;
  return url.protocol === 'https:' && onHost(url, hosts) ? url.href : null;
}

/**
 * A WebSocket address: the page's own host, over wss (ws only on a page served over http). A
 * same-origin path names the socket on the page's own host with the page's security.
 * @example safeSocket('wss://attarhouse.in/analytics', 'https://attarhouse.in/') // 'wss://attarhouse.in/analytics'
 * @example safeSocket('/analytics', 'https://attarhouse.in/faq') // 'wss://attarhouse.in/analytics'
 */
export function safeSocket(value: unknown, pageHref: string): string | null {
  const src = candidate(value);
  const page = parse(pageHref);
  if (!src || !page || !/^https?:$/.test(page.protocol)) return null;
  const url = sameOriginPath(src) ? new URL(src, page) : parse(src);
  if (!url || url.username || url.password || url.host !== page.host) return null;
  // the page's own origin named with its http(s) scheme: the socket there, with the page's security
  if (url.protocol === page.protocol) url.protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.protocol === 'wss:' || (url.protocol === 'ws:' && page.protocol === 'http:')) return url.href;
  return null;
}
