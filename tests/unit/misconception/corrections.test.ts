import { describe, expect, it } from 'vitest';
import {
  buildMisconceptionTrace,
  compareRows,
  figure,
  misconceptionFigures,
  realPostNsWithoutInline,
} from '../../../src/sim/misconception';
import type { Cite } from '../../../src/sim/sources/cite';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { en } from '../support/en';
import { scenario } from '../trace/helpers';
import { SCENARIOS } from './scenarios';

/** A citation as text: its source ids and its note, in English. */
const citeText = (c: Cite) => `${c.sources.join(' ')} ${c.note ? en(c.note) : ''}`;

/**
 * The expert review's corrections, pinned: each corrected figure against its
 * formula (restated here from the sources, not from constants.ts), and the
 * wording that must be gone.
 */

/** Every text a learner reads in a misconception trace. */
const texts = (t: Trace) => t.steps.flatMap((st) => [st.text.title, ...st.text.summary, st.text.reality].map(en));

describe('RC retry figures are nominal, not bounds', () => {
  const s = SCENARIOS.default;
  const real = buildTrace(s);
  const f = misconceptionFigures(s, real);
  const rcNs = 4096 * 2 ** 14; // perftest DEF_QP_TIME 14, 4.096 µs × 2^timeout

  it('keeps the nominal formulas with their numbers, labelled nominal', () => {
    expect(figure(f, 'timeout.rc-first').value).toBeCloseTo(rcNs / 1e6, 12);
    expect(en(figure(f, 'timeout.rc-first').formula)).toBe('nominal: 4.096 µs × 2^14 = 67.11 ms');
    expect(figure(f, 'timeout.rc-worst').value).toBeCloseTo((8 * rcNs) / 1e6, 9);
    expect(en(figure(f, 'timeout.rc-worst').formula)).toMatch(/^nominal: \(1 \+ 7 retries\) × 67\.11 ms = 536\.9 ms,/);
    expect(en(figure(f, 'timeout.rc-vs-cto').formula)).toMatch(/^nominal 67\.11 ms \/ 50 ms = 1\.342× the upper end/);
  });

  it('states the adaptive-retransmission caveat with its sources', () => {
    const caveat = en(figure(f, 'timeout.rc-first').caveat);
    expect(caveat).toContain('adaptive retransmission');
    expect(caveat).toContain('up to a 4× delay in the effective timeout');
    expect(caveat).toContain('2, 4, 8 and 16 ms');
    const sources = figure(f, 'timeout.rc-first').sources.map(citeText).join(' ');
    expect(sources).toContain('nvidia.adaptive-retx');
    expect(sources).toContain('perftest#251');
    expect(en(figure(f, 'timeout.rc-vs-cto').caveat)).toContain('4 µs');
  });

  it('says no "at most" and no "before RC would even retransmit" about RC, and never that ack_timeout caps it', () => {
    const rc = ['timeout.rc-first', 'timeout.rc-vs-cto', 'timeout.rc-worst'].flatMap((id) => [
      en(figure(f, id).label),
      en(figure(f, id).formula),
      en(figure(f, id).caveat),
    ]);
    const timeoutStep = buildMisconceptionTrace(s, real).steps.find((st) => st.id === 'MISCONCEPTION.fail.timeout')!;
    // The first sentence is the completion timeout's ("at most the Completion Timeout"): that one is a bound.
    const step = [timeoutStep.text.title, ...timeoutStep.text.summary.slice(1), timeoutStep.text.reality].map(en);
    expect(en(timeoutStep.text.summary[0])).toContain('Completion Timeout');
    for (const t of [...rc, ...step]) {
      expect(t).not.toContain('at most');
      expect(t).not.toContain('even retransmit');
      expect(t).not.toMatch(/cap/i);
    }
    expect(step.join(' ')).toContain('Nominally');
    expect(step.join(' ')).toContain('end to end');
  });

  it('no text of the default misconception trace states the RC retry time as "at most"', () => {
    for (const t of texts(buildMisconceptionTrace(s, real))) expect(t).not.toMatch(/retries.*at most|at most.*retr/);
  });
});

