import type { TimingParams } from './timingParams';

/** Whether a constant was read in a source, estimated, or fitted to a published figure. */
export type Provenance = 'cited' | 'estimate' | 'calibrated';

/** Where each timing constant comes from (the long form is on TimingParams; docs/calibration.md lists these). */
export const TIMING_PROVENANCE: Readonly<Record<keyof TimingParams, { status: Provenance; basis: string }>> = {
  cpuBuildWqeNs: { status: 'estimate', basis: 'a guess in the range 10-50 ns (no public measurement)' },
  cpuInlineCopyNsPerByte: { status: 'estimate', basis: 'a cached copy at ~20 B/ns' },
  cpuStoreNs: { status: 'estimate', basis: 'one 8-B store into a write-combining buffer' },
  mmioToDeviceNs: {
    status: 'estimate',
    basis: 'below half of a ~500 ns MMIO read round trip (snabb#1013), which also waits for the device; part of the sum fitted to 0.93 µs',
  },
  dmaReadNs: { status: 'calibrated', basis: 'pcie-bench 64-B DMA read, 560 ns on Gen3 x8, minus the model’s 12 ns for the CplD there' },
  hcaTxNs: { status: 'estimate', basis: 'the split of the sum fitted to 0.93 µs (with hcaRxNs)' },
  hcaTxOverlapNs: { status: 'calibrated', basis: '1.32 − 0.93 µs (perftest#131) = one DMA read minus the send work it hides' },
  hcaRxNs: { status: 'calibrated', basis: 'the remainder that makes ib_write_lat 2 B inline 0.93 µs (perftest#131)' },
  dmaWriteToMemoryNs: { status: 'estimate', basis: 'as mmioToDeviceNs, the other direction' },
  cableNsPerM: { status: 'cited', basis: 'signal speed in copper or fibre, ~5 ns/m (physics; no primary source checked)' },
  cableMetres: { status: 'estimate', basis: 'a rack-scale cable' },
  switchHopNs: {
    status: 'cited',
    basis:
      'secondary pages only, not verified (no NVIDIA datasheet): Switch-IB 2 ~90 ns, Quantum ~130 ns, Quantum-2 "under 150 ns" (others: ~330, < 400 ns)',
  },
  cpuPollNs: { status: 'estimate', basis: 'one cache miss of the poll loop' },
  wqeIntervalNs: { status: 'calibrated', basis: 'ib_write_bw 2 B: 2.6365 Mpps on one QP (perftest#132)' },
};
