import { RC_OP, readResponseOpcodeFor, requestOpcodeFor } from '../ib/opcodes';
import { type BarStores, barStores } from '../mlx5/barStores';
import { CQE_BYTES } from '../mlx5/cqeLayout';
import { recvWqeStride } from '../mlx5/recvWqe';
import { bfRegisterAddress } from '../mlx5/uar';
import { sendWqeDs } from '../mlx5/wqe';
import { MLX5_SEND_WQE_BB, MLX5_SEND_WQE_DS } from '../mlx5/wqeConstants';
import { UAR_INDEX } from '../platform/addressMap';
import { gpuRingTranslate } from '../platform/gpuMemory';
import { translate } from '../platform/pageMap';
import { PROCESS_A, SQ_DBR_OFFSET } from '../platform/processLayout';
import type { Scenario } from '../scenario/types';
import { TransferTiming } from '../timing/transferTiming';
import { MessagePieces } from '../transfer/messagePieces';
import { payloadPattern } from '../transfer/payload';
import { type ExchangePlan, planExchange } from './exchange/exchangePlan';
import { packetWireBytes } from './exchange/wireSize';
import { type ResponderState, responderStateFor } from './responder/responderState';

/** B's receive queue takes one scatter entry per WQE (max_recv_sge 1): its slot is one 16-B data segment. */
export const RECV_MAX_SGE = 1;
export const RECV_WQE_BYTES = recvWqeStride(RECV_MAX_SGE);
export { CQE_BYTES };

/** A's payload DMA: the reads, and the completions that answer them. */
export interface PayloadFetch {
  /** MRd <= MRRS, split at packet boundaries. */
  reads: MessagePieces;
  /** CplD <= min(MPS, MRRS), ending at aligned addresses. */
  completions: MessagePieces;
}

/**
 * Everything derived from the scenario before any step is built: how the
 * message splits into packets and TLPs, where everything lives, and B's
 * responder state. Computed once per scenario; nothing here grows with the
 * message size.
 */