describe("the misconception's store rate and CPU cost", () => {
  // Restated from the sources: PCIe 3.5 (GT/s × 128/130 per lane), IB 5.1 (data rate per lane), and the estimate.
  const PCIE_GBPS_PER_LANE: Record<number, number> = { 1: 2, 3: (8 * 128) / 130, 4: (16 * 128) / 130, 5: (32 * 128) / 130 };
  const IB_GBPS_PER_LANE: Record<string, number> = { SDR: 2, EDR: 25, HDR: 50, NDR: 100 };
  const WC = (10 * 64 * 8) / 200; // ~10 WC buffers × 64 B, each held ~200 ns: 25.6 Gb/s per core (an estimate)
  const cases = {
    default: SCENARIOS.default,
    'Gen5 x16, NDR 4x': scenario({ pcie: { gen: 5, lanes: 16 }, ib: { speed: 'NDR', width: 4 } }),
    'Gen1 x1 (PCIe binds)': scenario({ pcie: { gen: 1, lanes: 1 } }),
    'SDR 1x (IB binds)': scenario({ ib: { speed: 'SDR', width: 1 } }),
    'HDR over Gen3 x8, 1 MiB, BAR0 above 4 GiB': SCENARIOS.big,
    'doorbell, unsignaled, slower stores': scenario({ post: 'doorbell', signaled: false, timing: { cpuStoreNs: 10 } }),
  };

  describe.each(Object.entries(cases))('%s', (_name, s) => {
    const real = buildTrace(s);
    const f = misconceptionFigures(s, real);
    const v = (id: string) => figure(f, id).value;
    const overhead = (s.bar0 < 2n ** 32n ? 12 : 16) + 8;
    const pcieStore = (64 / (64 + overhead)) * PCIE_GBPS_PER_LANE[s.pcie.gen] * s.pcie.lanes;
    const ib = IB_GBPS_PER_LANE[s.ib.speed] * s.ib.width;
    const rate = Math.min(WC, pcieStore, ib);
    const t = real.timeline;
    const realMmioNs = t.mmio.end - t.mmio.start;

    it('caps the store rate at min(core WC rate, PCIe store rate, IB link rate), and shows the min', () => {
      expect(v('cpu.pio-store-bw')).toBeCloseTo(rate, 9);
      const formula = en(figure(f, 'cpu.pio-store-bw').formula);
      expect(formula).toMatch(
        /^min\(core 25\.6 Gb\/s \(estimate\), PCIe [\d.,]+ Gb\/s \(Gen\d x\d+\), IB [\d.,]+ Gb\/s \([A-Z]+ \d+x\)\) = /,
      );
      expect(en(figure(f, 'cpu.wc-store-bw').caveat)).toMatch(/ESTIMATE/);
      expect(en(figure(f, 'cpu.wc-store-bw').formula)).toBe(
        '10 buffers × 64 B / 200 ns each = 3.2 GB/s = 25.6 Gb/s per core (Little’s law)',
      );
      expect(figure(f, 'cpu.wc-store-bw').sources.map(citeText).join(' ')).toContain('Estimate: about ten 64-B write-combining buffers');
    });

    it('charges the misconception the real MMIO + fence for one 64-B burst, then every byte at the capped rate', () => {
      const fixed = 8 * s.timing.cpuStoreNs; // the real BlueFlame MMIO: 8 stores of 8 B
      expect(figure(f, 'cpu.pio-cpu-ns').inputs.fixedNs).toBe(fixed);
      expect(v('cpu.pio-cpu-ns')).toBeCloseTo(fixed + (s.messageBytes * 8) / rate, 9);
      // At 8 B the misconception costs at least the real post's MMIO + fence.
      const at8 = misconceptionFigures({ ...s, messageBytes: 8 }, buildTrace({ ...s, messageBytes: 8 }));
      expect(figure(at8, 'cpu.pio-cpu-ns').value).toBeGreaterThanOrEqual(realMmioNs);
      if (s.post !== 'doorbell') expect(fixed).toBe(realMmioNs); // the same cost as the real BlueFlame store
    });

    it('compares CPU time per payload byte: the misconception 8 / rate, the real post 0', () => {
      expect(v('cpu.ns-per-byte')).toBeCloseTo(8 / rate, 12);
      expect(figure(f, 'cpu.ns-per-byte').inputs.realNsPerByte).toBe(0);
      expect(en(figure(f, 'cpu.ns-per-byte').formula)).toContain('real: 0 ns per payload byte');
    });

    it('shows 1 MiB in absolute time: the misconception grows with the bytes, the real post does not', () => {
      expect(v('cpu.cpu-ns-mib')).toBeCloseTo(8 * s.timing.cpuStoreNs + (2 ** 20 * 8) / rate, 6);
      const mib = buildTrace({ ...s, messageBytes: 2 ** 20 });
      const realMib = mib.steps[mib.steps.length - 1].state.A.cpuNs;
      expect(realPostNsWithoutInline(s)).toBe(realMib);
      expect(figure(f, 'cpu.cpu-ns-mib').inputs.realNs).toBe(realMib);
      expect(real.steps[real.steps.length - 1].state.A.cpuNs).toBe(realMib); // not inline: the same at any size
    });

    it("runs the misconception trace's imagined clock at the capped rate", () => {
      const mov = buildMisconceptionTrace(s, real).steps.find((st) => st.id === 'MISCONCEPTION.mov')!;
      expect(mov.endNs - mov.startNs).toBeCloseTo(v('cpu.pio-cpu-ns'), 9);
    });
  });

  it('with an inline post the real per-byte cost is the inline copy (model), and 1 MiB goes by DMA', () => {
    const s = scenario({ post: 'inline', messageBytes: 64 });
    const f = misconceptionFigures(s, buildTrace(s));
    expect(figure(f, 'cpu.ns-per-byte').inputs.realNsPerByte).toBe(s.timing.cpuInlineCopyNsPerByte);
    expect(en(figure(f, 'cpu.ns-per-byte').formula)).toContain('only up to 220 B');
    const mib = buildTrace({ ...s, post: 'blueflame', messageBytes: 2 ** 20 });
    expect(figure(f, 'cpu.cpu-ns-mib').inputs.realNs).toBe(mib.steps[mib.steps.length - 1].state.A.cpuNs);
  });

  it('the default view: 25.6 Gb/s, 42.5 ns against 135 ns, 0.3125 ns per byte against none, 327.7 µs at 1 MiB', () => {
    const s = SCENARIOS.default;
    const real = buildTrace(s);
    const f = misconceptionFigures(s, real);
    expect(en(figure(f, 'cpu.pio-cpu-ns').formula)).toBe(
      '40 ns (one 64-B write-combined burst and its sfence, what the real BlueFlame MMIO costs: 8 × 5 ns) + 8 B × 0.3125 ns = 42.5 ns',
    );
    expect(en(figure(f, 'cpu.rdma-cpu-ns').formula)).toBe(
      'WQE 30 ns + doorbell record 5 ns + 64-B MMIO 40 ns + CQ poll 60 ns = 135 ns (timing model; CPU costs estimated)',
    );
    expect(en(figure(f, 'cpu.cpu-ns-mib').formula)).toBe(
      'misconception: 40 ns + 1,048,576 B × 0.3125 ns = 327.7 µs; real: 135 ns per message, whatever the size (2,428× less)',
    );
    const all = [...texts(buildMisconceptionTrace(s, real)), ...compareRows(s, real, f).flatMap((r) => [en(r.misconception), en(r.real)])];
    const joined = all.join('\n');
    expect(joined).not.toContain('0.33');
    expect(joined).not.toContain('≥');
    expect(joined).toMatch(/the misconception needs the CPU for every byte, RDMA for none/i);
    expect(joined).toContain('327.7 µs');
    expect(joined).toContain('about 25.6 Gb/s per core');
    // The misconception no longer looks faster than RDMA.
    expect(figure(f, 'cpu.pio-store-bw').value).toBeLessThan(figure(f, 'cpu.rdma-bw').value);
  });
});

