import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

const stepId = () => s.page.locator('.step-item.current').getAttribute('data-step-id');
const toggle = () => s.page.getByLabel('Misconception: the BAR maps remote RAM');

describe('misconception mode', () => {
  // What the drawings show in the mode (BAR0 as the imagined window, the arc, where each failure breaks) is read from
  // their server render: tests/unit/viz/drawnSteps.test.tsx.
  it.each([
    ['A1.mmio', 'MISCONCEPTION.mov'],
    ['A2.tlp', 'MISCONCEPTION.tlp'],
    ['B4.land', 'MISCONCEPTION.land'],
    ['B1.check', 'MISCONCEPTION.fail.protection'],
  ])('toggles on at %s (-> %s) and back off to the same place', async (real, misconception) => {
    await s.page.goto(`${baseUrl}?step=${real}`);
    await s.page.locator('#step-title').waitFor();
    await toggle().check();
    await expect.poll(stepId).toBe(misconception);
    // The link follows the view after its frame is painted (useUrlSync), not with the step.
    await expect.poll(() => new URL(s.page.url()).searchParams.get('misconception')).toBe('1');
    expect(await s.page.locator('.misconception-banner').count()).toBe(1);
    await shot(s.page, `misconception-${misconception}`);
    await toggle().uncheck();
    await expect.poll(stepId).toBe(real);
    expect(await s.page.locator('.misconception-banner').count()).toBe(0);
  });

  it('a reload keeps the mode and the step', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio`);
    await toggle().check();
    await s.page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(stepId).toBe('MISCONCEPTION.tlp');
    // The link follows the view after its frame is painted (useUrlSync): reload once it has, not before.
    await expect.poll(() => new URL(s.page.url()).searchParams.get('step')).toBe('MISCONCEPTION.tlp');
    await s.page.reload();
    await s.page.locator('#step-title').waitFor();
    expect(await toggle().isChecked()).toBe(true);
    expect(await stepId()).toBe('MISCONCEPTION.tlp');
  });

  it('each failure step shows its figures with formulas, and the comparison tabs work', async () => {
    for (const id of [
      'MISCONCEPTION.fail.size',
      'MISCONCEPTION.fail.addressing',
      'MISCONCEPTION.fail.cpu',
      'MISCONCEPTION.fail.timeout',
      'MISCONCEPTION.fail.protection',
      'MISCONCEPTION.fail.pinning',
    ]) {
      await s.page.goto(`${baseUrl}?misconception=1&step=${id}`);
      await s.page.getByTestId('misconception-panel').waitFor();
      expect(await s.page.getByTestId('misconception-figure').count(), id).toBeGreaterThan(0);
      expect(await s.page.locator('.sources').count(), id).toBe(1);
      await shot(s.page, `misconception-${id}`);
    }
    for (const [tab, testid] of [
      ['Real vs imagined', 'side-by-side'],
      ['Zero-copy?', 'zero-copy-panel'],
      ['Where windows are real', 'nuance-panel'],
    ]) {
      await s.page.getByRole('tab', { name: tab }).click();
      await s.page.getByTestId(testid).waitFor();
      await shot(s.page, `misconception-tab-${testid}`);
    }
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
