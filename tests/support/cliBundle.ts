import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const root = join(import.meta.dirname, '..', '..');
let bundle: string | null = null;

/**
 * The CLI (src/cli/trace.ts) bundled once per test process into one ES module for plain `node`: each run then
 * starts in tens of milliseconds instead of compiling the sources again under tsx. What runs is the same code;
 * one test still runs `npm run trace`'s own command (tsx on the source).
 */
export function cliBundle(): string {
  if (bundle) return bundle;
  const out = join(mkdtempSync(join(tmpdir(), 'rdma-cli-bundle-')), 'trace.mjs');
  buildSync({
    entryPoints: [join(root, 'src/cli/trace.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // --pptx builds the page with Vite and opens it in Chromium: those stay packages (it is tested under tsx).
    external: ['vite', 'playwright-core'],
    logLevel: 'error',
  });
  bundle = out;
  return out;
}
