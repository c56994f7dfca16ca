import type { Scenario } from '../scenario/types';
import { ibSerializationNs } from '../fabric/ibRates';
import { tlpSerializationNs } from '../pcie/linkRates';

/**
 * The latency parameters of one transfer, in ns. This is the placeholder model
 * (fact sheet Appendix B); the calibrated model replaces `PLACEHOLDER_TIMING`
 * with per-HCA-generation presets without changing any caller.
 */
export interface TimingParams {
  /** CPU writes the WQE into the SQ ring (cache) [estimate, unverified]. */
  cpuBuildWqeNs: number;
  /** CPU updates the doorbell record (one cached store) [estimate]. */
  cpuDbrNs: number;
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

export const PLACEHOLDER_TIMING: TimingParams = Object.freeze({
  cpuBuildWqeNs: 30,
  cpuDbrNs: 5,
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

/** Derived timings for one scenario: what the trace builder asks for. */
export class TransferTiming {
  constructor(
    readonly s: Scenario,
    readonly p: TimingParams = PLACEHOLDER_TIMING,
  ) {}

  dmaRead(bytes: number): number {
    return this.p.dmaReadNs + Math.max(0, bytes - 256) * this.p.dmaReadPerByteAbove256Ns;
  }

  pcie(tlpBytes: number): number {
    return tlpSerializationNs(tlpBytes, this.s.pcie.gen, this.s.pcie.lanes);
  }

  ib(wireBytes: number): number {
    return ibSerializationNs(wireBytes, this.s.ib.speed, this.s.ib.width);
  }

  cable(): number {
    return this.p.cableNsPerM * this.p.cableMetres;
  }

  /** One-way fabric latency of the first bit: cables plus cut-through switches. */
  fabricLatency(): number {
    return this.cable() * (this.s.ib.switchHops + 1) + this.p.switchHopNs * this.s.ib.switchHops;
  }
}
