import { type Msg, msg } from '../../../i18n/msg';
import { ByteWriter } from '../../bytes/byteWriter';
import type { Field, LinkKey } from '../../bytes/field';
import { hex, hexValue } from '../../bytes/hex';
import { CPL_HEADER_BYTES, encodeCompletionWithData, encodeMemRead, encodeMemWrite, tlpHeaderBytes } from '../../pcie/tlp';
import { HCA_REQUESTER_ID, ROOT_COMPLEX_ID } from '../../platform/addressMap';
import { bufferInGpu, bufferTranslate, GPU_PAGE, GPU_REQUESTER_ID } from '../../platform/gpuMemory';
import type { MessagePieces } from '../../transfer/messagePieces';
import { payloadSlice } from '../../transfer/payload';
import type { PieceWindow, StreamTiming } from '../exchange/streamTiming';
import type { PayloadFetch, TransferPlan } from '../plan';
import type { ArtifactSet, HostId } from '../types';
import { singleArtifactSet } from './singleArtifactSet';

/**
 * A host's registered buffer as its HCA reaches it by DMA: A's buffer (the
 * source of a WRITE or SEND, the destination of a READ) or B's (the other way
 * round).
 */
export interface DmaBuffer {
  host: HostId;
  region: 'A.source' | 'B.mr';
  va: bigint;
  link: LinkKey;
  /** In the GPU's memory (GPUDirect RDMA): its TLPs go to the GPU's BAR1, and the GPU answers the reads. */
  gpu: boolean;
}

export function bufferOf(plan: TransferPlan, host: HostId): DmaBuffer {
  return host === 'A'
    ? { host, region: 'A.source', va: plan.s.localVa, link: 'localVa', gpu: bufferInGpu(plan.s, host) }
    : { host, region: 'B.mr', va: plan.s.remoteVa, link: 'remoteVa', gpu: bufferInGpu(plan.s, host) };
}

/** Where message byte `off` is in the buffer: its VA, the address the HCA puts in a TLP, the physical address. */
export function bufferAddress(plan: TransferPlan, b: DmaBuffer, off: number) {
  const va = b.va + BigInt(off);
  return { va, ...bufferTranslate(plan.s, b.region, b.va, va) };
}

/** Payload bytes of the pieces in `win`: they are contiguous in the message. */
function windowBytes(pieces: MessagePieces, win: PieceWindow): number {
  if (win.count === 0) return 0;
  const last = pieces.piece(win.first + win.count - 1);
  return last.messageOffset + last.length - pieces.piece(win.first).messageOffset;
}

/** The header size of the TLPs a run of pieces travels in, from its first piece's bus address. */
function headerOf(plan: TransferPlan, b: DmaBuffer, pieces: MessagePieces, win: PieceWindow, withData: boolean): number {
  return win.count === 0 ? 0 : tlpHeaderBytes(bufferAddress(plan, b, pieces.piece(win.first).messageOffset).dma, withData);
}

/** Tags 1..255 cycle over the outstanding payload reads (tag 0 fetched the WQE). */
const readTag = (i: number) => 1 + (i % 255);

/** The HCA's Memory Reads of the payload: the pieces in `win` (a round may read only part of the message). */
export function dmaReadSet(plan: TransferPlan, b: DmaBuffer, fetch: PayloadFetch, win: PieceWindow, st: StreamTiming): ArtifactSet {
  const { reads } = fetch;
  return {
    kind: 'tlp',
    host: b.host,
    label: msg('artifact.set.payloadReads', { n: win.count, mrrs: plan.s.pcie.mrrs, host: b.host }),
    count: win.count,
    bytes: win.count * headerOf(plan, b, reads, win, false),
    at(j) {
      const i = win.first + j;
      const p = reads.piece(i);
      const address = bufferAddress(plan, b, p.messageOffset).dma;
      const { bytes, fields } = encodeMemRead({
        requesterId: HCA_REQUESTER_ID,
        tag: readTag(i),
        address,
        length: p.length,
        addressLink: i === 0 ? b.link : undefined,
      });
      const label = msg('artifact.tlp.payloadRead', {
        i: i + 1,
        count: reads.count,
        bytes: p.length,
        from: p.messageOffset,
        to: p.messageOffset + p.length - 1,
      });
      return { type: 'MRd', host: b.host, label, bytes, fields, address, timeNs: st.readNs(i) };
    },
  };
}

/** The root complex's Completions with the payload, answering those reads (the GPU's, from GPU memory). */
export function dmaCompletionSet(plan: TransferPlan, b: DmaBuffer, fetch: PayloadFetch, win: PieceWindow, st: StreamTiming): ArtifactSet {
  const { reads, completions } = fetch;
  return {
    kind: 'tlp',
    host: b.host,
    label: b.gpu
      ? msg('artifact.set.payloadCompletionsGpu', { n: win.count, mps: plan.s.pcie.mps, host: b.host })
      : msg('artifact.set.payloadCompletions', { n: win.count, mps: plan.s.pcie.mps }),
    count: win.count,
    bytes: win.count * CPL_HEADER_BYTES + windowBytes(completions, win),
    at(j) {
      const i = win.first + j;
      const c = completions.piece(i);
      // The read this completion answers: the read piece containing its first byte.
      const readIndex = findPiece(reads, c.messageOffset);
      const read = reads.piece(readIndex);
      const address = bufferAddress(plan, b, c.messageOffset).dma;
      const { bytes, fields } = encodeCompletionWithData({
        completerId: b.gpu ? GPU_REQUESTER_ID : ROOT_COMPLEX_ID,
        requesterId: HCA_REQUESTER_ID,
        tag: readTag(readIndex),
        byteCount: read.messageOffset + read.length - c.messageOffset,
        address,
        data: payloadSlice(plan.s, c.messageOffset, c.length, plan.pattern),
        dataMeaning: msg(b.gpu ? 'field.trace.cplPayloadGpu' : 'field.trace.cplPayload', {
          from: c.messageOffset,
          to: c.messageOffset + c.length - 1,
          host: b.host,
        }),
      });
      const label = msg('artifact.tlp.payloadCpl', { i: i + 1, count: completions.count, bytes: c.length, read: readIndex + 1 });
      return { type: 'CplD', host: b.host, label, bytes, fields, address, timeNs: st.cplNs(i) };
    },
  };
}

