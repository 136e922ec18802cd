/**
 * Rich text from the content config goes through DOMPurify before it reaches the page: basic
 * formatting and links only, no scripts, styles, event handlers or embedded media; external links get
 * `rel="noopener noreferrer"`. DOMPurify loads on first use, so pages without rich text never pay for it.
 * The one sanitiser of the app: the content blocks' rich text, the perfume's description and the policy
 * pages all show through it. Under Trusted Types (decision 014) its result is a TrustedHTML made by
 * DOMPurify's own policy (`dompurify`), the only HTML the page is allowed to write.
 */
import type { DOMPurify } from 'dompurify';

/** Sanitised HTML: a TrustedHTML where the browser has Trusted Types, a string elsewhere. */
export type SafeHtml = string | TrustedHTML;
export type Sanitize = (html: string) => SafeHtml;

/** The tags a content editor may use. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'a',
  'span',
];
/** The attributes they may carry; `rel` is set by the hook below, never taken from the config. */
export const ALLOWED_ATTR = ['href', 'title'];

const isExternal = (href: string): boolean => {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
};

/** A sanitiser over one DOMPurify instance. */
export function createSanitizer(purify: DOMPurify): Sanitize {
  // Where DOMPurify cannot work (no usable DOM) nothing is trusted: the markup shows as text.
  if (!purify.isSupported) return (html) => html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternal(href)) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      RETURN_TRUSTED_TYPE: true,
    });
}

let loading: Promise<Sanitize> | undefined;

/** The shared sanitiser, loading DOMPurify once (a stable promise, so React's `use` can read it). */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then((m) => createSanitizer(m.default));
  return loading;
}
