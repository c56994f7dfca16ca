// soft-RoCE (preset rxe) walked through every step, in English and Chinese, at a desktop's size and a phone's: each
// step's title is the trace's, the page never scrolls sideways, and the note that the drawings are still a card's
// is shown on every step.
import { describe, expect, inject, it } from 'vitest';
import { msg } from '../../src/i18n/msg';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../src/sim/trace/buildTrace';
import { en } from '../unit/support/en';
import { useSession } from './support/browser';
import { settled } from './support/settled';
import { shot } from './support/shots';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

const parsed = parseScenario({ preset: 'rxe' });
if (!parsed.ok) throw new Error('preset=rxe does not parse');
const trace = buildTrace(parsed.scenario);

const SIZES = [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
] as const;

describe.each(SIZES)('soft-RoCE at $name size ($width×$height)', (size) => {
  it.each(['en', 'zh-CN'] as const)('%s: every step, from the first to the last', async (lang) => {
    await s.page.setViewportSize({ width: size.width, height: size.height });
    await s.page.goto(`${baseUrl}?preset=rxe&setup=1&step=${trace.steps[0].id}&lang=${lang}`);
    await settled(s.page);
    const title = s.page.locator('#step-title');
    for (const step of trace.steps) {
      await expect.poll(() => new URL(s.page.url()).searchParams.get('step')).toBe(step.id);
      if (lang === 'en') await expect.poll(() => title.textContent()).toBe(en(step.text.title));
      else await expect.poll(async () => /[\u4e00-\u9fff]/.test((await title.textContent()) ?? '')).toBe(true);
      await expect(s.page.getByTestId('rxe-drawings-note').isVisible()).resolves.toBe(true);
      expect(await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (step.id === 'A1.syscall' || step.id === 'B4.land') await shot(s.page, `rxe-${size.name}-${lang}-${step.id}`);
      if (step.index < trace.steps.length - 1) await s.page.keyboard.press('ArrowRight');
    }
    expect(en(msg('rxe.land.title'))).toContain('B’s CPU');
  });
});

describe('soft-RoCE drawn as it is, and compared with a card', () => {
  it('the topology draws Ethernet NICs (no UAR, no MTT on them), and the maps name the NIC’s BAR0 and the skbs', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    await s.page.goto(`${baseUrl}?preset=rxe&step=A3.transmit`);
    await settled(s.page);
    await expect(s.page.getByTestId('nic-A').count()).resolves.toBe(1);
    await expect(s.page.getByTestId('hca-doorbell').count()).resolves.toBe(0);
    expect(await s.page.getByTestId('nic-tx-doorbell').getAttribute('data-lit')).toBe('true');
    await s.page.goto(`${baseUrl}?preset=rxe&step=A3.transmit&view=memory`);
    await settled(s.page);
    const maps = s.page.getByTestId('memory-maps');
    await expect.poll(() => maps.textContent()).toContain('BAR0 of NIC A');
    expect(await maps.textContent()).toContain('skbs');
    expect(await maps.textContent()).not.toContain('UAR page');
    // The IB-vs-RoCEv2 tab says soft-RoCE sends RoCEv2 only.
    await s.page.goto(`${baseUrl}?preset=rxe&step=A3.transmit&tab=wire`);
    await s.page.getByTestId('wire-rxe').waitFor();
  });

  it('the ConnectX vs soft-RoCE tab counts, from the two traces, system calls, copies and bytes on the bus', async () => {
    for (const [query, name] of [
      ['?preset=rxe&step=B4.land&tab=machines', 'rxe-8B'],
      ['?preset=rxe&step=B4.land&tab=machines&messageBytes=65536&pathMtu=1024', 'rxe-64KiB'],
    ] as const) {
      await s.page.goto(baseUrl + query);
      await settled(s.page);
      const table = s.page.getByTestId('machines-counts');
      await table.waitFor();
      const cells = await table.locator('tbody tr').first().locator('td').allTextContents();
      // System calls: ConnectX A, B; soft-RoCE A, B.
      expect(cells).toEqual(['0', '0', '1', '0']);
      await expect(s.page.getByTestId('rxe-latency').textContent()).resolves.toContain('not calibrated');
      await shot(s.page, `rxe-comparison-${name}`);
    }
    const copies = await s.page.getByTestId('machines-counts').locator('tbody tr').nth(2).locator('td').allTextContents();
    expect(copies[0]).toContain('×0');
    expect(copies[2]).toContain('×1');
  });
});
