/**
 * `pnpm bundle`: one self-contained YAML per service in spec/dist/, plus all.yaml with every
 * marketplace service, for tools that want one file (Prism, API reference, other languages' codegen).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import { bundleAll, bundleDocument, otherDocuments, repoRoot, specDir } from './spec-files.ts';

export const distDir = join(specDir, 'dist');

/** Writes every bundle and returns the written paths. */
export async function writeBundles(): Promise<string[]> {
  mkdirSync(distDir, { recursive: true });
  const written: string[] = [];
  const write = (name: string, doc: unknown) => {
    const file = join(distDir, `${name}.yaml`);
    writeFileSync(file, stringify(doc, { lineWidth: 0 }));
    written.push(file);
  };
  const { services, all } = await bundleAll();
  for (const [name, doc] of services) write(name, doc);
  for (const name of otherDocuments) write(name, await bundleDocument(name));
  write('all', all);
  return written;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const written = await writeBundles();
  console.log(`bundle: wrote ${written.map((f) => relative(repoRoot, f)).join(', ')}`);
}
