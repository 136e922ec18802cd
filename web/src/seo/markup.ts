/**
 * The small, pure pieces the head and the sitemap are written with: escaping for HTML and XML, JSON-LD
 * that cannot close its script element, absolute URLs on the shop's origin, and the plain text of the
 * catalogue's rich-text descriptions. Server-only: nothing in the browser bundle imports web/src/seo.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for an HTML attribute value or element content (also valid XML: `&#39;` is a numeric reference). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

// inside a JSON string these are legal, but `<` and `>` could write `</script>` or `<!--`, `&` an entity
// in XHTML parsers, and U+2028/2029 end a line in pre-2019 JavaScript engines
const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A JSON-LD script element whose text no value can end early. */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!)}</script>`;

/**
 * The absolute http(s) URL of a link or picture, relative ones resolved on `origin`; undefined for
 * anything else (a `javascript:` or `data:` value never reaches a crawler).
 */
export function absoluteUrl(origin: string, url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const resolved = new URL(url.trim(), `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of rich text (the catalogue's HTML descriptions): tags dropped, script and style content
 * dropped, common entities read, white space collapsed. Good enough for a description; not a sanitiser
 * (its result is always escaped again where it is written).
 */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
