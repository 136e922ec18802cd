/** Local image files as the File parts of a multipart review form. */
import { basename, extname } from 'node:path';
import type { CommandContext } from '../../context.ts';
import { usageError } from '../../errors.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
const MAX_BYTES = 5 * 1024 * 1024;

/** Reads `--image` paths; a missing, unknown or too large file is a usage error (nothing is sent). */
export async function readImages(ctx: CommandContext, paths: readonly string[] = []): Promise<File[]> {
  const read =
    ctx.deps.readFile ?? (async (path: string) => new Uint8Array(await (await import('node:fs/promises')).readFile(path)));
  const files: File[] = [];
  for (const path of paths) {
    const type = TYPES[extname(path).toLowerCase()];
    if (!type) throw usageError(`--image ${path}: use a .jpg, .png, .webp or .gif file.`, 'usage.badImage');
    let bytes: Uint8Array;
    try {
      bytes = await read(path);
    } catch (cause) {
      throw usageError(
        `--image ${path}: cannot read it (${cause instanceof Error ? cause.message : String(cause)}).`,
        'usage.badImage',
      );
    }
    if (bytes.byteLength > MAX_BYTES) throw usageError(`--image ${path}: larger than 5 MB.`, 'usage.badImage');
    files.push(new File([bytes as Uint8Array<ArrayBuffer>], basename(path), { type }));
  }
  return files;
}
