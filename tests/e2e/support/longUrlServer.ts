import { createServer, type Server } from 'node:http';
import { E2E_OUT_DIR } from './globalSetup';
import { sendFile } from './staticFile';

/**
 * The built bundle served on 127.0.0.1 by a plain static server that accepts a request line of up to 1 MiB: Node's
 * default (16 KiB, which Vite's preview keeps) answers a 100 KB link with 431 before the page can run. A folder's
 * path serves its index.html; anything else is a file of the bundle or 404. (Paths are the app's own, unescaped: none
 * has a character to escape.)
 */
export async function serveLongUrls(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const server: Server = createServer({ maxHeaderSize: 1024 * 1024 }, async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    await sendFile(res, E2E_OUT_DIR, path.endsWith('/') ? `${path}index.html` : path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
