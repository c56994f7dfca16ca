import { ibSerializationNs } from '../fabric/ibRates';
import { ackTimeoutNs, rnrTimerNs } from '../ib/rcTimers';
import { DOORBELL_BYTES, WC_CHUNK_BYTES } from '../mlx5/barStores';
import { tlpSerializationNs } from '../pcie/linkRates';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../pcie/tlp';
import { bufferTranslate } from '../platform/gpuMemory';
import type { Scenario } from '../scenario/types';
import { PCIE_TLP_SHARE } from './pcieEfficiency';
import type { TimingParams } from './timingParams';

/**
 * The cost of each hop of a transfer, in ns: the only place the timeline
 * reads timing from. Latency per hop (a fixed cost from the parameters) is
 * kept apart from bandwidth (the serialisation of a TLP or a packet, computed
 * from the link's generation, width, encoding and per-TLP or per-packet
 * overhead); the timeline composes them, pipelining a multi-packet message.
 * All parameters come from the scenario (src/sim/timing/timingParams.ts says
 * which are cited, estimated or calibrated).
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

  /**
   * The last TLP of the post, header included: the 8-B doorbell MWr, or one 64-B write-combined chunk of a BlueFlame
   * copy (mlx5_bf_copy writes whole 64-B chunks: rdma-core providers/mlx5/qp.c). A BAR below 4 GiB takes 3-DW headers
   * (PCI Express Base Specification §2.2.4.1).
   */
  mmioTlpBytes(): number {
    return tlpHeaderBytes(this.s.bar0, true) + (this.s.post === 'doorbell' ? DOORBELL_BYTES : WC_CHUNK_BYTES);
  }

  /** A posted MMIO write from the core to the device: the fixed crossing plus its TLP on A's link. */
  mmioToDevice(): number {
    return this.p.mmioToDeviceNs + this.pcie(this.mmioTlpBytes());
  }

  /**
   * Data bytes per completion: a read is answered in CplDs of at most min(MPS, MRRS) (pcie-bench/pcie-model
   * model/pcie.py; PCI Express Base Specification, ch. 2).
   */
  completionDataBytes(): number {
    return Math.min(this.s.pcie.mps, this.s.pcie.mrrs);
  }

  /** A's link time for the completions carrying `bytes` (each CplD: 3-DW header + DW-padded data). */
  completionsNs(bytes: number): number {
    if (bytes <= 0) return 0;
    const size = this.completionDataBytes();
    const full = Math.floor(bytes / size);
    const rest = bytes - full * size;
    const dw = (n: number) => Math.ceil(n / 4) * 4;
    return full * this.pcie(CPL_HEADER_BYTES + size) + (rest > 0 ? this.pcie(CPL_HEADER_BYTES + dw(rest)) : 0);
  }

  /**
   * The most a full packet of `mtu` bytes adds to the completions' link time: exactly its own completions when
   * completions are at most a packet long; one completion of its own size when they are longer (a packet's share
   * of a longer completion never costs more).
   */
  completionsPerPacketNs(mtu: number): number {
    return mtu >= this.completionDataBytes() ? this.completionsNs(mtu) : this.pcie(CPL_HEADER_BYTES + mtu);
  }

  /** A DMA read round trip for `bytes`: the fixed round trip, then its completions' data streaming on A's link. */
  dmaRead(bytes: number): number {
    return this.p.dmaReadNs + this.completionsNs(bytes);
  }

  /**
   * Link time of one TLP of `tlpBytes` (header + payload) in a stream: (TLP + 8 B framing, sequence number and LCRC)
   * × 8 / data rate (PCI Express Base Specification §4.2.2.3), over the share of the link that Ack/UpdateFC DLLPs and
   * SKPs leave (pcie-bench/pcie-model model/pcie.py).
   */
  pcie(tlpBytes: number): number {
    return tlpSerializationNs(tlpBytes, this.s.pcie.gen, this.s.pcie.lanes) / PCIE_TLP_SHARE[this.s.pcie.gen];
  }

  /**
   * Does the sending HCA read the payload by DMA? HCA A for a WRITE, WRITE with immediate or SEND that is not
   * inline; HCA B for a READ's responses. Never for an empty message. The same rule as the plan's fetches.
   */
  payloadByDma(): boolean {
    return this.s.messageBytes > 0 && (this.s.op === 'read' || this.s.post !== 'inline');
  }

  /** The send-side work done while a payload read is in flight (never more than the work or the read). */
  hcaTxOverlap(fetched = this.payloadByDma()): number {
    return fetched ? Math.min(this.p.hcaTxOverlapNs, this.p.hcaTxNs, this.p.dmaReadNs) : 0;
  }

  /**
   * HCA send-side processing of a packet once its data is there (QP context, segmentation, headers and CRCs). The
   * timeline starts it when the payload has arrived, so the part already done during the read is left out;
   * `fetched` says whether this run's sender read its payload (a READ's request reads nothing).
   */
  hcaTx(fetched = this.payloadByDma()): number {
    return this.p.hcaTxNs - this.hcaTxOverlap(fetched);
  }

  /** HCA receive-side processing: the checks (first half), then the MTT lookup and building the writes. */
  hcaRxCheck(): number {
    return this.p.hcaRxNs * RX_CHECK_SHARE;
  }

  hcaRxTranslate(): number {
    return this.p.hcaRxNs * (1 - RX_CHECK_SHARE);
  }

  hcaRx(): number {
    return this.p.hcaRxNs;
  }

  /**
   * Serialisation of `wireBytes` on the IB link: per-lane data rate (after encoding) × width
   * (rdma-core libibverbs/examples/devinfo.c; Open MPI common_verbs_port.c).
   */
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

  /**
   * B's link time for the MWr TLPs carrying `bytes` (at most MPS each; 4-DW headers above 4 GiB). Not yet composed
   * by the timeline (B's last packet's writes would add it to the one-way latency); the stream model uses it.
   */
  pcieWriteNs(bytes: number, region: 'B.mr' | 'A.source' = 'B.mr'): number {
    if (bytes <= 0) return 0;
    const va = region === 'B.mr' ? this.s.remoteVa : this.s.localVa;
    const header = tlpHeaderBytes(bufferTranslate(this.s, region, va, va).dma, true);
    const size = this.s.pcie.mps;
    const full = Math.floor(bytes / size);
    const rest = bytes - full * size;
    return full * this.pcie(header + size) + (rest > 0 ? this.pcie(header + Math.ceil(rest / 4) * 4) : 0);
  }

  /** The CPU's poll loop noticing a new CQE (or a changed byte in its buffer). */
  cpuPoll(): number {
    return this.p.cpuPollNs;
  }

  /** The shortest interval between two messages of one QP (the message-rate bound of a stream). */
  wqeInterval(): number {
    return this.p.wqeIntervalNs;
  }
}

/** The responder's processing splits in two: the checks (first half), then the MTT lookup and write building (second half). */
export const RX_CHECK_SHARE = 0.5;
