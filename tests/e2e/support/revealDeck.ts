import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { sendFile } from './staticFile';

const require = createRequire(import.meta.url);
/** reveal.js's built files, from the pinned devDependency. */
const REVEAL_DIST = dirname(require.resolve('reveal.js'));

/**
 * A real reveal.js deck as a lecturer builds one, served on 127.0.0.1 from its own port (so each embed is
 * cross-origin, as on a real slide): a title slide, one slide per iframe snippet given, and a last slide.
 * reveal.js runs with its defaults (postMessage on), at 1280×720, without transitions.
 */
export async function serveRevealDeck(snippets: readonly string[]): Promise<{ url: string; close(): Promise<void> }> {
  const slides = snippets.map((s, i) => `<section id="embed-${i + 1}"><h3>Embed ${i + 1}</h3>${s}</section>`).join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lecture 7: RDMA</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/reveal/reveal.css"><link rel="stylesheet" href="/reveal/theme/white.css">
<style>.reveal h3{margin:0 0 8px}</style></head>
<body><div class="reveal"><div class="slides">
<section><h2>What does the CPU write into the BAR?</h2></section>
${slides}
<section><h2>Questions?</h2></section>
</div></div>
<script src="/reveal/reveal.js"></script>
<script>Reveal.initialize({ hash: true, width: 1280, height: 720, margin: 0.02, transition: 'none', controls: false, progress: false });</script>
</body></html>`;
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
      return;
    }
    if (!path.startsWith('/reveal/')) return void res.writeHead(404).end();
    await sendFile(res, REVEAL_DIST, path.slice('/reveal/'.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
