import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and property tests, in two projects:
// - core: the simulator, the catalogues, the CLI and the exports, loaded alone (no UI setup);
// - views: tests that import the UI, the views or the store; they get tests/unit/support/setup.ts, which loads
//   the chunk the page loads before it renders the trace.
// A test file is a views test when it, or a helper under tests/ it imports, imports src/views, src/store,
// src/Root or src/prerender, or when it is a .tsx file. Both projects run on both cores.
const root = import.meta.dirname;
const unitDir = join(root, 'tests/unit');
const UI_IMPORT = /from\s+['"][^'"]*\/src\/(views|store|Root|prerender)\b|import\(\s*['"][^'"]*\/src\/(views|store)\//;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : /\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Does this file (or a test helper it imports, transitively) reach the UI? */
function reachesUi(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  if (UI_IMPORT.test(src)) return true;
  for (const m of src.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const spec = m[1];
    if (spec.includes('/src/')) continue;
    for (const ext of ['.ts', '.tsx', '']) {
      const p = join(file, '..', spec + ext);
      try {
        if (statSync(p).isFile()) {
          if (reachesUi(p, seen)) return true;
          break;
        }
      } catch {
        // not this extension
      }
    }
  }
  return false;
}

const all = testFiles(unitDir);
const views = all.filter((f) => f.endsWith('.tsx') || reachesUi(f)).map((f) => relative(root, f));
const core = all.map((f) => relative(root, f)).filter((f) => !views.includes(f));

const shared = { environment: 'node' as const, testTimeout: 120_000 };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'core', include: core } },
      { test: { ...shared, name: 'views', include: views, setupFiles: ['tests/unit/support/setup.ts'] } },
    ],
  },
});
