import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toolPath } from '../support/tools';
import { useSession } from './support/browser';
import { serveRevealDeck } from './support/revealDeck';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 }, (u) => u.startsWith('http://127.0.0.1:'));

/** The three embeds a lecturer copies from the Share panel: the topology at A1.mmio, the bytes at B1.check, the memory at B4.land. */
const EMBEDS = [
  { step: 'A1.mmio', view: 'topology', title: 'The MOVs: the whole WQE through the BAR (BlueFlame)' },
  { step: 'B1.check', view: 'bytes', title: 'HCA B checks every packet' },
  { step: 'B4.land', view: 'memory', title: 'The data lands in B’s pinned pages' },
] as const;

let deck: Awaited<ReturnType<typeof serveRevealDeck>>;
const dir = mkdtempSync(join(tmpdir(), 'rdma-deck-'));

beforeAll(async () => {
  const snippets: string[] = [];
  for (const e of EMBEDS) {
    await s.page.goto(`${baseUrl}?step=${e.step}&panel=share`);
    await s.page.getByTestId('embed-view').selectOption(e.view);
    snippets.push(await s.page.getByTestId('embed-code').inputValue());
  }
  deck = await serveRevealDeck(snippets);
});
afterAll(async () => {
  await deck.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The deck, freshly loaded at a slide (a new query each time, so its frames load their snippets' links again). */
let loads = 0;
const openDeck = (slide: number, query = '') => s.page.goto(`${deck.url}?load=${++loads}${query}#/${slide}`);

const deckSlide = () => s.page.evaluate(() => (window as unknown as { Reveal: { getIndices(): { h: number } } }).Reveal.getIndices().h);

/**
 * The frame of embed n (1-based), once its layout is drawn. A deck laid out for print moves its slides, and a moved
 * iframe loads again: a frame found before that is detached, so the frame is looked up again until one holds the
 * layout.
 */
async function embed(n: number): Promise<Frame> {
  const src = await s.page.locator(`#embed-${n} iframe`).getAttribute('src');
  const drawn = async () => {
    const frame = s.page.frames().find((f) => f.url() === src && !f.isDetached());
    if (!frame) return null;
    const count = await frame
      .locator('.embed-layout')
      .count()
      .catch(() => 0);
    return count > 0 ? frame : null;
  };
  await expect.poll(async () => (await drawn()) !== null, { timeout: 20_000 }).toBe(true);
  const frame = await drawn();
  if (!frame) throw new Error(`no frame ${n}`);
  return frame;
}

const position = (f: Frame) => f.getByTestId('embed-position').textContent();

describe('the embed in a real reveal.js deck', () => {
  it('N and PageDown advance the deck after a click inside an embed; ← → still step the embed', async () => {
    await openDeck(1);
    const first = await embed(1);
    await first.locator('.embed-title').click();
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(() => position(first)).toBe('9 / 20');
    expect(await deckSlide()).toBe(1);
    await s.page.keyboard.press('n');
    await expect.poll(deckSlide).toBe(2);
    // Addressed to the deck's own origin (the browser names it), not to any page that frames the app.
    expect(await first.evaluate(() => document.documentElement.dataset.deckTarget)).toBe(new URL(deck.url).origin);
    const second = await embed(2);
    await second.locator('.embed-title').click();
    await s.page.keyboard.press('PageDown');
    await expect.poll(deckSlide).toBe(3);
    await s.page.keyboard.press('PageUp');
    await expect.poll(deckSlide).toBe(2);
  });

  it('an embed playing on a slide that is left stops advancing', async () => {
    await openDeck(1);
    const frame = await embed(1);
    await frame.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => position(frame), { timeout: 10_000 }).not.toBe('8 / 20');
    await s.page.keyboard.press('PageDown');
    await expect.poll(deckSlide).toBe(2);
    // reveal.js posts slide:stop to the left slide's frame: the embed pauses, and stays where it was.
    await expect.poll(() => frame.getByRole('button', { name: 'Play' }).count()).toBe(1);
    const at = await position(frame);
    await s.page.evaluate(() => (window as unknown as { Reveal: { prev(): void } }).Reveal.prev());
    await expect.poll(deckSlide).toBe(1);
    // Shown again, it resumes (slide:start) from the step it paused on.
    await expect.poll(() => frame.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    expect(Number(at?.split(' / ')[0])).toBeGreaterThan(8);
    await frame.getByRole('button', { name: 'Pause' }).click();
  });

  it('a reload of an embed restores its step', async () => {
    await openDeck(3);
    const frame = await embed(3);
    await frame.locator('.embed-title').click();
    await s.page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(frame)).toBe('16 / 20');
    await expect.poll(() => new URL(frame.url()).searchParams.get('step')).toBe('B3.pcie');
    await frame.evaluate(() => window.location.reload());
    await frame.locator('.embed-layout').waitFor();
    expect(await position(frame)).toBe('16 / 20');
  });

  it('the deck printed with ?print-pdf holds each embed’s step, not the handout', async () => {
    await openDeck(0, '&print-pdf');
    await s.page.locator('.reveal.ready, html.reveal-print').first().waitFor({ state: 'attached' });
    for (let n = 1; n <= EMBEDS.length; n++) await embed(n);
    await s.page.emulateMedia({ media: 'print' });
    const pdf = join(dir, 'deck.pdf');
    writeFileSync(pdf, await s.page.pdf({ width: '1280px', height: '720px', printBackground: true }));
    await s.page.emulateMedia({ media: null });
    // A title beside a map wraps to two lines: the words are compared, not the line breaks.
    const text = execFileSync(toolPath('pdftotext'), ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const e of EMBEDS) expect(text, e.step).toContain(e.title);
    expect(text).not.toMatch(/handout/i);
  });
});
