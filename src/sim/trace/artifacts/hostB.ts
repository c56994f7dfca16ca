import { msg } from '../../../i18n/msg';
import { ByteWriter } from '../../bytes/byteWriter';
import { hexValue } from '../../bytes/hex';
import { encodeMemWrite } from '../../pcie/tlp';
import { HCA_REQUESTER_ID } from '../../platform/addressMap';
import { translate } from '../../platform/pageMap';
import type { MessagePieces } from '../../transfer/messagePieces';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';
import type { Timeline } from '../timeline';
import type { ArtifactSet } from '../types';

/** Where message byte `off` lands on B: its VA, the address the HCA puts in the TLP, the physical address. */
export function remoteAddress(plan: TransferPlan, off: number) {
  const va = plan.s.remoteVa + BigInt(off);
  return { va, ...translate('B.mr', plan.s.remoteVa, va, plan.s.iommu) };
}

/** HCA B's Memory Writes into B's pages: as built in the HCA, or as they cross B's link. */
export function remoteWriteTlpSet(plan: TransferPlan, writes: MessagePieces, t: Timeline, at: 'built' | 'crossing'): ArtifactSet {
  return {
    kind: 'tlp',
    host: 'B',
    label: msg(at === 'built' ? 'artifact.set.writesBuilt' : 'artifact.set.writesCrossing', { n: writes.count }),
    count: writes.count,
    at(i) {
      const p = writes.piece(i);
      const a = remoteAddress(plan, p.messageOffset);
      const { bytes, fields } = encodeMemWrite({
        requesterId: HCA_REQUESTER_ID,
        tag: 0,
        address: a.dma,
        data: payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        dataMeaning: msg('field.trace.remoteWrite', { from: p.messageOffset, to: p.messageOffset + p.length - 1, va: hexValue(a.va, 12) }),
        dataLink: 'payload',
        addressLink: i === 0 ? 'remoteVa' : undefined,
      });
      const label = msg('artifact.tlp.remoteWrite', {
        i: i + 1,
        count: writes.count,
        bytes: p.length,
        addr: hexValue(a.dma, 9),
        packet: p.packet + 1,
      });
      return {
        type: 'MWr',
        host: 'B',
        label,
        bytes,
        fields,
        address: a.dma,
        timeNs: at === 'built' ? t.writeBuiltNs(p.packet) : t.writeSentNs(p.packet),
      };
    },
  };
}

export function memoryWriteSet(plan: TransferPlan, writes: MessagePieces, t: Timeline): ArtifactSet {
  return {
    kind: 'memory-write',
    host: 'B',
    label: msg('artifact.set.memoryWrites', { n: writes.count }),
    count: writes.count,
    at(i) {
      const p = writes.piece(i);
      const a = remoteAddress(plan, p.messageOffset);
      const w = new ByteWriter(p.length);
      w.bytes(
        'Data',
        payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        msg('field.trace.landed', {
          from: p.messageOffset,
          to: p.messageOffset + p.length - 1,
          page: hexValue(a.phys & ~0xfffn, 9),
          index: a.pageIndex,
          va: hexValue(a.va, 12),
        }),
        { link: 'payload' },
      );
      const { bytes, fields } = w.finish();
      return {
        type: 'memory-write',
        host: 'B',
        label: msg('artifact.landed', { bytes: p.length, addr: hexValue(a.phys, 9) }),
        bytes,
        fields,
        address: a.phys,
        timeNs: t.landNs(p.packet),
      };
    },
  };
}
