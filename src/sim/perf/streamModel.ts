import { ibDataGbps } from '../fabric/ibRates';
import { ibPacketLength } from '../ib/packet';
import { barStores } from '../mlx5/barStores';
import { sendWqeDs } from '../mlx5/wqe';
import { MLX5_SEND_WQE_BB, MLX5_SEND_WQE_DS } from '../mlx5/wqeConstants';
import { pcieDataGbps, TLP_DLL_PHY_BYTES } from '../pcie/linkRates';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../pcie/tlp';
import { bufferTranslate } from '../platform/gpuMemory';
import type { Scenario } from '../scenario/types';
import { MAX_INLINE_BYTES } from '../scenario/values';
import { PCIE_TLP_SHARE } from '../timing/pcieEfficiency';
import { TransferTiming } from '../timing/transferTiming';
import { MessagePieces } from '../transfer/messagePieces';

/**
 * The stages a stream of messages on one QP passes through, each with its own
 * rate. In steady state every stage overlaps the others (perftest keeps 128
 * WRs outstanding), so the time per message is the slowest stage's.
 */
export const STREAM_STAGES = ['cpu-post', 'message-rate', 'pcie-a-down', 'pcie-a-up', 'link', 'pcie-b-up'] as const;
export type StreamStage = (typeof STREAM_STAGES)[number];

export interface StreamRate {
  messageBytes: number;
  /** What each stage needs per message, in ns. */
  stageNs: Readonly<Record<StreamStage, number>>;
  /** Time per message in steady state: the slowest stage's. */
  intervalNs: number;
  bottleneck: StreamStage;
  /** Payload bandwidth in Gb/s (10^9 bit/s, perftest's --report_gbits) and messages per µs (Mpps). */
  bandwidthGbps: number;
  messageRateMpps: number;
}

/**
 * The steady-state rate of a stream of this scenario's messages on one QP
 * (what ib_write_bw measures: many WRs outstanding, one post per WR, the link
 * never idle if the other stages keep up):
 * - cpu-post: the CPU's work per post (WQE, doorbell record, doorbell or BlueFlame stores);
 * - message-rate: the per-QP message interval (calibrated, timing.wqeIntervalNs);
 * - pcie-a-down: A's link towards the HCA: the MMIO writes, the WQE read's completion (doorbell mode) and the payload's CplDs;
 * - pcie-a-up: A's link towards memory: the read requests and the CQE;
 * - link: every packet's bytes on the IB link (headers, padding, CRCs);
 * - pcie-b-up: B's link towards memory: the payload's MWr TLPs.
 * PCIe stages count each TLP's header and 8 B of framing, sequence number and LCRC, over the share of the link the
 * DLLPs and SKPs leave (pcie-bench/pcie-model model/pcie.py).
 */
export function streamRate(s: Scenario): StreamRate {
  const t = new TransferTiming(s);
  const bytes = s.messageBytes;
  const inline = s.post === 'inline' && bytes <= MAX_INLINE_BYTES;
  const fetched = !inline && bytes > 0;
  const pcieNs = (wireBytes: number) => (wireBytes * 8) / (pcieDataGbps(s.pcie.gen, s.pcie.lanes) * PCIE_TLP_SHARE[s.pcie.gen]);

  // ib_write_bw's WQE: ctrl, raddr, then one data segment or the inline segment.
  const wqe = sendWqeDs('write', inline ? 0 : bytes, inline ? bytes : 0) * MLX5_SEND_WQE_DS;
  const doorbell = s.post === 'doorbell';
  const { bytes: mmioBytes, chunks: mmioTlps, stores } = barStores(doorbell, wqe);
  const cpuPost = t.cpuBuildWqe(inline ? bytes : 0) + t.cpuStore() + t.cpuStore() * stores;

  const barHeader = tlpHeaderBytes(s.bar0, true);
  const srcHeader = tlpHeaderBytes(bufferTranslate(s, 'A.source', s.localVa, s.localVa).dma, false);
  const dstHeader = tlpHeaderBytes(bufferTranslate(s, 'B.mr', s.remoteVa, s.remoteVa).dma, true);
  const reads = fetched ? new MessagePieces(s.localVa, bytes, s.pathMtu, s.pcie.mrrs).count : 0;
  const cpls = fetched ? new MessagePieces(s.localVa, bytes, s.pathMtu, Math.min(s.pcie.mps, s.pcie.mrrs)).count : 0;
  const writes = bytes > 0 ? new MessagePieces(s.remoteVa, bytes, s.pathMtu, s.pcie.mps).count : 0;
  const tlp = TLP_DLL_PHY_BYTES;

  const aDown =
    mmioTlps * (barHeader + tlp) +
    mmioBytes +
    (doorbell ? CPL_HEADER_BYTES + tlp + MLX5_SEND_WQE_BB : 0) +
    (fetched ? bytes + cpls * (CPL_HEADER_BYTES + tlp) : 0);
  const aUp = reads * (srcHeader + tlp) + (doorbell ? srcHeader + tlp : 0) + (s.signaled ? 16 + tlp + 64 : 0);
  const bUp = bytes + writes * (dstHeader + tlp);

  const packets = Math.max(1, Math.ceil(bytes / s.pathMtu));
  const last = bytes - (packets - 1) * s.pathMtu;
  const wire =
    packets === 1
      ? ibPacketLength(bytes, true, false)
      : ibPacketLength(s.pathMtu, true, false) +
        (packets - 2) * ibPacketLength(s.pathMtu, false, false) +
        ibPacketLength(last, false, false);

  const stageNs: Record<StreamStage, number> = {
    'cpu-post': cpuPost,
    'message-rate': t.wqeInterval(),
    'pcie-a-down': pcieNs(aDown),
    'pcie-a-up': pcieNs(aUp),
    link: (wire * 8) / ibDataGbps(s.ib.speed, s.ib.width),
    'pcie-b-up': pcieNs(bUp),
  };
  let bottleneck: StreamStage = STREAM_STAGES[0];
  for (const k of STREAM_STAGES) if (stageNs[k] > stageNs[bottleneck]) bottleneck = k;
  const intervalNs = stageNs[bottleneck];
  return {
    messageBytes: bytes,
    stageNs,
    intervalNs,
    bottleneck,
    bandwidthGbps: (bytes * 8) / intervalNs,
    messageRateMpps: 1000 / intervalNs,
  };
}
