/** The storefront's own @font-face rules, built from the Fontsource packages (scripts/brand-fonts.ts). */
import { existsSync, readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FACES,
  brandFontsCss,
  CORE,
  faceRules,
  parseRanges,
  preloadNames,
  RUPEE,
  subtractRanges,
} from '../scripts/brand-fonts.ts';

const css = await brandFontsCss();
const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const field = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();

describe('brand fonts', () => {
  it('declares every weight of every subset, and its core and rupee faces, once, with an existing WOFF2 file only', () => {
    const expected = BRAND_FACES.reduce((n, f) => n + f.weights.length * (f.subsets.length + 2), 0);
    expect(faces).toHaveLength(expected);
    for (const face of faces) {
      const urls = [...face.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(/\.woff2$/);
      expect(existsSync(urls[0]!), urls[0]).toBe(true);
      expect(field(face, 'unicode-range')).toBeTruthy();
    }
  });

  it('never swaps a font in late: every face is font-display optional', () => {
    expect(faces.map((face) => field(face, 'font-display'))).toEqual(faces.map(() => 'optional'));
    expect(css).not.toMatch(/swap|\.woff\)/);
  });

  it('claims each code point once per weight: core for English text, the rupee face for ₹, latin for the rest, each script its own', () => {
    // the browser fetches every face whose range holds a character of the text, whichever it draws with
    const covers = (face: string, code: number) =>
      parseRanges(field(face, 'unicode-range')!).some(([a, b]) => code >= a && code <= b);
    for (const { pkg, weights, subsets } of BRAND_FACES)
      for (const weight of weights) {
        const family = pkg.split('/')[1]!;
        const ofWeight = faces.filter((face) => face.includes(`/${family}-`) && field(face, 'font-weight') === String(weight));
        const claiming = (code: number) =>
          ofWeight
            .filter((face) => covers(face, code))
            .map((face) => new RegExp(`${family}-([\\w-]+)-\\d+-normal`).exec(face)?.[1]);
        expect(claiming(0x0041)).toEqual(['core']);
        expect(claiming(0x2019)).toEqual(['core']);
        expect(claiming(0x20b9)).toEqual(['rupee']);
        expect(claiming(0x00e8)).toEqual(['latin']);
        expect(claiming(0x0101)).toEqual(['latin-ext']);
        if (subsets.includes('devanagari')) expect(claiming(0x0905)).toEqual(['devanagari']);
      }
  });

  it('cuts faces that hold their characters and are smaller than the files they are cut from', async () => {
    const glyphs = async (file: string, text: string) =>
      (await subsetFont(readFileSync(file), text, { targetFormat: 'sfnt' })).length;
    for (const face of faces.filter((f) => /-(core|rupee)-\d+-normal\.woff2/.test(f))) {
      const file = /url\("([^"]+)"\)/.exec(face)![1]!;
      const from = faces.find(
        (f) =>
          field(f, 'font-family') === field(face, 'font-family') &&
          field(f, 'font-weight') === field(face, 'font-weight') &&
          f.includes(face.includes('-rupee-') ? '-latin-ext-' : '-latin-'),
      )!;
      expect(readFileSync(file).length, file).toBeLessThan(readFileSync(/url\("([^"]+)"\)/.exec(from)![1]!).length);
      // the face draws its character: cutting it to that character keeps more than an empty cut does
      const sample = face.includes('-rupee-') ? '\u20b9' : 'Q';
      expect(await glyphs(file, ` ${sample}`), file).toBeGreaterThan(await glyphs(file, ' '));
    }
    expect(CORE.length).toBeGreaterThan(1);
    expect(RUPEE).toEqual([[0x20b9, 0x20b9]]);
  });

  it('takes one set of code points out of another', () => {
    expect(subtractRanges(parseRanges('U+0900-097F,U+20A8,U+20B9,U+25CC'), parseRanges('U+20A0-20AB,U+20AD-20C0'))).toEqual([
      [0x900, 0x97f],
      [0x25cc, 0x25cc],
    ]);
    expect(subtractRanges([[0, 100]], [[10, 20]])).toEqual([
      [0, 9],
      [21, 100],
    ]);
  });

  it('preloads files that exist among the faces', () => {
    const names = preloadNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(css).toContain(`/${name}"`);
  });

  it('refuses a package whose rules change shape rather than emit a broken face', () => {
    expect(() => faceRules('@font-face { font-family: X; src: url(./files/x.ttf); }', '/pkg')).toThrow(/unexpected/);
    expect(() => faceRules('', '/pkg')).toThrow(/no @font-face/);
  });
});
