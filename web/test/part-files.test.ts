/**
 * The map of code-split parts to their files (scripts/part-files.ts) and the preload links the server
 * writes from it (server/page.ts): a part the map misses would load only after the entry has run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_IMPORTS, partDeclarations, partFiles as partFilesPlugin, type PartFiles } from '../scripts/part-files.ts';
import { entryImports, partFiles } from '../server/page.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('part declarations', () => {
  it('reads both shapes and skips examples in comments', () => {
    const code = `
      /** @example preloadable('doc-only', () => import('./nope.tsx')) */
      // preloadable('commented', () => import('./nope.tsx'))
      const Footer = preloadable('site-footer', () => import('./site-footer.tsx').then((m) => m.SiteFooter));
      const blocks = { banner: lazyBlock(() => import('./blocks/banner-carousel.tsx'), 'BannerCarouselBlock') };`;
    expect(partDeclarations(code)).toEqual([
      ['site-footer', './site-footer.tsx'],
      ['block:BannerCarouselBlock', './blocks/banner-carousel.tsx'],
    ]);
  });

  it('finds every part the storefront declares', () => {
    const root = join(import.meta.dirname, '../src');
    let calls = 0;
    let found = 0;
    const ids = new Set<string>();
    for (const file of sources(root)) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      // calls, not the two helpers' own definitions (lazyBlock calls preloadable with a template id)
      calls += [...code.matchAll(/\b(preloadable|lazyBlock)(<[^>]*>)?\((?!\s*(id|load)\b|\s*`)/g)].length;
      for (const [id] of partDeclarations(code)) {
        found++;
        ids.add(id);
      }
    }
    expect(found).toBeGreaterThan(20);
    expect(found, 'a part declared in a shape the plugin does not read').toBe(calls);
    expect(ids.size, 'two parts share an id').toBe(found);
  });
});

describe('part preloads', () => {
  const files = {
    'site-footer': ['assets/site-footer-a1.js', 'assets/menu-link-b2.js'],
    'block:BannerCarouselBlock': ['assets/banner-carousel-c3.js', 'assets/icons-d4.js', 'assets/menu-link-b2.js'],
  };

  it('names each file of the rendered parts once, from the site root', () => {
    expect(partFiles(['site-footer', 'block:BannerCarouselBlock'], files)).toEqual([
      '/assets/site-footer-a1.js',
      '/assets/menu-link-b2.js',
      '/assets/banner-carousel-c3.js',
      '/assets/icons-d4.js',
    ]);
  });

  it('writes nothing for a part it does not know or a page without parts', () => {
    expect(partFiles(['unknown'], files)).toEqual([]);
    expect(partFiles([], files)).toEqual([]);
  });
});

describe('the entry’s own imports', () => {
  /** Runs the plugin's last step over a made-up bundle and returns the map it writes. */
  function written(chunks: Array<{ fileName: string; imports: string[]; isEntry?: boolean; moduleIds?: string[] }>): PartFiles {
    const plugin = partFilesPlugin();
    let source = '';
    const bundle = Object.fromEntries(
      chunks.map((c) => [c.fileName, { type: 'chunk', isEntry: false, moduleIds: [], facadeModuleId: null, ...c }]),
    );
    const context = {
      emitFile: (file: { source: string }) => void (source = file.source),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle);
    return JSON.parse(source) as PartFiles;
  }

  it('lists them dependencies first, once each, for the loader to import one to a task', () => {
    const map = written([
      { fileName: 'assets/index.js', imports: ['assets/fw.js', 'assets/rt.js'], isEntry: true },
      { fileName: 'assets/fw.js', imports: ['assets/rt.js'] },
      { fileName: 'assets/rt.js', imports: [] },
      { fileName: 'assets/lazy.js', imports: ['assets/fw.js'] },
    ]);
    expect(map[ENTRY_IMPORTS]).toEqual(['assets/rt.js', 'assets/fw.js']);
    expect(entryImports(map)).toEqual(['/assets/rt.js', '/assets/fw.js']);
  });

  it('ends on chunks that import each other', () => {
    const map = written([
      { fileName: 'assets/index.js', imports: ['assets/a.js'], isEntry: true },
      { fileName: 'assets/a.js', imports: ['assets/b.js'] },
      { fileName: 'assets/b.js', imports: ['assets/a.js'] },
    ]);
    expect(map[ENTRY_IMPORTS]).toEqual(['assets/b.js', 'assets/a.js']);
  });

  it('are none in a build without the list', () => {
    expect(entryImports({ 'site-footer': ['assets/site-footer-a1.js'] })).toEqual([]);
  });
});
