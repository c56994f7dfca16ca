/**
 * The latency parameters of one transfer, in ns (cable length in m). These
 * are scenario keys (`timing.*`), so a trace is a function of its scenario
 * alone and every parameter can be edited. The values are the placeholder
 * model of fact sheet Appendix B until the calibrated presets replace them.
 */
export interface TimingParams {
  /** CPU writes the WQE into the SQ ring (cache) [estimate, unverified: Appendix B "10-50 ns"]. */
  cpuBuildWqeNs: number;
  /** CPU copies inline payload into the WQE, per byte [estimate: a cached copy, ~20 B/ns]. */
  cpuInlineCopyNsPerByte: number;
  /** One CPU store of 8 B: the doorbell record, or one store of a BlueFlame copy [estimate]. */
  cpuStoreNs: number;
  /** A posted MMIO store reaching the device: about half of a ~500 ns MMIO round trip [snabb#1013, derived]. */
  mmioToDeviceNs: number;
  /** DMA read round trip for <= 256 B [PBD medians 533-626 ns], plus per byte above 256 B. */
  dmaReadNs: number;
  dmaReadPerByteAbove256Ns: number;
  /** HCA transmit-side processing (QP context, segmentation) [remainder, to be calibrated]. */
  hcaTxNs: number;
  /** HCA receive-side processing (checks, MTT lookup) [remainder, to be calibrated]. */
  hcaRxNs: number;
  /** Posted DMA write reaching host memory [derived, ~250 ns]. */
  dmaWriteToMemoryNs: number;
  /** Cable propagation per metre [~5 ns/m, physics, unverified] and cable length. */
  cableNsPerM: number;
  cableMetres: number;
  /** Cut-through switch port-to-port latency [~90-150 ns, unverified]. */
  switchHopNs: number;
  /** CPU poll loop noticing the CQE (one cache miss) [estimate]. */
  cpuPollNs: number;
}

export const PLACEHOLDER_TIMING: Readonly<TimingParams> = Object.freeze({
  cpuBuildWqeNs: 30,
  cpuInlineCopyNsPerByte: 0.05,
  cpuStoreNs: 5,
  mmioToDeviceNs: 250,
  dmaReadNs: 550,
  dmaReadPerByteAbove256Ns: 0.3,
  hcaTxNs: 200,
  hcaRxNs: 200,
  dmaWriteToMemoryNs: 250,
  cableNsPerM: 5,
  cableMetres: 2,
  switchHopNs: 130,
  cpuPollNs: 60,
});
