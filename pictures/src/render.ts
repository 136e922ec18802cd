/**
 * `pnpm pictures`: renders every made picture (shots.ts) in the studio and writes its variants to
 * pictures/media/{set}/: AVIF and WebP at each width of its shape, a JPEG at the fallback width; and
 * every made clip (shots.ts `films`) frame by frame, encoded in the browser to pictures/media/video/
 * as WebM (VP9) and MP4 (H.264). A picture or clip whose shot and code are unchanged since its last
 * render (media/renders.json) is skipped; `--all` renders everything again, `--only <text>` the
 * pictures and clips whose path contains it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CLIP_FORMATS, clipFile, variantFile, type PictureShape } from '../../mocks/src/pictures.ts';
import { films, frameCount, frameOf, pictures, type Film, type Picture } from './shots.ts';
import { filmBundle, openStudio, studioBundle, type Studio } from './studio-page.ts';
import type { FilmSettings } from './studio/film.ts';

export const MEDIA_DIR = join(import.meta.dirname, '../media');
export const RENDERS = join(MEDIA_DIR, 'renders.json');

/** Encoder settings: modest quality, fixed effort, so the same master gives the same bytes. */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  jpg: { quality: 80, mozjpeg: true, progressive: true },
} as const;

/**
 * Clip encoder settings: a key frame every 4 s (a loop of 8 s needs little seeking), bitrates that keep
 * a 640 px clip of a slow still life under 400 kB. The codec strings are the mock's (CLIP_FORMATS).
 */
export const CLIP_ENCODING = {
  keyFrameSeconds: 4,
  webm: { codec: 'vp9', bitrate: 300_000 },
  mp4: { codec: 'avc', bitrate: 340_000 },
} as const;

/** The encoder settings of one clip. */
export const filmSettings = (film: Film): FilmSettings => ({
  width: film.clip.width,
  height: film.clip.height,
  fps: film.clip.fps,
  keyFrameSeconds: CLIP_ENCODING.keyFrameSeconds,
  encodings: CLIP_FORMATS.map(({ format, codec }) => ({ format, codecString: codec, ...CLIP_ENCODING[format] })),
});

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

/** The film camera's code as built (with the studio's, a clip depends on both). */
export const filmSource = async (): Promise<string> => (await studioBundle(true)) + (await filmBundle(true));

/** What a clip's render depends on: studio and camera code, encoder settings, its film. */
export const filmFingerprint = (film: Film, code: string) =>
  createHash('sha256')
    .update(code)
    .update(JSON.stringify(filmSettings(film)))
    .update(JSON.stringify(film))
    .digest('hex')
    .slice(0, 16);

/** Renders one clip: every frame through the studio, encoded in each format; the files by name. */
export async function renderClip(
  studio: Studio,
  film: Film,
  progress?: (done: number) => void,
): Promise<Array<[string, Buffer]>> {
  const frames = Array.from({ length: frameCount(film) }, (_, i) => frameOf(film, i));
  const files = await studio.film(frames, filmSettings(film), progress);
  return CLIP_FORMATS.map(({ format }) => [clipFile(film.name, film.clip, format), files[format]!]);
}

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
  const filmCode = await filmSource();
  const clips = films().filter((f) => {
    const key = `video/${f.name}`;
    if (only) return only.some((part) => key.includes(part));
    return values.all || previous[key] !== filmFingerprint(f, filmCode);
  });
  console.log(`pictures: ${todo.length} of ${all.length} to render; clips: ${clips.length}`);
  const started = Date.now();
  const studio = await openStudio();
  const renders: Record<string, string> = { ...previous };
  const save = () => writeFileSync(RENDERS, `${JSON.stringify(Object.fromEntries(Object.entries(renders).sort()), null, 2)}\n`);
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
      save();
    }
    for (const film of clips) {
      const t = Date.now();
      const frames = frameCount(film);
      const files = await renderClip(studio, film, (done) => {
        if (done % 24 === 0 || done === frames) console.log(`video/${film.name}: frame ${done}/${frames}, ${Date.now() - t} ms`);
      });
      const folder = join(MEDIA_DIR, 'video');
      mkdirSync(folder, { recursive: true });
      for (const [file, data] of files) {
        writeFileSync(join(folder, file), data);
        console.log(`video/${file}: ${(data.length / 1024).toFixed(0)} kB`);
      }
      renders[`video/${film.name}`] = filmFingerprint(film, filmCode);
      save();
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
