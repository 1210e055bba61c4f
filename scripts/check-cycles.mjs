#!/usr/bin/env node
/**
 * Fails when the relative imports of a package's sources form a cycle, and lists every cycle found.
 *
 * A cycle makes the load order decide which module sees the other half-initialised (a `const` read
 * before its module ran throws), and it hides which module is the shared base. Shared parts belong in
 * a module that imports none of its users. Type-only imports count too: they are how a cycle starts.
 *
 * Usage: node scripts/check-cycles.mjs [root…]   (default: every packages/* and apps/* `src`)
 * Exit 0 when no cycle, 1 otherwise. Tests (`*.test.ts`) are left out: nothing imports them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every `.ts`/`.mts`/`.tsx` source under `dir`, tests and declaration files excepted. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') out.push(...sourceFiles(path));
    } else if (/\.(m?ts|tsx)$/.test(name) && !/\.d\.m?ts$/.test(name) && !/\.test\.m?tsx?$/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

// `import … from './x.js'`, `export … from './x.js'`, `import './x.js'`, `import('./x.js')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Strips comments so an example in a doc comment is not read as an import. */
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The file a relative specifier names: `./x.js` → `x.ts`, `./dir` → `dir/index.ts`. */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    `${stem}.ts`,
    `${stem}.mts`,
    `${stem}.tsx`,
    base,
    join(base, 'index.ts'),
    join(stem, 'index.ts'),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** The import graph of the given files: file → set of imported files (only those in the set). */
export function importGraph(files) {
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const edges = new Set();
    const text = stripComments(readFileSync(file, 'utf8'));
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[1]);
      if (target && known.has(target) && target !== file) edges.add(target);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan), each sorted, sorted by size. */
export function findCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const components = [];
  const visit = (root) => {
    // Iterative, so a deep import chain cannot overflow the call stack.
    const work = [[root, [...graph.get(root)], 0]];
    indices.set(root, index);
    low.set(root, index++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, edges] = frame;
      if (frame[2] < edges.length) {
        const next = edges[frame[2]++];
        if (!indices.has(next)) {
          indices.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...graph.get(next)], 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), indices.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

function defaultRoots() {
  const roots = [];
  for (const group of ['packages', 'apps']) {
    const dir = join(repo, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const src = join(dir, name, 'src');
      if (existsSync(src)) roots.push(src);
    }
  }
  return roots;
}

function main() {
  const args = process.argv.slice(2);
  const roots = args.length > 0 ? args.map((a) => resolve(a)) : defaultRoots();
  const cycles = [];
  let fileCount = 0;
  for (const root of roots) {
    const files = sourceFiles(root);
    fileCount += files.length;
    cycles.push(...findCycles(importGraph(files)));
  }
  if (cycles.length === 0) {
    console.log(`check-cycles: no import cycle in ${fileCount} source files.`);
    return 0;
  }
  console.error(
    `check-cycles: ${cycles.length} import cycle(s); move the shared part into a module that imports none of its users:`,
  );
  for (const cycle of cycles) {
    console.error(`- ${cycle.map((f) => relative(repo, f)).join('\n    ')}`);
  }
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
