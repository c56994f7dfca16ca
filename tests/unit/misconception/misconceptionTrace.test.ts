import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverageProblems } from '../../../src/sim/bytes/field';
import { buildMisconceptionTrace, FAILURES, figureList, misconceptionFigures } from '../../../src/sim/misconception';
import { decodeTlp } from '../../../src/sim/pcie/tlp';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { PLACES } from '../../../src/sim/trace/places';
import { PHASES, type Trace } from '../../../src/sim/trace/types';
import { payloadSlice } from '../../../src/sim/transfer/payload';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';
import { arbScenario } from '../trace/helpers';
import { EACH, SCENARIOS } from './scenarios';

/** Every artifact of a trace, with a cap per set so big messages stay fast (first, middle, last). */
function* artifacts(t: Trace) {
  for (const step of t.steps) {
    for (const set of step.artifacts) {
      const picks = set.count <= 64 ? [...Array(set.count).keys()] : [0, 1, Math.floor(set.count / 2), set.count - 2, set.count - 1];
      for (const i of picks) yield { step, set, a: set.at(i) };
    }
  }
}

/** A comparable snapshot: text, timing, state and every artifact's bytes. */
function snapshot(t: Trace) {
  return JSON.stringify(
    t.steps.map((st) => ({
      ...st,
      artifacts: st.artifacts.map((set) => ({ label: set.label, count: set.count, first: set.count ? Array.from(set.at(0).bytes) : [] })),
    })),
    (_k, v) => (typeof v === 'bigint' ? v.toString(16) : v),
  );
}

