import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { serveHostPage } from './support/hostPage';
import { cutOff, smallText } from './support/measure';
import { settled } from './support/settled';
import { SHOT_DIR, shot } from './support/shots';

const baseUrl = inject('baseUrl');
// The slide page around the embed is served on 127.0.0.1 too, on its own port.
const s = useSession(baseUrl, { width: 1280, height: 800 }, (u) => u.startsWith('http://127.0.0.1:'));
let host: Awaited<ReturnType<typeof serveHostPage>>;
beforeAll(async () => {
  host = await serveHostPage();
});
afterAll(async () => {
  await host.close();
});

const SIZES = [
  { w: 960, h: 540 },
  { w: 640, h: 360 },
] as const;

/**
 * The app's frame inside the slide, scrolled into view as when its slide is
 * shown (Chromium does not render an off-screen cross-origin frame).
 */
async function appFrame(): Promise<Frame> {
  await s.page.locator('#embed').scrollIntoViewIfNeeded();
  await expect.poll(() => s.page.frames().some((f) => f.url().includes('embed=1'))).toBe(true);
  const frame = s.page.frames().find((f) => f.url().includes('embed=1'));
  if (!frame) throw new Error('no embed frame');
  await frame.locator('.embed-layout').waitFor();
  return frame;
}

/** Waits until the drawings have measured themselves and floored their text (a ResizeObserver callback). */
async function textFloored(frame: Frame) {
  await expect.poll(() => frame.evaluate(smallText, 12), { timeout: 5000 }).toEqual([]);
}

const position = (frame: Frame) => frame.getByTestId('embed-position').textContent();
const hostScroll = () => s.page.evaluate(() => window.scrollY);

