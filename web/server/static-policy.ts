/**
 * The Content-Security-Policy of a static page (the static build: web/scripts/prerender.ts). A static
 * host sends no per-request header, so each page carries its policy in a
 * `<meta http-equiv="Content-Security-Policy">` at the top of its head: the server's rules
 * (headers.ts, Trusted Types included), with the page's own inline scripts and styles allowed by their
 * SHA-256 hashes, never by `unsafe-inline` (decision 014).
 */
import { createHash } from 'node:crypto';
import { staticPagePolicy, type InlineSources } from './headers.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const META = /<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>\s*/gi;

/** A script element the browser runs: no `src`, and no type or a JavaScript one (a JSON data block never runs). */
function runs(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase() ?? '';
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** The CSP source expression of a text's SHA-256 (of its UTF-8 bytes, as browsers hash an inline element). */
export const sha256Source = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the page's inline scripts that run and of its inline style elements (each once). */
export function inlineSources(html: string): InlineSources {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter(([, attributes]) => runs(attributes ?? ''))
    .map(([, , body]) => sha256Source(body ?? ''));
  const styles = [...html.matchAll(STYLE)].map(([, , body]) => sha256Source(body ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The page with its policy in a meta element right after `<meta charset>` (before anything the policy
 * governs); a policy meta it had is replaced.
 * @example writeFileSync(file, withStaticPolicy(html))
 */
export function withStaticPolicy(html: string): string {
  const page = html.replace(META, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${staticPagePolicy(inlineSources(page))}" />`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(page);
  if (!charset) throw new Error('static page: no <meta charset> to put the Content-Security-Policy after');
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}\n    ${meta}${page.slice(at)}`;
}
