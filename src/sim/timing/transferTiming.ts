import { ibSerializationNs } from '../fabric/ibRates';
import { ackTimeoutNs, rnrTimerNs } from '../ib/rcTimers';
import { tlpSerializationNs } from '../pcie/linkRates';
import type { Scenario } from '../scenario/types';
import type { TimingParams } from './timingParams';

/**
 * The cost of each hop of a transfer, in ns: the only place the timeline
 * reads timing from. Latency per hop is kept apart from bandwidth (the
 * serialisation of a TLP or a packet); the timeline composes them, pipelining
 * a multi-packet message. All parameters come from the scenario.
 */
export class TransferTiming {
  readonly p: TimingParams;

  constructor(readonly s: Scenario) {
    this.p = s.timing;
  }

  /** The CPU builds the WQE in the SQ ring, copying `inlineBytes` of payload into it. */
  cpuBuildWqe(inlineBytes: number): number {
    return this.p.cpuBuildWqeNs + inlineBytes * this.p.cpuInlineCopyNsPerByte;
  }

  /** One 8-B CPU store: the doorbell record, or one store of an MMIO burst. */
  cpuStore(): number {
    return this.p.cpuStoreNs;
  }

  /** A posted MMIO write from the core to the device. */
  mmioToDevice(): number {
    return this.p.mmioToDeviceNs;
  }

  /** A DMA read round trip for `bytes` (request out, first completion back). */
  dmaRead(bytes: number): number {
    return this.p.dmaReadNs + Math.max(0, bytes - 256) * this.p.dmaReadPerByteAbove256Ns;
  }

  /** Serialisation of one TLP of `tlpBytes` (header + payload) on the PCIe link. */
  pcie(tlpBytes: number): number {
    return tlpSerializationNs(tlpBytes, this.s.pcie.gen, this.s.pcie.lanes);
  }

  /** HCA send-side processing of a packet (QP context, segmentation, headers and CRCs). */
  hcaTx(): number {
    return this.p.hcaTxNs;
  }

  /** HCA receive-side processing: the checks, then the MTT lookup and building the writes. */
  hcaRxCheck(): number {
    return this.p.hcaRxNs * RX_CHECK_SHARE;
  }

  hcaRxTranslate(): number {
    return this.p.hcaRxNs * (1 - RX_CHECK_SHARE);
  }

  hcaRx(): number {
    return this.p.hcaRxNs;
  }

  /** Serialisation of `wireBytes` on the IB link. */
  ib(wireBytes: number): number {
    return ibSerializationNs(wireBytes, this.s.ib.speed, this.s.ib.width);
  }

  cable(): number {
    return this.p.cableNsPerM * this.p.cableMetres;
  }

  /** A cut-through switch, port to port. */
  switchHop(): number {
    return this.p.switchHopNs;
  }

  /** One-way fabric latency of the first bit: cables plus cut-through switches. */
  fabricLatency(): number {
    return this.cable() * (this.s.ib.switchHops + 1) + this.switchHop() * this.s.ib.switchHops;
  }

  /** A posted DMA write from the HCA reaching host memory. */
  dmaWriteToMemory(): number {
    return this.p.dmaWriteToMemoryNs;
  }

  /** The requester's local ACK timeout, nominal: 4.096 µs × 2^timeout (hardware may stretch it). */
  ackTimeout(): number {
    return ackTimeoutNs(this.s.ackTimeout);
  }

  /** How long a requester waits after an RNR NAK: the timer code the responder sent (its min_rnr_timer). */
  rnrWait(): number {
    return rnrTimerNs(this.s.minRnrTimer);
  }

  /** The CPU's poll loop noticing a new CQE. */
  cpuPoll(): number {
    return this.p.cpuPollNs;
  }
}

/** The responder's processing splits in two: the checks (first half), then the MTT lookup and write building (second half). */
export const RX_CHECK_SHARE = 0.5;
