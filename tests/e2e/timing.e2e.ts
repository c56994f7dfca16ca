import { describe, expect, inject, it } from 'vitest';
import { useSession } from './support/browser';
import { nextFrames } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl);

/** Every element in the timing panel that shows text, with its computed font size (SVG text included). */
async function smallestText() {
  return s.page.getByTestId('timing-panel').evaluate((panel) => {
    let min = Number.POSITIVE_INFINITY;
    let where = '';
    for (const el of panel.querySelectorAll('*')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!own) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      const px = Number.parseFloat(getComputedStyle(el).fontSize);
      if (px < min) {
        min = px;
        where = `${el.tagName}.${el.getAttribute('class') ?? ''}: ${(el.textContent ?? '').slice(0, 40)}`;
      }
    }
    // SVGs are drawn at 1:1 (their width is their box's), so an SVG's 12 px is 12 CSS px.
    const scaled = [...panel.querySelectorAll('svg')].filter(
      (svg) => Math.abs(svg.getBoundingClientRect().width - Number(svg.getAttribute('width'))) > 1,
    );
    return { min, where, scaled: scaled.length };
  });
}

/** Scrolls the tab body (never the page) so the element is at its top, as a reader scrolling the panel would. */
async function scrollPanelTo(testId: string) {
  await s.page.getByTestId(testId).evaluate((el) => {
    const body = el.closest('.tab-body');
    if (body) body.scrollTop += el.getBoundingClientRect().top - body.getBoundingClientRect().top - 4;
  });
  await nextFrames(s.page);
}

async function showTiming(query: string) {
  await s.page.goto(`${baseUrl}?${query}`);
  await s.page.getByTestId('timing-panel').waitFor();
  await s.page.getByTestId('waterfall').waitFor();
}

describe('the Timing tab', () => {
  it('opens on ?step=B4.land&tab=timing with the waterfall of the trace, its three clocks and the current step', async () => {
    await showTiming('step=B4.land&tab=timing');
    const wf = s.page.getByTestId('waterfall');
    const rows = wf.locator('.wf-row');
    expect(await rows.count()).toBeGreaterThan(10);
    const ends = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-end-ns'))));
    const total = Number(await wf.getAttribute('data-total-ns'));
    expect(total).toBe(Math.max(...ends));
    // The last row (A's poll) ends at the right edge of the axis.
    const [track, bar] = await Promise.all([rows.last().locator('.wf-track').boundingBox(), rows.last().locator('.wf-bar').boundingBox()]);
    expect(Math.abs(bar!.x + bar!.width - (track!.x + track!.width))).toBeLessThan(1.5);
    // Placed and CQE seen, in every row; B's CPU is never told of a WRITE.
    expect(
      await rows
        .first()
        .locator('[data-clock]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-clock'))),
    ).toEqual(['placedNs', 'cqeSeenNs']);
    expect(await wf.locator('.wf-row[aria-current="step"] .wf-title').textContent()).toBe('The data lands in B’s pinned pages');
    expect(await s.page.getByTestId('waterfall-total').textContent()).toMatch(/^End of the trace: 1\.\d\d µs$/);
    // The tab body scrolls, not the page: the app stays one screen.
    expect(await s.page.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(720);
  });

  it('draws the curves with their knee, plateau and the published points labelled with their sources', async () => {
    await showTiming('step=B4.land&tab=timing');
    for (const kind of ['bandwidth', 'rate']) {
      const chart = s.page.getByTestId(`chart-${kind}`);
      expect((await chart.getByTestId(`line-${kind}`).getAttribute('d'))!.length).toBeGreaterThan(50);
      expect(await chart.getByTestId(`knee-${kind}`).count()).toBe(1);
      expect(await chart.getByTestId(`level-${kind}`).count()).toBe(1);
    }
    expect(await s.page.getByTestId('chart-bandwidth').locator('[data-anchor]').count()).toBe(1);
    expect(await s.page.getByTestId('chart-rate').locator('[data-anchor]').count()).toBe(3);
    const bw = await s.page.getByTestId('chart-bandwidth').textContent();
    expect(bw).toContain('perftest#225: 98.4 Gb/s');
    expect(await s.page.getByTestId('chart-rate').textContent()).toContain('perftest#132: 2.64 Mpps');
    const legend = await s.page.getByTestId('curves').locator('.ch-legend').first().textContent();
    expect(legend).toMatch(/plateau 99\.\d+ Gb\/s, set by the IB link/);
    expect(legend).toMatch(/knee ≈ 4\.7 kB/);
  });

  it('shows what ib_write_lat measures, and marks it on the waterfall when asked', async () => {
    await showTiming('step=B4.land&tab=timing&messageBytes=2&post=inline');
    const p = s.page.getByTestId('perftest');
    expect(await p.textContent()).toMatch(/What ib_write_lat measures.*prints half of that: 0\.93 µs/);
    expect(await s.page.getByTestId('perftest-band').count()).toBe(0);
    await s.page.getByTestId('perftest-toggle').click();
    await s.page.getByTestId('perftest-band').first().waitFor();
    expect(await s.page.getByTestId('waterfall').textContent()).toMatch(/ib_write_lat prints 0\.93 µs/);
    await scrollPanelTo('waterfall');
    await shot(s.page, 'timing-perftest-overlay-inline-2B');
    await showTiming('step=B4.land&tab=timing&messageBytes=2&op=read');
    expect(await s.page.getByTestId('perftest').textContent()).toMatch(/What ib_read_lat measures.*prints the whole round trip/);
    expect(await s.page.getByTestId('perftest-toggle').count()).toBe(0);
    await scrollPanelTo('pingpong');
    await shot(s.page, 'timing-read-roundtrip');
  });

  it('a row of the waterfall is a way to its step', async () => {
    await showTiming('step=B4.land&tab=timing');
    await s.page.locator('.wf-row', { hasText: 'HCA B checks every packet' }).click();
    await expect.poll(() => s.page.locator('.step-item.current').getAttribute('data-step-id')).toBe('B1.check');
  });

  it.each([
    ['cx5-edr', 'light'],
    ['cx6-hdr', 'dark'],
  ])('%s (%s theme) at 1280×720: legible (no text under 12 px), pictures of the waterfall and the curves', async (preset, theme) => {
    await showTiming(`step=B4.land&tab=timing&preset=${preset}&theme=${theme}&messageBytes=65536`);
    const small = await smallestText();
    expect(small.min, small.where).toBeGreaterThanOrEqual(12);
    expect(small.scaled).toBe(0);
    for (const part of ['timing-panel', 'waterfall', 'perftest', 'pingpong', 'chart-bandwidth', 'chart-rate', 'calibration']) {
      await scrollPanelTo(part);
      await shot(s.page, `timing-${preset}-${theme}-${part}`);
    }
    expect(s.consoleErrors).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