/** Index of the piece that contains message offset `off` (binary search over pieces). */
function findPiece(pieces: MessagePieces, off: number): number {
  let lo = 0;
  let hi = pieces.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (pieces.piece(mid).messageOffset <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The receiving HCA's Memory Writes into its host's buffer: as built in the HCA, or as they cross its link. */
export function dmaWriteSet(
  plan: TransferPlan,
  b: DmaBuffer,
  writes: MessagePieces,
  win: PieceWindow,
  st: StreamTiming,
  at: 'built' | 'crossing',
): ArtifactSet {
  return {
    kind: 'tlp',
    host: b.host,
    label: msg(at === 'built' ? 'artifact.set.writesBuilt' : 'artifact.set.writesCrossing', { n: win.count, host: b.host }),
    count: win.count,
    bytes: win.count * headerOf(plan, b, writes, win, true) + windowBytes(writes, win),
    at(j) {
      const i = win.first + j;
      const p = writes.piece(i);
      const a = bufferAddress(plan, b, p.messageOffset);
      const { bytes, fields } = encodeMemWrite({
        requesterId: HCA_REQUESTER_ID,
        tag: 0,
        address: a.dma,
        data: payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        dataMeaning: msg('field.trace.remoteWrite', { from: p.messageOffset, to: p.messageOffset + p.length - 1, va: hexValue(a.va, 12) }),
        dataLink: 'payload',
        addressLink: i === 0 ? b.link : undefined,
      });
      const label = msg('artifact.tlp.remoteWrite', {
        i: i + 1,
        count: writes.count,
        bytes: p.length,
        addr: hex(a.dma),
        packet: p.packet + 1,
      });
      const timeNs = at === 'built' ? st.writeBuiltNs(p.packet) : st.writeSentNs(p.packet);
      return { type: 'MWr', host: b.host, label, bytes, fields, address: a.dma, timeNs };
    },
  };
}

/** The same writes as the memory controller puts them into the buffer's physical pages. */
export function memoryWriteSet(plan: TransferPlan, b: DmaBuffer, writes: MessagePieces, win: PieceWindow, st: StreamTiming): ArtifactSet {
  return {
    kind: 'memory-write',
    host: b.host,
    label: msg(b.gpu ? 'artifact.set.memoryWritesGpu' : 'artifact.set.memoryWrites', { n: win.count, host: b.host }),
    count: win.count,
    bytes: windowBytes(writes, win),
    at(j) {
      const p = writes.piece(win.first + j);
      const a = bufferAddress(plan, b, p.messageOffset);
      const w = new ByteWriter(p.length);
      w.bytes(
        'Data',
        payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        msg(b.gpu ? 'field.trace.landedGpu' : 'field.trace.landed', {
          from: p.messageOffset,
          to: p.messageOffset + p.length - 1,
          page: hex(a.phys & (b.gpu ? ~BigInt(GPU_PAGE - 1) : ~0xfffn)),
          index: a.pageIndex,
          va: hexValue(a.va, 12),
          ...(b.gpu ? { host: b.host } : {}),
        }),
        { link: 'payload' },
      );
      const { bytes, fields } = w.finish();
      return {
        type: 'memory-write',
        host: b.host,
        label: b.gpu
          ? msg('artifact.landedGpu', { bytes: p.length, addr: hex(a.phys), host: b.host })
          : msg('artifact.landed', { bytes: p.length, addr: hex(a.phys) }),
        bytes,
        fields,
        address: a.phys,
        timeNs: st.landNs(p.packet),
      };
    },
  };
}

/** One small structure an HCA reads by DMA (a WQE, a receive WQE): its request and the completion that returns it. */
export interface StructRead {
  host: HostId;
  address: bigint;
  data: { bytes: Uint8Array; fields: Field[] };
  dataMeaning: Msg;
  readLabel: Msg;
  cplLabel: Msg;
  readNs: number;
  cplNs: number;
  /** Who answers the read: the root complex (host memory), or a GPU (a structure in its memory). */
  completerId?: number;
}

export function structReadArtifacts(r: StructRead): { read: ArtifactSet; completion: ArtifactSet } {
  const length = r.data.bytes.length;
  const mrd = encodeMemRead({ requesterId: HCA_REQUESTER_ID, tag: 0, address: r.address, length });
  const cpl = encodeCompletionWithData({
    completerId: r.completerId ?? ROOT_COMPLEX_ID,
    requesterId: HCA_REQUESTER_ID,
    tag: 0,
    byteCount: length,
    address: r.address,
    data: r.data.bytes,
    dataMeaning: r.dataMeaning,
    dataChildren: r.data.fields,
  });
  const at = { host: r.host, address: r.address };
  return {
    read: singleArtifactSet({ type: 'MRd', ...at, label: r.readLabel, bytes: mrd.bytes, fields: mrd.fields, timeNs: r.readNs }),
    completion: singleArtifactSet({ type: 'CplD', ...at, label: r.cplLabel, bytes: cpl.bytes, fields: cpl.fields, timeNs: r.cplNs }),
  };
}
