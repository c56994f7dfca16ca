import { describe, expect, it } from 'vitest';
import {
  buildMisconceptionTrace,
  compareRows,
  firstDivergence,
  misconceptionIndexForReal,
  NUANCES,
  realIndexForMisconception,
  zeroCopy,
} from '../../../src/sim/misconception';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { en } from '../support/en';
import { EACH, SCENARIOS } from './scenarios';

describe.each(EACH)('comparison, %s scenario', (_name, s) => {
  const real = buildTrace(s);

  it('has the five rows, each with both sides and sources', () => {
    const rows = compareRows(s, real);
    expect(rows.map((r) => r.id)).toEqual(['cpu', 'bus', 'latency', 'bandwidth', 'protection']);
    for (const r of rows) {
      expect(en(r.misconception).length).toBeGreaterThan(10);
      expect(en(r.real).length).toBeGreaterThan(10);
      expect(r.sources.length).toBeGreaterThan(0);
    }
    expect(en(rows.find((r) => r.id === 'protection')!.real)).toContain(`0x${s.rkey.toString(16)}`);
  });

  it('first divergence: the MOV, the WQE’s BlueFlame bytes vs every payload byte', () => {
    const d = firstDivergence(s, real);
    expect(d.realStepId).toBe('A1.mmio');
    expect(d.misconceptionStepId).toBe('MISCONCEPTION.mov');
    expect(d.realBytes).toBe(64);
    expect(d.misconceptionBytes).toBe(s.messageBytes);
    expect(en(d.sentence)).toContain('48-B WQE, copied as 64 B (BlueFlame)');
    const doorbell = { ...s, post: 'doorbell' as const };
    expect(firstDivergence(doorbell, buildTrace(doorbell)).realBytes).toBe(8);
    expect(real.steps.some((st) => st.id === d.realStepId)).toBe(true);
  });

  it('zero-copy: RDMA is one DMA read on A and one DMA write on B; TCP adds a CPU read + write on each side', () => {
    const N = s.messageBytes;
    const z = zeroCopy(s, real);
    expect(z.rdma.A).toEqual({ dmaReadBytes: N, dmaWriteBytes: 0, cpuReadBytes: 0, cpuWriteBytes: 0, cpuCopies: 0, busBytes: N });
    expect(z.rdma.B).toEqual({ dmaReadBytes: 0, dmaWriteBytes: N, cpuReadBytes: 0, cpuWriteBytes: 0, cpuCopies: 0, busBytes: N });
    expect(z.tcp.A.busBytes).toBe(3 * N);
    expect(z.tcp.B.busBytes).toBe(3 * N);
    expect(z.tcp.A.cpuCopies + z.tcp.B.cpuCopies).toBe(2);
    // The real trace agrees: A's memory bus reads N for the payload (+ the 64-B WQE fetch), B's writes N.
    const end = real.steps[real.steps.length - 1].state;
    expect(end.B.memWriteBytes).toBe(N);
    expect(end.A.cpuCopyBytes + end.B.cpuCopyBytes).toBe(0);
    expect(en(z.answer)).toBe('Zero-copy means no CPU/OS copy in host memory, not no buffer anywhere.');
    expect(en(z.staging.text)).toMatch(/not public/);
  });
});

describe('zero-copy with an inline post', () => {
  it('trades the DMA read on A for a small CPU copy into the WQE', () => {
    const z = zeroCopy({ ...SCENARIOS.default, post: 'inline' });
    expect(z.rdma.A.dmaReadBytes).toBe(0);
    expect(z.rdma.A.cpuCopies).toBe(1);
    expect(z.rdma.B.cpuCopies).toBe(0);
  });
});

describe('toggling keeps the place', () => {
  const s = SCENARIOS.default;
  const real = buildTrace(s);
  const misconception = buildMisconceptionTrace(s, real);
  const idx = (t: typeof real, id: string) => t.steps.findIndex((st) => st.id === id);

  it('maps real steps with a twin to it, and others to the last earlier imagined step', () => {
    expect(misconception.steps[misconceptionIndexForReal(real, misconception, idx(real, 'A1.mmio'))].id).toBe('MISCONCEPTION.mov');
    expect(misconception.steps[misconceptionIndexForReal(real, misconception, idx(real, 'B1.check'))].id).toBe(
      'MISCONCEPTION.fail.protection',
    );
    expect(misconception.steps[misconceptionIndexForReal(real, misconception, idx(real, 'A1.wqe'))].id).toBe('MISCONCEPTION.map');
    expect(misconception.steps[misconceptionIndexForReal(real, misconception, idx(real, 'B3.pcie'))].id).toBe('MISCONCEPTION.forward');
  });

  it('lands on the first misconception step from a real step before the imagined path (the first setup steps)', () => {
    const firstImagined = real.steps.findIndex((st) => st.id === misconception.steps[0].counterpart);
    expect(misconception.steps[0].id).toBe('MISCONCEPTION.map');
    expect(real.steps[0].id).toBe('SETUP.reg-mr-b'); // the pinning failure's counterpart, near the misconception's end
    for (let i = 0; i < firstImagined; i++) expect(misconceptionIndexForReal(real, misconception, i), real.steps[i].id).toBe(0);
    expect(misconceptionIndexForReal(real, misconception, -5)).toBe(0);
    // From the imagined path's first counterpart on, twins and earlier imagined steps apply again.
    expect(misconception.steps[misconceptionIndexForReal(real, misconception, idx(real, 'SETUP.connect'))].id).toBe(
      'MISCONCEPTION.fail.size',
    );
  });

  it('maps every misconception step back to its counterpart', () => {
    for (const st of misconception.steps)
      expect(real.steps[realIndexForMisconception(real, misconception, st.index)].id).toBe(st.counterpart);
  });
});

describe('nuance', () => {
  it('covers NTB/SISCI, CXL.mem, GPU BAR1 under GPUDirect, and BlueFlame/inline, each sourced', () => {
    expect(NUANCES.map((n) => n.id)).toEqual(['ntb', 'cxl', 'gpudirect', 'blueflame']);
    for (const n of NUANCES) {
      expect(n.text.length).toBeGreaterThan(0);
      expect(n.sources.length).toBeGreaterThan(0);
      expect(n.sources.every((c) => c.sources.length > 0)).toBe(true);
    }
    expect(en(NUANCES.find((n) => n.id === 'gpudirect')!.relation)).toContain('reverse');
  });
});
