import { defineConfig } from 'tsup';
import { SUBPATHS } from './subpaths.js';

export default defineConfig({
  // `index` is `@secapi/core`; every other entry is a subpath (`@secapi/core/url`…), see subpaths.ts.
  entry: { index: 'src/index.ts', ...SUBPATHS },
  format: ['esm', 'cjs'],
  // Shared code goes to chunks in both formats, so a class (InputError…) is one class whichever entry
  // a program imports it through.
  splitting: true,
  dts: { compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'node20',
});
