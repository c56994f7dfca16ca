import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../src/sim/scenario/defaults';
import { traceOf } from '../../src/store/traceCache';
import { en } from '../unit/support/en';
import { useSession } from './support/browser';
import { nextFrames, settled } from './support/settled';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');
const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

interface Violation {
  id: string;
  help: string;
  nodes: string[];
}

/**
 * axe-core's violations on the page as it is, run in the page. Evaluated through the DevTools protocol: the
 * page's Content-Security-Policy refuses an injected <script> (it allows only its own and hashed ones).
 */
async function axe(page: Page): Promise<Violation[]> {
  await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async () => {
    const r = await (
      window as unknown as {
        axe: { run(c: Document, o: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

const VIEWS: [string, string, { width: number; height: number }][] = [
  ['the default view', '?step=A2.tlp', { width: 1280, height: 720 }],
  ['misconception mode', '?step=MISCONCEPTION.tlp&misconception=1', { width: 1280, height: 720 }],
  ['embed mode', '?step=A2.tlp&embed=1', { width: 960, height: 540 }],
  ['embed mode, small, memory maps', '?step=B2.translate&embed=1&view=memory', { width: 640, height: 360 }],
  ['embed mode, bytes', '?step=A3.transmit&embed=1&view=bytes', { width: 960, height: 540 }],
  ['lecture mode', '?step=A2.tlp&mode=lecture', { width: 1280, height: 720 }],
  ['the code view', '?step=A1.mmio&tab=code', { width: 1280, height: 720 }],
  ['embed mode, code', '?step=A1.mmio&embed=1&view=code', { width: 960, height: 540 }],
  ['embed mode, small, code', '?step=B4.land&embed=1&view=code', { width: 640, height: 360 }],
  ['zh-CN', '?step=A2.tlp&lang=zh-CN', { width: 1280, height: 720 }],
  ['the quiz', '?step=A1.mmio&quiz=1', { width: 1280, height: 720 }],
  ['the handout', '?mode=print', { width: 1280, height: 720 }],
  ['the share panel', '?step=A2.tlp&panel=share', { width: 1280, height: 720 }],
  ['the scenario panel, dark theme', '?step=B1.check&panel=scenario&theme=dark', { width: 1280, height: 720 }],
  ['soft-RoCE', '?preset=rxe&step=A1.syscall', { width: 1280, height: 720 }],
  ['soft-RoCE in zh-CN, a phone’s width', '?preset=rxe&step=B4.land&lang=zh-CN', { width: 390, height: 844 }],
  ['your own capture, the panel', '?step=A1.wqe&panel=capture', { width: 1280, height: 720 }],
  ['soft-RoCE, the ConnectX vs soft-RoCE tab', '?preset=rxe&step=B4.land&tab=machines', { width: 1280, height: 720 }],
  ['soft-RoCE, memory maps in an embed', '?preset=rxe&step=A3.transmit&embed=1&view=memory', { width: 960, height: 540 }],
];

describe('axe-core: no violations', () => {
  it.each(VIEWS)('%s (%s)', async (_name, query, size) => {
    await s.page.setViewportSize(size);
    await s.page.goto(baseUrl + query);
    await s.page.locator('.app').first().waitFor();
    await settled(s.page);
    if (query.includes('lang=zh-CN')) await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await axe(s.page)).toEqual([]);
  });
});

describe('keyboard, focus, narration, motion', () => {
  it('every control is reached with Tab and shows a visible focus ring (a ring on HTML, a thick outline on drawn parts)', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.goto(`${baseUrl}?step=A2.tlp`);
    await s.page.locator('#step-title').waitFor();
    const want = [
      'Scenario',
      'Misconception',
      'Share',
      'JSON',
      'Language',
      'Switch to dark theme',
      'Restart',
      'Back',
      'Play',
      'Next',
      'Playback speed',
      'Step',
    ];
    const seen = new Set<string>();
    for (let i = 0; i < 250 && !want.every((w) => [...seen].some((n) => n.includes(w))); i++) {
      await s.page.keyboard.press('Tab');
      const f = await s.page.evaluate(() => {
        const el = document.activeElement as HTMLElement | SVGElement | null;
        if (!el || el === document.body) return null;
        const name =
          el.getAttribute('aria-label') ?? el.closest('label')?.textContent?.trim() ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        if (el instanceof SVGElement) {
          const rect = el.querySelector('rect');
          return { name, shown: el.matches(':focus-visible') && !!rect && Number.parseFloat(getComputedStyle(rect).strokeWidth) >= 3 };
        }
        const cs = getComputedStyle(el);
        return { name, shown: el.matches(':focus-visible') && cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) >= 2 };
      });
      if (!f) continue;
      expect(f.shown, `focus shown on ${f.name}`).toBe(true);
      seen.add(f.name);
    }
    for (const w of want)
      expect(
        [...seen].some((n) => n.includes(w)),
        w,
      ).toBe(true);
  });

  it('a live region (one per instance) says each step: its number, title and first sentence', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp`);
    const live = s.page.getByTestId('narration');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.getAttribute('id')).toMatch(/^narration/);
    await s.page.keyboard.press('ArrowRight');
    const step = traceOf(DEFAULT_SCENARIO).steps[9];
    await expect.poll(() => live.textContent()).toBe(`Step 10 of 20: ${en(step.text.title)}. ${en(step.text.summary[0])}`);
    expect(await live.textContent()).toContain('HCA A reads the payload by DMA. HCA A checks the lkey');
  });

  it('with reduced motion, a step shows its end state at once: nothing tweens, no CSS animation runs', async () => {
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    await s.page.goto(`${baseUrl}?step=A3.segment`);
    // Every chunk in: a drawing that arrives late lays the topology out again, which is not a tween.
    await settled(s.page);
    const where = () =>
      s.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="artifact-in-flight"] .leg > g')]
          .map((e) => `${e.getAttribute('transform')}|${e.getAttribute('visibility')}`)
          .join(';'),
      );
    // Record whether any tween starts from now on.
    await s.page.evaluate(() => {
      const w = window as unknown as { __moved: boolean };
      w.__moved = false;
      new MutationObserver(() => {
        if (document.documentElement.dataset.motion === 'running') w.__moved = true;
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-motion'] });
    });
    // The prerendered page can take the click before React hydrates and replay it after:
    // read the artifacts only once the next step is drawn (its layout effects have run by then).
    const title = s.page.locator('#step-title');
    const before = await title.textContent();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => title.textContent()).not.toBe(before);
    // The drawings follow the step a frame or two after its text: read the artifacts once the topology names the new step.
    const now = (await title.textContent()) ?? '';
    await expect.poll(() => s.page.locator('[data-testid="topology"] svg[role="img"]').first().getAttribute('aria-label')).toContain(now);
    const at0 = await where();
    expect(at0).not.toBe('');
    await nextFrames(s.page);
    expect(await where()).toBe(at0);
    expect(await s.page.evaluate(() => (window as unknown as { __moved: boolean }).__moved)).toBe(false);
    expect(await s.page.evaluate(() => document.getAnimations().length)).toBe(0);
    await s.page.emulateMedia({ reducedMotion: 'no-preference' });
    // Without the preference, the same step tweens (the check above can fail).
    await s.page.getByRole('button', { name: 'Back', exact: true }).click();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    const t0 = await where();
    expect(await s.page.evaluate(() => document.documentElement.dataset.motion)).toBe('running');
    await settled(s.page);
    expect(await where()).not.toBe(t0);
  });

  it('colour is never the only carrier: checks say ✓/✗, changed counters say so in words, quiz answers are marked ✓/✗', async () => {
    await s.page.goto(`${baseUrl}?step=B1.check`);
    // The linked step is drawn once the core's chunk is in: wait for its table, do not race it.
    await s.page.locator('.checks td.ok').first().waitFor();
    const results = await s.page.locator('.checks td.ok, .checks td.bad').allTextContents();
    expect(results.length).toBeGreaterThan(5);
    for (const r of results) expect(r).toMatch(/^[✓✗] /);
    expect(await s.page.locator('.counters td.changed').count()).toBeGreaterThan(0);
    for (const c of await s.page.locator('.counters td.changed').allTextContents()) expect(c).toContain('(changed by this step)');
  });
});
