import { msg } from '../../../i18n/msg';
import { AETH_ACK_UNLIMITED } from '../../ib/aeth';
import { PSN_MODULUS } from '../../ib/bth';
import { opcodeName, RC_OP, writeOpcodeFor } from '../../ib/opcodes';
import { encodeIbPacket, ibPacketLength } from '../../ib/packet';
import { payloadSlice } from '../../transfer/payload';
import { packetTypeOf } from '../artifactTypes';
import type { TransferPlan } from '../plan';
import type { Timeline } from '../timeline';
import type { Artifact, ArtifactSet } from '../types';

export const psnOf = (plan: TransferPlan, k: number) => (plan.s.startPsn + k) % PSN_MODULUS;

/** Packet k of the message, as HCA A puts it on the wire (VL 0, SL 0, no GRH: a subnet-local packet). */
export function dataPacket(plan: TransferPlan, k: number, timeNs?: number): Artifact {
  const { s, packets } = plan;
  const opcode = writeOpcodeFor(k, packets);
  const len = plan.packetPieces.packetLength(k);
  const from = k * s.pathMtu;
  const { bytes, fields } = encodeIbPacket({
    lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: s.lidB, slid: s.lidA },
    bth: {
      opcode,
      se: false,
      migReq: false,
      tver: 0,
      pkey: s.pkey,
      fecn: false,
      becn: false,
      destQp: s.qpnB,
      ackReq: k === packets - 1,
      psn: psnOf(plan, k),
    },
    reth: k === 0 ? { va: s.remoteVa, rkey: s.rkey, dmaLength: s.messageBytes } : undefined,
    payload: payloadSlice(s, from, len, plan.pattern),
    links: { dlid: 'lidB', slid: 'lidA', destQp: 'qpnB' },
    payloadMeaning: len ? msg('field.trace.packetPayload', { from, to: from + len - 1 }) : msg('field.trace.packetEmpty'),
  });
  const label = msg('artifact.packet.data', { opcode: opcodeName(opcode), psn: psnOf(plan, k), bytes: len, i: k + 1, count: packets });
  return { type: packetTypeOf(opcode), host: 'A', label, bytes, fields, timeNs };
}

/** The message's packets at one point of their trip: built in HCA A, on A's link, leaving a switch, arriving at B. */
export type PacketWhere = 'built' | 'sent' | { switch: number } | 'received';

export function dataPacketSet(plan: TransferPlan, t: Timeline, where: PacketWhere): ArtifactSet {
  const timeOf = (k: number) =>
    where === 'built'
      ? t.builtNs(k)
      : where === 'sent'
        ? t.departNs(k)
        : where === 'received'
          ? t.arriveNs(k)
          : t.hopDepartNs(where.switch, k);
  const label =
    typeof where === 'object'
      ? msg('artifact.set.packetsForwarded', { n: plan.packets, hop: where.switch + 1 })
      : msg(
          where === 'built' ? 'artifact.set.packetsBuilt' : where === 'sent' ? 'artifact.set.packetsSent' : 'artifact.set.packetsReceived',
          { n: plan.packets },
        );
  return { kind: 'packet', host: 'A', label, count: plan.packets, at: (k) => dataPacket(plan, k, timeOf(k)) };
}

/** The ACK B returns for the last packet (AckReq set): AETH = ACK, MSN = 1 (the first completed message). */
export function ackPacket(plan: TransferPlan, t: Timeline): Artifact {
  const { s } = plan;
  const lastPsn = psnOf(plan, plan.packets - 1);
  const { bytes, fields } = encodeIbPacket({
    lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: s.lidA, slid: s.lidB },
    bth: {
      opcode: RC_OP.ACKNOWLEDGE,
      se: false,
      migReq: false,
      tver: 0,
      pkey: s.pkey,
      fecn: false,
      becn: false,
      destQp: s.qpnA,
      ackReq: false,
      psn: lastPsn,
    },
    aeth: { syndrome: AETH_ACK_UNLIMITED, msn: 1 },
    payload: new Uint8Array(0),
    links: { dlid: 'lidA', slid: 'lidB', destQp: 'qpnA' },
  });
  return { type: 'ACKNOWLEDGE', host: 'B', label: msg('artifact.packet.ack', { psn: lastPsn }), bytes, fields, timeNs: t.ack.start };
}

/** Total bytes on the IB wire for the data packets (LRH..VCRC of each). */
export function dataWireBytes(plan: TransferPlan): number {
  let total = 0;
  const { packets, packetPieces } = plan;
  // Packet 0 carries the RETH; the others all have the same length but the last.
  total += ibPacketLength(packetPieces.packetLength(0), true, false);
  if (packets > 2) total += (packets - 2) * ibPacketLength(packetPieces.packetLength(1), false, false);
  if (packets > 1) total += ibPacketLength(packetPieces.packetLength(packets - 1), false, false);
  return total;
}
