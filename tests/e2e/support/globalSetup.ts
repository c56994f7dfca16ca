import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A free TCP port on 127.0.0.1 (the OS picks one, we release it and Vite takes it with strictPort). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

let server: PreviewServer | undefined;

/** Where the bundle under test is built: its own folder, so `dist/` is never left holding a test build. */
export const E2E_OUT_DIR = 'dist-e2e';

/**
 * Builds the production bundle exactly as `npm run build` does, in a child
 * process with NODE_ENV=production: Vitest sets NODE_ENV=test, and a build made
 * inside this process would bundle React's development build (CONTRIBUTING.md, Production builds in tests).
 */
function buildProduction(): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  const r = spawnSync('npx', ['vite', 'build', '--mode', 'production', '--outDir', E2E_OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
}

/** Builds the production bundle and serves it in-process on 127.0.0.1 for all e2e files. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, when there is no browser
  // E2E_REUSE_BUILD=1 serves the bundle a previous run built (running tests one by one); npm test always builds.
  if (!(process.env.E2E_REUSE_BUILD === '1' && existsSync(join(E2E_OUT_DIR, 'index.html')))) buildProduction();
  const port = await freePort();
  server = await preview({ build: { outDir: E2E_OUT_DIR }, preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    const s = server;
    if (s) await new Promise<void>((resolve) => s.httpServer.close(() => resolve()));
  };
}