describe.each(SIZES)('the embed in a slide at $w×$h', ({ w, h }) => {
  it('topology: title, one line, the drawing; no text under 12 px, nothing cut off', async () => {
    await s.page.goto(host.url(`${baseUrl}?step=A2.tlp&embed=1`, w, h));
    const frame = await appFrame();
    await textFloored(frame);
    expect(await frame.locator('.embed-title').textContent()).toContain('The root complex sends a Memory Write TLP to HCA A');
    expect(await frame.getByTestId('embed-line').textContent()).toContain('nothing names host B');
    expect(await frame.locator('.app-header, .step-list').count()).toBe(0);
    expect(await frame.evaluate(cutOff, false)).toEqual([]);
    await settled(frame); // the step's motion ends: the picture shows its end state
    await s.page.locator('#embed').screenshot({ path: join(SHOT_DIR, `embed-${w}x${h}-topology.png`) });
  });

  it('memory maps (cropped to what the step touches), bytes and code: the same rules (the bytes and code may scroll inside)', async () => {
    for (const [view, step] of [
      ['memory', 'B2.translate'],
      ['memory', 'B4.land'],
      ['memory', 'A1.mmio'],
      ['bytes', 'A3.transmit'],
      ['code', 'A1.mmio'],
      ['code', 'B4.land'],
    ] as const) {
      await s.page.goto(host.url(`${baseUrl}?step=${step}&embed=1&view=${view}`, w, h));
      const frame = await appFrame();
      // Every view of the step drawn (the key bytes, the bytes and the program come in their own chunks).
      await settled(frame);
      await textFloored(frame);
      expect(await frame.evaluate(cutOff, view === 'bytes' || view === 'code'), `${view} at ${step}`).toEqual([]);
      if (view === 'code') {
        // The program scrolled to the step starts with a whole line, not the middle of a comment.
        const straddling = await frame
          .locator('.code-listing')
          .first()
          .evaluate((box) => {
            const top = box.getBoundingClientRect().top + box.clientTop;
            return [...box.children]
              .filter((li) => {
                const r = li.getBoundingClientRect();
                return r.top < top - 1 && r.bottom > top + 1;
              })
              .map((li) => (li.textContent ?? '').slice(0, 40));
          });
        expect(straddling, `code at ${step}, ${w}×${h}`).toEqual([]);
      }
      if (view === 'memory') {
        // Beside a narrow drawing the key bytes fill the column under the line where they fit whole, and only there:
        // B2's and B4's two rows on either slide, not A1's longer WQE rows in a 640×360 frame. Shown, they need no
        // more room than their box has.
        const shown = await frame.getByTestId('key-bytes').isVisible();
        if (step !== 'A1.mmio' || w < 960) expect(shown, `key bytes at ${step}, ${w}×${h}`).toBe(step !== 'A1.mmio');
        const room = await frame.getByTestId('embed-keys').evaluate((box) => box.clientHeight - box.scrollHeight);
        if (shown) expect(room, `key bytes' room at ${step}, ${w}×${h}`).toBeGreaterThanOrEqual(-1);
        // B's MR panel alone is cropped to what it draws, so its last line (the MTT's note) sits near the slide's
        // bottom: a one-page MR used to end half-way down its frame, the rest of the panel empty.
        if (step !== 'A1.mmio') {
          const note = await frame.locator('[data-map="mr"] text.note').boundingBox();
          expect((note?.y ?? 0) + (note?.height ?? 0), `MR panel's note at ${step}, ${w}×${h}`).toBeGreaterThan(0.82 * h);
        }
      }
      await settled(frame);
      await s.page.locator('#embed').screenshot({ path: join(SHOT_DIR, `embed-${w}x${h}-${view}-${step}.png`) });
    }
  });

  it.each([
    { step: 'A2.tlp', path: 'MWr32 header.Address.Address[31:2]', value: '0xe4010800', bits: true },
    { step: 'A3.segment', path: 'RETH.VA', value: '0x00007f0000001000', bits: false },
    // B1's line is about its checks: its slide opens on the rkey the packet carries, not on A3's VA.
    { step: 'B1.check', path: 'RETH.R_Key', value: '0x00001234', bits: false },
  ])(
    'a bytes slide at $step opens on its key field: lit, in view, its value and meaning below, no half ruler',
    async ({ step, path, value, bits }) => {
      await s.page.goto(host.url(`${baseUrl}?step=${step}&embed=1&view=bytes`, w, h));
      const frame = await appFrame();
      await settled(frame);
      // The tree shows the field, lit, inside its scrolling box (not the first rows of the first header).
      const row = frame.locator(`.bytes-panel [data-path="${path}"]`);
      await row.waitFor();
      const inView = await row.evaluate((el) => {
        const box = el.closest('.tree')?.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return !!box && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      });
      expect(inView).toBe(true);
      // Scrolled to it, the list starts on a whole row, not one cut in half at the top.
      const cutAtTop = await row.evaluate((el) => {
        const tree = el.closest('.tree') as HTMLElement;
        const top = tree.getBoundingClientRect().top + tree.clientTop;
        return [...tree.querySelectorAll('[data-path]')].some((r) => {
          const b = r.getBoundingClientRect();
          return b.top < top - 1 && b.bottom > top + 1;
        });
      });
      expect(cutAtTop).toBe(false);
      expect(await row.getAttribute('class')).toMatch(/\bhl\b/);
      // The details say which field and its value, without a pointer.
      const details = frame.locator('.bytes-panel .details');
      expect(await details.locator('.d-path').textContent()).toBe(path);
      expect(await details.locator('.d-val').textContent()).toBe(value);
      // The chip naming the value the other views follow says it in words, not by its code name (remoteVa).
      const chip = ({ 'A3.segment': 'linked: B’s buffer address (VA)', 'B1.check': 'linked: rkey' } as Record<string, string>)[step];
      if (chip) expect(await details.locator('.d-link').textContent()).toBe(chip);
      // A sub-byte field's bits show where the box holds them whole, and nowhere else: nothing scrolled half into view.
      const { scroll, ruler } = await details.evaluate((d) => ({
        scroll: d.scrollHeight - d.clientHeight,
        ruler: !!d.querySelector('.ruler') && getComputedStyle(d.querySelector('.ruler') as Element).display !== 'none',
      }));
      expect(scroll).toBeLessThanOrEqual(1);
      if (!bits) expect(ruler).toBe(false);
      // A packet's hatched (ICRC-masked) bytes keep their legend on either slide: it fits beside the field.
      if (step !== 'A2.tlp') expect(await details.locator('.legend').isVisible()).toBe(true);
      await s.page.locator('#embed').screenshot({ path: join(SHOT_DIR, `embed-${w}x${h}-bytes-lead-${step}.png`) });
    },
  );

  it('the keyboard works once the embed is focused, and the slide page never jumps', async () => {
    await s.page.goto(host.url(`${baseUrl}?step=A2.tlp&embed=1`, w, h));
    const frame = await appFrame();
    await s.page.evaluate(() => document.getElementById('demo')?.scrollIntoView());
    const y = await hostScroll();
    expect(y).toBeGreaterThan(0);
    expect(await position(frame)).toBe('9 / 20');
    await frame.locator('.embed-title').click();
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(() => position(frame)).toBe('10 / 20');
    await s.page.keyboard.press('ArrowRight');
    await s.page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(frame)).toBe('10 / 20');
    // Tab reaches the controls inside the frame; Enter presses them.
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Tab');
    expect(await frame.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Play');
    await s.page.keyboard.press('Tab');
    await s.page.keyboard.press('Enter');
    await expect.poll(() => position(frame)).toBe('11 / 20');
    expect(await hostScroll()).toBe(y);
  });

  it('a reload of the iframe (a slide shown again) restores the step', async () => {
    await s.page.goto(host.url(`${baseUrl}?step=A2.tlp&embed=1`, w, h));
    const frame = await appFrame();
    await frame.locator('.embed-title').click();
    for (let i = 0; i < 3; i++) await s.page.keyboard.press('ArrowRight');
    await expect.poll(() => position(frame)).toBe('12 / 20');
    await expect.poll(() => new URL(frame.url()).searchParams.get('step')).toBe('A3.transmit');
    await frame.evaluate(() => window.location.reload());
    await frame.locator('.embed-layout').waitFor();
    expect(await position(frame)).toBe('12 / 20');
    expect(await frame.locator('.embed-title').textContent()).toContain('HCA A puts the packet on the wire');
  });
});