describe.each(EACH)('misconception trace, %s scenario', (_name, s) => {
  const real = buildTrace(s);
  const misconception = buildMisconceptionTrace(s, real);

  it('is deterministic', () => {
    expect(snapshot(buildMisconceptionTrace(s))).toBe(snapshot(misconception));
  });

  it('has MISCONCEPTION. ids, valid phases and places, and reuses the real plan and timeline', () => {
    expect(misconception.steps.map((st) => st.index)).toEqual(misconception.steps.map((_, i) => i));
    expect(new Set(misconception.steps.map((st) => st.id)).size).toBe(misconception.steps.length);
    for (const st of misconception.steps) {
      expect(st.id.startsWith('MISCONCEPTION.')).toBe(true);
      expect(PHASES).toContain(st.phase);
      for (const p of st.path) expect(PLACES).toContain(p);
      expect(st.endNs).toBeGreaterThanOrEqual(st.startNs);
    }
    expect(misconception.steps.map((st) => st.id).filter((id) => id.startsWith('MISCONCEPTION.fail.'))).toEqual(
      FAILURES.map((f) => `MISCONCEPTION.fail.${f}`),
    );
    expect(misconception.plan).toBe(real.plan);
    expect(misconception.timeline).toBe(real.timeline);
  });

  it('every step has sources and a counterpart that exists in the real trace', () => {
    const realIds = new Set(real.steps.map((st) => st.id));
    for (const st of misconception.steps) {
      expect(st.text.sources?.length ?? 0).toBeGreaterThan(0);
      expect(realIds.has(st.counterpart!)).toBe(true);
      expect(st.text.summary.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("every artifact's fields cover its bytes", () => {
    let n = 0;
    for (const { a } of artifacts(misconception)) {
      expect(coverageProblems(a.fields, a.bytes.length)).toEqual([]);
      n++;
    }
    expect(n).toBeGreaterThan(0);
  });

  it('the imagined TLP is a real MWr to BAR0 + the low 25 bits of the remote VA, with the payload', () => {
    const set = misconception.steps.find((st) => st.id === 'MISCONCEPTION.tlp')!.artifacts[0];
    const tlp = decodeTlp(set.at(0).bytes);
    expect(tlp.kind).toBe('MWr');
    if (tlp.kind !== 'MWr') return;
    const expected = s.bar0 + (s.remoteVa & (2n ** 25n - 1n));
    expect(tlp.address).toBe(expected);
    expect(tlp.headerBytes).toBe(s.bar0 < 2n ** 32n ? 12 : 16);
    expect(en(set.label)).toContain('no field for host B, QP or key');
    expect(set.count).toBe(Math.ceil((Number(s.remoteVa % 64n) + s.messageBytes) / 64));
    expect(Array.from(tlp.data)).toEqual(Array.from(payloadSlice(s, 0, tlp.data.length)));
    const last = decodeTlp(set.at(set.count - 1).bytes);
    if (last.kind !== 'MWr') throw new Error('not an MWr');
    const lastOffset = s.messageBytes - last.data.length;
    expect(last.address).toBe(s.bar0 + ((s.remoteVa + BigInt(lastOffset)) & (2n ** 25n - 1n)));
  });

  it('counts the PIO honestly: the CPU moves N bytes into MMIO, no DMA on A, B written by an unnamed agent', () => {
    const N = s.messageBytes;
    const after = (id: string) => misconception.steps.find((st) => st.id === id)!.state;
    const mov = after('MISCONCEPTION.mov');
    expect(mov.A.cpuMmioBytes).toBe(N);
    expect(mov.A.cpuMmioStores).toBe(Math.ceil(N / 8));
    expect(mov.A.cpuCopyBytes).toBe(N);
    expect(mov.A.tlpsUp).toBe(0); // HCA A never reads A's memory by DMA
    const end = misconception.steps[misconception.steps.length - 1].state;
    expect(end.A.tlpsUp).toBe(1); // only the CplD answering the load
    expect(end.A.memWriteBytes).toBe(0);
    expect(end.B.memWriteBytes).toBe(N);
    expect(end.memory.mrB).toBe(false);
    expect(end.memory.keyAtA).toBe(false);
    expect(end.memory.doorbellRung).toBe(false);
    expect(end.A.cpuNs).toBeCloseTo(figureList(misconceptionFigures(s, real)).find((f) => f.id === 'cpu.pio-cpu-ns')!.value + 1910, 6);
  });

  it('texts quote the figures with the scenario numbers', () => {
    const text = (id: string) => {
      const t = misconception.steps.find((st) => st.id === id)!.text;
      return [t.title, ...t.summary, t.reality].map(en).join('\n');
    };
    expect(text('MISCONCEPTION.fail.size')).toContain('16,384');
    expect(text('MISCONCEPTION.fail.addressing')).toContain(`0x${s.remoteVa.toString(16)}`);
    expect(text('MISCONCEPTION.fail.timeout')).toContain('67.11 ms');
    expect(text('MISCONCEPTION.fail.protection')).toContain(`0x${s.rkey.toString(16)}`);
    expect(text('MISCONCEPTION.load')).toContain('1.91 µs');
  });

  it('every step maps to figures that exist', () => {
    const ids = new Set(figureList(misconceptionFigures(s, real)).map((f) => f.id));
    for (const st of misconception.steps) for (const id of st.figures ?? []) expect(ids.has(id)).toBe(true);
    expect(misconception.steps.every((st) => st.figures !== undefined)).toBe(true);
  });
});

describe('misconception trace over random scenarios', () => {
  it('counterparts exist and artifacts are covered', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const real = buildTrace(s);
        const misconception = buildMisconceptionTrace(s, real);
        const realIds = new Set(real.steps.map((st) => st.id));
        for (const st of misconception.steps) {
          if (!realIds.has(st.counterpart!)) return false;
          if (!st.text.sources?.length) return false;
        }
        for (const { a } of artifacts(misconception)) if (coverageProblems(a.fields, a.bytes.length).length) return false;
        return true;
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('a zero-length message has no stores, and the default scenario has 13 steps', () => {
    const zero = buildMisconceptionTrace({ ...SCENARIOS.default, messageBytes: 0 });
    expect(zero.steps.find((st) => st.id === 'MISCONCEPTION.mov')!.artifacts).toEqual([]);
    expect(buildMisconceptionTrace(SCENARIOS.default).steps).toHaveLength(13);
  });
});
