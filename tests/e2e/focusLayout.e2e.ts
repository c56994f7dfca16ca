import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

/** The share of the viewport an element covers. */
const shareOf = (selector: string) =>
  s.page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return (r.width * r.height) / (window.innerWidth * window.innerHeight);
  });

describe('the focus layout at 1280×720: the step’s text and one drawing, the rest one click away', () => {
  it('gives the text and one drawing most of the screen, and the link keeps the layout', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.goto(`${baseUrl}?step=B1.check`);
    await s.page.locator('#step-title').waitFor();
    await s.page.getByTestId('layout-toggle').click();
    await s.page.getByTestId('focus-drawing').waitFor();
    await expect.poll(() => s.page.evaluate(() => new URL(location.href).searchParams.get('layout'))).toBe('focus');
    // One drawing, no step list, and the tabs folded to their strip: the text and the drawing hold over 80% of the screen.
    // The tabs follow the store's copy a painted frame or two behind the drawing (loading/AfterPaint), so wait for them.
    await expect.poll(() => s.page.locator('.tab-body').count()).toBe(0);
    await expect.poll(() => s.page.locator('.memory-maps').count()).toBe(0);
    expect(await s.page.locator('.step-list').isVisible()).toBe(false);
    const text = await shareOf('.right .step-scroll');
    const drawing = await shareOf('[data-testid="focus-drawing"]');
    expect(text + drawing).toBeGreaterThan(0.8);
    // The step's text reads larger than in the full layout.
    expect(
      await s.page
        .locator('.step-panel .summary p')
        .first()
        .evaluate((p) => parseFloat(getComputedStyle(p).fontSize)),
    ).toBeGreaterThanOrEqual(18);
    // A reload keeps it.
    await s.page.reload();
    await s.page.getByTestId('focus-drawing').waitFor();
  });

  it('opens the other drawing, a tab and the step list with one click each', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.goto(`${baseUrl}?step=B1.check&layout=focus`);
    await s.page.getByTestId('focus-drawing').waitFor();
    await s.page.locator('.drawing-switch button').nth(1).click();
    await s.page.locator('[data-testid="focus-drawing"][data-drawing="memory"] .memory-maps').waitFor();
    expect(await s.page.locator('.topology').count()).toBe(0);
    // A tab: it unfolds with the bytes, and folds back.
    await s.page.locator('.panel-tabs [role="tab"]').first().click();
    await s.page.locator('.tab-body .bytes-panel').waitFor();
    await s.page.getByTestId('tabs-fold').click();
    await expect.poll(() => s.page.locator('.tab-body').count()).toBe(0);
    // The step list opens over the drawing and closes once a step is picked.
    await s.page.getByTestId('focus-steps').click();
    await s.page.locator('.step-list').waitFor({ state: 'visible' });
    await s.page.locator('.step-item[data-step-id="B2.translate"]').click();
    await s.page.locator('.step-item.current[data-step-id="B2.translate"]').waitFor({ state: 'attached' });
    await expect.poll(() => s.page.locator('.step-list').isVisible()).toBe(false);
    // Escape closes it, and so does a press outside it.
    await s.page.getByTestId('focus-steps').click();
    await s.page.locator('.step-list').waitFor({ state: 'visible' });
    await s.page.keyboard.press('Escape');
    await expect.poll(() => s.page.locator('.step-list').isVisible()).toBe(false);
    await s.page.getByTestId('focus-steps').click();
    await s.page.locator('.step-list').waitFor({ state: 'visible' });
    await s.page.locator('.right .step-panel h2').click();
    await expect.poll(() => s.page.locator('.step-list').isVisible()).toBe(false);
    // "All panels" goes back to the full layout.
    await s.page.getByTestId('layout-toggle').click();
    await s.page.locator('.center .memory-maps').waitFor();
    expect(await s.page.evaluate(() => new URL(location.href).searchParams.get('layout'))).toBeNull();
  });
});
