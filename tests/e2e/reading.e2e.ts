import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { launchFreshChromium } from './support/chromium';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

const query = (p: Page) => new URL(p.url()).searchParams;
const focused = (p: Page) =>
  p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { testid: el?.dataset.testid ?? null, source: el?.dataset.source ?? null, tag: el?.tagName ?? null };
  });

describe('the reading panels: sources and questions', () => {
  it('a step’s citation opens the Sources list at its entry, in the link; the keys scroll the list, not the steps; Esc gives the focus back', async () => {
    const p = s.page;
    await p.goto(`${baseUrl}?step=A1.mmio`);
    const link = p.getByTestId('step-sources').locator('a.source-link').first();
    const id = await link.getAttribute('data-source');
    expect(id).toBeTruthy();
    await link.focus();
    await p.keyboard.press('Enter');
    await p.getByTestId('sources-panel').waitFor();
    await expect.poll(() => p.locator('.source-entry.focused').getAttribute('data-source-entry')).toBe(id);
    await expect.poll(() => query(p).get('source')).toBe(id);
    expect(query(p).get('panel')).toBe('sources');
    // The list's body has the focus (given after the panel's first paint, InfoPanel): the keys scroll it and leave the
    // step behind alone.
    await expect.poll(async () => (await focused(p)).testid).toBe('sources-body');
    const body = p.getByTestId('sources-body');
    await body.evaluate((el) => el.scrollTo(0, 0));
    await p.keyboard.press('ArrowRight');
    await p.keyboard.press('PageDown');
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(query(p).get('step')).toBe('A1.mmio');
    await p.keyboard.press('Escape');
    await expect.poll(() => p.getByTestId('sources-panel').count()).toBe(0);
    expect(await focused(p)).toMatchObject({ source: id, tag: 'A' });
    // The link is rewritten once the store settles (a frame after the panel goes): wait for it.
    await expect.poll(() => query(p).get('source')).toBeNull();
  });

  it('a link with source= reopens the list at that entry', async () => {
    const p = s.page;
    await p.goto(`${baseUrl}?step=B1.check&source=linux.rxe.resp.check-rkey`);
    await p.getByTestId('sources-panel').waitFor();
    await expect.poll(() => p.locator('.source-entry.focused').getAttribute('data-source-entry')).toBe('linux.rxe.resp.check-rkey');
  });

  it('the questions open over the start card, and Esc closes them first; under every step a link opens them again', async () => {
    const p = s.page;
    await p.goto(baseUrl);
    await p.getByTestId('start-questions').click();
    await p.getByTestId('questions-panel').waitFor();
    await p.keyboard.press('Escape');
    await expect.poll(() => p.getByTestId('questions-panel').count()).toBe(0);
    expect(await p.getByTestId('start-card').count(), 'the card beneath stays').toBe(1);
    await p.keyboard.press('Escape');
    await expect.poll(() => p.getByTestId('start-card').count()).toBe(0);
    await p.locator('.step-panel [data-open="questions"]').click();
    await p.getByTestId('questions-panel').waitFor();
    // From the questions to the whole list, and back.
    await p.locator('[data-testid="questions-panel"] [data-open="sources"]').click();
    await p.getByTestId('sources-panel').waitFor();
    await p.locator('[data-testid="sources-panel"] [data-open="questions"]').click();
    await p.getByTestId('questions-panel').waitFor();
  });

  it('“how much remote memory” shows the misconception’s size failure, “reprogram the BAR” its addressing failure', async () => {
    const p = s.page;
    for (const [question, step] of [
      ['window', 'MISCONCEPTION.fail.size'],
      ['reprogram', 'MISCONCEPTION.fail.addressing'],
    ]) {
      await p.goto(`${baseUrl}?step=A1.mmio&panel=questions`);
      await p.locator(`[data-question="${question}"] [data-show="misconception"]`).click();
      await expect.poll(() => query(p).get('step')).toBe(step);
      expect(query(p).get('misconception')).toBe('1');
    }
  });
});

describe('the reading panels on a phone', () => {
  let phone: Awaited<ReturnType<typeof launchFreshChromium>> | undefined;
  beforeAll(async () => {
    phone = await launchFreshChromium('rdma-e2e-phone-', {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('open inside the screen, wherever the page is wider than it', async () => {
    const p = phone?.context.pages()[0] ?? (await phone?.context.newPage());
    if (!p) throw new Error('no phone page');
    for (const panel of ['questions', 'sources']) {
      await p.goto(`${baseUrl}?step=A1.mmio&panel=${panel}`);
      const box = await p.getByTestId(`${panel}-panel`).boundingBox();
      const screen = await p.evaluate(() => ({ left: window.visualViewport?.offsetLeft ?? 0, width: window.visualViewport?.width ?? 0 }));
      expect(box, panel).not.toBeNull();
      expect(box?.x ?? -1, panel).toBeGreaterThanOrEqual(screen.left);
      expect((box?.x ?? 0) + (box?.width ?? 0), panel).toBeLessThanOrEqual(screen.left + screen.width + 0.5);
    }
  });
});
