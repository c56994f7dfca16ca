import { ByteWriter } from '../../bytes/byteWriter';
import { sliceFields } from '../../bytes/sliceFields';
import { hexValue } from '../../bytes/hex';
import { encodeSqDoorbellRecord } from '../../mlx5/doorbellRecord';
import { encodeRequesterCqe } from '../../mlx5/cqe';
import { encodeMemRead, encodeMemWrite, encodeCompletionWithData } from '../../pcie/tlp';
import { HCA_REQUESTER_ID, ROOT_COMPLEX_ID } from '../../platform/addressMap';
import { PROCESS_A } from '../../platform/processLayout';
import { translate } from '../../platform/pageMap';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';
import { WQE_BB } from '../plan';
import type { Artifact, ArtifactSet } from '../types';
import type { Timeline } from '../timeline';
import { blueFlameBytes, type EncodedWqe } from './wqe';

const one = (a: Artifact): ArtifactSet => ({ kind: a.kind, host: a.host, label: a.label, count: 1, at: () => a });

export function wqeArtifact(plan: TransferPlan, wqe: EncodedWqe): ArtifactSet {
  return one({
    kind: 'wqe',
    host: 'A',
    label: `WQE in SQ slot ${PROCESS_A.wqeIndex} (VA ${hexValue(plan.addr.sqSlotVa, 12)}): ${wqe.bytes.length} B, ${wqe.basicBlocks} basic block${wqe.basicBlocks > 1 ? 's' : ''}`,
    bytes: wqe.bytes,
    fields: wqe.fields,
    address: plan.addr.sqSlotPhys,
  });
}

/** The SQ producer counter after this post: cur_post advanced by the WQE's basic blocks. */
export function sqCounterAfter(wqe: EncodedWqe): number {
  return (PROCESS_A.wqeIndex + wqe.basicBlocks) & 0xffff;
}

export function doorbellRecordArtifact(plan: TransferPlan, wqe: EncodedWqe): ArtifactSet {
  const { bytes, fields } = encodeSqDoorbellRecord(sqCounterAfter(wqe));
  return one({
    kind: 'doorbell-record',
    host: 'A',
    label: `SQ doorbell record dbrec[1] (VA ${hexValue(plan.addr.dbrVa, 12)})`,
    bytes,
    fields,
    address: plan.addr.dbrPhys,
  });
}

/** The CPU's stores into the UAR page: 8 bytes (doorbell) or the whole WQE in 64-B chunks (BlueFlame). */
export function mmioPayload(
  plan: TransferPlan,
  wqe: EncodedWqe,
): { bytes: Uint8Array; fields: ReturnType<ByteWriter['finish']>['fields'] } {
  if (plan.wqeByDma) {
    const w = new ByteWriter(8);
    w.bytes(
      'Doorbell',
      wqe.bytes.slice(0, 8),
      'bytes 0-7 of the WQE control segment (opmod_idx_opcode, qpn_ds): they tell the HCA which QP rang and the index and size of the WQE to fetch',
      {
        children: sliceFields(wqe.fields, 0, 8),
        display: '8 B',
        link: 'doorbell',
      },
    );
    return w.finish();
  }
  return blueFlameBytes(wqe);
}

export function mmioArtifact(plan: TransferPlan, wqe: EncodedWqe, t: Timeline): ArtifactSet {
  const { bytes, fields } = mmioPayload(plan, wqe);
  const what = plan.wqeByDma
    ? '8-B doorbell store (mmio_write64_be)'
    : `BlueFlame copy: ${bytes.length / 8} x 8-B write-combining stores (${bytes.length} B)`;
  return one({
    kind: 'mmio',
    host: 'A',
    label: `${what} to UAR VA ${hexValue(plan.addr.doorbellVa, 12)} = phys ${hexValue(plan.addr.doorbell, 9)} in BAR0`,
    bytes,
    fields,
    address: plan.addr.doorbell,
    timeNs: t.mmio.start,
  });
}

export function doorbellTlpArtifact(plan: TransferPlan, wqe: EncodedWqe, t: Timeline): ArtifactSet {
  const { bytes: data, fields: dataFields } = mmioPayload(plan, wqe);
  const { bytes, fields } = encodeMemWrite({
    requesterId: ROOT_COMPLEX_ID,
    tag: 0,
    address: plan.addr.doorbell,
    data,
    dataMeaning: plan.wqeByDma ? 'the 8 doorbell bytes the CPU stored' : 'the WQE the CPU stored through the BAR (BlueFlame)',
    dataChildren: dataFields,
    addressLink: 'doorbell',
  });
  return one({
    kind: 'tlp',
    host: 'A',
    label: `MWr to HCA A's BAR0 (${data.length} B, posted)`,
    bytes,
    fields,
    address: plan.addr.doorbell,
    timeNs: t.doorbellTlp.start,
  });
}

/** Doorbell mode: the HCA reads the WQE's basic block from the SQ ring. */
export function wqeFetchArtifacts(plan: TransferPlan, wqe: EncodedWqe, t: Timeline): ArtifactSet[] {
  const span = t.wqeFetch!;
  const mrd = encodeMemRead({ requesterId: HCA_REQUESTER_ID, tag: 0, address: plan.addr.sqSlotDma, length: WQE_BB });
  // Doorbell mode only posts WQEs of one basic block (<= 48 B), read as the whole 64-B block.
  const bf = blueFlameBytes(wqe);
  const cpl = encodeCompletionWithData({
    completerId: ROOT_COMPLEX_ID,
    requesterId: HCA_REQUESTER_ID,
    tag: 0,
    byteCount: WQE_BB,
    address: plan.addr.sqSlotDma,
    data: bf.bytes,
    dataMeaning: 'the WQE basic block, read from the SQ ring in host RAM',
    dataChildren: bf.fields,
  });
  return [
    one({
      kind: 'tlp',
      host: 'A',
      label: `MRd: HCA A reads the WQE (${WQE_BB} B at ${hexValue(plan.addr.sqSlotDma, 9)})`,
      bytes: mrd.bytes,
      fields: mrd.fields,
      address: plan.addr.sqSlotDma,
      timeNs: span.start,
    }),
    one({
      kind: 'tlp',
      host: 'A',
      label: 'CplD: the root complex returns the WQE',
      bytes: cpl.bytes,
      fields: cpl.fields,
      address: plan.addr.sqSlotDma,
      timeNs: span.end - 20,
    }),
  ];
}

