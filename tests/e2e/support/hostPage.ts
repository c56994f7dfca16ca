import { createServer, type Server } from 'node:http';

/**
 * A slide deck as a teacher would make one, served on 127.0.0.1 from its own
 * port (so the embed is cross-origin, as in real slides): three 16:9 slides,
 * the middle one holding the app in an iframe at the given size. The page
 * is taller than the window, so a scroll jump would show.
 */
export async function serveHostPage(): Promise<{ url: (src: string, w: number, h: number) => string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams;
    const src = q.get('src') ?? '';
    const w = Number(q.get('w') ?? 960);
    const h = Number(q.get('h') ?? 540);
    const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lecture 7: RDMA</title><link rel="icon" href="data:,">
<style>body{margin:0;background:#2b2b2b;font-family:sans-serif}.slide{box-sizing:border-box;width:1100px;min-height:680px;margin:40px auto;background:#fff;padding:30px;display:flex;flex-direction:column;align-items:center;gap:16px}h1{margin:0}</style></head>
<body><main>
<section class="slide"><h1>What does the CPU write?</h1><p>Think about it before the next slide.</p></section>
<section class="slide" id="demo"><h1>One RDMA WRITE, step by step</h1><iframe id="embed" src="${attr(src)}" width="${w}" height="${h}" style="border:0" title="RDMA WRITE, byte by byte"></iframe></section>
<section class="slide"><h1>Questions?</h1></section>
</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: (src, w, h) => `http://127.0.0.1:${port}/?${new URLSearchParams({ src, w: String(w), h: String(h) })}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
