import { describe, expect, it } from 'vitest';
import { cycles, importsOf } from './import-graph';

// The checks of layers.test.ts are only as good as the graph they read.
describe('the import graph', () => {
  it('reads static, re-exported, dynamic and type-only imports', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, f } from './e';",
      "export { g } from './g';",
      "const h = await import('./h');",
      "import './side-effect.css';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './e', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: false },
      { specifier: './side-effect.css', typeOnly: false },
    ]);
  });

  it('finds every circle, and none in a graph that only goes down', () => {
    const graph: Record<string, string[]> = {
      a: ['b'],
      b: ['c'],
      c: ['a', 'd'],
      d: [],
      e: ['e2'],
      e2: ['e'],
    };
    expect(cycles(Object.keys(graph), (n) => graph[n]!)).toEqual([
      ['a', 'b', 'c'],
      ['e', 'e2'],
    ]);
    const down: Record<string, string[]> = { a: ['b', 'c'], b: ['c'], c: [] };
    expect(cycles(Object.keys(down), (n) => down[n]!)).toEqual([]);
  });
});
