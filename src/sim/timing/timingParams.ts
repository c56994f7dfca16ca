/**
 * The latency parameters of one transfer, in ns (cable length in m). These
 * are scenario keys (`timing.*`), so a trace is a function of its scenario
 * alone and every parameter can be edited; a hardware preset sets them all
 * (src/sim/timing/presetTiming.ts) and the defaults are the default preset's.
 *
 * Each constant is one of:
 * - **cited**: read from a public source (named in src/sim/timing/provenance.ts and docs/calibration.md);
 * - **estimate**: no public measurement; a stated guess that only shifts the split of a calibrated sum;
 * - **calibrated**: fitted so that the model reproduces one published figure (named), the way it was measured.
 *
 * The fits (src/sim/timing/calibration.ts, docs/calibration.md):
 * - `dmaReadNs` to pcie-bench's 64-B DMA read (560 ns on a Gen3 x8 device);
 * - `hcaRxNs` to ib_write_lat 0.93 µs (2 B inline, perftest#131), given every other hop;
 * - `hcaTxOverlapNs` to the 0.39 µs between 0.93 and 1.32 µs (inline off, perftest#131);
 * - `wqeIntervalNs` to ib_write_bw's 2.64 Mpps per QP for 2-8 B (perftest#132).
 * Bandwidth has no fitted constant: it follows from link rates, encodings and per-TLP/per-packet overheads.
 */
export interface TimingParams {
  /** CPU writes the WQE into the SQ ring (cache). Estimate: a guess in the range 10-50 ns (no public measurement). */
  cpuBuildWqeNs: number;
  /** CPU copies inline payload into the WQE, per byte. Estimate: a cached copy at ~20 B/ns. */
  cpuInlineCopyNsPerByte: number;
  /** One 8-B CPU store: the doorbell record, or one store of a BlueFlame copy. Estimate. */
  cpuStoreNs: number;
  /**
   * A posted MMIO write from the core reaching the HCA (plus its TLP's serialisation, computed). Estimate: below half of
   * the ~500 ns MMIO read round trip (snabbco/snabb#1013) (a read also waits for the device).
   */
  mmioToDeviceNs: number;
  /**
   * A DMA read's round trip (request out, root complex and memory, first completion back), excluding the serialisation
   * of the completions' data, which is computed from the link. Calibrated: pcie-bench LAT_DMA_RD 64 B = 560 ns median
   * (NFP6000, Gen3 x8, Xeon E5-2630 v4) (pcie-bench/data), minus the model's 12 ns for one 64-B CplD on that Gen3 x8 link.
   */
  dmaReadNs: number;
  /** HCA A's send-side work per message: QP context, WQE parsing, headers, ICRC. Estimate (the calibrated split below). */
  hcaTxNs: number;
  /**
   * The part of `hcaTxNs` done while a payload DMA read is in flight (context and headers do not need the data).
   * Calibrated: inline vs non-inline ib_write_lat differ by 0.39 µs (perftest#131) although one DMA read is ~0.55 µs.
   */
  hcaTxOverlapNs: number;
  /**
   * HCA receive-side work per packet: the checks, the MTT lookup, building the writes. Calibrated: the remainder that
   * makes ib_write_lat 2 B inline = 0.93 µs (perftest#131) with every other constant of the default preset.
   */
  hcaRxNs: number;
  /** A posted DMA write from the HCA reaching host memory, visible to a poller. Estimate: derived like mmioToDeviceNs. */
  dmaWriteToMemoryNs: number;
  /** Cable propagation per metre (~5 ns/m, physics; no primary source checked) and the length of each cable. */
  cableNsPerM: number;
  cableMetres: number;
  /** Cut-through switch port-to-port latency. Per preset, secondary pages only (not verified against a primary source). */
  switchHopNs: number;
  /** The CPU's poll loop noticing a new CQE or a changed byte (one cache miss). Estimate. */
  cpuPollNs: number;
  /**
   * The shortest interval between two messages of one QP: the send side's per-WQE pipeline slot, the message-rate
   * bound of a stream. Calibrated: ib_write_bw 2 B at 2.6365 Mpps on one QP (perftest#132). Whether the posting CPU
   * or the HCA's per-QP processing sets it is not known from the source.
   */
  wqeIntervalNs: number;
}

/** The keys, in the order the scenario panel and docs/scenario.md list them. */
export const TIMING_KEYS = [
  'cpuBuildWqeNs',
  'cpuInlineCopyNsPerByte',
  'cpuStoreNs',
  'mmioToDeviceNs',
  'dmaReadNs',
  'hcaTxNs',
  'hcaTxOverlapNs',
  'hcaRxNs',
  'dmaWriteToMemoryNs',
  'cableNsPerM',
  'cableMetres',
  'switchHopNs',
  'cpuPollNs',
  'wqeIntervalNs',
] as const satisfies readonly (keyof TimingParams)[];

/**
 * The HCA and host constants every preset shares: no public measurement tells
 * ConnectX-4, -5, -6 and -7 apart on these hops, so they are not told apart.
 * The presets differ by their PCIe generation, IB speed and switch.
 */
export const HOST_AND_HCA_TIMING = Object.freeze({
  cpuBuildWqeNs: 30,
  cpuInlineCopyNsPerByte: 0.05,
  cpuStoreNs: 5,
  mmioToDeviceNs: 200,
  dmaReadNs: 548,
  hcaTxNs: 180,
  hcaTxOverlapNs: 160,
  hcaRxNs: 96,
  dmaWriteToMemoryNs: 200,
  cableNsPerM: 5,
  cableMetres: 2,
  cpuPollNs: 60,
  wqeIntervalNs: 379,
} as const satisfies Omit<TimingParams, 'switchHopNs'>);

/**
 * Switch port-to-port latency by generation (secondary pages only, none verified; no NVIDIA datasheet value was read):
 * Switch-IB 2 (EDR) "~90 ns", Quantum (HDR) "~130 ns", Quantum-2 (NDR) "under 150 ns" (reseller page; other
 * secondary pages say ~330 ns or < 400 ns).
 */
export const SWITCH_HOP_NS = Object.freeze({ edr: 90, hdr: 130, ndr: 150 });

/** The default preset's timing (cx5-edr): the schema's defaults. */
export const DEFAULT_TIMING: Readonly<TimingParams> = Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.edr });
