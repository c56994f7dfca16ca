// The slow-device half of `npm run bench`: the same figures at CDP CPU throttling 4×, for the desktop layout
// (1280×720) and the phone layout (390×844, mobile, touch): the cold first paint against the bare page's, the
// latency of a step change (Event Timing), and the slowest first open of a lazy panel after the idle prefetch.

import { rm } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { launchFreshChromium } from '../tests/e2e/support/chromium';
import { buildBare, coldLoad, DESKTOP, type Device, median, PHONE, serve } from './benchLoad';

const THROTTLE = 4;
/** Step changes measured per device (the budget asks for 15 or more; INP leaves out the highest of each 50). */
const STEPS = 50;

/**
 * In the page: the Event Timing entries of the interactions so far (keydown, pointer, click), the longest entry of
 * each interaction. Entries under 16 ms are not reported by the browser (its floor): an interaction with none
 * counts as 16 ms, an upper bound.
 */
const INTERACTIONS = `(() => {
  const byId = new Map();
  for (const e of window.__events) if (e.interactionId) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
  return [...byId.values()];
})()`;
const OBSERVE =
  "window.__events=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__events.push({interactionId:e.interactionId,duration:e.duration,name:e.name})}).observe({type:'event',durationThreshold:16,buffered:true});";

const p98 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.98 * s.length) - 1)];
};

async function openThrottled(device: Device, url: string) {
  const browser = await launchFreshChromium('rdma-bench-4x-', device.options);
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await page.addInitScript(OBSERVE);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.throttle });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 60_000 });
  return { browser, page };
}

const stepId = (p: Page) => p.evaluate(() => new URL(location.href).searchParams.get('step'));

/**
 * STEPS step changes (→ and ← on the desktop, a tap on Next and Back on the phone), each once the last is drawn,
 * walking the trace to its end and back: their p98 latency, as INP counts it (over 50 interactions, the highest is
 * left out), and the highest.
 */
export async function stepInp(device: Device, base: string): Promise<{ p98: number; max: number; n: number }> {
  const { browser, page } = await openThrottled(device, `${base}?step=SETUP.reg-mr-b&speed=4`);
  try {
    const ids = (await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.step-item[data-step-id]')].map((e) => e.dataset.stepId),
    )) as string[];
    let at = ids.indexOf((await stepId(page)) ?? '');
    let dir = 1;
    for (let i = 0; i < STEPS; i++) {
      if (at + dir < 0 || at + dir >= ids.length) dir = -dir;
      const before = await stepId(page);
      if (device.options.hasTouch) await page.locator(`.controls button.${dir > 0 ? 'next' : 'back'}`).tap();
      else await page.keyboard.press(dir > 0 ? 'ArrowRight' : 'ArrowLeft');
      await page.waitForFunction((b) => new URL(location.href).searchParams.get('step') !== b, before);
      at += dir;
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(500);
    const seen = (await page.evaluate(INTERACTIONS)) as number[];
    const durations = Array.from({ length: STEPS }, (_, i) => seen[i] ?? 16);
    if (process.env.BENCH_DEBUG) console.error(device.name, device.throttle, JSON.stringify(seen.map((d) => Math.round(d))));
    return { p98: p98(durations), max: Math.max(...durations), n: STEPS };
  } finally {
    await browser.close();
  }
}

/**
 * In the page: clicks `open`, and returns the time until the first paint that shows `shown` (Element Timing's
 * renderTime: the frame that has its text, not a later task). The element is marked for Element Timing as it is
 * inserted (a MutationObserver runs before the frame is painted).
 */
export const paintedAfterClick = (open: string, shown: string) => `(async () => {
  const open = ${JSON.stringify(open)};
  const shown = ${JSON.stringify(shown)};
  const painted = [];
  const po = new PerformanceObserver((l) => painted.push(...l.getEntries()));
  po.observe({ type: 'element' });
  const mark = (el) => { for (const e of [el, ...el.querySelectorAll('*')]) e.setAttribute('elementtiming', 'bench-lazy'); };
  const mo = new MutationObserver(() => { const el = document.querySelector(shown); if (el && !el.hasAttribute('elementtiming')) mark(el); });
  mo.observe(document.body, { childList: true, subtree: true });
  const t0 = performance.now();
  document.querySelector(open).click();
  while (!painted.some((e) => e.identifier === 'bench-lazy')) {
    if (performance.now() - t0 > 10000) throw new Error('not painted: ' + shown);
    await new Promise((r) => setTimeout(r, 20));
  }
  mo.disconnect(); po.disconnect();
  return Math.min(...painted.filter((e) => e.identifier === 'bench-lazy').map((e) => e.renderTime || e.startTime)) - t0;
})()`;

