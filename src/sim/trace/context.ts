import type { NarrativeContext } from '../narrative/context';
import { ibDataGbps } from '../fabric/ibRates';
import { ibPacketLength } from '../ib/packet';
import { tlpHeaderBytes } from '../pcie/tlp';
import type { TransferPlan } from './plan';
import type { EncodedWqe } from './artifacts/wqe';
import { mrPagesB } from './memoryRegions';
import { psnOf } from './artifacts/packets';

/** Total bytes on the IB wire for the data packets (LRH..VCRC of each). */
export function dataWireBytes(plan: TransferPlan): number {
  const { packets, s } = plan;
  if (packets === 1) return ibPacketLength(s.messageBytes, true, false);
  const last = s.messageBytes - (packets - 1) * s.pathMtu;
  return (
    ibPacketLength(s.pathMtu, true, false) + (packets - 2) * ibPacketLength(s.pathMtu, false, false) + ibPacketLength(last, false, false)
  );
}

export function narrativeContext(plan: TransferPlan, wqe: EncodedWqe, mmioBytes: number): NarrativeContext {
  const { s } = plan;
  const gbps = ibDataGbps(s.ib.speed, s.ib.width);
  return {
    s,
    packets: plan.packets,
    wqeBytes: wqe.bytes.length,
    mmioBytes,
    doorbellAddr: `0x${plan.addr.doorbell.toString(16)}`,
    doorbellTlpHeaderDw: tlpHeaderBytes(plan.addr.doorbell, true) === 12 ? 3 : 4,
    payloadReads: plan.payloadReads?.count ?? 0,
    payloadCompletions: plan.payloadCompletions?.count ?? 0,
    remoteWrites: plan.remoteWrites?.count ?? 0,
    pagesB: mrPagesB(s),
    mkeyIndex: `0x${(s.rkey >>> 8).toString(16)}`,
    mkeyVariant: `0x${(s.rkey & 0xff).toString(16)}`,
    ibRate: `${s.ib.speed} ${s.ib.width}x (${Number.isInteger(gbps) ? gbps : gbps.toFixed(1)} Gb/s)`,
    wireBytes: dataWireBytes(plan),
    fullPacketNs: plan.timing.ib(ibPacketLength(Math.min(s.pathMtu, s.messageBytes), plan.packets === 1, false)),
    lastPsn: psnOf(plan, plan.packets - 1),
    cableNs: plan.timing.cable(),
    hop: 0,
  };
}
