import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/sim/scenario/types';
import { createSimStore } from '../../../src/store/createSimStore';
import { activeTraceOf, engine } from '../../../src/store/traceCache';
import { drawnElements, type El, having, section, theOne, within } from '../support/drawings';
import { scenario } from '../trace/helpers';

/**
 * What the drawings light and mark at a step, read from their server-rendered SVG (tests/unit/support/drawings.tsx).
 * These checks were in the e2e suite (views, faults, misconception), opening each step in Chromium; nothing in them
 * needs a browser: the drawing a step renders is its end state, the same in both.
 */
const at = (sc: Scenario, id: string, misconception = false) => {
  const stepIndex = activeTraceOf({ scenario: sc, misconception }).steps.findIndex((s) => s.id === id);
  if (stepIndex < 0) throw new Error(`no step ${id}`);
  return drawnElements({ scenario: sc, misconception, stepIndex });
};

const FAILURES = ['size', 'addressing', 'cpu', 'timeout', 'protection', 'pinning'] as const;
/** The failures the memory maps mark too: the window's size (host A's physical map), protection and pinning (B's MR). */
const IN_MEMORY = new Set<string>(['size', 'protection', 'pinning']);

describe('the drawings at a step (server-rendered)', () => {
  const write = scenario({});

  it('the doorbell register lights up when the CPU stores to it (A1.mmio), not while A builds the WQE (A1.wqe)', () => {
    const doorbell = (id: string) => theOne(at(write, id), { 'data-testid': 'doorbell-register' }).attrs['data-lit'];
    expect(doorbell('A1.wqe')).toBe('false');
    expect(doorbell('A1.mmio')).toBe('true');
  });

  it('B’s pages in the memory map fill when the data lands (B4.land), not before (B3.pcie)', () => {
    const filled = (id: string) => having(at(write, id), { 'data-testid': 'mr-page', 'data-filled': 'true' }).length;
    expect(having(at(write, 'B3.pcie'), { 'data-testid': 'mr-page' }).length).toBeGreaterThan(0);
    expect(filled('B3.pcie')).toBe(0);
    expect(filled('B4.land')).toBeGreaterThan(0);
  });

  it('a bad rkey: B’s refused check is marked on the topology (B1.check)', () => {
    expect(theOne(at(scenario({ fault: 'bad-rkey' }), 'B1.check'), { 'data-testid': 'step-mark' }).attrs['data-kind']).toBe('refused');
  });

  it('a lost packet is marked on the link, and once resent the whole message has landed (B’s MR: written)', () => {
    const drop = scenario({ messageBytes: 16384, fault: 'drop:2' });
    expect(theOne(at(drop, 'FABRIC.switch-1'), { 'data-testid': 'step-mark' }).attrs['data-kind']).toBe('lost');
    const mr = (id: string) => section(at(drop, id), 'topology').text;
    expect(mr('B4.land')).not.toMatch(/written/);
    expect(mr('R2.B4.land')).toMatch(/written/);
  });

  it('the memory map draws BAR0 as the imagined window onto B’s RAM only in misconception mode, and the toggle adds and removes it', () => {
    const store = createSimStore(
      { scenario: write, stepIndex: activeTraceOf({ scenario: write, misconception: false }).steps.findIndex((s) => s.id === 'A2.tlp') },
      engine,
    );
    // A server render reads a store's initial state: draw what the store holds now.
    const drawn = () => drawnElements(store.getState());
    const windows = (els: El[]) => having(within(section(els, 'memory-maps')), { 'data-testid': 'misconception-window' });
    const arcs = (els: El[]) => having(within(section(els, 'topology')), { 'data-testid': 'misconception-arc' });
    let els = drawn();
    expect(windows(els)).toHaveLength(0);
    expect(arcs(els)).toHaveLength(0);
    store.getState().setMisconception(true);
    els = drawn();
    expect(windows(els)).toHaveLength(1);
    expect(windows(els)[0].text).toContain('512 GiB');
    expect(arcs(els)).toHaveLength(1);
    store.getState().setMisconception(false);
    els = drawn();
    expect(windows(els)).toHaveLength(0);
    expect(arcs(els)).toHaveLength(0);
  });

  it.each(FAILURES)('misconception: the %s failure step marks where it breaks, on the topology and, for memory, on the maps', (failure) => {
    const marks = having(at(write, `MISCONCEPTION.fail.${failure}`, true), { 'data-testid': 'misconception-break' });
    const where = marks.map((e) => `${e.attrs['data-view']}: ${e.attrs['data-failure']}`);
    expect(where).toEqual([`topology: ${failure}`, ...(IN_MEMORY.has(failure) ? [`maps: ${failure}`] : [])]);
  });
});
