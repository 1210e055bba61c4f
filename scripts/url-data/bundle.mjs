// Bundles the TypeScript sources of the URL analysis (lexical inspection and the URL model's
// features) into node_modules/.cache so the Node scripts run exactly the code that ships, without
// a build step.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'tsup';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = join(root, 'packages', 'core', 'src', 'lexical');

/**
 * Bundles `entry` (`{ name: sourcePath }`) into `outDir` and imports each bundle afresh:
 * `{ name: module }`.
 */
export async function bundleAndLoad(entry, outDir) {
  mkdirSync(outDir, { recursive: true });
  await build({
    entry,
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
  // tsup writes `.js` or `.mjs` depending on the nearest package.json's module type.
  const load = (name) => {
    const js = join(outDir, `${name}.js`);
    const file = existsSync(js) ? js : join(outDir, `${name}.mjs`);
    return import(`${pathToFileURL(file).href}?t=${process.hrtime.bigint()}`);
  };
  const modules = {};
  for (const name of Object.keys(entry)) modules[name] = await load(name);
  return modules;
}

/** `{ inspect, features }` modules, freshly bundled from the sources. */
export async function loadUrlModules() {
  const outDir = join(root, 'node_modules', '.cache', 'secapi-url-model');
  return bundleAndLoad(
    { inspect: join(src, 'inspect.ts'), features: join(src, 'model', 'features.ts') },
    outDir,
  );
}
