import { type Msg, msg } from '../../../i18n/msg';
import type { Field, LinkKey } from '../../bytes/field';
import { hexValue } from '../../bytes/hex';
import { AETH_NAK_PSN_SEQ_ERROR, AETH_NAK_REMOTE_ACCESS_ERROR, AETH_RNR_NAK, type Aeth } from '../../ib/aeth';
import { CREDIT_INVALID, creditCode } from '../../ib/aethCredits';
import { PSN_MODULUS } from '../../ib/bth';
import { opcodeName, RC_OP } from '../../ib/opcodes';
import { encodeIbPacket, ICRC_BYTES, readCrc32LsbFirst, VCRC_BYTES } from '../../ib/packet';
import type { Reth } from '../../ib/reth';
import { DEFAULT_TOS, DEFAULT_TTL, HOST_A, HOST_B } from '../../roce/addressing';
import { decodeRoceV2Packet, encodeRoceV2Packet } from '../../roce/roceV2Packet';
import { rdmaGetUdpSport } from '../../roce/udpSport';
import { payloadSlice } from '../../transfer/payload';
import { hcaWireOf } from '../../wire/hcaWire';
import { packetTypeOf } from '../artifactTypes';
import { type Range, rangeSize } from '../exchange/exchangePlan';
import type { StreamTiming } from '../exchange/streamTiming';
import type { TransferPlan } from '../plan';
import { freeReceives } from '../responder/receiveCredits';
import type { Artifact, ArtifactSet, Encapsulations, HostId } from '../types';
import { dataOrdinal, ipIdOf, readRequestOrdinal } from './ipIdentification';

export const psnOf = (plan: TransferPlan, k: number) => (plan.s.startPsn + k) % PSN_MODULUS;

/** The transport headers of one packet; the link headers (LRH, or Ethernet/IP/UDP) follow from who sends it. */
interface PacketSpec {
  from: HostId;
  opcode: number;
  psn: number;
  ackReq: boolean;
  reth?: Reth;
  immDt?: number;
  aeth?: Aeth;
  payload: Uint8Array;
  payloadMeaning?: Msg;
  /** The IPv4 Identification its sender gives it (RoCEv2 over IPv4). */
  ipId: number;
}

/** Where and when a packet is: the round that sends it, when it starts moving, and whether it arrives damaged. */
export interface PacketAt {
  round?: number;
  timeNs?: number;
  damaged?: boolean;
}

/**
 * Encodes a packet as its sender puts it on the link: native IB (VL 0, SL 0,
 * no GRH: a subnet-local packet) or a RoCEv2 frame with its FCS. `damaged`:
 * as it arrives after bit 0 of its first payload byte (or of its ICRC, when it
 * has no payload) was flipped. Damaged inside a switch, it leaves with the
 * switch's fresh link CRC (VCRC or FCS), so only the end-to-end ICRC can catch
 * it; damaged on a bare cable, its link CRC fails too (Linux drivers/infiniband/sw/rxe/rxe_recv.c: a bad
 * ICRC is dropped; IEEE Std 802.3 FCS; Endace dag/dagcrc.c for the VCRC).
 */
function encodePacket(plan: TransferPlan, p: PacketSpec, damaged = false): { bytes: Uint8Array; fields: Field[] } {
  if (!damaged) return encodeOnLink(plan, p);
  const sent = encodeOnLink(plan, p).bytes;
  const crcs = linkCrcs(plan, sent);
  const link = plan.s.ib.switchHops === 0 ? crcs.link : undefined;
  if (p.payload.length === 0) return encodeOnLink(plan, p, { icrc: (crcs.icrc ^ 1) >>> 0, link });
  const payload = new Uint8Array(p.payload);
  payload[0] ^= 1;
  const payloadMeaning = msg('field.trace.damagedPayload', { was: p.payloadMeaning ?? '' });
  return encodeOnLink(plan, { ...p, payload, payloadMeaning }, { icrc: crcs.icrc, link });
}

