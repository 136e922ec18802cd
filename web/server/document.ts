/**
 * The HTML document around the app: the built `index.html` (Vite's, with its script and style tags) cut
 * at the markers it carries, so a rendered page fills the head with its own tags and `#root` with the
 * app, and the shell keeps index.html's default head and first-view placeholder.
 */

/** The pieces of index.html a page is assembled from. */
export interface DocumentTemplate {
  /** Up to the page's own head tags. */
  start: string;
  /** index.html's own title and description (kept by the shell, replaced by a rendered page). */
  defaultHead: string;
  /** From the end of the head tags to the inside of `#root`. */
  middle: string;
  /** What `#root` holds before the app renders (the shell's placeholder frame). */
  placeholder: string;
  /** From the end of `#root`'s content to the end of the document. */
  end: string;
}

const HEAD_START = '<!--attar:head-->';
const HEAD_END = '<!--/attar:head-->';
const ROOT_START = '<!--attar:root-->';
const ROOT_END = '<!--/attar:root-->';

/** Cuts index.html at its markers; throws when one is missing (a build without them). */
export function parseTemplate(html: string): DocumentTemplate {
  const at = (marker: string) => {
    const index = html.indexOf(marker);
    if (index < 0) throw new Error(`index.html has no ${marker} marker`);
    return index;
  };
  const headStart = at(HEAD_START);
  const headEnd = at(HEAD_END);
  const rootStart = at(ROOT_START);
  const rootEnd = at(ROOT_END);
  return {
    start: html.slice(0, headStart),
    defaultHead: html.slice(headStart + HEAD_START.length, headEnd),
    middle: html.slice(headEnd + HEAD_END.length, rootStart),
    placeholder: html.slice(rootStart + ROOT_START.length, rootEnd),
    end: html.slice(rootEnd + ROOT_END.length),
  };
}

/** Gives every script and style tag of the template this answer's nonce (the CSP allows only those). */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)\b(?![^>]*\snonce=)/g, `<$1 nonce="${nonce}"`);
}

/** JSON that is safe inside a `<script>` element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