export interface TransferPlan {
  s: Scenario;
  timing: TransferTiming;
  pattern: Uint8Array | null;
  packets: number;
  /** The protocol: rounds of transmission, what each executes and answers, and the outcome. */
  exchange: ExchangePlan;
  /** Opcode of data packet k: A's request packets (write-like) or B's READ responses. */
  dataOpcode(k: number): number;
  /** Does the first data packet carry a RETH (RDMA WRITE, WRITE with immediate)? */
  hasReth: boolean;
  /** Bytes on the link: data packet k, a full middle packet, an ACK or NAK, a READ request. */
  wire: { data(k: number): number; full: number; ack: number; readRequest: number };
  /** Message pieces per IB packet (index = packet). */
  packetPieces: MessagePieces;
  /** A's payload DMA; null when no payload is read (inline data or a zero-length write). */
  payloadFetch: PayloadFetch | null;
  /** B's DMA writes: MWr <= MPS, never crossing 4 KiB; null for a zero-length message or a READ. */
  remoteWrites: MessagePieces | null;
  /** READ: B's DMA reads of its buffer, and A's writes of the responses into its own; null otherwise. */
  responderFetch: PayloadFetch | null;
  localWrites: MessagePieces | null;
  /** Does the HCA read the WQE by DMA (doorbell mode) or receive it through the BAR (BlueFlame/inline)? */
  wqeByDma: boolean;
  payloadInline: boolean;
  /** The send WQE's size in bytes (ds x 16), known before it is encoded. */
  wqeBytes: number;
  /** What the CPU stores through the BAR: one 8-B doorbell or the BlueFlame copy, in 64-B chunks. */
  barStores: BarStores;
  /** What HCA B holds for this connection: its QP and the MR the write targets. */
  responder: ResponderState;
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

const fetchOf = (va: bigint, s: Scenario): PayloadFetch => ({
  reads: new MessagePieces(va, s.messageBytes, s.pathMtu, s.pcie.mrrs),
  completions: new MessagePieces(va, s.messageBytes, s.pathMtu, Math.min(s.pcie.mps, s.pcie.mrrs)),
});

export function makePlan(s: Scenario): TransferPlan {
  const packetPieces = new MessagePieces(s.remoteVa, s.messageBytes, s.pathMtu, s.pathMtu);
  const read = s.op === 'read';
  const hasBytes = s.messageBytes > 0;
  const fetches = !read && s.post !== 'inline' && hasBytes;
  const responder = responderStateFor(s);
  const exchange = planExchange(s, responder);
  const n = exchange.packets;
  const dataOpcode = (k: number) => (read ? readResponseOpcodeFor(k, n) : requestOpcodeFor(s.op, k, n));
  const sqSlotVa = PROCESS_A.sqVa + BigInt(PROCESS_A.wqeIndex * MLX5_SEND_WQE_BB);
  const cqSlotVa = PROCESS_A.cqVa + BigInt(PROCESS_A.cqIndex * CQE_BYTES);
  const dbrVa = PROCESS_A.dbrVa + BigInt(SQ_DBR_OFFSET);
  // GPU-initiated (IBGDA): the rings and the doorbell record are in GPU A's memory, reached through its BAR1.
  const ring = (pool: 'A.sq' | 'A.cq' | 'A.dbr', base: bigint, va: bigint) =>
    s.initiator === 'gpu' ? gpuRingTranslate(pool, base, va) : translate(pool, base, va, s.iommu);
  const sq = ring('A.sq', PROCESS_A.sqVa, sqSlotVa);
  const cq = ring('A.cq', PROCESS_A.cqVa, cqSlotVa);
  const dbr = ring('A.dbr', PROCESS_A.dbrVa, dbrVa);
  // IBV_SEND_INLINE with no bytes puts no inline segment in the WQE (libmlx5 set_data_inl_seg): nothing is inline.
  const payloadInline = s.post === 'inline' && hasBytes;
  const wqeBytes = sendWqeDs(s.op, payloadInline ? 0 : s.messageBytes, payloadInline ? s.messageBytes : 0) * MLX5_SEND_WQE_DS;
  const wqeByDma = s.post === 'doorbell';
  return {
    s,
    timing: new TransferTiming(s),
    pattern: payloadPattern(s),
    packets: n,
    exchange,
    dataOpcode,
    hasReth: s.op === 'write' || s.op === 'write-imm',
    wire: {
      data: (k) => packetWireBytes(s, dataOpcode(k), packetPieces.packetLength(k)),
      full: packetWireBytes(s, RC_OP.RDMA_WRITE_MIDDLE, s.pathMtu),
      ack: packetWireBytes(s, RC_OP.ACKNOWLEDGE, 0),
      readRequest: packetWireBytes(s, RC_OP.RDMA_READ_REQUEST, 0),
    },
    packetPieces,
    payloadFetch: fetches ? fetchOf(s.localVa, s) : null,
    remoteWrites: !read && hasBytes ? new MessagePieces(s.remoteVa, s.messageBytes, s.pathMtu, s.pcie.mps) : null,
    responderFetch: read && hasBytes ? fetchOf(s.remoteVa, s) : null,
    localWrites: read && hasBytes ? new MessagePieces(s.localVa, s.messageBytes, s.pathMtu, s.pcie.mps) : null,
    wqeByDma,
    payloadInline,
    wqeBytes,
    barStores: barStores(wqeByDma, wqeBytes),
    responder,
    addr: {
      doorbell: bfRegisterAddress(s.bar0, UAR_INDEX, 0, 0),
      doorbellVa: PROCESS_A.uarVa + 0x800n,
      sqSlotVa,
      sqSlotDma: sq.dma,
      sqSlotPhys: sq.phys,
      cqSlotVa,
      cqSlotDma: cq.dma,
      cqSlotPhys: cq.phys,
      dbrVa,
      dbrPhys: dbr.phys,
    },
  };
}
