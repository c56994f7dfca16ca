// Browser half of `npm run bench`: smoothness of auto-play in headless Chromium, and opening the Timing tab.
// Records requestAnimationFrame intervals and long animation frames (> 50 ms)
// while the app plays the whole trace, for the default scenario and a 1 GiB write.

import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { launchFreshChromium } from '../tests/e2e/support/chromium';
import { embedBench } from './benchEmbed';
import { heapBench } from './benchHeap';
import { loadBench, serve } from './benchLoad';
import { throttledBench } from './benchThrottled';

interface FrameStats {
  p50: number;
  p95: number;
  max: number;
  frames: number;
  longFrames: number;
}

/**
 * Runs in the page (as a string: tsx would otherwise inject helpers the page
 * does not have). Presses Play, records every rAF gap and every long animation
 * frame until the last step has played, and returns the statistics.
 */
const IN_PAGE = `(async () => {
  const gaps = [];
  let long = 0;
  const t0 = performance.now();
  // Frames of the auto-play only: a frame that began before Play (the page's load) is not one of them.
  const po = new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.duration > 50 && e.startTime >= t0) long++; });
  try { po.observe({ type: 'long-animation-frame', buffered: false }); } catch { po.observe({ type: 'longtask', buffered: false }); }
  let last = 0;
  let running = true;
  const tick = (t) => { gaps.push(t - last); last = t; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame((t) => { last = t; requestAnimationFrame(tick); });
  document.querySelector('button[aria-label="Play"]').click();
  await new Promise((resolve) => {
    const check = () => (document.querySelector('button[aria-label="Play"]') && document.querySelector('.step-item.current')?.getAttribute('data-step-id') === 'COMPLETION.poll' ? resolve() : setTimeout(check, 100));
    setTimeout(check, 500);
  });
  await new Promise((r) => setTimeout(r, 800));
  running = false;
  po.disconnect();
  const s = [...gaps].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: q(0.5), p95: q(0.95), max: s[s.length - 1], frames: s.length, longFrames: long };
})()`;

/** `only`: one group of figures (`npm run bench -- --only=heap`), for a quick look while one works on it. */
export async function browserBench(only?: string): Promise<string[]> {
  await build({ logLevel: 'silent' });
  if (only === 'heap') return withServer(heapBench);
  if (only === 'embed') return withServer(embedBench);
  // Cold loads first, on a quiet browser: the app's first paint against the bare page's, layouts, initial JS.
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const lines: string[] = await loadBench(dist);
  // A slow device (CDP CPU throttling 4×), desktop and phone layouts.
  lines.push(...(await throttledBench(dist)));
  const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, logLevel: 'silent' });
  const addr = server.httpServer.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`;
  const browser = await launchFreshChromium('rdma-bench-');
  const ctx = browser.context;
  try {
    for (const [name, query] of [
      ['default', ''],
      ['1GiB', '&messageBytes=1073741824'],
    ] as const) {
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      // At the default speed (1x, what Play does for a user), from the first step to the last.
      await page.goto(`${base}?step=SETUP.reg-mr-b${query}`);
      // The linked step drawn by the app (a deep link's prerendered panels are gone: the topology is the client's), then
      // a quiet second: the load has its own figures above, this measures the auto-play.
      await page.locator('#root:not([data-prerendered]) .step-item.current[data-step-id="SETUP.reg-mr-b"]').waitFor();
      await page.locator('#root:not([data-prerendered]) [data-testid="topology"]').waitFor();
      await page.waitForTimeout(1000);
      const stats = (await page.evaluate(IN_PAGE)) as FrameStats;
      // requestAnimationFrame intervals during the whole auto-play (headless Chromium paces rAF at 60 Hz).
      const id = name.toLowerCase();
      lines.push(`frame-p50-ms-${id}: ${stats.p50.toFixed(2)} ms`);
      lines.push(`frame-p95-ms-${id}: ${stats.p95.toFixed(2)} ms`);
      lines.push(`frame-max-ms-${id}: ${stats.max.toFixed(2)} ms`);
      lines.push(`long-frames-over-50ms-${id}: ${stats.longFrames} count`);
      lines.push(`frames-recorded-${id}: ${stats.frames} count`);
    }
    // Opening the Timing tab: its lazy chunk, the waterfall, the curves (23 sizes) and the calibration table.
    for (const [name, query] of [
      ['default', ''],
      ['64KiB', '&messageBytes=65536'],
    ] as const) {
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      await page.goto(`${base}?step=B4.land${query}`);
      await page.locator('#step-title').waitFor();
      const ms = (await page.evaluate(
        `(async () => { const t0 = performance.now(); document.querySelector('#panel-tab-timing').click(); await new Promise((r) => { const c = () => (document.querySelector('[data-testid="calibration"]') ? r() : requestAnimationFrame(c)); c(); }); return performance.now() - t0; })()`,
      )) as number;
      lines.push(`timing_tab_open_${name}: ${ms.toFixed(1)} ms`);
      // Again, its code now loaded: the rendering alone.
      await page.locator('#panel-tab-bytes').click();
      const again = (await page.evaluate(
        `(async () => { const t0 = performance.now(); document.querySelector('#panel-tab-timing').click(); await new Promise((r) => { const c = () => (document.querySelector('[data-testid="calibration"]') ? r() : requestAnimationFrame(c)); c(); }); return performance.now() - t0; })()`,
      )) as number;
      lines.push(`timing_tab_reopen_${name}: ${again.toFixed(1)} ms`);
    }
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.httpServer.close(() => r()));
  }
  // A lecture's hour: the heap over ten rounds of stepping, toggling, switching and resizing.
  lines.push(...(await withServer(heapBench)));
  // An embed against the full page, and a deck of ten.
  lines.push(...(await withServer(embedBench)));
  return lines;
}

/** Runs `f` against the built app (dist/), served on 127.0.0.1 as `vite preview` serves it (benchLoad.ts's serve). */
async function withServer(f: (url: string) => Promise<string[]>): Promise<string[]> {
  const server = await serve(fileURLToPath(new URL('../dist', import.meta.url)));
  try {
    return await f(server.url);
  } finally {
    await server.close();
  }
}