/** DMA address of message byte `off` in A's source buffer (through the IOMMU when enabled). */
function sourceDma(plan: TransferPlan, off: number) {
  return translate('A.source', plan.s.localVa, plan.s.localVa + BigInt(off), plan.s.iommu);
}

/** Tags 1..255 cycle over the outstanding payload reads (tag 0 fetched the WQE). */
const readTag = (i: number) => 1 + (i % 255);

export function payloadReadSet(plan: TransferPlan, t: Timeline): ArtifactSet {
  const reads = plan.payloadReads!;
  const span = t.payloadFetch!;
  return {
    kind: 'tlp',
    host: 'A',
    label: `MRd: HCA A reads the payload (${reads.count} request${reads.count > 1 ? 's' : ''} <= MRRS ${plan.s.pcie.mrrs} B)`,
    count: reads.count,
    at(i) {
      const p = reads.piece(i);
      const addr = sourceDma(plan, p.messageOffset).dma;
      const { bytes, fields } = encodeMemRead({
        requesterId: HCA_REQUESTER_ID,
        tag: readTag(i),
        address: addr,
        length: p.length,
        addressLink: i === 0 ? 'localVa' : undefined,
      });
      return {
        kind: 'tlp',
        host: 'A',
        label: `MRd ${i + 1}/${reads.count}: ${p.length} B of message bytes ${p.messageOffset}..${p.messageOffset + p.length - 1}`,
        bytes,
        fields,
        address: addr,
        timeNs: span.start + ((span.end - span.start) * i) / Math.max(1, reads.count),
      };
    },
  };
}

export function payloadCompletionSet(plan: TransferPlan, t: Timeline): ArtifactSet {
  const cpls = plan.payloadCompletions!;
  const reads = plan.payloadReads!;
  const span = t.payloadFetch!;
  return {
    kind: 'tlp',
    host: 'A',
    label: `CplD: payload returns (${cpls.count} completion${cpls.count > 1 ? 's' : ''} <= MPS ${plan.s.pcie.mps} B)`,
    count: cpls.count,
    at(i) {
      const c = cpls.piece(i);
      // The read this completion answers: the read piece containing its first byte.
      const readIndex = findReadIndex(plan, c.messageOffset);
      const read = reads.piece(readIndex);
      const remaining = read.messageOffset + read.length - c.messageOffset;
      const addr = sourceDma(plan, c.messageOffset).dma;
      const data = payloadSlice(plan.s, c.messageOffset, c.length, plan.pattern);
      const { bytes, fields } = encodeCompletionWithData({
        completerId: ROOT_COMPLEX_ID,
        requesterId: HCA_REQUESTER_ID,
        tag: readTag(readIndex),
        byteCount: remaining,
        address: addr,
        data,
        dataMeaning: `message bytes ${c.messageOffset}..${c.messageOffset + c.length - 1}, read from A's pinned source buffer`,
      });
      return {
        kind: 'tlp',
        host: 'A',
        label: `CplD ${i + 1}/${cpls.count}: ${c.length} B (answers MRd ${readIndex + 1})`,
        bytes,
        fields,
        address: addr,
        timeNs: span.start + ((span.end - span.start) * (i + 1)) / cpls.count,
      };
    },
  };
}

/** Index of the read piece that contains message offset `off` (binary search over pieces). */
function findReadIndex(plan: TransferPlan, off: number): number {
  const reads = plan.payloadReads!;
  let lo = 0;
  let hi = reads.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (reads.piece(mid).messageOffset <= off) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function cqeArtifacts(plan: TransferPlan, t: Timeline): { cqe: ArtifactSet; tlp: ArtifactSet } {
  const cqe = encodeRequesterCqe({
    qpn: plan.s.qpnA,
    wqeCounter: PROCESS_A.wqeIndex,
    sendOpcode: 0x08,
    owner: 0,
    timestamp: BigInt(Math.round(t.cqe.start)),
  });
  const tlp = encodeMemWrite({
    requesterId: HCA_REQUESTER_ID,
    tag: 0,
    address: plan.addr.cqSlotDma,
    data: cqe.bytes,
    dataMeaning: 'the 64-B CQE, written into the CQ ring in host RAM',
    dataChildren: cqe.fields,
  });
  return {
    cqe: one({
      kind: 'cqe',
      host: 'A',
      label: `CQE in CQ slot ${PROCESS_A.cqIndex} (VA ${hexValue(plan.addr.cqSlotVa, 12)})`,
      bytes: cqe.bytes,
      fields: cqe.fields,
      address: plan.addr.cqSlotPhys,
      timeNs: t.cqe.end,
    }),
    tlp: one({
      kind: 'tlp',
      host: 'A',
      label: 'MWr: HCA A writes the CQE (64 B, posted)',
      bytes: tlp.bytes,
      fields: tlp.fields,
      address: plan.addr.cqSlotDma,
      timeNs: t.cqe.start,
    }),
  };
}
