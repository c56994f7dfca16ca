import { describe, expect, it } from 'vitest';
import { FAILURES, figure, figureList, misconceptionFigures } from '../../../src/sim/misconception';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { mrPagesB } from '../../../src/sim/trace/memoryRegions';
import { en } from '../support/en';
import { EACH, SCENARIOS } from './scenarios';

// Numbers restated from their public sources, independently of src/sim/misconception/constants.ts.
const MiB = 2 ** 20;
const GiB = 2 ** 30;
const IB_READ_LAT_NS = 1910; // 6.2 [perftest#131]
const PCIE_GBPS_PER_LANE: Record<number, number> = { 3: (8 * 128) / 130, 4: (16 * 128) / 130 }; // 3.5
const IB_GBPS_PER_LANE: Record<string, number> = { EDR: 25, HDR: 50 }; // 5.1
const WC_GBPS_PER_CORE = (10 * 64 * 8) / 200; // estimate: 10 WC buffers × 64 B held 200 ns each (constants.ts)

describe.each(EACH)('failure figures, %s scenario', (_name, s) => {
  const real = buildTrace(s);
  const f = misconceptionFigures(s, real);
  const v = (id: string) => figure(f, id).value;
  const N = s.messageBytes;
  const pcie = PCIE_GBPS_PER_LANE[s.pcie.gen] * s.pcie.lanes;

  it('size: window fraction = 32 MiB / 512 GiB, windows = 512 GiB / 32 MiB, 1,000-host illustration', () => {
    expect(v('size.window-fraction')).toBe((32 * MiB) / (512 * GiB));
    expect(v('size.windows-per-host')).toBe(16384);
    expect(v('size.fabric-windows')).toBe(16384 * 1000);
    expect(en(figure(f, 'size.fabric-windows').caveat)).toMatch(/illustration/);
    const w = 32 * MiB;
    const va = Number(s.remoteVa);
    expect(v('size.message-windows')).toBe(Math.floor((va + N - 1) / w) - Math.floor(va / w) + 1);
  });

  it('addressing: 25 window bits, the VA cut to its low 25 bits, 39 bits and 4 fields with no place', () => {
    expect(v('addressing.window-bits')).toBe(Math.log2(32 * MiB));
    expect(v('addressing.window-offset')).toBe(Number(s.remoteVa % BigInt(32 * MiB)));
    expect(v('addressing.dropped-bits')).toBe(64 - 25);
    expect(v('addressing.missing-fields')).toBe(4);
    expect(f.addressingTable.filter((r) => r.verdict === 'missing').map((r) => en(r.ibField).split(',')[0])).toEqual([
      'LRH DLID',
      'BTH DestQP',
      'BTH PSN',
      'RETH R_Key',
    ]);
    expect(en(f.addressingTable.find((r) => en(r.ibField).startsWith('RETH VA'))!.tlpField)).toContain(
      `0x${(s.bar0 + (s.remoteVa & BigInt(32 * MiB - 1))).toString(16)}`,
    );
    expect(f.tlpFields.reduce((a, x) => a + x.bits, 0) + 2).toBe(s.bar0 < 2n ** 32n ? 96 : 128); // + 2 PH bits = whole header
  });

  it('CPU cost: stores = min(core WC estimate, PCIe 64/(64 + header + 8) x link, IB); loads = 8 B / round trip; RDMA = IB x MTU efficiency, PCIe-capped', () => {
    const overhead = (s.bar0 < 2n ** 32n ? 12 : 16) + 8;
    const pcieStore = (64 / (64 + overhead)) * pcie;
    const ibLink = IB_GBPS_PER_LANE[s.ib.speed] * s.ib.width;
    const store = Math.min(WC_GBPS_PER_CORE, pcieStore, ibLink);
    expect(v('cpu.wc-store-bw')).toBeCloseTo(WC_GBPS_PER_CORE, 12);
    expect(v('cpu.pcie-store-bw')).toBeCloseTo(pcieStore, 9);
    expect(v('cpu.pio-store-bw')).toBeCloseTo(store, 9);
    expect(v('cpu.pio-load-bw')).toBeCloseTo((8 / IB_READ_LAT_NS) * 1000, 9);
    const ib = ibLink * (s.pathMtu / (s.pathMtu + 26));
    const cpl = Math.min(s.pcie.mps, s.pcie.mrrs);
    const cap = pcie * Math.min(cpl / (cpl + 20), s.pcie.mps / (s.pcie.mps + 16 + 8));
    expect(v('cpu.rdma-bw')).toBeCloseTo(Math.min(ib, cap), 9);
    // The misconception: one 64-B burst and its fence (8 stores, as the real BlueFlame MMIO), then every byte at the store rate.
    const fixed = 8 * s.timing.cpuStoreNs;
    expect(v('cpu.ns-per-byte')).toBeCloseTo(8 / store, 12);
    expect(v('cpu.pio-cpu-ns')).toBeCloseTo(N > 0 ? fixed + (N * 8) / store : 0, 9);
    expect(v('cpu.cpu-ns-mib')).toBeCloseTo(fixed + (2 ** 20 * 8) / store, 6);
    const end = real.steps[real.steps.length - 1].state.A;
    expect(v('cpu.rdma-cpu-ns')).toBe(end.cpuNs);
    expect(v('cpu.pio-mmio-bytes')).toBe(N);
    expect(end.cpuMmioBytes).toBe(s.post === 'doorbell' ? 8 : 64);
    expect(v('cpu.pio-readback-ns')).toBe(Math.ceil(N / 8) * IB_READ_LAT_NS);
  });

  it('failure: completion timeout 50 ms (default range upper end), RC nominally 4.096 us x 2^14 with 7 retries', () => {
    expect(v('timeout.cto-default')).toBe(50);
    expect(v('timeout.rc-first')).toBeCloseTo((4.096 * 2 ** 14) / 1000, 12);
    expect(v('timeout.rc-first')).toBeGreaterThan(50); // outlasts even the upper end
    expect(v('timeout.rc-vs-cto')).toBeCloseTo((4096 * 2 ** 14) / 50e6, 12);
    expect(v('timeout.rc-worst')).toBeCloseTo((8 * 4096 * 2 ** 14) / 1e6, 9);
    expect(v('timeout.all-ones-loads')).toBe(Math.ceil(N / 8));
  });

  it("protection: the real responder's checks, none of which a window makes", () => {
    expect(v('protection.checks-bypassed')).toBe(f.responderChecks.length);
    expect(f.responderChecks.map((c) => en(c.name))).toEqual(
      expect.arrayContaining([
        'R_Key',
        'Protection domain',
        'MR access',
        'Bounds',
        'PSN',
        'DestQP',
        'QP allows the operation',
        'Source and destination',
      ]),
    );
  });

  it("pinning: every page of B's MR is left unpinned", () => {
    expect(v('pinning.pages-unpinned')).toBe(mrPagesB(s));
  });

  it('every figure has a formula with its numbers, inputs and sources', () => {
    const all = figureList(f);
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    expect(new Set(all.map((x) => x.failure))).toEqual(new Set(FAILURES));
    for (const x of all) {
      expect(x.id.startsWith(`${x.failure}.`)).toBe(true);
      expect(Number.isFinite(x.value)).toBe(true);
      expect(en(x.formula)).toMatch(/\d/);
      expect(x.sources.length).toBeGreaterThan(0);
      // Each citation names public sources, or says in its note what it is (the model, an estimate, not public).
      for (const c of x.sources) expect(c.sources.length > 0 || c.note !== undefined).toBe(true);
      expect(Object.keys(x.inputs).length).toBeGreaterThan(0);
    }
  });
});

