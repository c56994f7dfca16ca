import { msg } from '../../../i18n/msg';
import { ByteWriter } from '../../bytes/byteWriter';
import type { Field } from '../../bytes/field';
import { hex, hexValue } from '../../bytes/hex';
import { sliceFields } from '../../bytes/sliceFields';
import { DOORBELL_BYTES, MMIO_STORE_BYTES, WC_CHUNK_BYTES } from '../../mlx5/barStores';
import { encodeSqDoorbellRecord } from '../../mlx5/doorbellRecord';
import { encodeIbgdaDoorbell } from '../../mlx5/ibgdaDoorbell';
import { MLX5_SEND_WQE_BB, MLX5_WQE_INDEX_MASK } from '../../mlx5/wqeConstants';
import { encodeMemWrite, tlpHeaderBytes } from '../../pcie/tlp';
import { ROOT_COMPLEX_ID } from '../../platform/addressMap';
import { GPU_REQUESTER_ID } from '../../platform/gpuMemory';
import { PROCESS_A } from '../../platform/processLayout';
import type { TransferPlan } from '../plan';
import type { Timeline } from '../timeline';
import type { Artifact, ArtifactSet } from '../types';
import { structReadArtifacts } from './dma';
import { singleArtifactSet } from './singleArtifactSet';
import { blueFlameCopy, type EncodedWqe } from './wqe';

const va = (v: bigint) => hexValue(v, 12);
// Physical and bus addresses unpadded: a 32-bit one is not given a ninth digit.
const pa = (v: bigint) => hex(v);

export function wqeArtifact(plan: TransferPlan, wqe: EncodedWqe): ArtifactSet {
  return singleArtifactSet({
    type: 'wqe',
    host: 'A',
    label: msg('artifact.wqe', { slot: PROCESS_A.wqeIndex, va: va(plan.addr.sqSlotVa), bytes: wqe.bytes.length, n: wqe.basicBlocks }),
    bytes: wqe.bytes,
    fields: wqe.fields,
    address: plan.addr.sqSlotPhys,
  });
}

/**
 * The SQ producer counter after this post: cur_post advanced by the WQE's basic blocks
 * (rdma-core providers/mlx5/qp.c, _mlx5_post_send).
 */
export function sqCounterAfter(wqe: EncodedWqe): number {
  return (PROCESS_A.wqeIndex + wqe.basicBlocks) & MLX5_WQE_INDEX_MASK;
}

export function doorbellRecordArtifact(plan: TransferPlan, wqe: EncodedWqe): ArtifactSet {
  const { bytes, fields } = encodeSqDoorbellRecord(sqCounterAfter(wqe));
  return singleArtifactSet({
    type: 'doorbell-record',
    host: 'A',
    label: msg('artifact.dbr', { va: va(plan.addr.dbrVa) }),
    bytes,
    fields,
    address: plan.addr.dbrPhys,
  });
}

/** What the CPU stores through the BAR, with its fields. */
export type BarPayload = ReturnType<ByteWriter['finish']>;

/** The CPU's stores into the UAR page: 8 bytes (doorbell) or the whole WQE in 64-B chunks (BlueFlame). */
export function mmioPayload(plan: TransferPlan, wqe: EncodedWqe): BarPayload {
  if (!plan.wqeByDma) return blueFlameCopy(wqe);
  // A GPU thread (IBGDA) stores the producer index and the QPN, not the WQE's own first bytes (ibgda_ring_db).
  if (plan.s.initiator === 'gpu') {
    const db = encodeIbgdaDoorbell(sqCounterAfter(wqe), plan.s.qpnA);
    const w = new ByteWriter(DOORBELL_BYTES);
    w.bytes('Doorbell', db.bytes, msg('field.trace.doorbellGpu'), {
      children: db.fields,
      display: `${DOORBELL_BYTES} B`,
      link: 'doorbell',
    });
    return w.finish();
  }
  const w = new ByteWriter(DOORBELL_BYTES);
  w.bytes('Doorbell', wqe.bytes.slice(0, DOORBELL_BYTES), msg('field.trace.doorbell'), {
    children: sliceFields(wqe.fields, 0, DOORBELL_BYTES),
    display: `${DOORBELL_BYTES} B`,
    link: 'doorbell',
  });
  return w.finish();
}

export interface MmioChunk {
  /** Offset of the chunk in what the CPU stores (0, 64, 128 ...). */
  offset: number;
  bytes: Uint8Array;
  fields: Field[];
}

/** What the CPU stores through the BAR, cut into the chunks that leave the core one by one. */
export function mmioChunks(mmio: BarPayload): MmioChunk[] {
  const out: MmioChunk[] = [];
  for (let offset = 0; offset < mmio.bytes.length; offset += WC_CHUNK_BYTES) {
    const end = Math.min(mmio.bytes.length, offset + WC_CHUNK_BYTES);
    out.push({ offset, bytes: mmio.bytes.slice(offset, end), fields: sliceFields(mmio.fields, offset, end, true) });
  }
  return out;
}

