import { describe, expect, it } from 'vitest';
import { ibPacketLength } from '../../../src/sim/ib/packet';
import { DEFAULT_SCENARIO, presetBase } from '../../../src/sim/scenario/defaults';
import { DEFAULT_PRESET, PRESET_VALUES } from '../../../src/sim/scenario/presets';
import { specOf } from '../../../src/sim/scenario/schema';
import { PRESET_IDS } from '../../../src/sim/scenario/values';
import { PCIE_TLP_SHARE } from '../../../src/sim/timing/pcieEfficiency';
import { TIMING_PROVENANCE } from '../../../src/sim/timing/provenance';
import { DEFAULT_TIMING, TIMING_KEYS } from '../../../src/sim/timing/timingParams';
import { TransferTiming } from '../../../src/sim/timing/transferTiming';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

describe('the hop costs', () => {
  it('PCIe serialisation: (TLP + 8 B) × 8 / data rate, over the share DLLPs and SKPs leave (pcie-bench/pcie-model)', () => {
    const t = new TransferTiming(scenario({ 'pcie.gen': 4 }));
    // A 64-B BlueFlame MWr64 at Gen4 x16 ≈ 2.8 ns of serialisation; plus the DLLP/SKP share (pcie-bench/pcie-model).
    expect(t.pcie(16 + 64) * PCIE_TLP_SHARE[4]).toBeCloseTo(((64 + 24) * 8) / 252.06, 3);
    expect(t.pcie(16 + 64)).toBeCloseTo(2.79 / (227.4 / 252.06), 1);
    // Gen3 x16 leaves 113.70 of 126.03 Gb/s to TLPs (pcie-bench/pcie-model model/pcie.py).
    const g3 = new TransferTiming(DEFAULT_SCENARIO);
    expect((1000 * 8) / g3.pcie(1000 - 8)).toBeCloseTo(113.7, 1);
  });

  it('IB serialisation: wire bytes × 8 / (per-lane data rate × width): 4122 B at EDR 4x ≈ 330 ns (rdma-core devinfo.c; Open MPI common_verbs_port.c)', () => {
    expect(new TransferTiming(DEFAULT_SCENARIO).ib(4122)).toBeCloseTo(329.76, 2);
    expect(new TransferTiming(scenario({ preset: 'cx7-ndr' })).ib(4122)).toBeCloseTo(82.44, 2);
  });

  it('a DMA read is the fixed round trip plus its completions on the link, and grows with the size', () => {
    const t = new TransferTiming(DEFAULT_SCENARIO);
    expect(t.dmaRead(0)).toBe(DEFAULT_TIMING.dmaReadNs);
    expect(t.dmaRead(64)).toBeCloseTo(DEFAULT_TIMING.dmaReadNs + t.pcie(12 + 64), 9);
    // 4096 B come back as 16 CplDs of 256 B (MPS 256).
    expect(t.dmaRead(4096)).toBeCloseTo(DEFAULT_TIMING.dmaReadNs + 16 * t.pcie(12 + 256), 9);
    expect(t.dmaRead(2048)).toBeGreaterThan(t.dmaRead(256));
  });

  it('the MMIO write reaches the device after the fixed crossing and its own TLP: a doorbell is 8 B, a BlueFlame chunk 64 B', () => {
    const bf = new TransferTiming(DEFAULT_SCENARIO);
    const db = new TransferTiming(scenario({ post: 'doorbell' }));
    expect(bf.mmioTlpBytes()).toBe(12 + 64); // BAR0 0xe4000000 is below 4 GiB: 3-DW header
    expect(db.mmioTlpBytes()).toBe(12 + 8);
    expect(bf.mmioToDevice()).toBeCloseTo(DEFAULT_TIMING.mmioToDeviceNs + bf.pcie(76), 9);
    expect(db.mmioToDevice()).toBeLessThan(bf.mmioToDevice());
  });

  it('HCA A hides part of its send work behind the payload read: only when the payload is read by DMA', () => {
    const inline = new TransferTiming(scenario({ messageBytes: 2, post: 'inline' }));
    const read = new TransferTiming(scenario({ messageBytes: 2 }));
    const empty = new TransferTiming(scenario({ messageBytes: 0 }));
    expect(inline.hcaTx()).toBe(DEFAULT_TIMING.hcaTxNs);
    expect(empty.hcaTx()).toBe(DEFAULT_TIMING.hcaTxNs);
    expect(read.hcaTx()).toBe(DEFAULT_TIMING.hcaTxNs - DEFAULT_TIMING.hcaTxOverlapNs);
    // Never more than the work itself.
    expect(new TransferTiming(scenario({ 'timing.hcaTxOverlapNs': 5000 })).hcaTx()).toBe(0);
  });

  it('cut-through fabric: each cable and each switch once, whatever the packet size', () => {
    const t = new TransferTiming(scenario({ 'ib.switchHops': 2 }));
    expect(t.fabricLatency()).toBe(3 * 5 * 2 + 2 * DEFAULT_TIMING.switchHopNs);
  });

  it('multi-packet messages pipeline: packet n+1 leaves one wire time after packet n (EDR is slower than the PCIe read)', () => {
    const trace = buildTrace(scenario({ messageBytes: 65536 }));
    const tl = trace.timeline.rounds[0].request;
    const timing = new TransferTiming(trace.scenario);
    const wire = timing.ib(ibPacketLength(4096, false, false));
    // The first packet carries the RETH: the second leaves once its last bit is out.
    expect(tl.departNs(1) - tl.departNs(0)).toBeCloseTo(timing.ib(ibPacketLength(4096, true, false)), 6);
    for (const k of [1, 7, 14]) expect(tl.departNs(k + 1) - tl.departNs(k)).toBeCloseTo(wire, 6);
    // The whole read is far longer than one packet's: it overlaps the wire time of the packets before it.
    expect(tl.fetch!.end).toBeGreaterThan(tl.departNs(1));
  });
});

describe('presets and defaults', () => {
  it('the schema defaults are the default preset (cx5-edr), key by key', () => {
    expect(presetBase(DEFAULT_PRESET)).toEqual(DEFAULT_SCENARIO);
    for (const [key, value] of Object.entries(PRESET_VALUES[DEFAULT_PRESET])) expect(specOf(key)?.default, key).toBe(value);
    expect(DEFAULT_SCENARIO.timing).toEqual(DEFAULT_TIMING);
  });

  it('every preset sets every timing key, every key has a provenance, and the switch follows the generation', () => {
    for (const id of PRESET_IDS) for (const k of TIMING_KEYS) expect(PRESET_VALUES[id], `${id} ${k}`).toHaveProperty([`timing.${k}`]);
    expect(Object.keys(TIMING_PROVENANCE).sort()).toEqual([...TIMING_KEYS].sort());
    expect(Object.keys(DEFAULT_TIMING).sort()).toEqual([...TIMING_KEYS].sort());
    const hop = (id: (typeof PRESET_IDS)[number]) => presetBase(id).timing.switchHopNs;
    expect([hop('cx5-edr'), hop('cx6-hdr'), hop('cx7-ndr')]).toEqual([90, 130, 150]);
  });

  it('explicit keys win over the preset', () => {
    const s = scenario({ preset: 'cx6-hdr', 'timing.switchHopNs': 7, 'pcie.gen': 3 });
    expect(s.timing.switchHopNs).toBe(7);
    expect(s.pcie.gen).toBe(3);
    expect(s.ib.speed).toBe('HDR');
    expect(s.timing.hcaRxNs).toBe(DEFAULT_TIMING.hcaRxNs);
  });
});
