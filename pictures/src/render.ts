/**
 * `pnpm pictures`: renders every made picture (shots.ts) in the studio and writes its variants to
 * pictures/media/{set}/: AVIF and WebP at each width of its shape, a JPEG at the fallback width.
 * A picture whose shot and studio code are unchanged since its last render (media/renders.json) is
 * skipped; `--all` renders everything again, `--only <text>` the pictures whose path contains it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { variantFile, type PictureShape } from '../../mocks/src/pictures.ts';
import { pictures, type Picture } from './shots.ts';
import { openStudio, studioBundle } from './studio-page.ts';

export const MEDIA_DIR = join(import.meta.dirname, '../media');
export const RENDERS = join(MEDIA_DIR, 'renders.json');

/** Encoder settings: modest quality, fixed effort, so the same master gives the same bytes. */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  jpg: { quality: 80, mozjpeg: true, progressive: true },
} as const;

/** Every file of one picture, from its rendered master (PNG bytes at the shape's full size). */
export async function encode(master: Buffer, name: string, shape: PictureShape): Promise<Array<[file: string, bytes: Buffer]>> {
  const sized = async (width: number) =>
    width === shape.width ? sharp(master) : sharp(await sharp(master).resize({ width, kernel: 'lanczos3' }).toBuffer());
  const files: Array<[string, Buffer]> = [];
  for (const width of shape.widths) {
    files.push([variantFile(name, width, 'avif'), await (await sized(width)).avif(ENCODING.avif).toBuffer()]);
    files.push([variantFile(name, width, 'webp'), await (await sized(width)).webp(ENCODING.webp).toBuffer()]);
  }
  files.push([variantFile(name, shape.fallback, 'jpg'), await (await sized(shape.fallback)).jpeg(ENCODING.jpg).toBuffer()]);
  return files;
}

/** The studio's code as built (minified, so a change of layout or comments renders nothing again) and the encoders' settings. */
export const studioSource = async (): Promise<string> => (await studioBundle(true)) + JSON.stringify(ENCODING);

/** What a picture's render depends on: studio code, encoder settings, its shot and shape. */
export const fingerprint = (picture: Picture, studio: string) =>
  createHash('sha256')
    .update(studio)
    .update(JSON.stringify(picture.shot))
    .update(JSON.stringify(picture.shape))
    .digest('hex')
    .slice(0, 16);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { all: { type: 'boolean' }, only: { type: 'string' } } });
  const only = values.only?.split(',');
  const previous: Record<string, string> = existsSync(RENDERS) ? JSON.parse(readFileSync(RENDERS, 'utf8')) : {};
  const studioCode = await studioSource();
  const all = pictures();
  const todo = all.filter((p) => {
    const key = `${p.set}/${p.name}`;
    if (only) return only.some((part) => key.includes(part));
    return values.all || previous[key] !== fingerprint(p, studioCode);
  });
  console.log(`pictures: ${todo.length} of ${all.length} to render`);
  const started = Date.now();
  const studio = await openStudio();
  const renders: Record<string, string> = { ...previous };
  try {
    for (const [i, picture] of todo.entries()) {
      const t = Date.now();
      const master = 'items' in picture.shot ? await studio.render(picture.shot) : await studio.mark(picture.shot);
      const folder = join(MEDIA_DIR, picture.set);
      mkdirSync(folder, { recursive: true });
      let bytes = 0;
      for (const [file, data] of await encode(master, picture.name, picture.shape)) {
        writeFileSync(join(folder, file), data);
        bytes += data.length;
      }
      renders[`${picture.set}/${picture.name}`] = fingerprint(picture, studioCode);
      console.log(
        `${i + 1}/${todo.length} ${picture.set}/${picture.name}: ${Date.now() - t} ms, ${(bytes / 1024).toFixed(0)} kB`,
      );
      // written as it goes, so a stopped run keeps what it made
      writeFileSync(RENDERS, `${JSON.stringify(Object.fromEntries(Object.entries(renders).sort()), null, 2)}\n`);
    }
  } finally {
    await studio.close();
  }
  const total = readdirSync(MEDIA_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'renders.json')
    .reduce((sum, e) => sum + readFileSync(join(e.parentPath, e.name)).length, 0);
  console.log(
    `pictures: ${todo.length} rendered in ${((Date.now() - started) / 1000).toFixed(0)} s; media/ holds ${(total / 1024 / 1024).toFixed(2)} MB`,
  );
}

if (import.meta.filename === process.argv[1]) await main();
