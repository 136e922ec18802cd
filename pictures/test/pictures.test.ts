/**
 * The made pictures: every picture the seeded shop names exists in every width and format, each has a
 * shot of its shape, the committed files are the render of the current shots, and encoding is stable.
 * The made clips: a film each, looping, whose first frame is its poster; the committed files are the
 * render of the current films, in the codecs and size the mock announces.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMockShop } from '../../mocks/src/index.ts';
import { madePictures } from '../../mocks/src/picture-list.ts';
import { CLIP_FORMATS, CLIPS, clipFile, madeImage, PICTURE_FORMATS, shapeOf, variantFiles } from '../../mocks/src/pictures.ts';
import { encode, filmFingerprint, filmSource, fingerprint, MEDIA_DIR, RENDERS, studioSource } from '../src/render.ts';
import { bottleOf, films, frameCount, frameOf, pictures } from '../src/shots.ts';

/** A clip's size budget: each file under 400 kB. */
const CLIP_BUDGET = 400 * 1024;
import { PRODUCT_ROWS } from '../../mocks/src/shop/catalogue/seed-products.ts';

/** Every `/media` path and variant template anywhere in a value. */
function mediaRefs(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) found.add(value);
  } else if (value && typeof value === 'object') {
    for (const v of value instanceof Map ? value.values() : Object.values(value)) mediaRefs(v, found);
  }
  return found;
}

/** Drawn on request, vector by nature: the header's logo, site icon, icons, the map, documents, uploads. */
const DRAWN =
  /^\/media\/(banners\/(logo|favicon|icon-[a-z-]+|map-[a-z-]+)|certificates\/[a-z0-9-]+|reviews\/[a-z0-9-]+|frames\/[a-z0-9-]+)\.svg$/;

