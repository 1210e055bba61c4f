import { defineConfig } from 'tsup';
import { asciiDist } from '../../scripts/lib/ascii-dist.mjs';
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
  // tldts, ipaddr.js and dns-packet go into the build (tldts from its ES module source): Node imports a CommonJS
  // package through a lexer pass over its whole file (about 70 ms for tldts's 200 kB on a loaded
  // machine), which was a fifth of the command line's start-up. All are MIT-licensed; their
  // licences are in THIRD-PARTY-NOTICES.md, which the package ships.
  noExternal: ['tldts', 'tldts-core', 'ipaddr.js', 'dns-packet', '@leichtgewicht/ip-codec'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
  },
  // dns-packet is CommonJS only and calls require('buffer'): the ES module build gets a real
  // `require` for the bundled code's calls to Node's own modules.
  banner: ({ format }) =>
    format === 'esm'
      ? {
          js: "import { createRequire as __secapiCreateRequire } from 'node:module';\nconst require = __secapiCreateRequire(import.meta.url);",
        }
      : {},
  // ASCII-only output: a module with one non-ASCII character is decoded and parsed as a two-byte
  // source, slower at every start (scripts/lib/ascii-dist.mjs).
  onSuccess: () => {
    asciiDist('dist');
    return Promise.resolve();
  },
});
