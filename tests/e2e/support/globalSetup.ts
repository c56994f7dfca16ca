import { build, preview, type PreviewServer } from 'vite';
import { createServer } from 'node:net';
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

/** Builds the production bundle and serves it in-process on 127.0.0.1 for all e2e files. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the install hint, when there is no browser
  await build({ logLevel: 'warn' });
  const port = await freePort();
  server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  project.provide('baseUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
  };
}
