import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts and .tsx file below a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

/** Comments out: an import named in a comment is not an import. */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every module a source names: static and type-only imports, re-exports and dynamic `import()`. */
export function importsOf(src: string): string[] {
  return [
    ...code(src).matchAll(
      /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);
}

/** A relative specifier resolved to the file it names, or null (a package, a style sheet, a missing file). */
export function resolveModule(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const p = base + ext;
    if (/\.tsx?$/.test(p) && existsSync(p) && statSync(p).isFile()) return p;
  }
  return null;
}

/** The import graph of a folder: each file and the files it imports (type imports included). */
export function importGraph(dir: string): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const f of sourceFiles(dir)) {
    const targets = importsOf(readFileSync(f, 'utf8'))
      .map((s) => resolveModule(f, s))
      .filter((t): t is string => t !== null);
    g.set(f, [...new Set(targets)]);
  }
  return g;
}

/**
 * The import cycles: the strongly connected sets of more than one file, or a file that imports itself (Tarjan's
 * algorithm). Each set is listed as paths relative to `root`, sorted.
 */
export function importCycles(g: Map<string, string[]>, root: string): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const set: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      set.push(w);
    } while (w !== v);
    if (set.length > 1 || (g.get(v) ?? []).includes(v)) out.push(set.map((f) => relative(root, f)).sort());
  };
  for (const v of g.keys()) if (!index.has(v)) visit(v);
  return out;
}
