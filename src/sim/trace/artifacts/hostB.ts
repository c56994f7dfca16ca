import { ByteWriter } from '../../bytes/byteWriter';
import { hexValue } from '../../bytes/hex';
import { encodeMemWrite } from '../../pcie/tlp';
import { HCA_REQUESTER_ID } from '../../platform/addressMap';
import { translate } from '../../platform/pageMap';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';
import type { ArtifactSet } from '../types';
import type { Timeline } from '../timeline';

/** Where message byte `off` lands on B: its VA, the address the HCA puts in the TLP, the physical address. */
export function remoteAddress(plan: TransferPlan, off: number) {
  const va = plan.s.remoteVa + BigInt(off);
  return { va, ...translate('B.mr', plan.s.remoteVa, va, plan.s.iommu) };
}

export function remoteWriteTlpSet(plan: TransferPlan, t: Timeline, label: string, at: 'built' | 'crossing'): ArtifactSet {
  const writes = plan.remoteWrites!;
  return {
    kind: 'tlp',
    host: 'B',
    label,
    count: writes.count,
    at(i) {
      const p = writes.piece(i);
      const a = remoteAddress(plan, p.messageOffset);
      const { bytes, fields } = encodeMemWrite({
        requesterId: HCA_REQUESTER_ID,
        tag: 0,
        address: a.dma,
        data: payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        dataMeaning: `message bytes ${p.messageOffset}..${p.messageOffset + p.length - 1} for VA ${hexValue(a.va, 12)}`,
        dataLink: 'payload',
        addressLink: i === 0 ? 'remoteVa' : undefined,
      });
      const base = at === 'built' ? t.arriveNs(p.packet) + plan.timing.p.hcaRxNs / 2 : t.arriveNs(p.packet) + plan.timing.p.hcaRxNs;
      return {
        kind: 'tlp',
        host: 'B',
        label: `MWr ${i + 1}/${writes.count}: ${p.length} B to ${hexValue(a.dma, 9)} (packet ${p.packet + 1})`,
        bytes,
        fields,
        address: a.dma,
        timeNs: base,
      };
    },
  };
}

export function memoryWriteSet(plan: TransferPlan, t: Timeline): ArtifactSet {
  const writes = plan.remoteWrites!;
  return {
    kind: 'memory-write',
    host: 'B',
    label: `Writes into B's pinned pages (${writes.count})`,
    count: writes.count,
    at(i) {
      const p = writes.piece(i);
      const a = remoteAddress(plan, p.messageOffset);
      const w = new ByteWriter(p.length);
      w.bytes(
        'Data',
        payloadSlice(plan.s, p.messageOffset, p.length, plan.pattern),
        `message bytes ${p.messageOffset}..${p.messageOffset + p.length - 1}, now in physical page ${hexValue(a.phys & ~0xfffn, 9)} (page ${a.pageIndex} of the MR) at VA ${hexValue(a.va, 12)}`,
        { link: 'payload' },
      );
      const { bytes, fields } = w.finish();
      return {
        kind: 'memory-write',
        host: 'B',
        label: `${p.length} B land at phys ${hexValue(a.phys, 9)}`,
        bytes,
        fields,
        address: a.phys,
        timeNs: t.landNs(p.packet),
      };
    },
  };
}
