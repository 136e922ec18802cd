/**
 * The body text's font stack (`--font-sans` on the root element), apart from the loader so the app can
 * name the configured family as soon as the site configuration arrives, while the page is still small:
 * until the family's stylesheet has loaded the browser draws the next font of the stack, and when it
 * arrives only the text changes, with no restyle of the whole page (font-loader.ts sets the same stack).
 */

/** The system stack every font setting ends with, before the configured fallback. */
const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans'";

/** A CSS font-family stack: the family (when given) quoted, the system fonts, then the fallback. */
export function fontStack(family: string | undefined, fallback: string): string {
  const safeFallback = /^[a-z -]+$/i.test(fallback) ? fallback : 'sans-serif';
  const quoted = family ? `"${family.replace(/["\\]/g, '')}", ` : '';
  return `${quoted}${SYSTEM_STACK}, ${safeFallback}`;
}

/** A stack as CSS compares it: one kind of quote, single spaces. */
const normal = (stack: string) => stack.replace(/'/g, '"').replace(/\s+/g, ' ').trim();

/**
 * Sets `--font-sans` on the root element, only when it changes what the page already uses (each change
 * restyles the whole page): the design tokens name the shop's usual family, so on most pages nothing
 * changes at all.
 */
export function setFontStack(doc: Document, stack: string): void {
  const root = doc.documentElement;
  const current =
    root.style.getPropertyValue('--font-sans') || doc.defaultView?.getComputedStyle(root).getPropertyValue('--font-sans') || '';
  // body text only: display headings keep their own fallback from the design tokens
  if (normal(current) !== normal(stack)) root.style.setProperty('--font-sans', stack);
}
