import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { E2E_OUT_DIR } from './globalSetup';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * The built bundle served on 127.0.0.1 by a plain static server that accepts a request line of up to 1 MiB: Node's
 * default (16 KiB, which Vite's preview keeps) answers a 100 KB link with 431 before the page can run. A folder's
 * path serves its index.html; anything else is a file of the bundle or 404.
 */
export async function serveLongUrls(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const root = normalize(E2E_OUT_DIR);
  const server: Server = createServer({ maxHeaderSize: 1024 * 1024 }, async (req, res) => {
    const path = decodeURIComponentSafe(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) return void res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/\u0000';
  }
}
