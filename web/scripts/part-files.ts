/**
 * Which files each code-split part of the storefront needs: a Vite plugin that writes
 * `.vite/parts.json` into the client build, `{ "block:BannerCarouselBlock": ["assets/banner-carousel-….js",
 * "assets/icons-….js", …] }`, the part's own chunk and every chunk it imports statically, less what
 * the entry loads anyway. A server-rendered page names the parts it rendered (its bootstrap's
 * `modules`, lib/preloadable.ts); the server turns them into `<link rel="modulepreload">` in the head,
 * so the browser fetches them with the entry instead of after it has run (web/server/page.ts), and
 * the bundle-size budget counts the same files (scripts/bundle-size.ts).
 *
 * A part is declared in one of two shapes, both with a literal `import()` a bundler can see:
 *   preloadable('site-footer', () => import('./site-footer.tsx')...)
 *   lazyBlock(() => import('./blocks/banner-carousel.tsx'), 'BannerCarouselBlock')   (id `block:<name>`)
 */
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the map is written, inside the client build. */
export const PARTS_FILE = '.vite/parts.json';

export type PartFiles = Record<string, string[]>;

/**
 * The key under which the map also lists the entry's own static imports, dependencies first (the
 * rolldown runtime, the framework): the server's loader imports each in a task of its own before the
 * entry (server/entry-loader.ts). No part may have this id.
 */
export const ENTRY_IMPORTS = '(entry)';

/** The parts a source file declares: `[id, import specifier]`. Comments are skipped (examples in them are not declarations). */
export function partDeclarations(code: string): Array<[id: string, specifier: string]> {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: Array<[string, string]> = [];
  for (const m of text.matchAll(/preloadable\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) found.push([m[1]!, m[2]!]);
  for (const m of text.matchAll(/lazyBlock\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*'([^']+)'\)/g))
    found.push([`block:${m[2]!}`, m[1]!]);
  return found;
}

export function partFiles(): Plugin {
  // part id -> the module its import() names (resolved)
  const parts = new Map<string, string>();
  return {
    name: 'attar:part-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('import(')) return null;
      for (const [part, specifier] of partDeclarations(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) this.error(`part ${part}: cannot resolve ${specifier} from ${id}`);
        parts.set(part, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const name of start.imports) {
          const next = byName.get(name);
          if (next) closure(next, into);
        }
        return into;
      };
      const loaded = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk, loaded);
      // the entry's static imports, each after what it imports itself (each visited once, so a cycle ends)
      const entryImports: string[] = [];
      const visited = new Set<string>();
      const dependenciesFirst = (chunk: OutputChunk) => {
        for (const name of chunk.imports) {
          const next = byName.get(name);
          if (!next || visited.has(name)) continue;
          visited.add(name);
          dependenciesFirst(next);
          entryImports.push(name);
        }
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length === 1) dependenciesFirst(entries[0]!);
      if (parts.has(ENTRY_IMPORTS)) this.error(`no part may be called ${ENTRY_IMPORTS}`);
      const map: PartFiles = { [ENTRY_IMPORTS]: entryImports };
      for (const [part, module] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
        const chunk = chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
        if (!chunk) this.error(`part ${part}: no chunk holds ${module}`);
        map[part] = [...closure(chunk)].filter((file) => !loaded.has(file));
      }
      this.emitFile({ type: 'asset', fileName: PARTS_FILE, source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