describe('the two scenarios differ where they should', () => {
  const d = misconceptionFigures(SCENARIOS.default);
  const b = misconceptionFigures(SCENARIOS.big);
  it('the PCIe cap binds for HDR over Gen3 x8, not for EDR over Gen4 x16', () => {
    expect(figure(d, 'cpu.rdma-bw').value).toBeCloseTo(100 * (4096 / 4122), 9);
    expect(figure(b, 'cpu.rdma-bw').value).toBeLessThan(200 * (4096 / 4122));
    expect(en(figure(b, 'cpu.rdma-bw').formula)).toContain('PCIe payload cap');
  });
  it('a BAR0 above 4 GiB makes the stores MWr64 (24 B overhead), below 4 GiB MWr32 (20 B)', () => {
    expect(figure(d, 'cpu.pcie-store-bw').inputs.overheadBytes).toBe(20);
    expect(figure(b, 'cpu.pcie-store-bw').inputs.overheadBytes).toBe(24);
  });
  it('formulas substitute the scenario numbers', () => {
    expect(en(figure(d, 'addressing.window-offset').formula)).toContain('0x7f0000001000 mod 2^25 = 0x1000');
    expect(en(figure(d, 'size.window-fraction').formula)).toContain('32 MiB / 512 GiB = 1/16,384');
    expect(en(figure(b, 'cpu.pio-readback-ns').formula)).toContain('131,072 loads');
  });
});