/** The lazy panels and tabs, opened one after the other once the idle prefetch has run: the slowest first open. */
const LAZY: { name: string; open: string; shown: string }[] = [
  { name: 'code', open: '#panel-tab-code', shown: '.code-panel .code-listing' },
  { name: 'timing', open: '#panel-tab-timing', shown: '[data-testid="waterfall"] .wf-row' },
  { name: 'wire', open: '#panel-tab-wire', shown: '.wire-panel, [data-testid="wire-panel"]' },
  { name: 'glossary', open: '.step-panel [data-open="glossary"]', shown: '[data-testid="glossary-panel"] [data-term-entry]' },
  { name: 'sources', open: '.step-panel [data-open="sources"]', shown: '[data-testid="sources-panel"] .source-entry' },
  { name: 'questions', open: '.step-panel [data-open="questions"]', shown: '[data-testid="questions-panel"] li' },
];

/** One fresh page: each lazy panel opened once, after the idle prefetch has loaded every chunk. */
async function firstOpens(device: Device, base: string): Promise<Map<string, number>> {
  const { browser, page } = await openThrottled(device, `${base}?step=B1.check`);
  try {
    await page.waitForFunction(() => document.documentElement.dataset.prefetched === 'true', undefined, { timeout: 60_000 });
    const out = new Map<string, number>();
    for (const l of LAZY) {
      const ms = (await page.evaluate(paintedAfterClick(l.open, l.shown))) as number;
      if (process.env.BENCH_DEBUG) console.error(device.name, l.name, Math.round(ms));
      out.set(l.name, ms);
      await page.keyboard.press('Escape');
      await page.locator('#panel-tab-bytes').click();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The slowest first open of a lazy panel: each panel's median over `runs` fresh pages, and the highest median. */
export async function lazyOpen(device: Device, base: string, runs = 3): Promise<{ worst: number; name: string }> {
  const all: Map<string, number>[] = [];
  for (let i = 0; i < runs; i++) all.push(await firstOpens(device, base));
  let worst = { worst: 0, name: '' };
  for (const l of LAZY) {
    const m = median(all.map((r) => r.get(l.name) ?? 0));
    if (m > worst.worst) worst = { worst: m, name: l.name };
  }
  return worst;
}

export async function throttledBench(appDir: string, runs = 7): Promise<string[]> {
  const bareDir = await buildBare();
  const app = await serve(appDir);
  const bare = await serve(bareDir);
  const lines: string[] = [];
  try {
    for (const base of [DESKTOP, PHONE]) {
      const device: Device = { ...base, throttle: THROTTLE };
      for (const d of [base, device]) {
        const tag = d.throttle > 1 ? `${THROTTLE}x-${d.name}` : `1x-${d.name}`;
        const a: number[] = [];
        const b: number[] = [];
        for (let i = 0; i < runs; i++) {
          a.push((await coldLoad(app.url, false, 300, d)).fcp);
          b.push((await coldLoad(bare.url, false, 300, d)).fcp);
        }
        lines.push(`cold-fcp-ms-${tag}: ${median(a).toFixed(1)} ms`);
        lines.push(`bare-cold-fcp-ms-${tag}: ${median(b).toFixed(1)} ms`);
        lines.push(`cold-load-ratio-${tag}: ${(median(a) / median(b)).toFixed(2)} ratio (budget ≤ 1.3)`);
      }
      const inp4 = await stepInp(device, app.url);
      lines.push(
        `step-inp-p98-ms-4x-${base.name}: ${inp4.p98.toFixed(0)} ms over ${inp4.n} steps, highest ${inp4.max.toFixed(0)} (budget ≤ 100)`,
      );
      const inp1 = await stepInp(base, app.url);
      lines.push(
        `step-inp-p98-ms-1x-${base.name}: ${inp1.p98.toFixed(0)} ms over ${inp1.n} steps, highest ${inp1.max.toFixed(0)} (budget ≤ 50)`,
      );
      const lazy = await lazyOpen(device, app.url);
      lines.push(`lazy-open-ms-4x-${base.name}: ${lazy.worst.toFixed(0)} ms (slowest median first open: ${lazy.name}; budget ≤ 150)`);
    }
  } finally {
    await app.close();
    await bare.close();
    await rm(bareDir, { recursive: true, force: true });
  }
  return lines;
}
