/**
 * `pnpm docs`: the browsable API reference, built offline into docs/api/ (Redoc with its scripts
 * inlined, so the pages load nothing from the internet): index.html for every marketplace service,
 * one page per document beside it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { writeBundles } from './bundle.ts';
import { repoRoot } from './spec-files.ts';

export const apiDocsDir = join(repoRoot, 'docs/api');

/** Builds every reference page; returns the index file. */
export async function buildDocs(): Promise<string> {
  mkdirSync(apiDocsDir, { recursive: true });
  const redocly = join(repoRoot, 'node_modules/.bin/redocly');
  const pages: string[] = [];
  for (const bundle of await writeBundles()) {
    const name = basename(bundle, '.yaml');
    const out = join(apiDocsDir, name === 'all' ? 'index.html' : `${name}.html`);
    execFileSync(redocly, ['build-docs', bundle, '--inlineBundle', '--config', join(repoRoot, 'redocly.yaml'), '-o', out], {
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: repoRoot,
    });
    pages.push(out);
  }
  writeFileSync(join(apiDocsDir, 'pages.json'), JSON.stringify(pages.map((p) => relative(apiDocsDir, p)), null, 2));
  return join(apiDocsDir, 'index.html');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const index = await buildDocs();
  console.log(`docs: API reference in ${relative(repoRoot, index)} (open it in a browser; works offline)`);
}
