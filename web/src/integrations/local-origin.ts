/**
 * The seeded site configuration points its integrations (analytics socket, identity provider script)
 * at the local mock's default address, 127.0.0.1:4010. A storefront served from a loopback host (the
 * dev server, `vite preview`, end-to-end runs with one mock per worker) reaches its own mock through
 * its origin's proxy instead, so the calls follow whichever port that mock really runs on. Anything
 * else (a real deployment, a non-loopback URL) is left exactly as configured.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * `url` moved onto the page's own origin when both are loopback addresses; unchanged otherwise.
 * @example
 * // on http://127.0.0.1:5173
 * viaPageOrigin('ws://127.0.0.1:4010/analytics'); // 'ws://127.0.0.1:5173/analytics'
 */
export function viaPageOrigin(url: string, pageHref: string | undefined = globalThis.location?.href): string {
  if (!pageHref) return url;
  let target: URL;
  let page: URL;
  try {
    target = new URL(url, pageHref);
    page = new URL(pageHref);
  } catch {
    return url;
  }
  if (!LOOPBACK.has(target.hostname) || !LOOPBACK.has(page.hostname) || !/^https?:$/.test(page.protocol)) return url;
  const secure = page.protocol === 'https:';
  const protocol = /^wss?:$/.test(target.protocol) ? (secure ? 'wss:' : 'ws:') : page.protocol;
  return `${protocol}//${page.host}${target.pathname}${target.search}`;
}
