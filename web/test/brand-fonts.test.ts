/** The storefront's own @font-face rules, built from the Fontsource packages (scripts/brand-fonts.ts). */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_FACES, brandFontsCss, faceRules, preloadNames } from '../scripts/brand-fonts.ts';

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

  it('draws the rupee sign from latin-ext, which the first view preloads, never from another script', () => {
    // the browser takes the last declared face whose range holds the character
    const covers = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
        return code >= Number.parseInt(from!, 16) && code <= Number.parseInt(to!, 16);
      });
    const rupee = 0x20b9;
    for (const weight of [400, 500, 600]) {
      const poppins = faces.filter((face) => face.includes('/poppins-') && field(face, 'font-weight') === String(weight));
      expect(
        poppins.filter((face) => face.includes('-devanagari-') && covers(field(face, 'unicode-range')!, rupee)),
      ).toHaveLength(1);
      const chosen = poppins.findLast((face) => covers(field(face, 'unicode-range')!, rupee));
      expect(chosen).toContain(`/poppins-latin-ext-${weight}-normal.woff2`);
    }
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
