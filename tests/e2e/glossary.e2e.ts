import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

describe('the first minute: a glossary of every acronym, a key to the drawings, only what the step touches lit', () => {
  it('a term in the step text says what it stands for on hover and opens its glossary entry on a click', async () => {
    await s.page.goto(`${baseUrl}?step=A1.mmio`);
    await s.page.locator('#step-title').waitFor();
    const term = s.page.locator('.step-panel .term[data-term="WQE"]').first();
    expect(await term.getAttribute('title')).toMatch(/^WQE: Work Queue Entry\. /);
    await term.click();
    const panel = s.page.getByTestId('glossary-panel');
    await panel.waitFor();
    const entry = panel.locator('[data-term-entry="WQE"]');
    expect(await entry.getAttribute('class')).toContain('focused');
    expect(await entry.textContent()).toContain('Work Queue Entry');
    // Every entry is listed, and the filter narrows the list.
    expect(await panel.locator('[data-term-entry]').count()).toBeGreaterThan(50);
    await s.page.getByTestId('glossary-filter').fill('doorbell');
    await expect.poll(() => panel.locator('[data-term-entry]').count()).toBeLessThan(15);
    await s.page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('the key to the drawings and the glossary, in Chinese, from the links under every step', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&lang=zh-CN`);
    await s.page.locator('#step-title').waitFor();
    await s.page.locator('.step-panel [data-open="legend"]').click();
    const legend = s.page.getByTestId('drawing-legend');
    await legend.waitFor();
    expect(await legend.locator('li').count()).toBe(12);
    expect(await legend.textContent()).toContain('黄色填充');
    const hca = s.page.locator('[data-term-entry="HCA"]');
    expect(await hca.textContent()).toContain('主机通道适配器');
  });

  it('at A2 nothing of host B is lit: its MR map is drawn, not coloured, until a step uses it', async () => {
    const mttStroke = () =>
      s.page
        .locator('[data-map="mr"] .mtt-pill rect')
        .first()
        .evaluate((r) => getComputedStyle(r).stroke);
    await s.page.goto(`${baseUrl}?step=A2.tlp`);
    await s.page.locator('[data-map="mr"][data-relevant="false"]').waitFor();
    const before = await mttStroke();
    // B1 checks the rkey against the MR: the map is B's again (the MTT itself is not used yet, so it is not yellow).
    await s.page.goto(`${baseUrl}?step=B1.check`);
    await s.page.locator('[data-map="mr"][data-relevant="true"]').waitFor();
    expect(await s.page.locator('[data-map="mr"] .mtt-pill').getAttribute('class')).not.toContain('lit');
    expect(await mttStroke()).not.toBe(before);
  });
});
