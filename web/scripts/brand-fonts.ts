/**
 * The storefront's own type, self-hosted from the registry's Fontsource packages: a Vite plugin that
 * builds the `@font-face` rules from the packages' per-subset stylesheets (so no font file or rule is
 * copied into the repository), with `font-display: optional` instead of their `swap`, only the WOFF2
 * sources, and the files emitted as hashed, immutable assets; the build's index.html preloads the
 * few files the first view draws with. docs/decisions/018-brand-type.md says why these choices.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface BrandFace {
  /** The Fontsource package, e.g. `@fontsource/poppins`. */
  pkg: string;
  weights: number[];
  /** Unicode subsets, as the package names its files (`latin`, `latin-ext`, `devanagari`). */
  subsets: string[];
  /** Files to preload, as `subset-weight`: what the first screen of every page draws with. */
  preload: string[];
}

/**
 * Body text in Poppins (the family the site configuration names, with Devanagari for Hindi names), the
 * headings in Cormorant Garamond at one weight. `latin-ext` carries the rupee sign (and is the face
 * drawn and fetched for it: see withoutLatin).
 */
export const BRAND_FACES: BrandFace[] = [
  {
    pkg: '@fontsource/poppins',
    weights: [400, 500, 600],
    subsets: ['latin', 'latin-ext', 'devanagari'],
    preload: ['latin-400', 'latin-ext-400'],
  },
  { pkg: '@fontsource/cormorant-garamond', weights: [600], subsets: ['latin', 'latin-ext'], preload: ['latin-600'] },
];

export const VIRTUAL_ID = 'virtual:brand-fonts.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

const packageDir = (pkg: string) =>
  dirname(createRequire(join(import.meta.dirname, '../package.json')).resolve(`${pkg}/package.json`));

/**
 * One face's rules, rewritten: `font-display: optional` (a font that is not there within the first
 * ~100 ms is not swapped in later, so text never moves), only the `.woff2` source, and the file's path
 * absolute so Vite emits it. Throws when the rules change shape.
 */
export function faceRules(css: string, dir: string): string[] {
  const rules = css.match(/@font-face\s*{[^}]*}/g);
  if (!rules?.length) throw new Error(`no @font-face rule in ${dir}`);
  return rules.map((rule) => {
    const src = /src:\s*url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\('woff2'\)/.exec(rule);
    if (!src || !/font-display:\s*swap;/.test(rule)) throw new Error(`unexpected @font-face rule in ${dir}: ${rule}`);
    return rule
      .replace(/font-display:\s*swap;/, 'font-display: optional;')
      .replace(/src:[^;]*;/, `src: url("${join(dir, 'files', src[1]!)}") format("woff2");`);
  });
}

type Range = [number, number];

/** `U+0900-097F,U+20B9` as code point intervals. */
export function parseRanges(value: string): Range[] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [Number.parseInt(from, 16), Number.parseInt(to!, 16)];
  });
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const formatRanges = (ranges: Range[]) => ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** The code points of `ranges` that none of `minus` covers. */
export function subtractRanges(ranges: Range[], minus: Range[]): Range[] {
  let left = ranges;
  for (const [cutFrom, cutTo] of minus)
    left = left.flatMap(([a, b]): Range[] =>
      cutTo < a || cutFrom > b
        ? [[a, b]]
        : [...(a < cutFrom ? [[a, cutFrom - 1] as Range] : []), ...(b > cutTo ? [[cutTo + 1, b] as Range] : [])],
    );
  return left;
}

const rangeOf = (rule: string) => /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '';

/**
 * A script subset's rule with the code points the latin subsets also cover taken out of its range.
 * The browser fetches every face whose range holds a character of the text, not only the one it draws
 * with: Devanagari's range also holds the rupee sign, so each weight that drew a price fetched its 40 kB
 * Devanagari file beside latin-ext (which has the glyph) on pages with no Devanagari text at all.
 */
function withoutLatin(rule: string, latin: string[]): string {
  const left = subtractRanges(
    parseRanges(rangeOf(rule)),
    latin.flatMap((r) => parseRanges(rangeOf(r))),
  );
  return rule.replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${formatRanges(left)};`);
}

const LATIN = ['latin-ext', 'latin'];

/** The whole stylesheet of the brand's faces: each weight's rules (the package's `<weight>.css`, which carries the unicode ranges), for the wanted subsets. */
export function brandFontsCss(faces: BrandFace[] = BRAND_FACES): string {
  return faces
    .flatMap(({ pkg, weights, subsets }) => {
      const dir = packageDir(pkg);
      const family = pkg.split('/')[1]!;
      // where ranges overlap, the face declared last is drawn with: the other scripts, then latin-ext, then latin
      const ordered = [...subsets].sort((a, b) => LATIN.indexOf(a) - LATIN.indexOf(b));
      return weights.flatMap((weight) => {
        const rules = faceRules(readFileSync(join(dir, `${weight}.css`), 'utf8'), dir);
        const ruleOf = (subset: string) => {
          const rule = rules.find((r) => r.includes(`/files/${family}-${subset}-${weight}-normal.woff2"`));
          if (!rule) throw new Error(`${pkg} has no ${subset} face of weight ${weight}`);
          return rule;
        };
        const latin = ordered.filter((subset) => LATIN.includes(subset)).map(ruleOf);
        return ordered.map((subset) => (LATIN.includes(subset) ? ruleOf(subset) : withoutLatin(ruleOf(subset), latin)));
      });
    })
    .join('\n');
}

/** The emitted file names (`<family>-<subset>-<weight>-normal`) of the faces to preload. */
export const preloadNames = (faces: BrandFace[] = BRAND_FACES): string[] =>
  faces.flatMap(({ pkg, preload }) => preload.map((key) => `${pkg.split('/')[1]}-${key}-normal.woff2`));

export function brandFonts(): Plugin {
  return {
    name: 'attar:brand-fonts',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? brandFontsCss() : undefined),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const wanted = preloadNames();
        const files = Object.values(ctx.bundle)
          .filter((chunk) => chunk.type === 'asset')
          .filter((asset) => (asset.originalFileNames ?? []).some((name) => wanted.some((w) => name.endsWith(`/${w}`))));
        if (files.length !== wanted.length)
          throw new Error(`brand fonts: expected ${wanted.length} preloaded files in the build, found ${files.length}`);
        const base = ctx.server?.config.base ?? '/';
        return files.map((asset) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `${base}${asset.fileName}` },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}
