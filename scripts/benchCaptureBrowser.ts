// The browser half of the capture figures (`npm run bench -- --only=capture`): the capture panel indexing the same
// 250+ MB file the command line and tshark read in the same run, picked through the file input as a reader does,
// while the reader keeps clicking steps in the list behind the panel (a trusted click every 150 ms). Reports the
// time to index, the rate, where it was indexed (the Web Worker), and the step changes' interaction latency (Event
// Timing durations of those clicks: their p98 is the INP a page of that many interactions reports). Budget (#37):
// INP p98 at most 100 ms while indexing.
import type { Page } from 'playwright-core';
import { launchFreshChromium } from '../tests/e2e/support/chromium';
import { settled } from '../tests/e2e/support/settled';

/** Starts a fresh record of interaction durations (the previous observer, if any, stops). */
const OBSERVE = `(() => {
  window.__po?.disconnect();
  const durations = [];
  window.__durations = durations;
  window.__po = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) durations.push(e.duration);
  });
  window.__po.observe({ type: 'event', durationThreshold: 16, buffered: false });
})()`;

/** The 98th percentile of event durations (0 when none passed the 16 ms threshold). */
const p98 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(0.98 * s.length))] : 0;
};

async function clickStep(page: Page, i: number): Promise<void> {
  const items = page.locator('.step-list .step-item');
  const box = await items.nth(i % (await items.count())).boundingBox();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export async function captureBrowserBench(url: string, file: string, bytes: number): Promise<string[]> {
  const browser = await launchFreshChromium('rdma-bench-capture-');
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${url}?step=A1.wqe&panel=capture`);
    await settled(page);
    // The anchor: the same step changes on the same page with nothing being indexed.
    await page.evaluate(OBSERVE);
    for (let i = 0; i < 12; i++) {
      await clickStep(page, i);
      await page.waitForTimeout(150);
    }
    const idle = p98((await page.evaluate('window.__durations')) as number[]);
    await page.evaluate(OBSERVE);
    const t0 = performance.now();
    await page.getByTestId('capture-file').setInputFiles(file);
    let clicks = 0;
    while ((await page.getByTestId('capture-overview').count()) === 0) {
      await clickStep(page, clicks++);
      // A reader's pace: a bench, not a test (it measures the page under load, it waits on no state).
      await page.waitForTimeout(150);
    }
    const s = (performance.now() - t0) / 1000;
    const where = await page.getByTestId('capture-indexed').getAttribute('data-where');
    const durations = (await page.evaluate('window.__durations')) as number[];
    return [
      `capture-browser-index-s: ${s.toFixed(2)} s (file input to the overview, ${(bytes / 1e6).toFixed(0)} MB, indexed in the ${where === 'worker' ? 'Web Worker' : 'page'})`,
      `capture-browser-index-mb-s: ${(bytes / 1e6 / s).toFixed(0)} MB/s`,
      `capture-browser-inp-p98-ms: ${p98(durations).toFixed(0)} ms (${clicks} step changes while indexing, ${durations.length} events over 16 ms; budget 100 ms)`,
      `capture-browser-inp-p98-idle-ms: ${idle.toFixed(0)} ms (the same page, 12 step changes, nothing indexing: the anchor)`,
    ];
  } finally {
    await browser.close();
  }
}
