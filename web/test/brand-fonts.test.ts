/** The storefront's own @font-face rules, built from the Fontsource packages (scripts/brand-fonts.ts). */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_FACES, brandFontsCss, faceRules, parseRanges, preloadNames, subtractRanges } from '../scripts/brand-fonts.ts';

const css = brandFontsCss();
const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const field = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();

describe('brand fonts', () => {
  it('declares every weight of every subset, once, with an existing WOFF2 file only', () => {
    const expected = BRAND_FACES.reduce((n, f) => n + f.weights.length * f.subsets.length, 0);
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

  it('declares latin last for each weight, so the subsets it shares with others come from it', () => {
    for (const { pkg, weights } of BRAND_FACES)
      for (const weight of weights) {
        const family = pkg.split('/')[1]!;
        const files = faces
          .filter((face) => field(face, 'font-weight') === String(weight) && face.includes(`/${family}-`))
          .map((face) => /files\/([\w-]+)-\d+-normal\.woff2/.exec(face)?.[1]);
        expect(files.at(-1)).toBe(`${family}-latin`);
      }
  });

  it('fetches only latin-ext for the rupee sign: no other face of a weight claims a code point latin covers', () => {
    // the browser fetches every face whose range holds a character of the text, whichever it draws with
    const covers = (face: string, code: number) =>
      parseRanges(field(face, 'unicode-range')!).some(([a, b]) => code >= a && code <= b);
    for (const weight of [400, 500, 600]) {
      const poppins = faces.filter((face) => face.includes('/poppins-') && field(face, 'font-weight') === String(weight));
      const claiming = (code: number) =>
        poppins.filter((face) => covers(face, code)).map((face) => /poppins-([\w-]+)-\d+-normal/.exec(face)?.[1]);
      expect(claiming(0x20b9)).toEqual(['latin-ext']);
      expect(claiming(0x0905)).toEqual(['devanagari']);
      expect(claiming(0x0041)).toEqual(['latin']);
    }
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
    for (const name of names) expect(css).toContain(`/files/${name}"`);
  });

  it('refuses a package whose rules change shape rather than emit a broken face', () => {
    expect(() => faceRules('@font-face { font-family: X; src: url(./files/x.ttf); }', '/pkg')).toThrow(/unexpected/);
    expect(() => faceRules('', '/pkg')).toThrow(/no @font-face/);
  });
});
