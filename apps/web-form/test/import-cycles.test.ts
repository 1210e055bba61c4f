/**
 * The form's modules import each other without a cycle: shared parts (layout, forms, service types)
 * live in modules that import none of their users. Reads the `./x.js` imports of every source file,
 * type-only imports included, and walks the graph.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../src/', import.meta.url);

function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(new URL(f, SRC), 'utf8');
    graph.set(
      f,
      [...text.matchAll(/from '\.\/([\w-]+)\.js'/g)].map((m) => `${m[1] ?? ''}.ts`),
    );
  }
  return graph;
}

function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, stack: string[]): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' → '));
      else if (!state.has(next)) visit(next, stack);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

describe('import graph of the form', () => {
  it('finds a cycle when there is one (the walk itself works)', () => {
    const g = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(g)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
  });

  it('reads the real imports (layout is imported by the pages)', () => {
    const g = importGraph();
    expect(g.get('pages.ts')).toContain('layout.ts');
    expect(g.get('router.ts')).toContain('form-service.ts');
  });

  it('has no import cycle among the source modules', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});
