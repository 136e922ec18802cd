import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{sdk,scripts,mocks,cli}/{src,test}/**/*.test.ts', 'web/{src,test}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    typecheck: {
      enabled: true,
      include: ['{sdk,scripts,mocks,cli}/{src,test}/**/*.test-d.ts'],
      tsconfig: './sdk/tsconfig.json',
    },
    restoreMocks: true,
    reporters: ['default', './scripts/src/summary-reporter.ts'],
  },
});
