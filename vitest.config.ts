import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const include = ['{sdk,scripts,mocks,cli,pictures}/{src,test}/**/*.test.ts', 'web/{src,test,server}/**/*.test.{ts,tsx}'];
const exclude = ['**/node_modules/**', '**/dist/**'];

/**
 * Three projects, by what a test file needs:
 * - `isolated`: a fresh module graph per file, for files that replace modules (`vi.mock`), run in another
 *   environment, or say `@vitest-isolate` in a comment with the reason (module state they test or trip on);
 * - `dom`: happy-dom files that need neither share one module graph and page per worker; what a file
 *   leaves behind is cleared by web/src/test-support/dom-setup.ts (measured with its first 35 files: 50 s isolated, 12 s shared);
 * - `shared`: the rest, in Node, one module graph per worker: on a 2-core machine importing the SDK, the
 *   mock shop and their validators again for each of 100 files cost more than the tests.
 * Type-level tests (`*.test-d.ts`) are checked by `pnpm typecheck`, whose program includes them: Vitest's
 * own typecheck ran a second tsc over the SDK (30 s of CPU in a clean clone) to report the same errors.
 */
function needsIsolation(): { isolated: string[]; dom: string[] } {
  const isolated: string[] = [];
  const dom: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        if (/\bvi\.(do)?mock\(|@vitest-isolate\s/.test(text)) isolated.push(path);
        else if (/@vitest-environment\s+happy-dom\b/.test(text)) dom.push(path);
        else if (/@vitest-environment\s/.test(text)) isolated.push(path);
      }
    }
  };
  for (const root of ['sdk', 'scripts', 'mocks', 'cli', 'pictures', 'web/src', 'web/test', 'web/server']) {
    try {
      walk(root);
    } catch {
      // a package without that folder
    }
  }
  return { isolated, dom };
}

const { isolated, dom } = needsIsolation();

export default defineConfig({
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // integration tests start servers and Prism on a 2-core machine: timeouts are for hangs, not speed
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // most files wait on child processes (servers, Prism) part of the time: one worker per core keeps both busy
    maxWorkers: 2,
    reporters: ['default', './scripts/src/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...exclude, ...isolated, ...dom],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: dom.length ? dom : ['no-such-file'],
          exclude,
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['web/src/test-support/dom-setup.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: isolated.length ? isolated : ['no-such-file'], exclude } },
    ],
  },
});