export function mmioArtifact(plan: TransferPlan, mmio: BarPayload, t: Timeline): ArtifactSet {
  const chunks = mmioChunks(mmio);
  const where = { va: va(plan.addr.doorbellVa), pa: pa(plan.addr.doorbell) };
  if (plan.wqeByDma) {
    return singleArtifactSet({
      type: 'mmio',
      host: 'A',
      // A GPU thread's store (IBGDA) goes through its own mapping of the UAR page (cudaHostRegister), not the process's.
      label: plan.s.initiator === 'gpu' ? msg('artifact.mmio.doorbellGpu', { pa: where.pa }) : msg('artifact.mmio.doorbell', where),
      ...mmio,
      address: plan.addr.doorbell,
      timeNs: t.mmio.start,
    });
  }
  return {
    kind: 'mmio',
    host: 'A',
    label: msg('artifact.set.bfStores', { ...where, n: chunks.length, bytes: mmio.bytes.length }),
    count: chunks.length,
    bytes: mmio.bytes.length,
    at(i) {
      const c = chunks[i];
      const address = plan.addr.doorbell + BigInt(c.offset);
      const label = msg('artifact.mmio.bfChunk', {
        i: i + 1,
        count: chunks.length,
        stores: c.bytes.length / MMIO_STORE_BYTES,
        addr: pa(address),
      });
      return { type: 'mmio', host: 'A', label, bytes: c.bytes, fields: c.fields, address, timeNs: t.storeNs(i) };
    },
  };
}

/** The posted writes the root complex sends to BAR0: one 8-B doorbell, or one MWr of at most 64 B per BlueFlame chunk. */
export function doorbellTlpArtifact(plan: TransferPlan, mmio: BarPayload, t: Timeline): ArtifactSet {
  const chunks = mmioChunks(mmio);
  const build = (i: number): Artifact => {
    const c = chunks[i];
    const address = plan.addr.doorbell + BigInt(c.offset);
    const { bytes, fields } = encodeMemWrite({
      // A GPU thread's store (IBGDA) leaves GPU A as its own peer-to-peer write; a CPU's, from the root complex.
      requesterId: plan.s.initiator === 'gpu' ? GPU_REQUESTER_ID : ROOT_COMPLEX_ID,
      tag: 0,
      address,
      data: c.bytes,
      dataMeaning: msg(plan.wqeByDma ? 'field.trace.tlpDoorbell' : 'field.trace.tlpBlueflame', { i: i + 1, count: chunks.length }),
      dataChildren: c.fields,
      addressLink: i === 0 ? 'doorbell' : undefined,
    });
    const label = msg(plan.wqeByDma ? 'artifact.tlp.doorbell' : 'artifact.tlp.bfChunk', {
      bytes: c.bytes.length,
      i: i + 1,
      count: chunks.length,
    });
    return { type: 'MWr', host: 'A', label, bytes, fields, address, timeNs: t.mmioTlpNs(i) };
  };
  if (chunks.length === 1) return singleArtifactSet(build(0));
  // A BlueFlame copy is at most a few 64-B chunks: its TLPs are cheap to size.
  const bytes = chunks.reduce((sum, c) => sum + tlpHeaderBytes(plan.addr.doorbell + BigInt(c.offset), true) + c.bytes.length, 0);
  return { kind: 'tlp', host: 'A', label: msg('artifact.set.bfTlps', { n: chunks.length }), count: chunks.length, bytes, at: build };
}

/** Doorbell mode: the HCA reads the WQE's basic block from the SQ ring. */
export function wqeFetchArtifacts(plan: TransferPlan, wqe: EncodedWqe, fetch: NonNullable<Timeline['wqeFetch']>): ArtifactSet[] {
  // Doorbell mode posts WQEs of one basic block (<= 48 B), read as the whole 64-B block.
  const at = plan.addr.sqSlotDma;
  const { read, completion } = structReadArtifacts({
    host: 'A',
    address: at,
    // IBGDA: the send queue is in GPU A's memory, and GPU A answers the read.
    ...(plan.s.initiator === 'gpu' ? { completerId: GPU_REQUESTER_ID } : {}),
    data: blueFlameCopy(wqe),
    dataMeaning: msg('field.trace.cplWqe'),
    readLabel: msg('artifact.tlp.wqeRead', { bytes: MLX5_SEND_WQE_BB, addr: pa(at) }),
    cplLabel: msg('artifact.tlp.wqeCpl'),
    readNs: fetch.start,
    cplNs: fetch.cplNs,
  });
  return [read, completion];
}