/** The ICRC and the link CRC (VCRC or FCS) a packet was sent with. */
function linkCrcs(plan: TransferPlan, sent: Uint8Array): { icrc: number; link: number } {
  if (plan.s.transport === 'ib') {
    const at = sent.length - ICRC_BYTES - VCRC_BYTES;
    return { icrc: readCrc32LsbFirst(sent, at), link: sent[at + 4] | (sent[at + 5] << 8) };
  }
  const d = decodeRoceV2Packet(sent, { fcs: true });
  return { icrc: d.icrc, link: d.fcs ?? 0 };
}

function encodeOnLink(
  plan: TransferPlan,
  p: PacketSpec,
  crcs?: { icrc: number; link?: number },
  link: 'ib' | 'rocev2' = plan.s.transport,
): { bytes: Uint8Array; fields: Field[] } {
  const { s } = plan;
  const toB = p.from === 'A';
  const wire = hcaWireOf(s.preset);
  const transport = {
    bth: {
      opcode: p.opcode,
      se: false,
      migReq: wire.migReq,
      tver: 0,
      pkey: s.pkey,
      fecn: false,
      becn: false,
      destQp: toB ? s.qpnB : s.qpnA,
      ackReq: p.ackReq,
      psn: p.psn,
    },
    reth: p.reth,
    immDt: p.immDt,
    aeth: p.aeth,
    payload: p.payload,
    payloadMeaning: p.payloadMeaning,
    icrcOverride: crcs?.icrc,
  };
  if (link === 'rocev2') {
    const [src, dst] = toB ? [HOST_A, HOST_B] : [HOST_B, HOST_A];
    // The DSCP is the QP's traffic class (0 here); the ECN bits are the card's (src/sim/wire/hcaWire.ts).
    const tos = (DEFAULT_TOS & ~3) | wire.ecn;
    const ip =
      s.roceIp === 'ipv4'
        ? // DF set (Linux drivers/infiniband/sw/rxe/rxe_net.c, prepare4); the ID counts the sender's packets.
          { version: 4 as const, tos, id: p.ipId, df: true, ttl: DEFAULT_TTL, src: src.ipv4, dst: dst.ipv4 }
        : { version: 6 as const, trafficClass: tos, flowLabel: 0, hopLimit: DEFAULT_TTL, src: src.ipv6, dst: dst.ipv6 };
    return encodeRoceV2Packet({
      ...transport,
      links: { destQp: toB ? 'qpnB' : 'qpnA' },
      eth: { dst: dst.mac, src: src.mac },
      ip,
      // No flow label set: the kernel derives the source port from the two QPNs (Linux include/rdma/ib_verbs.h, rdma_get_udp_sport).
      udp: { sport: rdmaGetUdpSport(0, s.qpnA, s.qpnB) },
      fcs: true,
      fcsOverride: crcs?.link,
    });
  }
  const links: { dlid: LinkKey; slid: LinkKey; destQp: LinkKey } = toB
    ? { dlid: 'lidB', slid: 'lidA', destQp: 'qpnB' }
    : { dlid: 'lidA', slid: 'lidB', destQp: 'qpnA' };
  return encodeIbPacket({
    ...transport,
    lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: toB ? s.lidB : s.lidA, slid: toB ? s.lidA : s.lidB },
    links,
    vcrcOverride: crcs?.link,
  });
}

/** The same packet as native IB and as RoCEv2 (as sent, undamaged): what the byte-diff view compares. */
function encapsulationsOf(plan: TransferPlan, p: PacketSpec): () => Encapsulations {
  return () => ({ ib: encodeOnLink(plan, p, undefined, 'ib'), roce: encodeOnLink(plan, p, undefined, 'rocev2') });
}

/**
 * Data packet k of the message: A's request packet for a WRITE, WRITE with
 * immediate or SEND (RETH on the first of a WRITE, the immediate on the last
 * of a WRITE with immediate, AckReq on the last); B's response for a READ
 * (AETH on the first and the last).
 */
