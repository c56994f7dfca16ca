import type { Scenario } from '../scenario/types';
import { MessagePieces } from '../transfer/messagePieces';
import { PROCESS_A, SQ_DBR_OFFSET } from '../platform/processLayout';
import { translate } from '../platform/pageMap';
import { UAR_INDEX } from '../platform/addressMap';
import { bfRegisterAddress } from '../mlx5/uar';
import { TransferTiming, type TimingParams } from '../timing/timingModel';
import { payloadPattern } from '../transfer/payload';

/** The basic block the WQE occupies (MLX5_SEND_WQE_BB) [RC-mlx5 mlx5dv.h]. */
export const WQE_BB = 64;
/** CQE size [RC-mlx5 mlx5dv.h]. */
export const CQE_BYTES = 64;

/**
 * Everything derived from the scenario before any step is built: how the
 * message splits into packets and TLPs, and where everything lives. Computed
 * once per scenario; nothing here grows with the message size.
 */
export interface TransferPlan {
  s: Scenario;
  timing: TransferTiming;
  pattern: Uint8Array | null;
  packets: number;
  /** Message pieces per IB packet (index = packet). */
  packetPieces: MessagePieces;
  /** A's payload DMA reads: MRd <= MRRS, split at packet boundaries; null when no payload is read. */
  payloadReads: MessagePieces | null;
  /** The completions answering them: CplD <= MPS, ending at MPS-aligned addresses. */
  payloadCompletions: MessagePieces | null;
  /** B's DMA writes: MWr <= MPS, never crossing 4 KiB. */
  remoteWrites: MessagePieces | null;
  /** Does the HCA read the WQE by DMA (doorbell mode) or receive it through the BAR (BlueFlame/inline)? */
  wqeByDma: boolean;
  payloadInline: boolean;
  addr: {
    /** Host-physical address of the BlueFlame register the CPU stores to (doorbell or WQE). */
    doorbell: bigint;
    /** Its virtual address in A's process (the mmapped UAR page + 0x800). */
    doorbellVa: bigint;
    sqSlotVa: bigint;
    sqSlotDma: bigint;
    sqSlotPhys: bigint;
    cqSlotVa: bigint;
    cqSlotDma: bigint;
    cqSlotPhys: bigint;
    dbrVa: bigint;
    dbrPhys: bigint;
  };
}

export function makePlan(s: Scenario, timing?: TimingParams): TransferPlan {
  const packetPieces = new MessagePieces(s.remoteVa, s.messageBytes, s.pathMtu, s.pathMtu);
  const fetches = s.post !== 'inline' && s.messageBytes > 0;
  const sq = translate('A.sq', PROCESS_A.sqVa, PROCESS_A.sqVa + BigInt(PROCESS_A.wqeIndex * WQE_BB), s.iommu);
  const cq = translate('A.cq', PROCESS_A.cqVa, PROCESS_A.cqVa + BigInt(PROCESS_A.cqIndex * CQE_BYTES), s.iommu);
  const dbr = translate('A.dbr', PROCESS_A.dbrVa, PROCESS_A.dbrVa + BigInt(SQ_DBR_OFFSET), s.iommu);
  return {
    s,
    timing: new TransferTiming(s, timing),
    pattern: payloadPattern(s),
    packets: packetPieces.packets,
    packetPieces,
    payloadReads: fetches ? new MessagePieces(s.localVa, s.messageBytes, s.pathMtu, s.pcie.mrrs) : null,
    payloadCompletions: fetches ? new MessagePieces(s.localVa, s.messageBytes, s.pathMtu, Math.min(s.pcie.mps, s.pcie.mrrs)) : null,
    remoteWrites: s.messageBytes > 0 ? new MessagePieces(s.remoteVa, s.messageBytes, s.pathMtu, s.pcie.mps) : null,
    wqeByDma: s.post === 'doorbell',
    payloadInline: s.post === 'inline',
    addr: {
      doorbell: bfRegisterAddress(s.bar0, UAR_INDEX, 0, 0),
      doorbellVa: PROCESS_A.uarVa + 0x800n,
      sqSlotVa: PROCESS_A.sqVa + BigInt(PROCESS_A.wqeIndex * WQE_BB),
      sqSlotDma: sq.dma,
      sqSlotPhys: sq.phys,
      cqSlotVa: PROCESS_A.cqVa + BigInt(PROCESS_A.cqIndex * CQE_BYTES),
      cqSlotDma: cq.dma,
      cqSlotPhys: cq.phys,
      dbrVa: PROCESS_A.dbrVa + BigInt(SQ_DBR_OFFSET),
      dbrPhys: dbr.phys,
    },
  };
}
