import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Answers with the file at `rel` under `root`, typed by its extension, or 404 (a path that leaves `root`, or no such
 * file): the test servers' one way of serving files (the built app, reveal.js's files).
 */
export async function sendFile(res: ServerResponse, root: string, rel: string): Promise<void> {
  const base = normalize(root).replace(/[\\/]$/, '');
  const file = normalize(join(base, rel));
  if (!file.startsWith(base + sep)) return void res.writeHead(404).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}
