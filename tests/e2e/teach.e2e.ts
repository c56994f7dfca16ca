import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { EN } from '../../src/i18n/en';
import { ZH_CN } from '../../src/i18n/zh-CN';
import { DEFAULT_SCENARIO } from '../../src/sim/scenario/defaults';
import { traceOf } from '../../src/store/traceCache';
import { questionFor } from '../../src/views/teach/quiz/questions';
import { runTool } from '../support/tools';
import { useSession } from './support/browser';
import { cutOff, smallText, unformatted } from './support/measure';
import { settled } from './support/settled';
import { SHOT_DIR, shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });
const STEPS = traceOf(DEFAULT_SCENARIO).steps.length;

describe('lecture mode (a projector at 1280×720)', () => {
  it('one idea per screen: the title, one line, the drawing large (text ≥ 16 px) and three magnified key bytes; nothing cut off', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&mode=lecture`);
    await s.page.locator('.lecture-layout').waitFor();
    await expect.poll(() => s.page.evaluate(smallText, 16), { timeout: 5000 }).toEqual([]);
    expect(await s.page.locator('.lecture-head h1').textContent()).toContain('The root complex sends a Memory Write TLP to HCA A');
    expect(await s.page.getByTestId('lecture-line').textContent()).toContain('nothing names host B');
    expect(await s.page.locator('.key-bytes .kb-row').count()).toBe(3);
    expect(
      await s.page
        .locator('.key-bytes .kb-hex')
        .first()
        .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
    ).toBeGreaterThanOrEqual(24);
    expect(await s.page.locator('.app-header, .step-list, .bytes-panel').count()).toBe(0);
    expect(await s.page.evaluate(cutOff, false)).toEqual([]);
    await settled(s.page);
    await shot(s.page, 'lecture-1280x720-A2.tlp');
    // The keys step; the memory maps show what the step touches, beside the text.
    await s.page.keyboard.press('ArrowRight');
    await expect.poll(() => new URL(s.page.url()).searchParams.get('step')).toBe('A3.payload-fetch');
    await s.page.goto(`${baseUrl}?step=B2.translate&mode=lecture&view=memory`);
    await s.page.locator('.lecture-side-by-side').waitFor();
    await expect.poll(() => s.page.evaluate(smallText, 16), { timeout: 5000 }).toEqual([]);
    expect(await s.page.evaluate(cutOff, false)).toEqual([]);
    await shot(s.page, 'lecture-1280x720-B2.translate-memory');
  });

  it('a smaller screen shows the same layout scaled down whole: at 960×540 no label under 12 px and the drawing keeps its share', async () => {
    await s.page.setViewportSize({ width: 960, height: 540 });
    try {
      await s.page.goto(`${baseUrl}?step=B1.check&mode=lecture`);
      await s.page.locator('.lecture-layout').waitFor();
      await expect.poll(() => s.page.evaluate(smallText, 12), { timeout: 5000 }).toEqual([]);
      // The drawing spans most of the width, as at 1280×720 (squeezed, its 16 px labels piled on each other).
      const width = await s.page
        .locator('.lecture-view svg')
        .first()
        .evaluate((e) => e.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(0.65 * 960);
      expect(await s.page.evaluate(cutOff, false)).toEqual([]);
      await shot(s.page, 'lecture-960x540-B1.check');
    } finally {
      await s.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it("a presenter's remote steps it (PageDown/PageUp, N/P), Play and Next are distinct, and setup=0 keeps the walk out of the setup", async () => {
    const urlStep = () => new URL(s.page.url()).searchParams.get('step');
    await s.page.goto(`${baseUrl}?step=A1.wqe&mode=lecture&setup=0`);
    await s.page.locator('.lecture-layout').waitFor();
    await s.page.keyboard.press('PageDown');
    await expect.poll(urlStep).toBe('A1.dbr');
    await s.page.keyboard.press('n');
    await expect.poll(urlStep).toBe('A1.mmio');
    await s.page.keyboard.press('p');
    await s.page.keyboard.press('PageUp');
    await expect.poll(urlStep).toBe('A1.wqe');
    // The walk's first step is A1's: back goes no further into the folded setup, and Home comes back here.
    await s.page.keyboard.press('PageUp');
    await s.page.keyboard.press('ArrowLeft');
    expect(await s.page.locator('.lecture-position').textContent()).toBe('6 / 20');
    await s.page.keyboard.press('End');
    await expect.poll(urlStep).toBe('COMPLETION.poll');
    await s.page.keyboard.press('Home');
    await expect.poll(urlStep).toBe('A1.wqe');
    // ▶ is Next; auto-play says what it is.
    const next = s.page.getByRole('button', { name: 'Next' });
    const play = s.page.getByRole('button', { name: 'Play' });
    expect(await next.textContent()).toBe('▶');
    expect(await play.textContent()).toContain('Play');
    await next.click();
    await expect.poll(urlStep).toBe('A1.dbr');
    expect(await play.count()).toBe(1);
  });

  it('the quiz for a room: the Share panel opens it in the lecture view, its first choice without a focus ring', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio&panel=share`);
    await s.page.getByTestId('open-lecture-quiz').click();
    await s.page.locator('.app.lecture').first().waitFor();
    await expect.poll(() => new URL(s.page.url()).searchParams.get('quiz')).toBe('1');
    const card = s.page.getByTestId('quiz-card');
    await card.waitFor();
    const ring = () =>
      s.page.evaluate(() => {
        const el = document.activeElement;
        return el instanceof HTMLElement && el.matches(':focus-visible') ? el.textContent : null;
      });
    expect(await ring()).toBeNull();
    await s.page.keyboard.press('Tab');
    await expect.poll(ring).not.toBeNull();
  });
});

