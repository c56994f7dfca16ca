// The heap over a long lecture, for `npm run bench`: ten rounds of what a teacher does for an hour (stepping, the
// misconception on and off, the language switched, panels and tabs opened, the window resized), the heap measured after
// a forced garbage collection at the end of each round. Budget (issue "Under hostile hosts and long lectures"): rounds
// 2 to 10 grow by at most 0.5 MB in all.
import type { Page } from 'playwright-core';
import { launchFreshChromium } from '../tests/e2e/support/chromium';
import { settled } from '../tests/e2e/support/settled';

const ROUNDS = Number(process.env.HEAP_ROUNDS ?? 10);

/** One round, as a reader does it with the mouse and the keyboard. */
export async function round(page: Page): Promise<void> {
  const settle = () => settled(page);
  await page.locator('#step-title').click();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await settle();
  for (const on of [true, false]) {
    await page.locator('.misconception-toggle input').setChecked(on);
    await settle();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  }
  for (const lang of ['zh-CN', 'en']) {
    await page.getByTestId('lang-switch').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  }
  for (const tab of ['code', 'timing', 'wire', 'bytes']) {
    await page.locator(`#panel-tab-${tab}`).click();
    await settle();
  }
  for (const name of ['Scenario', 'Share']) {
    await page.getByRole('button', { name, exact: false }).first().click();
    await page.keyboard.press('Escape');
  }
  for (const size of [
    { width: 390, height: 844 },
    { width: 960, height: 540 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(size);
    await settle();
  }
}

type Cdp = Awaited<ReturnType<import('playwright-core').BrowserContext['newCDPSession']>>;

/**
 * The heap after a forced collection, whole (V8's used size) and split by a heap snapshot: the JavaScript objects the
 * page keeps, and V8's compiled code (bytecode, optimised code, feedback), which grows as the JIT optimises more of
 * the app's functions the longer it runs, whatever the app keeps.
 */
async function heapAfterGc(cdp: Cdp): Promise<{ usedMb: number; objectsMb: number; codeMb: number }> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  let objects = 0;
  let code = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]];
    // The browser's own objects (the DOM, the performance timeline) are 'native'; the page's JavaScript is the rest.
    if (type === 'code') code += snap.nodes[i + sizeAt];
    else if (type !== 'native') objects += snap.nodes[i + sizeAt];
  }
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return { usedMb: usedSize / 2 ** 20, objectsMb: objects / 2 ** 20, codeMb: code / 2 ** 20 };
}

/**
 * Per round: the heap's used size (heap-round-N-mb) and the JavaScript objects the page keeps (heap-objects-round-N-mb);
 * the growth of each over rounds 2 to 10; and the DOM's nodes and listeners after round 1 and after the last.
 */
export async function heapBench(url: string): Promise<string[]> {
  const browser = await launchFreshChromium('rdma-bench-heap-');
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await page.goto(`${url}?step=A1.wqe&setup=0`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // Every lazy chunk in first: a chunk's code is kept once loaded, and is not what this measures.
    await page.waitForFunction(() => document.documentElement.dataset.prefetched === 'true', undefined, { timeout: 60_000 });
    const cdp = await browser.context.newCDPSession(page);
    const dom = async () => (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
    const heaps: Awaited<ReturnType<typeof heapAfterGc>>[] = [];
    let domAfterFirst = { nodes: 0, jsEventListeners: 0 };
    for (let r = 0; r < ROUNDS; r++) {
      await round(page);
      heaps.push(await heapAfterGc(cdp));
      if (r === 0) domAfterFirst = await dom();
    }
    const domAfterLast = await dom();
    const last = heaps[ROUNDS - 1];
    const mb = (x: number) => `${x.toFixed(2)} MB`;
    return [
      ...heaps.map((h, i) => `heap-round-${i + 1}-mb: ${mb(h.usedMb)}`),
      ...heaps.map((h, i) => `heap-objects-round-${i + 1}-mb: ${mb(h.objectsMb)}`),
      `heap-growth-rounds-2-${ROUNDS}-mb: ${mb(last.usedMb - heaps[0].usedMb)} (of which V8's compiled code ${mb(last.codeMb - heaps[0].codeMb)})`,
      `heap-objects-growth-rounds-2-${ROUNDS}-mb: ${mb(last.objectsMb - heaps[0].objectsMb)} (budget 0.5)`,
      `heap-dom-nodes: ${domAfterFirst.nodes} -> ${domAfterLast.nodes} count`,
      `heap-listeners: ${domAfterFirst.jsEventListeners} -> ${domAfterLast.jsEventListeners} count`,
    ];
  } finally {
    await browser.close();
  }
}