describe('PCIe protection is per link, not end to end', () => {
  const s = SCENARIOS.default;
  const f = misconceptionFigures(s);

  it('the addressing table says what PCIe does about order and loss, and that it stops at each link', () => {
    const psn = f.addressingTable.find((r) => r.field === 'BTH PSN')!;
    expect(en(psn.need)).toBe('order and loss detection');
    const tlp = en(psn.tlpField);
    expect(tlp).toMatch(/^none end to end: PCIe protects each link on its own/);
    expect(tlp).toContain('sequence number and LCRC');
    expect(tlp).toContain('replayed');
    expect(psn.verdict).toBe('missing');
    expect(figure(f, 'addressing.missing-fields').sources.map(citeText).join(' ')).toContain('LCRC');
  });

  it('the imagined TLP step does not say a TLP has no sequence number at all', () => {
    const tlp = buildMisconceptionTrace(s).steps.find((st) => st.id === 'MISCONCEPTION.tlp')!;
    expect(en(tlp.text.reality)).toContain('end-to-end sequence number');
    expect(en(tlp.text.reality)).toContain('per link only');
  });
});

describe('32 MiB is a physical function’s BAR0', () => {
  const s = SCENARIOS.default;
  const f = misconceptionFigures(s);

  it('every figure and step text that states the 32 MiB says it is typical of ConnectX-4/5/6 PFs, VFs may differ', () => {
    for (const id of ['size.window-fraction', 'size.windows-per-host', 'size.message-windows', 'addressing.window-bits']) {
      const caveat = en(figure(f, id).caveat);
      expect(caveat, id).toContain('32 MiB is typical of ConnectX-4/5/6 physical functions');
      expect(caveat, id).toContain('l2fwd-nv#6');
      expect(caveat, id).toMatch(/virtual functions.*may differ/);
    }
    const misconception = buildMisconceptionTrace(s);
    for (const id of ['MISCONCEPTION.map', 'MISCONCEPTION.fail.size']) {
      const st = misconception.steps.find((x) => x.id === id)!;
      const text = [...st.text.summary, st.text.reality].map(en).join(' ');
      expect(text, id).toContain('BAR0 is 32 MiB (typical of a ConnectX-4/5/6 physical function; a virtual function’s BARs may differ)');
    }
  });
});
