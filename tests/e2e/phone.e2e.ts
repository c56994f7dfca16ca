import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchFreshChromium } from './support/chromium';
import { smallText } from './support/measure';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/** The walks a student opens from a link: English, Chinese, the misconception, and soft-RoCE in both languages. */
const WALKS = [
  { name: 'English', query: '?step=B1.check', next: 'B2.translate' },
  { name: 'Chinese', query: '?step=B1.check&lang=zh-CN', next: 'B2.translate' },
  { name: 'the misconception', query: '?step=MISCONCEPTION.mov&misconception=1', next: null },
  { name: 'soft-RoCE in English', query: '?preset=rxe&step=A1.syscall', next: 'A2.requester' },
  { name: 'soft-RoCE in Chinese', query: '?preset=rxe&step=B4.land&lang=zh-CN', next: 'ACK.send' },
] as const;

const stepOf = (p: Page) => new URL(p.url()).searchParams.get('step');

/** A finger's swipe across the step, from x = `from` to x = `to` (Chromium's touch input, as a phone sends it). */
async function swipe(p: Page, from: number, to: number) {
  const cdp = await p.context().newCDPSession(p);
  const y = 420;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let k = 1; k <= 4; k++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * k) / 4, y: y + k }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe.each(PHONES)('on a phone at $width×$height (mobile, touch)', (viewport) => {
  let phone: Awaited<ReturnType<typeof launchFreshChromium>> | undefined;
  let page: Page;
  beforeAll(async () => {
    phone = await launchFreshChromium('rdma-e2e-phone-', { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    page = phone.context.pages()[0] ?? (await phone.context.newPage());
  });
  afterAll(async () => {
    await phone?.close();
  });

  it.each(WALKS)('$name: one column, nothing sideways, the text and the drawing in view, a swipe steps, 44 px targets', async (walk) => {
    await page.goto(baseUrl + walk.query);
    await settled(page);
    // The deep link opens its step.
    const asked = new URLSearchParams(walk.query).get('step');
    expect(stepOf(page)).toBe(asked);
    await page.locator('#step-title').waitFor();
    await page.getByTestId('focus-drawing').waitFor();
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The step's text and its drawing lie within the screen's width (the page scrolls down, never across).
    for (const selector of ['#step-title', '.step-panel .summary', '[data-testid="focus-drawing"] svg']) {
      const r = await page.locator(selector).first().boundingBox();
      expect(r, selector).not.toBeNull();
      expect(r?.x ?? -1, selector).toBeGreaterThanOrEqual(0);
      expect((r?.x ?? 0) + (r?.width ?? 0), selector).toBeLessThanOrEqual(viewport.width + 0.5);
    }
    expect((await page.locator('[data-testid="focus-drawing"] svg').first().boundingBox())?.width ?? 0).toBeGreaterThan(
      0.8 * viewport.width,
    );
    // The key bytes, one field a row, across the screen (not a column one digit wide).
    const hex = page.locator('.phone-keys .kb-hex').first();
    if (await hex.count()) expect((await hex.boundingBox())?.width ?? 0).toBeGreaterThan(0.5 * viewport.width);
    // The text a student reads: 14 px or more; the drawing's labels 12 or more.
    const small = await page.evaluate(smallText, 14);
    expect(small.filter((s) => !s.endsWith('on screen'))).toEqual([]);
    await expect.poll(async () => (await page.evaluate(smallText, 12)).filter((s) => s.endsWith('on screen'))).toEqual([]);
    // The bottom bar: back, play, next, the steps, each at least 44×44, in view at the bottom.
    const targets = page.locator('.controls-footer button:visible');
    expect(await targets.count()).toBeGreaterThanOrEqual(4);
    for (const box of await targets.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    // The ways into the reading panels close the page, under the drawing: between the text and the drawing they read
    // as the step's end.
    const reading = page.getByTestId('phone-reading');
    await reading.waitFor({ state: 'attached' });
    expect(await page.locator('.step-panel .step-reading').count()).toBe(0);
    const drawingBox = await page.getByTestId('focus-drawing').boundingBox();
    const readingBox = await reading.boundingBox();
    expect(readingBox?.y ?? 0).toBeGreaterThan((drawingBox?.y ?? 0) + (drawingBox?.height ?? 0));
    // Play says its word (a bare ▷ between ◀ and ▶ read as a third arrow), and the whole bar fits the screen.
    expect(await page.locator('.controls .play .play-word').isVisible()).toBe(true);
    for (const box of await page
      .locator('.controls-footer button:visible, .controls .position')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect)))
      expect(box.right).toBeLessThanOrEqual(viewport.width);
    await shot(page, `phone-${viewport.width}x${viewport.height}-${walk.name.replace(/\s+/g, '-')}`);
    // A swipe to the left goes on to the next step; one to the right comes back (never the browser's own Back).
    const before = stepOf(page);
    await swipe(page, 300, 60);
    await expect.poll(() => stepOf(page)).not.toBe(before);
    if (walk.next) expect(stepOf(page)).toBe(walk.next);
    await swipe(page, 60, 320);
    await expect.poll(() => stepOf(page)).toBe(before);
    expect(page.url().startsWith(baseUrl)).toBe(true);
  });

  it("A1's sources fold to one line between the text and the drawing, and a tap opens them", async () => {
    await page.goto(`${baseUrl}?step=A1.wqe`);
    await settled(page);
    const fold = page.locator('.step-panel details.sources-fold');
    expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    const summary = (await fold.locator('summary').boundingBox()) ?? { height: 0 };
    expect(summary.height).toBeGreaterThanOrEqual(44);
    // Folded, the drawing starts within the first two screens (unfolded, the list of sources stood before it).
    const drawing = await page.getByTestId('focus-drawing').boundingBox();
    expect(drawing?.y ?? 1e9).toBeLessThan(1.5 * viewport.height);
    await fold.locator('summary').tap();
    await page.locator('[data-testid="step-sources"] a').first().waitFor({ state: 'visible' });
  });

  it.each([
    { lang: 'en', query: '?step=B1.check' },
    { lang: 'zh-CN', query: '?step=B1.check&lang=zh-CN' },
    { lang: 'soft-RoCE', query: '?preset=rxe&step=B1.check' },
  ])('B1 checks ($lang): each check a card, every identifier and number on one line, each cell named', async ({ query }) => {
    await page.goto(baseUrl + query);
    await settled(page);
    const table = page.locator('.step-panel table.checks');
    await table.locator('tr[data-check="rkey"]').waitFor();
    // Each token a reader copies or searches for (qp_access_flags, REMOTE_WRITE, 0x1234, 192.168.1.1) lies on one
    // line: three columns of ~110 px broke them mid-word.
    const broken = await table.evaluate((t) => {
      const out: string[] = [];
      for (const cell of t.querySelectorAll('tbody th, tbody td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/[A-Za-z0-9_.:]{4,}/g)) {
            const r = document.createRange();
            r.setStart(n, m.index);
            r.setEnd(n, m.index + m[0].length);
            const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
            if (tops.size > 1) out.push(m[0]);
          }
        }
      }
      return out;
    });
    expect(broken).toEqual([]);
    // The column heads are gone from view, so each value is led by its column's name, in the page's language.
    const label = await table
      .locator('tr[data-check="rkey"] td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toMatch(query.includes('zh-CN') ? /要求：/ : /Expected:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Still a table to a screen reader: the rows keep their role and the checks their names.
    expect(await page.getByRole('rowheader', { name: 'R_Key' }).count()).toBe(1);
  });

  it.each([
    { query: '?step=MISCONCEPTION.mov&misconception=1' },
    { query: '?step=MISCONCEPTION.land&misconception=1' },
    { query: '?step=MISCONCEPTION.mov&misconception=1&lang=zh-CN' },
  ])("the misconception's arc label on a cropped drawing ($query): whole, on screen, over no other label", async ({ query }) => {
    await page.goto(baseUrl + query);
    await settled(page);
    const svg = page.locator('[data-testid="focus-drawing"] [data-testid="topology"] > svg').first();
    await svg.locator('.misconception-arc-label').waitFor();
    const { inside, overlaps } = await svg.evaluate((s) => {
      const label = s.querySelector('.misconception-arc-label') as SVGTextElement;
      const r = label.getBoundingClientRect();
      const box = s.getBoundingClientRect();
      const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      const overlaps = [...s.querySelectorAll('text')]
        .filter((t) => t !== label && !label.contains(t) && (t.textContent ?? '').trim() !== '')
        .filter((t) => {
          const o = t.getBoundingClientRect();
          return o.width > 0 && o.left < r.right - 1 && o.right > r.left + 1 && o.top < r.bottom - 1 && o.bottom > r.top + 1;
        })
        .map((t) => t.textContent);
      return { inside, overlaps };
    });
    expect(inside).toBe(true);
    expect(overlaps).toEqual([]);
  });

  it.each([
    { query: '?step=MISCONCEPTION.map&misconception=1' },
    { query: '?step=MISCONCEPTION.load&misconception=1&lang=zh-CN' },
    { query: '?step=ACK.send' },
  ])(
    'a drawing of both hosts ($query) is drawn at a readable scale and pans in its own box; a swipe on it pans, not steps',
    async ({ query }) => {
      await page.goto(baseUrl + query);
      await settled(page);
      const pan = page.getByTestId('topology-pan');
      await expect.poll(() => pan.getAttribute('data-pannable')).toBe('true');
      // The page never scrolls sideways; the drawing does, inside its box, and says so.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await page.locator('.topology-pan-hint').isVisible()).toBe(true);
      // At least 0.85 CSS px per drawing unit, so its labels floored at 12 px grow little past their design (the whole
      // drawing at a 390 px screen's width was 0.58, and its labels ran into each other).
      const { scale, overlapping } = await pan.locator('[data-testid="topology"] > svg[role="img"]').evaluate((svg) => {
        const s = svg as SVGSVGElement;
        const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
        const rects = [...s.querySelectorAll('text')]
          .filter((t) => (t.textContent ?? '').trim() !== '' && !t.closest('.recede'))
          .map((t) => t.getBoundingClientRect())
          .filter((r) => r.width > 0);
        let overlapping = 0;
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++) {
            const [a, b] = [rects[i], rects[j]];
            const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            // Stacked lines of one label touch in their em boxes (a CJK font's are tall): a clash covers 40 % of a line.
            if (w > 2 && h > 0.4 * Math.min(a.height, b.height)) overlapping++;
          }
        return { scale, overlapping };
      });
      // Chinese labels are wider for their size: 0.95 there.
      expect(scale).toBeGreaterThanOrEqual(query.includes('zh-CN') ? 0.949 : 0.849);
      expect(overlapping).toBe(0);
      // It opens on what the step is about: the caption of what moves ("■ 30 B ACK" opened cut at the edge), else the
      // misconception's arc label, whole inside the box; and it scrolls sideways in its box.
      const focusInView = await pan.evaluate((e) => {
        const f = e.querySelector('[data-testid="artifact-caption"], .misconception-arc-label');
        if (!f) return true;
        const r = f.getBoundingClientRect();
        const b = e.getBoundingClientRect();
        return r.left >= b.left - 1 && r.right <= b.right + 1;
      });
      expect(focusInView).toBe(true);
      const panned = await pan.evaluate((e) => {
        e.scrollLeft = 0;
        e.scrollBy(60, 0);
        return e.scrollLeft;
      });
      expect(panned).toBeGreaterThan(50);
      // A finger may pan it (the layout around it allows vertical pans only; headless Chromium scrolls nothing for a
      // synthetic touch, so the touch-action is read), and a swipe that starts on it does not turn the step.
      expect(await pan.evaluate((e) => getComputedStyle(e).touchAction)).toMatch(/manipulation|pan-x/);
      const before = stepOf(page);
      await pan.scrollIntoViewIfNeeded();
      const box = (await pan.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] });
      for (let k = 1; k <= 6; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 300 - 40 * k, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
      // Given time to turn (it would, within a frame), it has not.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(stepOf(page)).toBe(before);
    },
  );

  it('a link that names a tab opens it: tab=code shows the program, its tab selected', async () => {
    await page.goto(`${baseUrl}?step=A2.tlp&tab=code`);
    await settled(page);
    expect(await page.locator('#panel-tab-code').getAttribute('aria-selected')).toBe('true');
    await page.locator('.code-panel .code-listing .code-code').first().waitFor();
    // Without it the tabs stay folded to their strip, one tap away.
    await page.goto(`${baseUrl}?step=A2.tlp`);
    await settled(page);
    expect(await page.locator('.code-panel').count()).toBe(0);
    expect(await page.locator('#panel-tab-code').getAttribute('aria-selected')).toBe('false');
  });

  it('the start card fits the first screen with its three ways in; the header folds into a menu', async () => {
    await page.goto(baseUrl);
    await settled(page);
    for (const way of await page.locator('.start-ways .way').all()) {
      const r = await way.boundingBox();
      expect((r?.y ?? 1e9) + (r?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    }
    // No keyboard hints for a finger ("→ starts the walk…").
    expect(await page.locator('.start-keys').isVisible()).toBe(false);
    // Its link to the questions is a finger's target too (it was 22 px tall).
    const questions = (await page.getByTestId('start-questions').boundingBox()) ?? { height: 0 };
    expect(questions.height).toBeGreaterThanOrEqual(44);
    expect(await page.locator('[data-testid="lang-switch"]').isVisible()).toBe(false);
    await page.getByTestId('header-menu-toggle').click();
    await page.locator('[data-testid="lang-switch"]').waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
