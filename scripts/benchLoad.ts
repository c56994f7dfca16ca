// Cold-load figures of `npm run bench`: the app's first paint against a bare page's (a fixture built and served in
// the same run), layouts before the first paint, and the JavaScript the page loads before it can be used.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type PreviewServer, preview } from 'vite';
import { launchFreshChromium } from '../tests/e2e/support/chromium';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BARE = join(ROOT, 'scripts/benchFixture/bare');

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1000;

/**
 * The JavaScript a built page loads before anything can be used (gzip -9, kB): the entry scripts and modulepreloads
 * index.html names, and the chunks an entry asks for at once with their dependencies, as Vite lists them for its
 * dynamic import's preload (`__vite__mapDeps`: the app's entry imports its program after the first frame).
 * Chunks the page asks for later (the core and the trace's panels, which
 * hydrate the prerendered HTML when they arrive; panels opened on use) are not in it.
 */
export function initialJs(distDir: string): { kb: number; files: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]),
  ];
  const files = new Set(named.map((f) => resolve(distDir, f)));
  for (const entry of [...files]) {
    const deps = readFileSync(entry, 'utf8').match(/__vite__mapDeps=.*?m\.f=\[([^\]]*)\]/)?.[1] ?? '';
    for (const m of deps.matchAll(/"([^"]+)"/g)) files.add(resolve(dirname(entry), m[1]));
  }
  return { kb: [...files].reduce((n, f) => n + gzipKb(f), 0), files: [...files] };
}

/** Serves a built folder on 127.0.0.1 (a free port), as `vite preview` does. */
export async function serve(outDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: PreviewServer = await preview({
    configFile: false,
    root: ROOT,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
    logLevel: 'silent',
  });
  const addr = server.httpServer.address();
  return {
    url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/`,
    close: () => new Promise<void>((r) => server.httpServer.close(() => r())),
  };
}

/** Builds the bare page fixture (Vite + React + Zustand + d3-scale/d3-shape, one SVG) into a temporary folder. */
export async function buildBare(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'rdma-bare-'));
  await build({
    configFile: false,
    root: BARE,
    base: './',
    mode: 'production',
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  return out;
}

/** Where a page is opened: the browser's viewport and input (a phone: mobile, touch), and the CPU throttling rate. */
export interface Device {
  name: string;
  options: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean; deviceScaleFactor?: number };
  throttle: number;
}
export const DESKTOP: Device = { name: 'desktop', options: { viewport: { width: 1280, height: 720 } }, throttle: 1 };
export const PHONE: Device = {
  name: 'phone',
  options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  throttle: 1,
};

export interface ColdLoad {
  fcp: number;
  /** Layouts before the first contentful paint (trace events), when traced. */
  layoutsBeforeFcp?: number;
  /** CDP Performance.getMetrics LayoutCount once the page has loaded and settled. */
  layoutCount: number;
  cls: number;
  /** Bytes of script the page fetched while loading (every chunk, gzip as sent is not known: raw bytes). */
  scripts: string[];
}

/**
 * One cold load: a freshly launched headless Chromium with an empty profile
 * (the toolchain note's flags), the page opened once, its first contentful
 * paint, layout shifts and layouts read; with `trace`, the layouts before the
 * first paint are counted from a DevTools trace.
 */
export async function coldLoad(url: string, trace = false, settleMs = 1500, device: Device = DESKTOP): Promise<ColdLoad> {
  const browser = await launchFreshChromium('rdma-cold-', device.options);
  const ctx = browser.context;
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Performance.enable');
    // A slow device: CDP's CPU throttling (4× on the budgets' figures), from before the page's first byte.
    if (device.throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.throttle });
    const events: { name: string; ph: string; ts: number }[] = [];
    let traced: Promise<unknown> | null = null;
    if (trace) {
      cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as { name: string; ph: string; ts: number }[])));
      traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,loading', transferMode: 'ReportEvents' });
    }
    await page.addInitScript(
      "window.__cls=0;new PerformanceObserver((l)=>{for(const e of l.getEntries())if(!e.hadRecentInput)window.__cls+=e.value}).observe({type:'layout-shift',buffered:true});",
    );
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(settleMs);
    const metrics = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    let layoutsBeforeFcp: number | undefined;
    if (traced) {
      await cdp.send('Tracing.end');
      await traced;
      const fcpAt = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? Number.POSITIVE_INFINITY;
      layoutsBeforeFcp = events.filter((e) => e.name === 'Layout' && (e.ph === 'X' || e.ph === 'B') && e.ts < fcpAt).length;
    }
    const fcp = (await page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime")) as number;
    const cls = (await page.evaluate('window.__cls')) as number;
    return {
      fcp,
      layoutsBeforeFcp,
      layoutCount: metrics.metrics.find((m) => m.name === 'LayoutCount')?.value ?? -1,
      cls,
      scripts,
    };
  } finally {
    await browser.close();
  }
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The cold-load lines of the bench for the app built in `appDir` (index.html at its root). */
export async function loadBench(appDir: string, runs = 15): Promise<string[]> {
  const bareDir = await buildBare();
  const app = await serve(appDir);
  const bare = await serve(bareDir);
  const lines: string[] = [];
  try {
    const init = initialJs(appDir);
    lines.push(`initial-js-gzip-kb: ${init.kb.toFixed(1)} kB`);
    lines.push(`bare-initial-js-gzip-kb: ${initialJs(bareDir).kb.toFixed(1)} kB`);
    // Alternated, so both pages see the same machine.
    const appRuns: ColdLoad[] = [];
    const bareRuns: ColdLoad[] = [];
    for (let i = 0; i < runs; i++) {
      appRuns.push(await coldLoad(app.url));
      bareRuns.push(await coldLoad(bare.url));
    }
    const appFcp = median(appRuns.map((r) => r.fcp));
    const bareFcp = median(bareRuns.map((r) => r.fcp));
    lines.push(`cold-fcp-ms: ${appFcp.toFixed(1)} ms`);
    lines.push(`bare-cold-fcp-ms: ${bareFcp.toFixed(1)} ms`);
    lines.push(`cold-load-ratio: ${(appFcp / bareFcp).toFixed(2)} ratio`);
    lines.push(`cold-cls: ${Math.max(...appRuns.map((r) => r.cls)).toFixed(4)} score`);
    lines.push(`layouts-during-load: ${median(appRuns.map((r) => r.layoutCount))} count`);
    // Everything the first view fetched while loading (its JS total, the chunks that hydrate the panels included).
    const dist = (u: string) => join(appDir, new URL(u).pathname);
    const all = [...new Set(appRuns[0].scripts)];
    lines.push(`default-view-js-gzip-kb: ${all.reduce((n, u) => n + gzipKb(dist(u)), 0).toFixed(1)} kB`);
    const traced: ColdLoad[] = [];
    for (let i = 0; i < 3; i++) traced.push(await coldLoad(app.url, true));
    lines.push(`layouts-before-fcp: ${Math.max(...traced.map((r) => r.layoutsBeforeFcp ?? -1))} count`);
  } finally {
    await app.close();
    await bare.close();
    await rm(bareDir, { recursive: true, force: true });
  }
  return lines;
}
