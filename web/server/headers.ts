/**
 * The security headers of every answer and the Content-Security-Policy of a page: scripts only from the
 * shop's own origin or carrying this answer's nonce (React's few inline scripts and the page's data), no
 * `unsafe-inline` or `unsafe-eval` for scripts, no framing (decision 010).
 */
import { randomBytes } from 'node:crypto';

/** A fresh nonce for one answer. */
export const createNonce = (): string => randomBytes(16).toString('base64');

/**
 * The page's policy. Style attributes stay allowed (`style-src-attr`): the content configuration sets
 * colours and spacing through CSS variables on elements, and a style attribute cannot run script.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // development: Vite injects the modules' styles as style elements of its own
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
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
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
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