void shot;

describe('the embed grows with its frame', () => {
  it('the bytes view: the dump and the field list are larger in a 1280×720 frame than in a 640×360 one', async () => {
    const hexSize = async (w: number, h: number) => {
      await s.page.goto(host.url(`${baseUrl}?step=B1.check&embed=1&view=bytes`, w, h));
      const frame = await appFrame();
      await frame.locator('.hex-row .b').first().waitFor();
      return frame
        .locator('.hex-row .b')
        .first()
        .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    };
    const small = await hexSize(640, 360);
    const large = await hexSize(1280, 720);
    expect(small).toBeGreaterThanOrEqual(12);
    expect(large).toBeGreaterThanOrEqual(1.3 * small);
  });
});

describe('an embed loads what it shows, and nothing a slide cannot open', () => {
  // Chunks only the explorer's panels and tabs use (their file names start with the module's name).
  const EXPLORER_ONLY =
    /\/assets\/(parts|PanelTabs|StepPanel|StepList|TimingPanel|GlossaryPanel|ScenarioPanel|SharePanel|SourcesPanel|QuestionsPanel|MisconceptionPanel|WirePanel)-/;
  it.each([
    ['topology', 'A2.tlp', ''],
    ['memory', 'B4.land', ''],
    ['bytes', 'A3.segment', ''],
    ['code', 'A1.mmio', ''],
    ['topology', 'MISCONCEPTION.tlp', '&misconception=1'],
    ['memory', 'B4.land', '&lang=zh-CN'],
    ['topology', 'MISCONCEPTION.fail.size', '&misconception=1&lang=zh-CN'],
  ])('view=%s at %s%s: every word in its catalogue, no explorer chunk, no idle prefetch', async (view, step, more) => {
    const asked: string[] = [];
    const onRequest = (r: { url(): string }) => void asked.push(r.url());
    s.page.on('request', onRequest);
    try {
      await s.page.goto(`${baseUrl}?embed=1&view=${view}&step=${step}${more}`);
      // A message whose catalogue part has not loaded shows as ⟨its key⟩.
      expect(await s.page.locator('body').textContent()).not.toContain('⟨');
      expect(asked.filter((u) => EXPLORER_ONLY.test(u))).toEqual([]);
      expect(await s.page.evaluate(() => document.documentElement.dataset.prefetched)).toBeUndefined();
    } finally {
      s.page.off('request', onRequest);
    }
  });
});