export function dataPacket(plan: TransferPlan, k: number, at: PacketAt = {}): Artifact {
  const { s, packets } = plan;
  const { round = 0, timeNs, damaged = false } = at;
  const read = s.op === 'read';
  const opcode = plan.dataOpcode(k);
  const len = plan.packetPieces.packetLength(k);
  const from = k * s.pathMtu;
  const last = k === packets - 1;
  const spec: PacketSpec = {
    from: read ? 'B' : 'A',
    opcode,
    psn: psnOf(plan, k),
    ackReq: !read && last,
    payload: payloadSlice(s, from, len, plan.pattern),
    payloadMeaning: len ? msg('field.trace.packetPayload', { from, to: from + len - 1 }) : msg('field.trace.packetEmpty'),
    ipId: ipIdOf(plan, read ? 'B' : 'A', dataOrdinal(plan, round, k)),
  };
  if (plan.hasReth && k === 0) spec.reth = { va: s.remoteVa, rkey: s.rkey, dmaLength: s.messageBytes };
  if (s.op === 'write-imm' && last) spec.immDt = s.immData;
  // A READ response carries an AETH on its first and last packet. soft-RoCE counts the READ as completed when it
  // accepts the request, before any response (rxe_resp.c execute: "increment the msn now. See C9-148"): both carry MSN 1.
  // Its credit code is filled as an ACK's (ackSyndrome).
  if (read && (k === 0 || last)) spec.aeth = { syndrome: ackSyndrome(plan, freeReceives(plan, round, k)), msn: 1 };
  const { bytes, fields } = encodePacket(plan, spec, damaged);
  const params = { opcode: opcodeName(opcode), psn: spec.psn, bytes: len, i: k + 1, count: packets };
  const label = msg(damaged ? 'artifact.packet.dataDamaged' : 'artifact.packet.data', params);
  const encapsulations = encapsulationsOf(plan, spec);
  return { type: packetTypeOf(opcode), host: spec.from, label, bytes, fields, timeNs, encapsulations, ...(damaged ? { damaged } : {}) };
}

/**
 * A READ REQUEST asking for the responses from `from` on: a re-issued request starts further in
 * (Linux drivers/infiniband/sw/rxe/rxe_req.c, req_retry).
 */
export function readRequestPacket(plan: TransferPlan, from: number, at: PacketAt = {}): Artifact {
  const { s } = plan;
  const { round = 0, timeNs, damaged = false } = at;
  const offset = from * s.pathMtu;
  const reth = { va: s.remoteVa + BigInt(offset), rkey: s.rkey, dmaLength: s.messageBytes - offset };
  const psn = psnOf(plan, from);
  const ipId = ipIdOf(plan, 'A', readRequestOrdinal(round));
  const spec = { from: 'A' as const, opcode: RC_OP.RDMA_READ_REQUEST, psn, ackReq: true, reth, payload: new Uint8Array(0), ipId };
  const { bytes, fields } = encodePacket(plan, spec, damaged);
  const label = msg(damaged ? 'artifact.packet.readRequestDamaged' : 'artifact.packet.readRequest', {
    psn,
    bytes: reth.dmaLength,
    va: hexValue(reth.va, 12),
  });
  const encapsulations = encapsulationsOf(plan, spec);
  return { type: 'RDMA_READ_REQUEST', host: 'A', label, bytes, fields, timeNs, encapsulations, ...(damaged ? { damaged } : {}) };
}

/** What B answers with an ACKNOWLEDGE packet: its AETH syndrome names which answer it is. */
export type AnswerKind = 'ack' | 'nak-psn' | 'nak-rnr' | 'nak-access';

/** Bytes on the link of data packets [from, to): the first, the last, and the middles (all alike). */
export function wireBytesOf(plan: TransferPlan, r: Range): number {
  const n = rangeSize(r);
  if (n === 0) return 0;
  const [from, to] = r;
  let total = plan.wire.data(from);
  if (n > 1) total += plan.wire.data(to - 1);
  if (n > 2) total += (n - 2) * plan.wire.data(from + 1);
  return total;
}

/**
 * An ACK's syndrome: type 000 and the credit code. A card that counts end-to-end credits advertises B's free receive
 * WQEs; soft-RoCE sends 0x1F, no count (src/sim/wire/hcaWire.ts, src/sim/ib/aethCredits.ts).
 */
export function ackSyndrome(plan: TransferPlan, free: number): number {
  return hcaWireOf(plan.s.preset).ackCredits === 'none' ? CREDIT_INVALID : creditCode(free);
}

