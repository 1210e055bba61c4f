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
  // tldts and ipaddr.js go into the build, from their ES module sources: Node imports a CommonJS
  // package through a lexer pass over its whole file (about 70 ms for tldts's 200 kB on a loaded
  // machine), which was a fifth of the command line's start-up. Both are MIT-licensed; their
  // licences are in THIRD-PARTY-NOTICES.md, which the package ships.
  noExternal: ['tldts', 'tldts-core', 'ipaddr.js'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
  },
});
