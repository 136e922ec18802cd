/**
 * The storefront's own type, self-hosted from the registry's Fontsource packages: a Vite plugin that
 * builds the `@font-face` rules from the packages' per-subset stylesheets (so no font file or rule is
 * copied into the repository), with `font-display: optional` instead of their `swap`, only the WOFF2
 * sources, and the files emitted as hashed, immutable assets; the build's index.html preloads the
 * few files the first view draws with. Each weight also gets two faces cut from the packages' files at
 * build time (subset-font, HarfBuzz): the characters of the shop's English text, and the rupee sign;
 * the packages' own faces stay for every other character. docs/decisions/018-brand-type.md says why.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

export interface BrandFace {
  /** The Fontsource package, e.g. `@fontsource/poppins`. */
  pkg: string;
  weights: number[];
  /** Unicode subsets, as the package names its files (`latin`, `latin-ext`, `devanagari`). */
  subsets: string[];
  /**
   * Files to preload, as `subset-weight`: what the first screen of every page draws with (`core` and
   * `rupee` are the faces cut at build time, see CORE and RUPEE).
   */
  preload: string[];
}

/**
 * Body text in Poppins (the family the site configuration names, with Devanagari for Hindi names), the
 * headings in Cormorant Garamond at one weight. `latin-ext` carries the rupee sign, which the `rupee`
 * face cuts out of it.
 */
export const BRAND_FACES: BrandFace[] = [
  {
    pkg: '@fontsource/poppins',
    weights: [400, 500, 600],
    subsets: ['latin', 'latin-ext', 'devanagari'],
    preload: ['core-400', 'rupee-400', 'core-600'],
  },
  { pkg: '@fontsource/cormorant-garamond', weights: [600], subsets: ['latin', 'latin-ext'], preload: ['core-600'] },
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

const LATIN = ['latin-ext', 'latin'];

/**
 * The characters nearly every page draws (`core` faces): printable ASCII and the marks of English shop
 * text (no-break space, copyright, degree, middle dot, times, dashes, curly quotes, bullet, ellipsis,
 * angle quotes, minus). A face holding only these is about 60% of the package's latin file (Cormorant:
 * 23.4 -> 13.8 kB); a page with an accented letter still fetches the latin face for it.
 */
export const CORE = parseRanges(
  'U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+2212',
);
/** The rupee sign, which every price draws: a face of its own (under 1 kB) instead of all of latin-ext. */
export const RUPEE = parseRanges('U+20B9');

const codePoints = (ranges: Range[]) =>
  ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, k) => String.fromCodePoint(a + k))).join('');

/** Where the cut faces are kept between builds, by what they are cut from (inputs change: a new file). */
const CACHE_DIR = join(import.meta.dirname, '../node_modules/.cache/brand-fonts');

/**
 * `source` cut down to the code points of `ranges`, written as `<cache>/<key>/<name>`: the name is what
 * the build emits it as and preloads it by, the key the source's bytes and the ranges.
 */
async function cutFace(source: string, ranges: Range[], name: string, cacheDir: string): Promise<string> {
  const bytes = readFileSync(source);
  const key = createHash('sha256').update(bytes).update(formatRanges(ranges)).digest('hex').slice(0, 16);
  const file = join(cacheDir, key, name);
  if (!existsSync(file)) {
    const cut = await subsetFont(bytes, codePoints(ranges), { targetFormat: 'woff2' });
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, cut);
  }
  return file;
}

/** A rule for the same family and weight as `rule`, from another file over other code points. */
const withSource = (rule: string, file: string, ranges: Range[]) =>
  rule
    .replace(/src:[^;]*;/, `src: url("${file}") format("woff2");`)
    .replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${formatRanges(ranges)};`);

/** A rule whose range leaves out `minus`: each code point is claimed by one face of a weight only. */
const without = (rule: string, minus: Range[]) => {
  const left = subtractRanges(parseRanges(rangeOf(rule)), minus);
  return rule.replace(/unicode-range:\s*[^;]+;/, `unicode-range: ${formatRanges(left)};`);
};

const fileOf = (rule: string) => /src: url\("([^"]+)"\)/.exec(rule)![1]!;

/**
 * The whole stylesheet of the brand's faces: for each weight, the package's rules (its `<weight>.css`,
 * which carries the unicode ranges) for the wanted subsets, then the rupee and core faces cut from its
 * latin-ext and latin files. The browser fetches every face whose range holds a character of the text,
 * whichever it draws with, so no two faces of a weight claim the same code point: the package's faces
 * give up what the cut faces hold, and the other scripts' what latin holds.
 */
export async function brandFontsCss(faces: BrandFace[] = BRAND_FACES, cacheDir = CACHE_DIR): Promise<string> {
  const out: string[] = [];
  for (const { pkg, weights, subsets } of faces) {
    const dir = packageDir(pkg);
    const family = pkg.split('/')[1]!;
    const ordered = [...subsets].sort((a, b) => LATIN.indexOf(a) - LATIN.indexOf(b));
    for (const weight of weights) {
      const rules = faceRules(readFileSync(join(dir, `${weight}.css`), 'utf8'), dir);
      const ruleOf = (subset: string) => {
        const rule = rules.find((r) => r.includes(`/files/${family}-${subset}-${weight}-normal.woff2"`));
        if (!rule) throw new Error(`${pkg} has no ${subset} face of weight ${weight}`);
        return rule;
      };
      const latinRanges = ordered
        .filter((subset) => LATIN.includes(subset))
        .flatMap((subset) => parseRanges(rangeOf(ruleOf(subset))));
      const cut = [...CORE, ...RUPEE];
      for (const subset of ordered) out.push(without(ruleOf(subset), LATIN.includes(subset) ? cut : [...latinRanges, ...cut]));
      const name = (kind: string) => `${family}-${kind}-${weight}-normal.woff2`;
      const rupee = await cutFace(fileOf(ruleOf('latin-ext')), RUPEE, name('rupee'), cacheDir);
      const core = await cutFace(fileOf(ruleOf('latin')), CORE, name('core'), cacheDir);
      out.push(withSource(ruleOf('latin-ext'), rupee, RUPEE), withSource(ruleOf('latin'), core, CORE));
    }
  }
  return out.join('\n');
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
