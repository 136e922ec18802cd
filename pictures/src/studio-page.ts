/**
 * Opens the studio in headless Chromium: the browser code (studio/) bundled with three.js by esbuild,
 * the label typefaces from the @fontsource packages as data URLs, WebGL 2 on SwiftShader (no GPU needed).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Mark } from './shots.ts';
import type { Shot } from './studio/shot.ts';

const require = createRequire(import.meta.url);

/** The typefaces the labels and brand marks are set in: family, weight and file. */
export const FACES: ReadonlyArray<[family: string, weight: number, file: string]> = [
  ['Cormorant Garamond', 500, '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2'],
  ['Cormorant Garamond', 600, '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'],
  ['Cinzel', 400, '@fontsource/cinzel/files/cinzel-latin-400-normal.woff2'],
  ['Cinzel', 600, '@fontsource/cinzel/files/cinzel-latin-600-normal.woff2'],
  ['Italiana', 400, '@fontsource/italiana/files/italiana-latin-400-normal.woff2'],
  ['Marcellus', 400, '@fontsource/marcellus/files/marcellus-latin-400-normal.woff2'],
];

function fontFaces(): string {
  return FACES.map(([family, weight, file]) => {
    const data = readFileSync(require.resolve(file)).toString('base64');
    return `@font-face{font-family:"${family}";font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`;
  }).join('\n');
}

export interface Studio {
  /** Renders a shot to PNG bytes. */
  render(shot: Shot): Promise<Buffer>;
  /** Draws a brand mark to PNG bytes. */
  mark(mark: Mark): Promise<Buffer>;
  close(): Promise<void>;
}

/** The browser side (studio/) with three.js, as one script. */
export async function studioBundle(minify = false): Promise<string> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, 'studio/studio.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    minify,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return bundle.outputFiles[0]!.text;
}

export async function openStudio(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<Studio> {
  const bundle = await studioBundle();
  const browser: Browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page: Page = await browser.newPage();
  page.setDefaultTimeout(600_000);
  await page.setContent(`<!doctype html><html><head><style>${fontFaces()}</style></head><body></body></html>`);
  await page.evaluate(
    async (faces) => {
      await Promise.all(faces.map(([family, weight]) => document.fonts.load(`${weight} 20px "${family}"`)));
    },
    FACES as Array<[string, number, string]>,
  );
  await page.addScriptTag({ content: bundle });
  return {
    async render(shot) {
      const base64 = await page.evaluate(
        (s) => (globalThis as unknown as { attarStudio: { render(shot: Shot): string } }).attarStudio.render(s),
        shot,
      );
      return Buffer.from(base64, 'base64');
    },
    async mark(mark) {
      const base64 = await page.evaluate(
        (m) => (globalThis as unknown as { attarStudio: { renderMark(mark: Mark): string } }).attarStudio.renderMark(m),
        mark,
      );
      return Buffer.from(base64, 'base64');
    },
    close: () => browser.close(),
  };
}