describe('handout mode', () => {
  // The PDF's pages, as pdftotext reads them (poppler-utils: a missing tool fails the test).
  const pdfPages = (path: string) =>
    runTool('pdftotext', ['-layout', path, '-'])
      .split('\f')
      .filter((p) => p.trim() !== '');
  const firstLine = (page: string) => page.trim().split('\n')[0].trim();
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('mode=print: a cover that states the question and the answer, then one page per step on A4 and on Letter', async () => {
    await s.page.goto(`${baseUrl}?mode=print`);
    await s.page.getByTestId('handout').waitFor();
    expect(await s.page.getByTestId('handout-step').count()).toBe(STEPS);
    expect(await s.page.locator('[data-testid="handout-step"] [data-testid="topology"]').count()).toBe(STEPS);
    expect(await s.page.locator('[data-testid="handout-step"] [data-testid="key-bytes"]').count()).toBeGreaterThan(10);
    expect(await s.page.locator('.app-print').getAttribute('data-theme')).toBe('light');
    await s.page.evaluate(() => document.fonts.ready);
    for (const format of ['A4', 'Letter'] as const) {
      const pdfPath = join(SHOT_DIR, `handout-${format}.pdf`);
      await s.page.pdf({ path: pdfPath, format, printBackground: true });
      const pages = pdfPages(pdfPath);
      // A cover and one page per step: each step's heading opens its page, and nothing spills onto another.
      expect(pages.length, format).toBe(STEPS + 1);
      for (let i = 1; i <= STEPS; i++) expect(firstLine(pages[i]), `${format} page ${i + 1}`).toBe(`STEP ${i} OF ${STEPS}`);
      const cover = flat(pages[0]);
      expect(cover).toContain(flat(EN['ui.start.question'] as string));
      expect(cover).toContain('The answer'.toUpperCase());
      expect(cover).toContain(flat(EN['ui.start.answer'] as string));
    }
    // Pages as images, to look at: the cover, a setup step, the store into the BAR, the checks.
    runTool('pdftoppm', ['-r', '70', '-png', '-f', '1', '-l', '15', join(SHOT_DIR, 'handout-A4.pdf'), join(SHOT_DIR, 'handout-page')]);
  });

  it('mode=print-compact: two steps a page, each whole, and inactive parts drawn with line and hatch, not pale fill', async () => {
    await s.page.goto(`${baseUrl}?mode=print-compact`);
    await s.page.getByTestId('handout').waitFor();
    expect(await s.page.getByTestId('handout').getAttribute('data-compact')).toBe('true');
    await s.page.evaluate(() => document.fonts.ready);
    const pdfPath = join(SHOT_DIR, 'handout-compact-A4.pdf');
    await s.page.pdf({ path: pdfPath, format: 'A4', printBackground: true });
    const pages = pdfPages(pdfPath);
    expect(pages.length).toBe(1 + Math.ceil(STEPS / 2));
    for (let i = 1; i <= STEPS; i++) {
      const page = pages[Math.ceil(i / 2)];
      expect(page, `step ${i}`).toContain(`STEP ${i} OF ${STEPS}`);
    }
    // Grayscale: a part the step does not touch keeps full opacity, a dark dashed outline and the hatch.
    await s.page.emulateMedia({ media: 'print' });
    const recede = await s.page
      .locator('.handout .box.recede')
      .first()
      .evaluate((g) => {
        const rect = g.querySelector(':scope > rect') as SVGRectElement;
        const st = getComputedStyle(rect);
        return { opacity: getComputedStyle(g).opacity, fill: st.fill, dash: st.strokeDasharray };
      });
    expect(recede.opacity).toBe('1');
    expect(recede.fill).toContain('handout-hatch');
    expect(recede.dash).not.toBe('none');
    await s.page.emulateMedia({ media: 'screen' });
  });

  it('the browser’s own print (Ctrl+P) from the explorer prints the handout too, and the explorer comes back', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp`);
    await s.page.locator('#step-title').waitFor();
    // The handout's code is fetched when the page is idle, so beforeprint can draw it at once.
    await expect
      .poll(async () => {
        await s.page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
        return s.page.locator('.for-print [data-testid="handout-step"]').count();
      })
      .toBe(STEPS);
    await s.page.emulateMedia({ media: 'print' });
    expect(await s.page.locator('.app:not(.app-print)').isVisible()).toBe(false);
    expect(await s.page.locator('.for-print').isVisible()).toBe(true);
    await s.page.emulateMedia({ media: 'screen' });
    await s.page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await s.page.locator('.for-print').count()).toBe(0);
    expect(await s.page.locator('#step-title').textContent()).toContain('Memory Write TLP');
  });
});

describe('a step as an image', () => {
  it('the topology and the memory maps as SVG and PNG, named after the step, self-contained, and they open', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&panel=share`);
    await s.page.getByTestId('share-panel').waitFor();
    await settled(s.page);
    const save = async (id: string) => {
      const [d] = await Promise.all([s.page.waitForEvent('download'), s.page.getByTestId(id).click()]);
      return { name: d.suggestedFilename(), bytes: readFileSync((await d.path())!) };
    };
    for (const view of ['topology', 'memory'] as const) {
      const svg = await save(`export-${view}-svg`);
      expect(svg.name).toBe(`rdma-write-A2.tlp-${view}.svg`);
      const text = svg.bytes.toString('utf8');
      expect(text.startsWith('<?xml')).toBe(true);
      expect(text).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(text).not.toContain('var(--');
      expect(text).not.toContain('class=');
      expect(text).toMatch(/font-family:[^;]*sans-serif/);
      expect(text).toMatch(/fill:rgb\(/);
      writeFileSync(join(SHOT_DIR, svg.name), svg.bytes);
      const png = await save(`export-${view}-png`);
      expect(png.name).toBe(`rdma-write-A2.tlp-${view}.png`);
      expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.bytes.readUInt32BE(16)).toBe(1260);
      expect(png.bytes.length).toBeGreaterThan(20_000);
      writeFileSync(join(SHOT_DIR, png.name), png.bytes);
      // Both open as images, alone (no page styles): the SVG at its size, the PNG at twice it.
      const sizes = await s.page.evaluate(
        async ([svgText, pngB64]) => {
          const load = async (src: string) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            return [img.naturalWidth, img.naturalHeight];
          };
          return [
            await load(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`),
            await load(`data:image/png;base64,${pngB64}`),
          ];
        },
        [text, png.bytes.toString('base64')] as const,
      );
      expect(sizes[0][0]).toBe(630);
      expect(sizes[1][0]).toBe(1260);
    }
  });
});

describe('copy link and embed code', () => {
  it('copies the link to this step and an iframe snippet at a slide size', async () => {
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin });
    await s.page.goto(`${baseUrl}?step=B4.land&messageBytes=4096&panel=share`);
    await s.page.getByTestId('share-panel').waitFor();
    await s.page.getByTestId('copy-link').click();
    await expect.poll(() => s.page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}?step=B4.land&messageBytes=4096`);
    expect(await s.page.getByTestId('share-panel').textContent()).toContain('Copied.');
    await s.page.getByTestId('embed-view').selectOption('memory');
    await s.page.getByTestId('embed-size').selectOption('1');
    await s.page.getByTestId('copy-embed').click();
    const code = await s.page.evaluate(() => navigator.clipboard.readText());
    expect(code).toBe(await s.page.getByTestId('embed-code').inputValue());
    expect(code).toContain(`src="${baseUrl}?step=B4.land&amp;embed=1&amp;view=memory&amp;messageBytes=4096"`);
    expect(code).toContain('width="640" height="360"');
    // The link opens exactly there; Escape closes the panel (and the link forgets it).
    await s.page.keyboard.press('Escape');
    await expect.poll(() => new URL(s.page.url()).searchParams.get('panel')).toBeNull();
  });
});

describe('predict, then reveal (quiz=1)', () => {
  it('asks before the step, gives instant feedback with the explanation and a link, then shows the step', async () => {
    await s.page.goto(`${baseUrl}?step=A1.wqe&quiz=1`);
    const card = s.page.getByTestId('quiz-card');
    await card.waitFor();
    // The step is not shown yet: its title and its drawing are hidden behind the question.
    expect(await s.page.locator('#step-title').isVisible()).toBe(false);
    expect(await s.page.getByTestId('topology').isVisible()).toBe(false);
    expect(await card.getByRole('heading').textContent()).toContain('Where does libmlx5 build the work request');
    const q = questionFor('build-wqe', DEFAULT_SCENARIO);
    if (!q) throw new Error('no question for build-wqe');
    const wrong = (q.answer + 1) % q.choices.length;
    await card.locator(`[data-choice="${wrong}"]`).click();
    const feedback = s.page.getByTestId('quiz-feedback');
    await feedback.waitFor();
    expect(await feedback.getAttribute('data-right')).toBe('false');
    expect(await feedback.textContent()).toContain('✗ Not quite. The answer: In the send queue ring, in host A’s own RAM');
    expect(await feedback.textContent()).toContain('ordinary stores');
    expect(await card.locator(`[data-choice="${q.answer}"]`).getAttribute('data-correct')).toBe('true');
    expect(await card.locator(`[data-choice="${q.answer}"]`).textContent()).toContain('✓');
    expect(await feedback.getByRole('link', { name: 'Link to this step' }).getAttribute('href')).toContain('step=A1.wqe');
    await feedback.getByRole('button', { name: /Show the step/ }).click();
    await s.page.locator('#step-title').waitFor();
    expect(await s.page.locator('#step-title').textContent()).toBe('A builds the work request in its own RAM');
    // The next step has no question; the one after does. Keys choose (4 is right here).
    await s.page.keyboard.press('ArrowRight');
    expect(await s.page.locator('#step-title').textContent()).toBe('A updates the doorbell record');
    await s.page.keyboard.press('ArrowRight');
    await card.waitFor();
    await s.page.keyboard.press('4');
    expect(await s.page.getByTestId('quiz-feedback').getAttribute('data-right')).toBe('true');
    expect(await s.page.getByTestId('quiz-feedback').textContent()).toContain('✓ Right.');
    await s.page.getByTestId('quiz-feedback').getByRole('link', { name: 'Link to this step' }).click();
    await s.page.locator('#step-title').waitFor();
    expect(await s.page.locator('#step-title').textContent()).toContain('The MOVs');
    // Back to an answered step: no question again. Skip works too.
    await s.page.keyboard.press('ArrowLeft');
    await s.page.keyboard.press('ArrowLeft');
    expect(await s.page.locator('#step-title').textContent()).toBe('A builds the work request in its own RAM');
    await s.page.keyboard.press('End');
    await card.waitFor();
    await card.getByRole('button', { name: 'Skip the question' }).click();
    expect(await s.page.locator('#step-title').textContent()).toContain('polls');
    await shot(s.page, 'quiz-after');
    // Nothing is stored outside the page: no storage, no cookie; a reload asks again.
    expect(await s.page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
    await s.page.reload();
    await card.waitFor();
  });

  it('works in an embed: the question covers the slide until answered', async () => {
    await s.page.setViewportSize({ width: 960, height: 540 });
    await s.page.goto(`${baseUrl}?step=B2.translate&quiz=1&embed=1`);
    const card = s.page.getByTestId('quiz-card');
    await card.waitFor();
    expect(await card.getByRole('heading').textContent()).toBe('Which device issues the PCIe writes on host B?');
    expect(await s.page.evaluate(smallText, 12)).toEqual([]);
    await shot(s.page, 'quiz-embed-960x540');
    await s.page.keyboard.press('3');
    await s.page
      .getByTestId('quiz-feedback')
      .getByRole('button', { name: /Show the step/ })
      .click();
    await s.page.locator('.embed-title').waitFor();
    expect(await s.page.locator('.embed-title').textContent()).toContain('HCA B translates the address');
    await s.page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('languages', () => {
  it('switches to Simplified Chinese from the header: <html lang> follows, the link keeps it, no missing-key marker', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp`);
    await s.page.locator('#step-title').waitFor();
    expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('en');
    const scripts: string[] = [];
    s.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await s.page.getByTestId('lang-switch').selectOption('zh-CN');
    await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(scripts.length).toBeGreaterThan(0); // the Chinese catalogue is its own chunk, fetched now
    await expect.poll(() => new URL(s.page.url()).searchParams.get('lang')).toBe('zh-CN');
    expect(await s.page.evaluate(unformatted)).toEqual([]);
    // Every translated key shows in Chinese (the header's scenario button, when the ui domain is there).
    const zhButton = ZH_CN['ui.scenario.button'];
    if (typeof zhButton === 'string') expect(await s.page.getByTestId('scenario-button').textContent()).toContain(zhButton);
    await settled(s.page);
    await shot(s.page, 'zh-CN-1280x720-A2.tlp');
    await s.page.reload();
    await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    for (const q of [
      '?step=A2.tlp&lang=zh-CN&misconception=1',
      '?step=B1.check&lang=zh-CN',
      '?step=A2.tlp&lang=zh-CN&mode=lecture',
      '?mode=print&lang=zh-CN',
    ]) {
      await s.page.goto(baseUrl + q);
      await expect.poll(() => s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      // The view is drawn (a step's title, the lecture's line or the handout), and nothing moves.
      await s.page.locator('#step-title, [data-testid="lecture-line"], [data-testid="handout"]').first().waitFor();
      await settled(s.page);
      expect(await s.page.evaluate(unformatted), q).toEqual([]);
    }
    await s.page.setViewportSize({ width: 640, height: 360 });
    await s.page.goto(`${baseUrl}?step=A2.tlp&lang=zh-CN&embed=1`);
    await expect.poll(() => s.page.evaluate(smallText, 12), { timeout: 5000 }).toEqual([]);
    await settled(s.page);
    await shot(s.page, 'zh-CN-embed-640x360');
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.getByTestId('embed-position').waitFor();
  });
});
