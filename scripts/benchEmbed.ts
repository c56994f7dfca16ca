// What an embed costs a lecture, for `npm run bench`: the requests and the JavaScript of one embed against the full
// explorer's (each in a fresh browser, until it has loaded all it will: the explorer's idle prefetch done, the embed
// quiet), and the main-thread time of a real reveal.js deck with ten embeds. Budget (issue "Under hostile hosts and
// long lectures"): an embed's JavaScript at most 40% of the full page's.
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchFreshChromium } from '../tests/e2e/support/chromium';
import { serveRevealDeck } from '../tests/e2e/support/revealDeck';
import { settled } from '../tests/e2e/support/settled';

/** A page's requests and the JavaScript it loaded (raw and gzip -9 KB), from a fresh browser. */
async function weigh(url: string, loaded: (page: Page) => Promise<void>): Promise<{ requests: number; kb: number; gzipKb: number }> {
  const browser = await launchFreshChromium('rdma-bench-embed-');
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    const bodies: Promise<Buffer>[] = [];
    let requests = 0;
    page.on('response', (r) => {
      requests++;
      if (/\.js($|\?)/.test(r.url())) bodies.push(r.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(url);
    await loaded(page);
    const js = await Promise.all(bodies);
    return {
      requests,
      kb: js.reduce((n, b) => n + b.length, 0) / 1000,
      gzipKb: js.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0) / 1000,
    };
  } finally {
    await browser.close();
  }
}

/** The main-thread time (CDP TaskDuration, summed over the deck and its frames' processes) of a deck of ten embeds. */
async function deckMainThreadMs(url: string): Promise<number> {
  const steps = [
    'A1.wqe',
    'A1.mmio',
    'A2.tlp',
    'A3.segment',
    'B1.check',
    'B2.translate',
    'B4.land',
    'ACK.send',
    'COMPLETION.cqe',
    'COMPLETION.poll',
  ];
  const views = ['topology', 'memory'];
  const snippets = steps.map(
    (step, i) =>
      `<iframe src="${url}?step=${step}&embed=1&view=${views[i % 2]}" width="960" height="540" style="border:0" title="${step}" loading="lazy"></iframe>`,
  );
  const deck = await serveRevealDeck(snippets);
  const browser = await launchFreshChromium('rdma-bench-deck-', { viewport: { width: 1280, height: 720 } });
  try {
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    // Counting from before the deck loads.
    const pageCdp = await browser.context.newCDPSession(page);
    await pageCdp.send('Performance.enable');
    await page.goto(deck.url);
    // Every slide shown once, as a lecture goes through the deck: each embed loads when its slide comes near.
    for (let h = 1; h <= steps.length; h++) {
      await page.evaluate((i) => (window as unknown as { Reveal: { slide(h: number): void } }).Reveal.slide(i), h);
      const frame = await waitForFrame(page, steps[h - 1]);
      await settled(frame);
    }
    // The deck's page, and each embed that runs in a process of its own (an out-of-process frame: another site). Here
    // the deck and the app are both on 127.0.0.1, one site: the frames share the page's main thread, counted once.
    const sessions = [pageCdp];
    for (const frame of page.frames().filter((f) => f !== page.mainFrame()))
      await browser.context
        .newCDPSession(frame)
        .then((cdp) => sessions.push(cdp))
        .catch(() => undefined);
    let seconds = 0;
    for (const cdp of sessions) {
      await cdp.send('Performance.enable');
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      seconds += metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    }
    return seconds * 1000;
  } finally {
    await browser.close();
    await deck.close();
  }
}

async function waitForFrame(page: Page, step: string) {
  for (;;) {
    const f = page.frames().find((x) => x.url().includes(`step=${step}&`) && !x.isDetached());
    if (f) return f;
    await page.waitForTimeout(50);
  }
}

export async function embedBench(url: string): Promise<string[]> {
  const full = await weigh(`${url}?step=A2.tlp`, (p) =>
    p.waitForFunction(() => document.documentElement.dataset.prefetched === 'true', undefined, { timeout: 60_000 }).then(() => undefined),
  );
  // An embed prefetches nothing: once drawn, three quiet seconds show nothing more comes.
  const embed = await weigh(`${url}?step=A2.tlp&embed=1`, (p) => settled(p).then(() => p.waitForTimeout(3000)));
  const deckMs = await deckMainThreadMs(url);
  const share = (a: number, b: number) => `${((100 * a) / b).toFixed(0)} %`;
  return [
    `full-requests: ${full.requests} count`,
    `full-js-kb: ${full.kb.toFixed(0)} kB (gzip ${full.gzipKb.toFixed(0)} kB)`,
    `embed-requests: ${embed.requests} count`,
    `embed-js-kb: ${embed.kb.toFixed(0)} kB (gzip ${embed.gzipKb.toFixed(0)} kB)`,
    `embed-js-share: ${share(embed.kb, full.kb)} (gzip ${share(embed.gzipKb, full.gzipKb)}; budget 40 %)`,
    `deck-10-embeds-main-thread-ms: ${deckMs.toFixed(0)} ms`,
  ];
}
