import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { launchFreshChromium } from './support/chromium';
import { settled } from './support/settled';

const baseUrl = inject('baseUrl');
const HAN = /[\u4e00-\u9fff]/;

/** A browser of its own, in a locale (or without JavaScript), for one test; closed after it. */
async function withBrowser<T>(
  options: { locale?: string; javaScriptEnabled?: boolean },
  run: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await launchFreshChromium('rdma-lang-', options);
  try {
    return await run(browser.context);
  } finally {
    await browser.close();
  }
}

/** What the first paint shows: the page as its inline scripts leave it, before any module script runs (they are held back). */
async function firstPaint(context: BrowserContext, path: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    header: document.querySelector('.app-header h1')?.textContent ?? '',
    card: document.querySelector('.start-card')?.textContent ?? '',
    title: document.title,
  }));
}

describe('Chinese from the first paint', () => {
  it('with JavaScript disabled, the Chinese prerendered page shows Chinese', async () => {
    await withBrowser({ javaScriptEnabled: false, locale: 'en-US' }, async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}zh-CN/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await page.locator('.app-header h1').textContent()).toBe('RDMA WRITE，逐字节解析');
      expect(await page.locator('.start-card').textContent()).toMatch(HAN);
      expect(await page.title()).toMatch(HAN);
      // The English page is English, whatever else it carries.
      await page.goto(baseUrl);
      expect(await page.locator('.app-header h1').textContent()).toBe('RDMA WRITE, byte by byte');
      expect(await page.locator('.start-card').textContent()).not.toMatch(HAN);
    });
  });

  it('a browser set to Chinese gets Chinese in its first paint, header included, and <html lang="zh-CN">', async () => {
    await withBrowser({ locale: 'zh-CN' }, async (context) => {
      const first = await firstPaint(context, '');
      expect(first.lang).toBe('zh-CN');
      expect(first.header).toBe('RDMA WRITE，逐字节解析');
      expect(first.card).toMatch(HAN);
      expect(first.card).not.toMatch(/When host A does/);
      expect(first.title).toMatch(HAN);
      // A deep link in Chinese: the shell (header) is Chinese before the view is drawn.
      const deep = await firstPaint(context, '?step=B1.check&lang=zh-CN');
      expect(deep.header).toBe('RDMA WRITE，逐字节解析');
    });
    // The same page, live: it hydrates in Chinese (no console error) and stays Chinese.
    await withBrowser({ locale: 'zh-CN' }, async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(baseUrl);
      await settled(page);
      expect(await page.locator('.app-header h1').textContent()).toBe('RDMA WRITE，逐字节解析');
      expect(await page.locator('.start-card').textContent()).toMatch(HAN);
      expect(errors).toEqual([]);
    });
  });

  it('over a slow link, the first header a browser set to Chinese paints is Chinese; one set to English paints English', async () => {
    // Element Timing reports each text as it is painted; a MutationObserver marks the root's nodes as the parser
    // adds them. At 60 kB/s the parser yields between chunks, so a view could paint before the other one is in.
    const paintedHeaders = async (locale: string) =>
      withBrowser({ locale }, async (context) => {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __painted: string[] }).__painted = seen;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries() as PerformanceEntry[] & { element: Element | null }[])
              if (e.element?.matches('.app-header h1, .app-header h1 *')) seen.push(e.element.closest('h1')?.textContent ?? '');
          }).observe({ type: 'element', buffered: true });
          new MutationObserver((ms) => {
            for (const m of ms)
              for (const n of m.addedNodes)
                if (n instanceof Element && n.closest('#root'))
                  for (const el of [n, ...n.querySelectorAll('*')]) el.setAttribute('elementtiming', 'first-view');
          }).observe(document, { childList: true, subtree: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 20,
          downloadThroughput: 60_000,
          uploadThroughput: 60_000,
        });
        await page.goto(baseUrl, { waitUntil: 'load', timeout: 60_000 });
        await page.waitForFunction(() => (window as unknown as { __painted: string[] }).__painted.length > 0);
        return page.evaluate(() => (window as unknown as { __painted: string[] }).__painted);
      });
    const zh = await paintedHeaders('zh-CN');
    expect(zh[0]).toBe('RDMA WRITE，逐字节解析');
    expect(zh.filter((h) => h.includes('byte by byte'))).toEqual([]);
    expect((await paintedHeaders('en-US'))[0]).toBe('RDMA WRITE, byte by byte');
  }, 90_000);

  it('a Traditional-Chinese browser gets the Simplified text with a one-line note; another language gets English', async () => {
    await withBrowser({ locale: 'zh-TW' }, async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(baseUrl);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await page.getByTestId('lang-note').textContent()).toContain('簡體中文');
    });
    await withBrowser({ locale: 'fr-FR' }, async (context) => {
      expect((await firstPaint(context, '')).lang).toBe('en');
    });
  });

  it('a chosen language survives a reload, and the next visit opens in it; ?lang= still wins', async () => {
    await withBrowser({ locale: 'en-US' }, async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseUrl}?step=A2.tlp`);
      await settled(page);
      await page.getByTestId('lang-switch').selectOption('zh-CN');
      await expect.poll(() => page.locator('#step-title').textContent()).toMatch(HAN);
      await page.reload();
      await settled(page);
      expect(await page.locator('#step-title').textContent()).toMatch(HAN);
      // A new visit, with no language in the link: the remembered choice, from the first paint.
      await page.goto(`${baseUrl}?step=A2.tlp`);
      await settled(page);
      expect(await page.locator('.app-header h1').textContent()).toBe('RDMA WRITE，逐字节解析');
      await page.goto(`${baseUrl}?step=A2.tlp&lang=en`);
      await settled(page);
      expect(await page.locator('.app-header h1').textContent()).toBe('RDMA WRITE, byte by byte');
    });
  });
});
