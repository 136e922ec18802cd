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
      const map: PartFiles = {};
      for (const [part, module] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
        const chunk = chunks.find((c) => c.facadeModuleId === module) ?? chunks.find((c) => c.moduleIds.includes(module));
        if (!chunk) this.error(`part ${part}: no chunk holds ${module}`);
        map[part] = [...closure(chunk)].filter((file) => !loaded.has(file));
      }
      this.emitFile({ type: 'asset', fileName: PARTS_FILE, source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}
