/**
 * A rendered page asks for its JavaScript once its largest picture has painted (decision 010, session 15).
 *
 * A server-rendered page is whole without its JavaScript: the script only makes it interactive. Asked for
 * from the head, the entry, the framework and the page's parts (160 kB on a product page) share the
 * connection with the stylesheet, the fonts and the pictures the shopper is waiting to see, and on a
 * slow phone connection they finish first. So the page's last script, inline with the answer's nonce,
 * waits for the pictures the page marked as its first view's (`fetchpriority="high"`: the gallery's
 * main picture, a banner, the first cards) to load and be decoded, or fail, lets a frame paint them and the next one
 * begin (the paint is on screen by then, not only drawn: a busy machine presents a frame late), then
 * adds `modulepreload` links for the entry and the parts, a few to a task, and imports the framework,
 * then the entry, each in its own task. A page without such a picture asks at
 * its second frame; a hidden tab, which paints nothing, asks at once; a picture that neither loads nor
 * fails within `LATEST_MS` is not waited for any longer.
 *
 * `import()` rather than a script element: a script's `src` is a Trusted Types sink (the policy requires
 * them, decision 014) and `import()` is not; the policy's `script-src 'self'` still allows only the
 * shop's own files. The shell (pages the browser renders) keeps its script in the head: there the
 * JavaScript is the page.
 */

import { scriptJson } from './document.ts';

/** How long the first view's pictures are waited for, at most, before the JavaScript is asked for anyway. */
export const LATEST_MS = 3000;

/**
 * How many `modulepreload` links the loader adds in one task. Each costs the main thread about a
 * millisecond here (the fetch starts as the link is inserted): a product page's 17 at once were one task
 * of 14-20 ms, 40-80 ms at Lighthouse's CPU slowdown, all of it blocking time.
 */
const LINKS_A_TASK = 4;

/** The `<script type="module">` of the entry in Vite's index.html, with the whitespace before it. */
const ENTRY_SCRIPT = /\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/** The entry's address in a piece of index.html, and the piece without its script tag; null without one. */
export function takeEntryScript(html: string): { src: string; rest: string } | null {
  const match = html.match(ENTRY_SCRIPT);
  return match ? { src: match[1]!, rest: html.replace(ENTRY_SCRIPT, '') } : null;
}

/**
 * The inline script that loads `entry` and preloads `files` (the page's parts) once the first view's
 * pictures have painted. `imports` are the entry's own static imports, dependencies first (the
 * framework): each is imported in a task of its own before the entry, so the browser evaluates the
 * module graph in a few tasks instead of one (a product page's one was 50-65 ms here, the framework's
 * share about 20). Its text holds no nonce, so the static build allows it by its hash.
 */
export function entryLoader(entry: string, files: readonly string[], nonce: string, imports: readonly string[] = []): string {
  // f: the parts' files; e: the entry; s: its own imports; go runs once: every file's modulepreload
  // link, a few to a task (the entry's first), and the imports one to a task, then the entry. The
  // pictures are waited for until decoded: a 960 px AVIF was on screen 250-300 ms after its last byte
  // here, and a loader that went at `load` and two frames started the scripts before it was painted
  const code =
    `(()=>{const f=${scriptJson(files)},e=${scriptJson(entry)},s=${scriptJson(imports)};let go=()=>{go=null;` +
    `const p=[...s,e,...f];let i=0,k=0;const more=()=>{for(const end=i+${LINKS_A_TASK};i<p.length&&i<end;i++){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.href=p[i];document.head.append(l)}` +
    `if(i<p.length)setTimeout(more)},next=()=>{if(k<s.length)import(s[k++]).finally(()=>setTimeout(next));else import(e)};` +
    `more();next()};const once=()=>go&&go(),painted=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(once)));` +
    `setTimeout(once,${LATEST_MS});if(document.visibilityState==='hidden')once();` +
    `else Promise.all([...document.querySelectorAll('img[fetchpriority=high]')].map(i=>(i.complete?Promise.resolve():` +
    `new Promise(r=>{i.addEventListener('load',r,{once:true});i.addEventListener('error',r,{once:true})}))` +
    `.then(()=>i.decode()).catch(()=>{}))).then(painted)})()`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * What the loader in a page will ask for, read back from the page's HTML (the bundle-size bench counts
 * these as the first load); null when the page has no loader.
 */
export function loaderTargets(html: string): { entry: string; files: string[]; imports: string[] } | null {
  const found = /\(\(\)=>\{const f=(\[[^\]]*\]),e=("[^"]+"),s=(\[[^\]]*\]);/.exec(html);
  return found
    ? {
        entry: JSON.parse(found[2]!) as string,
        files: JSON.parse(found[1]!) as string[],
        imports: JSON.parse(found[3]!) as string[],
      }
    : null;
}
