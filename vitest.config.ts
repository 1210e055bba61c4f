import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; the pack test and the benchmarks use the built packages.
    alias: {
      '@secapi/core': src('./packages/core/src/index.ts'),
      '@secapi/i18n': src('./packages/i18n/src/index.ts'),
      '@secapi/openapi': src('./packages/openapi/src/index.ts'),
      '@secapi/server': src('./packages/server/src/index.ts'),
      '@secapi/test-kit': src('./packages/test-kit/src/index.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/types.ts', '**/main.ts'],
    },
  },
});