describe('made pictures', () => {
  it('exist for every picture the seeded shop references, in every width and format', () => {
    const refs = mediaRefs(createMockShop().shop.state);
    expect(refs.size).toBeGreaterThan(150);
    const missing: string[] = [];
    for (const ref of refs) {
      if (ref.endsWith('.svg')) {
        expect(ref, 'a drawn picture must be one that is vector by nature').toMatch(DRAWN);
        continue;
      }
      const files = ref.includes('{width}')
        ? shapeOf(ref.split('/')[2]!, ref.split('/')[3]!.replace(/-\{width\}\.\{format\}$/, ''))!.widths.flatMap((w) =>
            PICTURE_FORMATS.map((f) => ref.replace('{width}', String(w)).replace('{format}', f)),
          )
        : [ref];
      for (const file of files) if (!existsSync(join(MEDIA_DIR, file.replace('/media/', '')))) missing.push(file);
    }
    expect(missing).toEqual([]);
  });

  it('names every variant after the picture, its width and format; widths rise to the master, the fallback among them', () => {
    for (const { name, shape } of madePictures()) {
      expect([...shape.widths].sort((a, b) => a - b)).toEqual(shape.widths);
      expect(shape.widths.at(-1)).toBe(shape.width);
      expect(shape.widths).toContain(shape.fallback);
      const files = variantFiles(name, shape);
      expect(files).toHaveLength(shape.widths.length * PICTURE_FORMATS.length + 1);
      expect(files).toContain(`${name}-${shape.fallback}.jpg`);
    }
    expect(madeImage('products', 'oud-noir', 'Oud Noir bottle')).toEqual({
      url: '/media/products/oud-noir-640.jpg',
      altText: 'Oud Noir bottle',
      width: 960,
      height: 960,
      variants: {
        template: '/media/products/oud-noir-{width}.{format}',
        widths: [320, 480, 640, 960],
        formats: ['avif', 'webp'],
      },
    });
    expect(() => madeImage('banners', 'no-such-banner', '')).toThrow('No made picture /media/banners/no-such-banner');
  });

  it('gives every picture a shot of its shape, and each perfume a bottle from its catalogue row', () => {
    const all = pictures();
    expect(all).toHaveLength(madePictures().length);
    for (const { shot, shape } of all) expect([shot.width, shot.height]).toEqual([shape.width, shape.height]);
    const attar = PRODUCT_ROWS.find((r) => r.conc === 'ATTAR')!;
    const cologne = PRODUCT_ROWS.find((r) => r.conc === 'EDC')!;
    expect(bottleOf(attar)).toMatchObject({ shape: 'flask', capShape: 'stopper' });
    expect(bottleOf(cologne).shape).toBe('pillar');
    expect(bottleOf(cologne).label).toMatchObject({ name: cologne.name, line: 'Eau de cologne' });
    // siblings of one family still differ
    const [a, b] = PRODUCT_ROWS.filter((r) => r.fam === 'FLORAL');
    expect(bottleOf(a!).juice).not.toBe(bottleOf(b!).juice);
  });

  it('are the render of the current shots and studio (run `pnpm pictures` after changing either)', async () => {
    const renders = JSON.parse(readFileSync(RENDERS, 'utf8')) as Record<string, string>;
    const studio = await studioSource();
    const stale = pictures()
      .filter((p) => renders[`${p.set}/${p.name}`] !== fingerprint(p, studio))
      .map((p) => `${p.set}/${p.name}`);
    expect(stale).toEqual([]);
  });

  it('encodes a master into every file, each at its width and in its format, the same bytes every time', async () => {
    const master = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c9a27a' } })
      .png()
      .toBuffer();
    const shape = { width: 64, height: 32, widths: [16, 32, 64], fallback: 32 };
    const files = await encode(master, 'swatch', shape);
    expect(files.map(([file]) => file)).toEqual(variantFiles('swatch', shape));
    for (const [file, data] of files) {
      const meta = await sharp(data).metadata();
      const [, width, format] = /-(\d+)\.(\w+)$/.exec(file)!;
      expect(meta.width, file).toBe(Number(width));
      expect(meta.format === 'heif' ? 'avif' : meta.format === 'jpeg' ? 'jpg' : meta.format).toBe(format);
    }
    const again = await encode(master, 'swatch', shape);
    expect(again.map(([, d]) => d.toString('base64'))).toEqual(files.map(([, d]) => d.toString('base64')));
  });

  it('gives every clip a film whose first frame is its poster and whose last runs into the first', () => {
    const all = films();
    expect(all.map((f) => f.name)).toEqual(Object.keys(CLIPS));
    for (const film of all) {
      const poster = pictures().find((p) => p.set === 'banners' && p.name === film.clip.poster)!;
      const first = frameOf(film, 0);
      // the same scene, seen from the same place; only the size differs
      expect({ ...first, width: 0, height: 0 }).toEqual({ ...poster.shot, width: 0, height: 0 });
      expect(first.width / first.height).toBeCloseTo(poster.shape.width / poster.shape.height, 5);
      const n = frameCount(film);
      expect(n).toBe(film.clip.seconds * film.clip.fps);
      const next = frameOf(film, n);
      for (const [i, value] of first.camera.from.entries()) expect(next.camera.from[i]).toBeCloseTo(value, 9);
      expect(next.keyAngle).toBeCloseTo(first.keyAngle, 9);
      // and it moves in between
      expect(frameOf(film, n / 4).camera.from[0]).not.toBeCloseTo(first.camera.from[0], 2);
    }
  });

  it('has clips that are the render of the current films and camera (run `pnpm pictures` after changing either)', async () => {
    const renders = JSON.parse(readFileSync(RENDERS, 'utf8')) as Record<string, string>;
    const code = await filmSource();
    const stale = films()
      .filter((f) => renders[`video/${f.name}`] !== filmFingerprint(f, code))
      .map((f) => `video/${f.name}`);
    expect(stale).toEqual([]);
  });

  it('has clips in the codec, size and length the mock announces, each under the size budget', async () => {
    for (const film of films()) {
      for (const { format, codec } of CLIP_FORMATS) {
        const file = join(MEDIA_DIR, 'video', clipFile(film.name, film.clip, format));
        const bytes = readFileSync(file);
        expect(bytes.length, file).toBeLessThan(CLIP_BUDGET);
        const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
        expect((await input.getFormat()).name, file).toBe(format === 'webm' ? 'WebM' : 'MP4');
        const track = (await input.getPrimaryVideoTrack())!;
        expect([track.displayWidth, track.displayHeight]).toEqual([film.clip.width, film.clip.height]);
        // the file's own string may go on with the colour details (`vp09.00.21.08.01.01…`)
        expect((await track.getCodecParameterString())?.toLowerCase().slice(0, codec.length)).toBe(codec);
        expect(await input.computeDuration()).toBeCloseTo(film.clip.seconds, 1);
        expect((await track.computePacketStats()).packetCount).toBe(frameCount(film));
      }
    }
  });
});
