// Slides for any deck software: the Share panel's PowerPoint deck of a range of steps, in English and Chinese, opened
// by a real office suite (LibreOffice Impress, headless) and turned into a PDF: the slide count, each slide's title,
// a drawing that is not blank, and the speaker notes of two steps; no request leaves the page while it is made; a
// range it cannot read gets one line.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { toolPath } from '../support/tools';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { SHOT_DIR } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });
const dir = mkdtempSync(join(tmpdir(), 'rdma-slides-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The deck the Share panel downloads for a range, in a language, saved here. */
async function deck(lang: string, range: string, name: string): Promise<string> {
  await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share&lang=${lang}`);
  await settled(s.page);
  await s.page.getByTestId('slides-range').fill(range);
  const requests: string[] = [];
  const onRequest = (r: { url(): string }) => requests.push(r.url());
  s.page.on('request', onRequest);
  const [d] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId('slides-download').click()]);
  const path = join(dir, `${name}.pptx`);
  await d.saveAs(path);
  s.page.off('request', onRequest);
  // The drawings, the deck and the download are made in the page: nothing but the app's own chunks is fetched.
  expect(requests.filter((u) => !u.startsWith(baseUrl))).toEqual([]);
  return path;
}

/** LibreOffice's PDF of a deck (with its notes pages when asked), as pdftotext reads it, page by page. */
function pdfPages(pptx: string, notes: boolean): string[] {
  const filter = notes ? 'pdf:impress_pdf_Export:{"ExportNotesPages":{"type":"boolean","value":"true"}}' : 'pdf';
  const out = join(dir, notes ? 'notes' : 'slides');
  execFileSync(
    toolPath('soffice'),
    [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', filter, '--outdir', out, pptx],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const pdf = join(
    out,
    `${pptx
      .split('/')
      .pop()
      ?.replace(/\.pptx$/, '')}.pdf`,
  );
  return execFileSync(toolPath('pdftotext'), ['-layout', pdf, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

/** How many colours the left 60 % of a PDF page has, rendered (where a slide's drawing sits). */
function coloursOnLeft(pdf: string, page: number): number {
  const ppm = execFileSync(toolPath('pdftoppm'), ['-r', '30', '-f', String(page), '-l', String(page), pdf], {
    maxBuffer: 64 << 20,
  });
  const head = ppm.subarray(0, 32).toString('latin1').split(/\s+/);
  const [w, h] = [Number(head[1]), Number(head[2])];
  const start = ppm.length - w * h * 3;
  const seen = new Set<number>();
  for (let y = Math.floor(h * 0.25); y < h * 0.85; y++)
    for (let x = 0; x < w * 0.6; x++) {
      const i = start + (y * w + x) * 3;
      seen.add((ppm[i] << 16) | (ppm[i + 1] << 8) | ppm[i + 2]);
    }
  return seen.size;
}

describe('slides for PowerPoint, Keynote, Google Slides or Impress', () => {
  it('English: A1–A2 is a title slide, four step slides and the sources; LibreOffice reads their titles, drawings and notes', async () => {
    const pptx = await deck('en', 'A1–A2', 'en');
    const pages = pdfPages(pptx, false);
    const flat = pages.map((p) => p.replace(/\s+/g, ' '));
    // A title slide, four step slides, then the sources (a dozen a slide).
    expect(flat.slice(5).every((p) => p.startsWith(' Sources') || p.startsWith('Sources'))).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(flat[0]).toContain('When host A does an RDMA WRITE, what does its CPU write');
    expect(flat[1]).toContain('Step 6 of 20 · A1 A builds the work request in its own RAM');
    expect(flat[2]).toContain('A updates the doorbell record');
    expect(flat[3]).toContain('The MOVs: the whole WQE through the BAR (BlueFlame)');
    expect(flat[4]).toContain('The root complex sends a Memory Write TLP to HCA A');
    expect(flat[4]).toContain('Address[31:2] 0xe4010800');
    expect(flat[5]).toContain('Sources');
    expect(flat[5]).toContain('rdma-core, providers/mlx5');
    for (const p of [2, 3, 4, 5]) expect(coloursOnLeft(join(dir, 'slides', 'en.pdf'), p), `page ${p}`).toBeGreaterThan(8);
    // Three slides as LibreOffice draws them, at projector size, to be looked at.
    mkdirSync(SHOT_DIR, { recursive: true });
    for (const p of [1, 4, pages.length])
      execFileSync(toolPath('pdftoppm'), [
        '-png',
        '-singlefile',
        '-scale-to-x',
        '1280',
        '-scale-to-y',
        '-1',
        '-f',
        String(p),
        '-l',
        String(p),
        join(dir, 'slides', 'en.pdf'),
        join(SHOT_DIR, `slides-en-${p}`),
      ]);
    // The speaker notes: each step's full text.
    const notes = pdfPages(pptx, true).join('\n');
    expect(notes).toContain('doorbell record');
    expect(notes).toContain('Memory Write TLP');
    expect(s.pageErrors).toEqual([]);
  });

  it('Chinese: the same deck’s titles in Chinese', async () => {
    const pptx = await deck('zh-CN', 'A1-A2', 'zh');
    const pages = pdfPages(pptx, false);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages[1].replace(/\s/g, '')).toContain('A在自己的内存中构建工作请求');
    expect(pages[5]).toContain('来源');
  });

  it('a range it cannot read gets one line', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&panel=share`);
    await settled(s.page);
    await s.page.getByTestId('slides-range').fill('A1–Z9');
    await s.page.getByTestId('slides-download').click();
    await expect
      .poll(() => s.page.getByTestId('slides-status').textContent())
      .toBe('No phase or step is called “Z9”: give a phase (A1, B4…), a step id or a step number, or a range such as A1–B4.');
  });
});
