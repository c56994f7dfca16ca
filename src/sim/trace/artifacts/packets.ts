import { encodeIbPacket } from '../../ib/packet';
import { opcodeName, writeOpcodeFor } from '../../ib/opcodes';
import { payloadSlice } from '../../transfer/payload';
import type { TransferPlan } from '../plan';
import type { Artifact, ArtifactSet } from '../types';
import type { Timeline } from '../timeline';

/** IB opcode of the RC ACKNOWLEDGE packet [K-pack ib_pack.h]. */
const RC_ACKNOWLEDGE = 0x11;
/** AETH syndrome: ACK with unlimited credits [K-rxe rxe_hdr.h]. */
const AETH_ACK_UNLIMITED = 0x1f;

export const psnOf = (plan: TransferPlan, k: number) => (plan.s.startPsn + k) % 0x1000000;

/** Packet k of the message, as HCA A puts it on the wire (VL 0, SL 0, no GRH: a subnet-local packet). */
export function dataPacket(plan: TransferPlan, k: number, t?: Timeline): Artifact {
  const { s, packets } = plan;
  const opcode = writeOpcodeFor(k, packets);
  const len = plan.packetPieces.packetLength(k);
  const first = k === 0;
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
    reth: first ? { va: s.remoteVa, rkey: s.rkey, dmaLength: s.messageBytes } : undefined,
    payload: payloadSlice(s, k * s.pathMtu, len, plan.pattern),
    links: { dlid: 'lidB', slid: 'lidA', destQp: 'qpnB' },
    payloadMeaning: len ? `message bytes ${k * s.pathMtu}..${k * s.pathMtu + len - 1}` : 'no payload: a zero-length write',
  });
  return {
    kind: 'ib',
    host: 'A',
    label: `${opcodeName(opcode)}, PSN ${psnOf(plan, k)}, ${len} B payload (packet ${k + 1}/${packets})`,
    bytes,
    fields,
    timeNs: t ? t.departNs(k) : undefined,
  };
}

export function dataPacketSet(plan: TransferPlan, t: Timeline, label: string, timeOf?: (k: number) => number): ArtifactSet {
  return {
    kind: 'ib',
    host: 'A',
    label,
    count: plan.packets,
    at: (k) => {
      const a = dataPacket(plan, k, t);
      return timeOf ? { ...a, timeNs: timeOf(k) } : a;
    },
  };
}

/** The ACK B returns for the last packet (AckReq set): AETH = ACK, MSN = 1 (the first completed message). */
export function ackPacket(plan: TransferPlan, t: Timeline): Artifact {
  const { s } = plan;
  const lastPsn = psnOf(plan, plan.packets - 1);
  const { bytes, fields } = encodeIbPacket({
    lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: s.lidA, slid: s.lidB },
    bth: {
      opcode: RC_ACKNOWLEDGE,
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
  return { kind: 'ib', host: 'B', label: `RC ACKNOWLEDGE, PSN ${lastPsn}, AETH ACK, MSN 1`, bytes, fields, timeNs: t.ack.start };
}
