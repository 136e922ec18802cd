/**
 * Opens the studio in headless Chromium: the browser code (studio/) bundled with three.js by esbuild,
 * the label typefaces from the @fontsource packages as data URLs, WebGL 2 on SwiftShader (no GPU needed).
 * The page is served on an https address answered here (nothing goes to the network): a secure
 * context, which the film camera's WebCodecs encoders need.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Mark } from './shots.ts';
import type { FilmSettings } from './studio/film.ts';
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
  /** Renders the frames of a clip and encodes them in every format of `settings`: the files by format. */
  film(frames: Shot[], settings: FilmSettings, progress?: (done: number) => void): Promise<Record<string, Buffer>>;
  close(): Promise<void>;
}

/** The browser side (studio/) with three.js, as one script. */
export const studioBundle = (minify = false): Promise<string> => bundleOf('studio/studio.ts', minify);

/** The film camera (studio/film.ts) with mediabunny, as one script run beside the studio's. */
export const filmBundle = (minify = false): Promise<string> => bundleOf('studio/film.ts', minify);

async function bundleOf(entry: string, minify: boolean): Promise<string> {
  const bundle = await build({
    entryPoints: [join(import.meta.dirname, entry)],
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

/** The film camera's calls, as the page has them (studio/film.ts). */
interface Film {
  start(settings: FilmSettings): Promise<void>;
  frame(shot: Shot, index: number): Promise<void>;
  finish(): Promise<Record<string, string>>;
}

/** Where the studio page is served (answered by the page's own route, never looked up). */
const STUDIO_URL = 'https://studio.attar.invalid/';

export async function openStudio(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<Studio> {
  const bundle = await studioBundle();
  const browser: Browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  const page: Page = await browser.newPage();
  page.setDefaultTimeout(600_000);
  const html = `<!doctype html><html><head><style>${fontFaces()}</style></head><body></body></html>`;
  await page.route(STUDIO_URL, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(STUDIO_URL);
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
    async film(frames, settings, progress) {
      if (!(await page.evaluate(() => 'attarFilm' in globalThis))) await page.addScriptTag({ content: await filmBundle() });
      // each runs in the page: the camera is its global (studio/film.ts)
      await page.evaluate(async (s) => (globalThis as unknown as { attarFilm: Film }).attarFilm.start(s), settings);
      for (const [i, shot] of frames.entries()) {
        await page.evaluate(async ([s, n]) => (globalThis as unknown as { attarFilm: Film }).attarFilm.frame(s, n), [
          shot,
          i,
        ] as const);
        progress?.(i + 1);
      }
      const files = await page.evaluate(async () => (globalThis as unknown as { attarFilm: Film }).attarFilm.finish());
      return Object.fromEntries(Object.entries(files).map(([format, data]) => [format, Buffer.from(data, 'base64')]));
    },
    close: () => browser.close(),
  };
}
