import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{sdk,scripts,mocks,cli}/{src,test}/**/*.test.ts', 'web/{src,test,server}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    typecheck: {
      enabled: true,
      include: ['{sdk,scripts,mocks,cli}/{src,test}/**/*.test-d.ts'],
      tsconfig: './sdk/tsconfig.json',
    },
    restoreMocks: true,
    // integration tests start servers and Prism on a 2-core machine: timeouts are for hangs, not speed
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', './scripts/src/summary-reporter.ts'],
  },
});
