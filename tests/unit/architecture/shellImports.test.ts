import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');

/** Static imports of a module's source (not `import type`, not dynamic `import()`): what a bundler must load with it. */
function staticImportsOf(src: string): string[] {
  return [...src.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx'])
    if (existsSync(base + ext) && /\.tsx?$/.test(base + ext)) return base + ext;
  return null;
}

/** Every source module the entry loads before anything else: its static import graph. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const f = todo.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const spec of staticImportsOf(readFileSync(f, 'utf8'))) {
      const m = resolveModule(f, spec);
      if (m) todo.push(m);
    }
  }
  return seen;
}

describe('the first chunk is the shell: the core and the trace come later', () => {
  it('src/main.tsx loads nothing but the styles before the first frame: the program comes after it', () => {
    const imports = staticImportsOf(readFileSync(join(root, 'src/main.tsx'), 'utf8'));
    expect(imports.every((spec) => spec.endsWith('.css'))).toBe(true);
    expect(readFileSync(join(root, 'src/main.tsx'), 'utf8')).toContain("import('./boot')");
  });

  it('src/boot.tsx reaches no trace builder, no misconception model and no trace cache through static imports', () => {
    const graph = [...staticGraph(join(root, 'src/boot.tsx'))].map((f) => relative(root, f));
    const heavy = graph.filter((f) =>
      /^src\/sim\/(trace|misconception|export|perf)\/|^src\/store\/traceCache\.ts$|^src\/views\/(topology|maps|bytes|timing|misconception)\//.test(
        f,
      ),
    );
    expect(heavy).toEqual([]);
    expect(graph).toContain('src/views/shell/App.tsx');
  });

  it('the import reader sees static imports and skips type-only and dynamic ones (it can fail)', () => {
    expect(staticImportsOf("import { a } from './x';\nimport type { T } from './t';\nconst m = import('./lazy');")).toEqual(['./x']);
    expect(staticImportsOf("import './styles.css';\nexport { b } from './y';")).toEqual(['./styles.css', './y']);
  });
});
