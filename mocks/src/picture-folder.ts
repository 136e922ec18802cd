/**
 * The made pictures on disk, for the Node entries (the mock server and msw/node): the folder the
 * pictures/ pipeline writes, `ATTAR_PICTURES_DIR` to point elsewhere. From this file (src/ or dist/)
 * two folders up and into `pictures/media` is the repository's folder, or, for an installed package,
 * `@attar/pictures/media` beside `@attar/mocks`; without it the media route draws SVG instead.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PictureSource } from './media.ts';

export const DEFAULT_PICTURES_DIR = fileURLToPath(new URL('../../pictures/media/', import.meta.url));

/**
 * A picture source reading `{set}/{file}` under `dir`; a missing file is undefined, not an error.
 * @example
 * startMockServer({ pictures: pictureFolder('/srv/attar/pictures') });
 */
export function pictureFolder(dir = process.env.ATTAR_PICTURES_DIR || DEFAULT_PICTURES_DIR): PictureSource {
  return async (path) => {
    const file = normalize(join(dir, path));
    // the media route only asks for `{set}/{name}-{width}.{format}`; refuse anything that climbs out
    if (!file.startsWith(normalize(dir))) return undefined;
    try {
      return new Uint8Array(await readFile(file));
    } catch {
      return undefined;
    }
  };
}
