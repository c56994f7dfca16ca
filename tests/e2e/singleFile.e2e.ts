import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { traceToPcap } from '../../src/sim/export/tracePcap';
import { DEFAULT_SCENARIO } from '../../src/sim/scenario/defaults';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { launchFreshChromium } from './support/chromium';
import { smallText } from './support/measure';
import { settled } from './support/settled';
import { shot } from './support/shots';

/** Where this file's single-file build goes (npm run build:single writes dist-single/; the test builds its own). */
const OUT = 'dist-e2e-single';
let browser: Awaited<ReturnType<typeof launchFreshChromium>> | undefined;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const errors: string[] = [];

beforeAll(async () => {
  // The same build as `npm run build:single`, with React's production build (Vitest sets NODE_ENV=test).
  const r = spawnSync('npx', ['vite', 'build', '--mode', 'single', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`vite build --mode single failed (exit ${r.status})`);
  browser = await launchFreshChromium('rdma-single-');
  context = browser.context;
  context.on('request', (req) => requests.push(req.url()));
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** A small capture of the app's own export, for the capture panel. */
const CAPTURE = Buffer.from(traceToPcap(buildTrace(DEFAULT_SCENARIO)));

const fileUrl = () => `file://${resolve(OUT, 'index.html')}`;

describe('npm run build:single: one HTML file that works from file://', () => {
  it('is one file: every script, style and lazy chunk inlined, React’s production build', () => {
    expect(readdirSync(OUT)).toEqual(['index.html']);
    const html = readFileSync(join(OUT, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+rel="(stylesheet|modulepreload)"/);
    expect(html).not.toContain('jsxDEV');
    expect(html).toMatch(/<link rel="icon"[^>]+href="data:/);
    // The same Content-Security-Policy as the served page: its inlined scripts are allowed by their hashes, never by
    // 'unsafe-inline' or 'unsafe-eval' (the run below logs no CSP violation: `errors` stays empty).
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    // Both languages' first views: the Chinese one waits in a template for a reader whose language is Chinese.
    expect(html).toContain('<template id="first-view-alt" data-lang="zh-CN"');
    expect(html.match(/<template id="first-view-alt"[^>]*>([\s\S]*?)<\/template>/)?.[1]).toContain('<span class="sub">逐字节解析</span>');
  });

  it('opened from file:// it works — steps, the language, the embed, the lecture, the handout, the quiz, an image — and asks for nothing but itself', async () => {
    await page.goto(`${fileUrl()}?step=A2.tlp`);
    await page.locator('#step-title').waitFor();
    expect(await page.locator('#step-title').textContent()).toContain('Memory Write TLP');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('A3.payload-fetch');
    await page.getByTestId('lang-switch').selectOption('zh-CN');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.goto(`${fileUrl()}?step=A2.tlp&mode=lecture`);
    await page.locator('.lecture-layout').waitFor();
    await page.goto(`${fileUrl()}?mode=print`);
    await page.getByTestId('handout').waitFor();
    await page.goto(`${fileUrl()}?step=A1.mmio&quiz=1`);
    await page.getByTestId('quiz-card').waitFor();
    await page.goto(`${fileUrl()}?step=A2.tlp&panel=share`);
    await page.getByTestId('share-panel').waitFor();
    await settled(page);
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-topology-png').click()]);
    expect(
      readFileSync((await png.path())!)
        .subarray(1, 4)
        .toString('latin1'),
    ).toBe('PNG');
    // Your own capture: no worker script in one file, so it is read on the page's thread.
    await page.goto(`${fileUrl()}?step=A2.tlp&panel=capture`);
    await page.getByTestId('capture-file').setInputFiles({ name: 'c.pcap', mimeType: 'application/octet-stream', buffer: CAPTURE });
    await page.getByTestId('capture-overview').waitFor();
    expect(await page.getByTestId('capture-indexed').getAttribute('data-where')).toBe('page');
    await page.setViewportSize({ width: 640, height: 360 });
    await page.goto(`${fileUrl()}?step=A2.tlp&embed=1`);
    await expect.poll(() => page.evaluate(smallText, 12), { timeout: 5000 }).toEqual([]);
    await shot(page, 'single-file-embed-640x360');
    // Every request was for the file itself (each navigation loads it, with its query); nothing else.
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(`${fileUrl()}?`) && u !== fileUrl())).toEqual([]);
    expect(errors).toEqual([]);
  });
});
