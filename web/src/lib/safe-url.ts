/**
 * The one allow-list for addresses that come from the shop's configuration (site settings, pages,
 * blocks, menus): whatever the content service sends is untrusted input, and no address of it reaches
 * an `href`, a `src`, the site icon or a script without passing here (decision 014).
 *
 * - links: a same-origin path (`/shop`, never `//host` or `/\host`), or `https:`; `mailto:` and `tel:`
 *   only where the field is a contact.
 * - images: a same-origin path, or `https:` on one of the site's `imageHosts`.
 * - scripts and sockets: safe-url-scripts.ts, the same rules' other half, apart so that it loads with
 *   the integrations that use it and not with the first view.
 *
 * Everything else is dropped (the functions return null): `javascript:`, `data:`, `vbscript:`,
 * protocol-relative addresses, `http:` to another host, credentials in the address, whitespace,
 * control characters, backslashes or quotes anywhere, and anything the URL parser refuses.
 */

/** Longest address taken (the contract's own bounds are shorter). */
const MAX_LENGTH = 2048;
/** Characters no address we accept contains: whitespace, controls, backslash, quotes, angle brackets. */
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\"'<>`]/;
/** A path on this origin: one slash, then not a second slash (`//host` is another origin). */
const SAME_ORIGIN_PATH = /^\/(?!\/)/;
const MAILTO = /^mailto:[^@/?#]+@[^@/?#]+(\?[^#]*)?$/i;
const TEL = /^tel:\+?[0-9][0-9().-]{2,24}$/i;

/** Where a link goes, and whether it leaves the shop. */
export interface SafeLink {
  href: string;
  external: boolean;
}

export const parse = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** The trimmed value when it is a string of plausible shape, else null. */
export function candidate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_LENGTH || UNSAFE.test(trimmed)) return null;
  return trimmed;
}

/**
 * A same-origin path: one slash, not two. With no backslash or whitespace anywhere (`candidate`), the
 * URL parser reads it as a path of this origin, never as another host.
 */
export const sameOriginPath = (value: string): boolean => SAME_ORIGIN_PATH.test(value);

/** An absolute `https:` address with a host and no credentials. */
function httpsUrl(value: string): URL | null {
  if (!/^https:\/\//i.test(value)) return null;
  const url = parse(value);
  if (!url || url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url;
}

export const onHost = (url: URL, hosts: readonly string[]): boolean =>
  url.port === '' && hosts.some((host) => host.toLowerCase() === url.hostname);

/**
 * A link from configuration, or null when it must not be rendered.
 * @example safeLink('/shop') // { href: '/shop', external: false }
 * @example safeLink('javascript:alert(1)') // null
 * @example safeLink('mailto:care@attarhouse.in', { contact: true }) // { href: 'mailto:…', external: true }
 */
export function safeLink(value: unknown, { contact = false }: { contact?: boolean } = {}): SafeLink | null {
  const href = candidate(value);
  if (!href) return null;
  if (sameOriginPath(href)) return { href, external: false };
  if (httpsUrl(href)) return { href, external: true };
  if (contact && (MAILTO.test(href) || TEL.test(href))) return { href, external: true };
  return null;
}

/** The link's address, or undefined (an anchor without `href` is inert): for plain anchors. */
export const safeHref = (value: unknown, options?: { contact?: boolean }): string | undefined => safeLink(value, options)?.href;

/**
 * An image address from configuration: a same-origin path, or https on one of `imageHosts`.
 * @example safeImage('/media/brand/logo.svg', []) // '/media/brand/logo.svg'
 * @example safeImage('https://evil.example/x.png', ['storage.googleapis.com']) // null
 */
export function safeImage(value: unknown, imageHosts: readonly string[]): string | null {
  const src = candidate(value);
  if (!src) return null;
  if (sameOriginPath(src)) return src;
  const url = httpsUrl(src);
  return url && onHost(url, imageHosts) ? src : null;
}

/**
 * A same-origin path from configuration (a menu or header item's route), or `fallback` when it is not one.
 * @example safePath('javascript:alert(1)', '/cart') // '/cart'
 */
export function safePath(value: unknown, fallback: string): string {
  const link = safeLink(value);
  return link && !link.external ? link.href : fallback;
}
