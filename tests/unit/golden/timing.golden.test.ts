import { describe, expect, it } from 'vitest';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { expectGolden, goldenJson } from '../support/golden';
import { scenario } from '../trace/helpers';

/**
 * Every step time of two scenarios, pinned. A change to any timing parameter
 * (or to how the timeline uses it) changes these files: review the diff, then
 * move the `-changed` file the failing test writes over the golden one (tests/unit/support/golden.ts).
 */
const round = (ns: number) => Math.round(ns * 1000) / 1000;

function timingOf(input: Record<string, unknown>) {
  const t = buildTrace(scenario(input));
  const n = t.plan.packets;
  const tl = t.timeline.rounds[0].request;
  const packets = [...new Set([0, 1, n - 1])].filter((k) => k < n);
  return {
    steps: t.steps.map((s) => ({ id: s.id, role: s.role, startNs: round(s.startNs), endNs: round(s.endNs) })),
    packets: packets.map((k) => ({
      k,
      builtNs: round(tl.builtNs(k)),
      departNs: round(tl.departNs(k)),
      arriveNs: round(tl.arriveNs(k)),
      writeSentNs: round(tl.writeSentNs(k)),
      landNs: round(tl.landNs(k)),
    })),
  };
}

describe('timing golden files', () => {
  it('default scenario', () => {
    expectGolden('timing-default.json', goldenJson(timingOf({})));
  });
  it('64 KiB at MTU 4096', () => {
    expectGolden('timing-64k.json', goldenJson(timingOf({ messageBytes: 65536 })));
  });
  it('a timing parameter changes the pinned times (the golden files can fail)', () => {
    const base = timingOf({});
    const slower = timingOf({ 'timing.hcaTxNs': 2000 });
    expect(slower.steps.at(-1)?.endNs).toBeGreaterThan((base.steps.at(-1)?.endNs ?? 0) + 1000);
  });
});
