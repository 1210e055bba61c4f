import { defineConfig } from 'tsup';
import { asciiDist } from '../../scripts/lib/ascii-dist.mjs';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts', 'src/worker.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts', compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  target: 'node20',
  // ASCII-only output: a module with one non-ASCII character is decoded and parsed as a two-byte
  // source, slower at every start (scripts/lib/ascii-dist.mjs).
  onSuccess: () => {
    asciiDist('dist');
    return Promise.resolve();
  },
});
