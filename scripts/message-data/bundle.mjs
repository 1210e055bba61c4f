// Bundles the TypeScript sources of the message model (features, normalisation, inference) into
// node_modules/.cache so the Node scripts run exactly the code that ships, without a build step.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'packages', 'core', 'src', 'analyses', 'message');

/** `{ features, normalize, model }` modules, freshly bundled from the sources. */
export async function loadMessageModules() {
  const outDir = join(root, 'node_modules', '.cache', 'secapi-message-model');
  mkdirSync(outDir, { recursive: true });
  await build({
    entry: {
      features: join(src, 'model', 'features.ts'),
      normalize: join(root, 'packages', 'core', 'src', 'lexical', 'phrases', 'normalize.ts'),
      model: join(src, 'model', 'model.ts'),
    },
    outDir,
    format: ['esm'],
    target: 'node20',
    dts: false,
    sourcemap: false,
    clean: false,
    silent: true,
    config: false,
    splitting: false,
  });
  const load = (name) =>
    import(`${pathToFileURL(join(outDir, `${name}.js`)).href}?t=${process.hrtime.bigint()}`);
  return { features: await load('features'), normalize: await load('normalize'), model: await load('model') };
}