/**
 * AETH syndromes (Linux drivers/infiniband/sw/rxe/rxe_hdr.h: AETH_RNR_NAK 0x20 | timer, NAK codes 0x60 + code; an
 * ACK's is ackSyndrome, for `free` receive WQEs).
 */
export function syndromeOf(plan: TransferPlan, kind: AnswerKind, free = 0): number {
  switch (kind) {
    case 'ack':
      return ackSyndrome(plan, free);
    case 'nak-psn':
      return AETH_NAK_PSN_SEQ_ERROR;
    case 'nak-rnr':
      return AETH_RNR_NAK | plan.s.minRnrTimer;
    case 'nak-access':
      return AETH_NAK_REMOTE_ACCESS_ERROR;
  }
}

/**
 * B's ACK or NAK for data packet `k` (its PSN), with the MSN of the messages
 * B has completed. A NAK carries the PSN it refuses or expects.
 */
export function answerPacket(
  plan: TransferPlan,
  kind: AnswerKind,
  k: number,
  msn: number,
  at: { timeNs?: number; damaged?: boolean; ipOrdinal?: number; freeReceives?: number } = {},
): Artifact {
  const { timeNs, damaged = false } = at;
  const psn = psnOf(plan, k);
  const syndrome = syndromeOf(plan, kind, at.freeReceives ?? 0);
  const ipId = ipIdOf(plan, 'B', at.ipOrdinal ?? 0);
  const spec = {
    from: 'B' as const,
    opcode: RC_OP.ACKNOWLEDGE,
    psn,
    ackReq: false,
    aeth: { syndrome, msn },
    payload: new Uint8Array(0),
    ipId,
  };
  const { bytes, fields } = encodePacket(plan, spec, damaged);
  const label = msg(damaged ? 'artifact.packet.ackDamaged' : `artifact.packet.${kind}`, { psn, msn, syndrome: hexValue(syndrome, 2) });
  const encapsulations = encapsulationsOf(plan, spec);
  return { type: 'ACKNOWLEDGE', host: 'B', label, bytes, fields, timeNs, answer: kind, encapsulations, ...(damaged ? { damaged } : {}) };
}

/** Where the packets of a run are: built in the sender's HCA, on its link, leaving a switch, arriving at the receiver. */
export type PacketWhere = 'built' | 'sent' | { switch: number } | 'received';

/**
 * The data packets of one run (a range of a round) at one point of their
 * trip. `damage`: the packet a fault corrupts arrives damaged (at `received`,
 * and leaving the switch that damaged it); `missing`: the packet a fault lost
 * is left out.
 */
export function dataPacketSet(
  plan: TransferPlan,
  round: number,
  st: StreamTiming,
  where: PacketWhere,
  range: Range = st.sent,
  damage: number | null = null,
  missing: number | null = null,
): ArtifactSet {
  const timeOf = (k: number) =>
    where === 'built'
      ? st.builtNs(k)
      : where === 'sent'
        ? st.departNs(k)
        : where === 'received'
          ? st.arriveNs(k)
          : st.hopDepartNs(where.switch, k);
  // A packet lost on the way is missing from what arrives: skip it.
  const skips = missing !== null && missing >= range[0] && missing < range[1];
  const n = range[1] - range[0] - (skips ? 1 : 0);
  const host: HostId = plan.s.op === 'read' ? 'B' : 'A';
  const label =
    typeof where === 'object'
      ? msg('artifact.set.packetsForwarded', { n, hop: where.switch + 1 })
      : msg(`artifact.set.packets.${where}`, { n, op: plan.s.op, to: host === 'A' ? 'B' : 'A', from: host });
  const damagedHere = where === 'received' || (typeof where === 'object' && where.switch === plan.s.ib.switchHops - 1);
  return {
    kind: 'packet',
    host,
    label,
    count: n,
    bytes: wireBytesOf(plan, range) - (skips ? plan.wire.data(missing as number) : 0),
    at: (i) => {
      const k = range[0] + i + (skips && range[0] + i >= (missing as number) ? 1 : 0);
      return dataPacket(plan, k, { round, timeNs: timeOf(k), damaged: damage === k && damagedHere });
    },
  };
}
