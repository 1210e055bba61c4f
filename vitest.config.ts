import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { SUBPATHS } from './packages/core/subpaths.js';

const src = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources; the pack test and the benchmarks use the built packages.
    // Exact matches, so `@secapi/core/url` is not read as a file under `@secapi/core`'s entry.
    alias: [
      ...Object.entries(SUBPATHS).map(([name, file]) => ({
        find: new RegExp(`^@secapi/core/${name}$`),
        replacement: src(`./packages/core/${file}`),
      })),
      { find: /^@secapi\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@secapi\/i18n$/, replacement: src('./packages/i18n/src/index.ts') },
      { find: /^@secapi\/openapi$/, replacement: src('./packages/openapi/src/index.ts') },
      { find: /^@secapi\/server$/, replacement: src('./packages/server/src/index.ts') },
      { find: /^@secapi\/test-kit$/, replacement: src('./packages/test-kit/src/index.ts') },
      {
        find: /^@secapi\/test-kit\/fixtures\/(.+)\.js$/,
        replacement: src('./packages/test-kit/src/fixtures/$1.ts'),
      },
    ],
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on the 2-core CI machine, one file at a
    // time (the suite took 577 s). Most files wait on child processes, servers and Chromium, so two
    // run side by side; VITEST_MAX_WORKERS still overrides this.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/types.ts', '**/main.ts'],
    },
  },
});
