/**
 * The security headers of every answer and the Content-Security-Policy of a page: scripts only from the
 * shop's own origin or carrying this answer's nonce (React's few inline scripts and the page's data), no
 * `unsafe-inline` or `unsafe-eval` for scripts, no framing (decision 010), Trusted Types for every
 * script sink (decision 014).
 */
import { randomBytes } from 'node:crypto';
import { SCRIPT_HOSTS, TRUSTED_TYPES_POLICIES } from '../src/lib/page-policy.ts';

/** A fresh nonce for one answer. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/** Where a page's inline scripts and styles are allowed from: a nonce per answer, or the hashes of a static page's own. */
export interface InlineSources {
  /** CSP source expressions for inline scripts: `'nonce-…'` or `'sha256-…'`. */
  scripts: readonly string[];
  /** The same for inline style elements. */
  styles: readonly string[];
}

/**
 * The directives of a page's policy. Style attributes stay allowed (`style-src-attr`): the content
 * configuration sets colours and spacing through CSS variables on elements, and a style attribute
 * cannot run script. Outside development the page requires Trusted Types for every script sink, and
 * names the only policies the app creates (lib/page-policy.ts; decision 014). Scripts come from the
 * shop's own origin, the inline sources given, and the deployment's script hosts over https.
 */
function directives(inline: InlineSources, { dev = false, meta = false } = {}): string[] {
  const hosts = SCRIPT_HOSTS.map((host) => `https://${host}`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline.scripts, ...hosts].join(' '),
    // development: Vite injects the modules' styles as style elements of its own
    dev ? "style-src 'self' 'unsafe-inline'" : ['style-src', "'self'", ...inline.styles].join(' '),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // a policy in a meta element cannot forbid framing (browsers ignore the directive there)
    ...(meta ? [] : ["frame-ancestors 'none'"]),
    // development: Vite's client writes its error overlay as HTML
    ...(dev ? [] : ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`]),
  ];
}

/** The policy of a page the server renders or sends as the shell: its inline scripts and styles carry `nonce`. */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return directives({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }, { dev }).join('; ');
}

/**
 * The policy of a static page (the static build, web/scripts/prerender.ts), for its
 * `<meta http-equiv="Content-Security-Policy">`: the same rules, its own inline scripts and styles by
 * hash (static-policy.ts) instead of a nonce, and no `frame-ancestors` (not honoured in a meta element).
 */
export function staticPagePolicy(inline: InlineSources): string {
  return directives(inline, { meta: true }).join('; ');
}

/** Headers every answer carries; HSTS only where the shop is served over HTTPS on a real host. */
export function securityHeaders({ hsts }: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
