import {
  AETH_NAK_INVALID_REQUEST,
  AETH_NAK_PSN_SEQ_ERROR,
  AETH_NAK_REMOTE_ACCESS_ERROR,
  AETH_NAK_REMOTE_OPERATIONAL_ERROR,
} from '../ib/aeth';
import { PSN_MODULUS } from '../ib/bth';
import { RC_OP } from '../ib/opcodes';
import type { CapturedPacket } from './capturedPacket';
import type { CmKind, CmMessage } from './cmMad';

/** What an RC message is, by its opcodes (IBA Vol. 1 §9.2; Linux include/rdma/ib_pack.h). */
export type MessageKind = 'write' | 'write-imm' | 'send' | 'send-imm' | 'send-inv' | 'read' | 'atomic' | 'unknown';

/** What a responder said, by its AETH syndrome (IBA Vol. 1 §9.7.5.2.8, Table 42; rxe_hdr.h AETH_*). */
export type AnswerKind = 'ack' | 'rnr' | 'nak-psn' | 'nak-invalid' | 'nak-access' | 'nak-remote-op' | 'nak-other';

export function answerKindOf(syndrome: number): AnswerKind {
  const type = syndrome >> 5;
  if (type === 0) return 'ack';
  if (type === 1) return 'rnr';
  if (syndrome === AETH_NAK_PSN_SEQ_ERROR) return 'nak-psn';
  if (syndrome === AETH_NAK_INVALID_REQUEST) return 'nak-invalid';
  if (syndrome === AETH_NAK_REMOTE_ACCESS_ERROR) return 'nak-access';
  if (syndrome === AETH_NAK_REMOTE_OPERATIONAL_ERROR) return 'nak-remote-op';
  return 'nak-other';
}

/** One message on a requester's PSN stream: its packets (capture indices), bytes and PSNs. */
export interface CapturedMessage {
  id: number;
  kind: MessageKind;
  /** The connection (see CapturedConnection.id). */
  connection: number;
  firstPsn: number;
  lastPsn: number;
  /** The request packets, first transmission and resends, in capture order. */
  packets: number[];
  /** READ: the response packets, in capture order. */
  responses: number[];
  /** The answers (ACKs, NAKs) whose PSN falls in the message. */
  answers: number[];
  /** Bytes the message moves: the RETH's DMA length, else the payload counted. */
  bytes: number;
  reth?: { va: bigint; rkey: number; dmaLength: number };
  immDt?: number;
  /** Some of its packets were sent again in this capture. */
  resent: boolean;
  /** Its first packet was not in the capture (the capture started mid-message, or a loss before the capture point). */
  partial: boolean;
}

/** Anything a learner should look at, with the packets that show it. */
export interface Anomaly {
  kind:
    | 'resend-after-nak'
    | 'resend-after-rnr'
    | 'resend-after-timeout'
    | 'resend-after-response-gap'
    | 'psn-gap'
    | 'rnr-wait'
    | 'nak'
    | 'bad-icrc'
    | 'bad-vcrc'
    | 'cut'
    | 'other-transport';
  packets: number[];
  connection?: number;
  /** PSN gap: the PSNs not seen; NAK: its kind; other transport: which; RNR: the timer code. */
  detail?: string;
}

/**
 * A connection set up by the connection manager (rdma-cm): the REQ's sender (rdma_connect's side) and the REP's, each
 * with the QP and first PSN it announced, and how far the exchange went.
 */
export interface CmExchange {
  active: { address: string; commId: number; qpn?: number; psn?: number };
  passive?: { address: string; commId: number; qpn?: number; psn?: number };
  /** The messages seen, in order (REQ, REP, RTU; a REJ, DREQ or DREP too). */
  kinds: CmKind[];
  packets: number[];
}

/** A requester's QP talking to a responder's QP: the request stream one way, the answers the other. */
export interface CapturedConnection {
  id: number;
  carrier: CapturedPacket['carrier'];
  requester: { address: string; qpn: number | null };
  responder: { address: string; qpn: number };
  requests: number;
  answers: number;
  cnps: number;
  /** What rdma-cm announced for this connection, when its REQ and REP are in the capture: each side's first PSN. */
  cm?: { exchange: number; requesterPsn?: number; responderPsn?: number };
}

/** One packet of a connection's ladder (sequence) diagram: who sent it, when, what it is and which message it belongs to. */
export interface Rung {
  /** The packet's capture index (Wireshark's frame number minus one). */
  index: number;
  /** Nanoseconds since the connection's first packet in this capture. */
  timeNs: number;
  from: 'requester' | 'responder';
  opcode: number;
  psn: number;
  /** An ACKNOWLEDGE: what its AETH says. */
  answer?: AnswerKind;
  /** The message it belongs to (CapturedMessage.id), when one is known. */
  message?: number;
  /** A request sent again. */
  resent?: boolean;
}

/** A connection's first packets as a ladder diagram draws them: bounded, whatever the capture's size. */
export interface Ladder {
  connection: number;
  rungs: Rung[];
  /** Packets of the connection past the ladder's bound, counted. */
  more: number;
}

/** The packets a ladder keeps per connection: a diagram of more is unreadable, and the memory stays bounded. */
export const LADDER_MAX_RUNGS = 400;

export interface Reconstruction {
  connections: CapturedConnection[];
  /** The connection manager's exchanges (REQ, REP, RTU on QP1), in the order their REQs came. */
  cm: CmExchange[];
  /** Per connection (by id), its first packets for the ladder diagram. */
  ladders: Ladder[];
  messages: CapturedMessage[];
  anomalies: Anomaly[];
  /** RDMA packets by transport (rc, ud, uc, xrc, cnp...): the other transports are named and counted, not walked. */
  transports: Record<string, number>;
}

const RESPONSES: ReadonlySet<number> = new Set([
  RC_OP.RDMA_READ_RESPONSE_FIRST,
  RC_OP.RDMA_READ_RESPONSE_MIDDLE,
  RC_OP.RDMA_READ_RESPONSE_LAST,
  RC_OP.RDMA_READ_RESPONSE_ONLY,
  RC_OP.ACKNOWLEDGE,
  RC_OP.ATOMIC_ACKNOWLEDGE,
]);
const STARTS: ReadonlySet<number> = new Set([0x00, 0x04, 0x05, 0x06, 0x0a, 0x0b, 0x0c, 0x13, 0x14, 0x17]);
const ENDS: ReadonlySet<number> = new Set([0x02, 0x03, 0x04, 0x05, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x13, 0x14, 0x16, 0x17]);

function kindOf(opcode: number): MessageKind {
  if (opcode <= 0x02 || opcode === 0x04) return 'send';
  if (opcode === 0x03 || opcode === 0x05) return 'send-imm';
  if (opcode === 0x16 || opcode === 0x17) return 'send-inv';
  if (opcode >= 0x06 && opcode <= 0x08) return 'write';
  if (opcode === 0x0a) return 'write';
  if (opcode === 0x09 || opcode === 0x0b) return 'write-imm';
  if (opcode === 0x0c) return 'read';
  if (opcode === 0x13 || opcode === 0x14) return 'atomic';
  return 'unknown';
}

/** PSN b relative to a, in the 24-bit space: positive ahead, negative behind (IBA Vol. 1 §9.7.1: half the space each way). */
const psnDiff = (a: number, b: number) => {
  const d = (b - a + PSN_MODULUS) % PSN_MODULUS;
  return d >= PSN_MODULUS / 2 ? d - PSN_MODULUS : d;
};

interface Stream {
  connection: CapturedConnection;
  /** The PSN the next new packet should carry (null before the first). */
  next: number | null;
  open: CapturedMessage | null;
  /** Messages by their first PSN, for resends and answers (bounded by what the capture holds). */
  byPsn: CapturedMessage[];
  lastAnswer: { kind: AnswerKind; index: number } | null;
  /** A READ's responses skipped a PSN: the requester asks again for the rest (IBA Vol. 1 §9.7.5.1.4). */
  responseGap: number | null;
  /** The go-back-N run being resent, and the PSN it should carry next. */
  run: { anomaly: Anomaly; nextPsn: number } | null;
}

/**
 * Rebuilds what happened from a capture's RDMA packets, in capture order, with no model: the connections (a
 * requester's address and QP towards a responder's, paired with the answers coming back), each requester's PSN
 * stream cut into messages by opcode, resends and what caused them (a NAK, an RNR NAK, else a timeout), PSN gaps
 * (losses before the capture point), NAKs, bad ICRCs and VCRCs, packets cut by the snapshot length, and traffic of the
 * other transports, named and counted.
 */
export function reconstruct(packets: Iterable<CapturedPacket>): Reconstruction {
  const r = createReconstructor();
  for (const p of packets) r.add(p);
  return r.result();
}

/** The same, one packet at a time (a capture is indexed as it streams in: nothing is kept but what it rebuilds). */
export function createReconstructor(): { add(p: CapturedPacket): void; result(): Reconstruction } {
  const r = new Reconstructor();
  return { add: (p) => r.add(p), result: () => r.result() };
}

class Reconstructor {
  private readonly connections: CapturedConnection[] = [];
  private readonly ladders: Ladder[] = [];
  private readonly cm: CmExchange[] = [];
  /** Each connection's first packet time (the ladder's zero). */
  private readonly t0: bigint[] = [];
  private readonly messages: CapturedMessage[] = [];
  private readonly anomalies: Anomaly[] = [];
  private readonly transports: Record<string, number> = {};
  private readonly streams = new Map<string, Stream>();

  result(): Reconstruction {
    this.linkCm();
    return {
      connections: this.connections,
      cm: this.cm,
      ladders: this.ladders,
      messages: this.messages,
      anomalies: this.anomalies,
      transports: this.transports,
    };
  }

  add(p: CapturedPacket): void {
    // A CM MAD is UD traffic, but the connection's own: counted as 'cm', never as another transport.
    const transport = p.cm ? 'cm' : p.transport;
    this.transports[transport] = (this.transports[transport] ?? 0) + 1;
    if (p.cm) {
      this.cmMessage(p, p.cm);
      return;
    }
    if (p.cut) this.anomalies.push({ kind: 'cut', packets: [p.index] });
    if (p.icrcOk === false) this.anomalies.push({ kind: 'bad-icrc', packets: [p.index] });
    if (p.vcrcOk === false) this.anomalies.push({ kind: 'bad-vcrc', packets: [p.index] });
    if (p.transport === 'cnp') {
      // A CNP goes back to the sender of the marked traffic, naming its QP (IBA Annex A17.9.2).
      for (const s of this.streams.values())
        if (s.connection.requester.address === p.dst && s.connection.requester.qpn === p.bth.destQp) s.connection.cnps++;
    } else if (p.transport !== 'rc') {
      // One entry per transport, with all its packets: UD management traffic alone can be most of a capture.
      const same = this.anomalies.find((a) => a.kind === 'other-transport' && a.detail === p.transport);
      if (same) same.packets.push(p.index);
      else this.anomalies.push({ kind: 'other-transport', packets: [p.index], detail: p.transport });
    } else if (RESPONSES.has(p.bth.opcode)) this.answer(p);
    else this.request(p);
  }

  /** A CM message: a REQ opens an exchange; a REP, an RTU (and a REJ, DREQ, DREP) join the exchange they answer. */
  private cmMessage(p: CapturedPacket, m: CmMessage): void {
    if (m.kind === 'req') {
      this.cm.push({
        active: { address: p.src, commId: m.localCommId, qpn: m.qpn, psn: m.startingPsn },
        kinds: ['req'],
        packets: [p.index],
      });
      return;
    }
    // From the passive side, the REQ's comm ID comes back as the remote one; from the active side it is its own.
    const x =
      this.cm.find((e) => e.active.address === p.dst && e.active.commId === m.remoteCommId) ??
      this.cm.find((e) => e.active.address === p.src && e.active.commId === m.localCommId);
    if (!x) return;
    x.kinds.push(m.kind);
    x.packets.push(p.index);
    if (m.kind === 'rep') x.passive = { address: p.src, commId: m.localCommId, qpn: m.qpn, psn: m.startingPsn };
  }

  /**
   * Each connection gets what rdma-cm announced for it: the exchange whose two QPs are its two QPs (either side may
   * be the requester of the traffic). A requester QPN no answer named comes from the CM.
   */
  private linkCm(): void {
    for (const c of this.connections) {
      const i = this.cm.findIndex(
        (e) =>
          e.passive &&
          ((e.active.address === c.requester.address && e.passive.address === c.responder.address && e.passive.qpn === c.responder.qpn) ||
            (e.passive.address === c.requester.address && e.active.address === c.responder.address && e.active.qpn === c.responder.qpn)),
      );
      if (i < 0) continue;
      const e = this.cm[i];
      const passive = e.passive as NonNullable<CmExchange['passive']>;
      const [mine, theirs] = e.active.address === c.requester.address ? [e.active, passive] : [passive, e.active];
      c.requester.qpn ??= mine.qpn ?? null;
      c.cm = { exchange: i, requesterPsn: mine.psn, responderPsn: theirs.psn };
    }
  }

  /** The stream the last request went to: most packets of a capture continue the one before them. */
  private last: Stream | null = null;

  /** The requester's QPN is not in its own packets (the BTH names the destination): the answers coming back name it. */
  private streamOf(p: CapturedPacket): Stream {
    const l = this.last?.connection;
    if (l && l.responder.qpn === p.bth.destQp && l.requester.address === p.src && l.responder.address === p.dst && l.carrier === p.carrier)
      return this.last as Stream;
    this.last = this.streamByKey(p);
    return this.last;
  }

  private streamByKey(p: CapturedPacket): Stream {
    const key = `${p.carrier}|${p.src}|${p.dst}|${p.bth.destQp}`;
    let s = this.streams.get(key);
    if (!s) {
      const connection: CapturedConnection = {
        id: this.connections.length,
        carrier: p.carrier,
        requester: { address: p.src, qpn: null },
        responder: { address: p.dst, qpn: p.bth.destQp },
        requests: 0,
        answers: 0,
        cnps: 0,
      };
      this.connections.push(connection);
      s = { connection, next: null, open: null, byPsn: [], lastAnswer: null, responseGap: null, run: null };
      this.streams.set(key, s);
    }
    return s;
  }

  /**
   * Answers go to the stream of the reverse direction whose QP they name: the one requester QP per address pair, else
   * the stream whose PSNs the answer's PSN falls among.
   */
  private answerStream(p: CapturedPacket): Stream | null {
    let best: Stream | null = null;
    for (const s of this.streams.values()) {
      const c = s.connection;
      if (c.carrier !== p.carrier || c.requester.address !== p.dst || c.responder.address !== p.src) continue;
      if (c.requester.qpn === p.bth.destQp) return s;
      if (c.requester.qpn === null && s.next !== null && psnDiff(p.bth.psn, s.next) >= 0) best ??= s;
    }
    if (best) best.connection.requester.qpn = p.bth.destQp;
    return best;
  }

  /** An ACKNOWLEDGE or a READ response, on its way back to the requester. */
  private answer(p: CapturedPacket): void {
    const s = this.answerStream(p);
    if (!s) return;
    s.connection.answers++;
    // An atomic's answer carries an AETH too (Linux drivers/infiniband/sw/rxe/rxe_opcode.c, IB_OPCODE_RC_ATOMIC_ACKNOWLEDGE:
    // RXE_AETH_MASK | RXE_ATMACK_MASK): it answers the atomic as an ACK does.
    if ((p.bth.opcode === RC_OP.ACKNOWLEDGE || p.bth.opcode === RC_OP.ATOMIC_ACKNOWLEDGE) && p.aeth) {
      const kind = answerKindOf(p.aeth.syndrome);
      const of = s.byPsn.find((m) => psnDiff(m.firstPsn, p.bth.psn) >= 0 && psnDiff(p.bth.psn, m.lastPsn) >= 0);
      this.rung(s, p, 'responder', { answer: kind, message: of?.id });
      // An ACK is progress: no NAK is pending. An RNR NAK decides the resend even when a PSN-sequence NAK for a later
      // packet follows it (rxe sends both: rxe_resp.c, the RNR path does not set sent_psn_nak).
      if (kind === 'ack') s.lastAnswer = null;
      else if (s.lastAnswer?.kind !== 'rnr' || kind === 'rnr') s.lastAnswer = { kind, index: p.index };
      of?.answers.push(p.index);
      const connection = s.connection.id;
      if (kind === 'rnr') this.anomalies.push({ kind: 'rnr-wait', packets: [p.index], connection, detail: String(p.aeth.syndrome & 0x1f) });
      else if (kind !== 'ack') this.anomalies.push({ kind: 'nak', packets: [p.index], connection, detail: kind });
      return;
    }
    // A READ response: the last READ that starts at or before its PSN; its PSN range grows to cover it.
    const read = [...s.byPsn].reverse().find((m) => m.kind === 'read' && psnDiff(m.firstPsn, p.bth.psn) >= 0);
    this.rung(s, p, 'responder', { message: read?.id });
    if (!read) return;
    // The responses of a READ carry consecutive PSNs from the request's: a jump means one was lost.
    const expected = read.responses.length === 0 ? read.firstPsn : (read.lastPsn + 1) % PSN_MODULUS;
    if (psnDiff(expected, p.bth.psn) > 0 && s.responseGap === null) s.responseGap = p.index;
    read.responses.push(p.index);
    if (psnDiff(read.lastPsn, p.bth.psn) > 0) read.lastPsn = p.bth.psn;
    if (s.next !== null && psnDiff(s.next, p.bth.psn) >= 0) s.next = (p.bth.psn + 1) % PSN_MODULUS;
  }

  /** A request packet: new traffic on the requester's PSN stream, or sent again. */
  private request(p: CapturedPacket): void {
    const s = this.streamOf(p);
    s.connection.requests++;
    const ahead = s.next === null ? 0 : psnDiff(s.next, p.bth.psn);
    const m = ahead < 0 ? this.resend(s, p) : this.newTraffic(s, p, ahead);
    this.rung(s, p, 'requester', { message: m?.id, ...(ahead < 0 ? { resent: true } : {}) });
  }

  /** The packet's rung on its connection's ladder, while the ladder has room (then it is only counted). */
  private rung(s: Stream, p: CapturedPacket, from: Rung['from'], extra: Pick<Rung, 'answer' | 'message' | 'resent'>): void {
    const id = s.connection.id;
    let ladder = this.ladders[id];
    if (!ladder) {
      ladder = { connection: id, rungs: [], more: 0 };
      this.ladders[id] = ladder;
      this.t0[id] = p.timeNs;
    }
    if (ladder.rungs.length >= LADDER_MAX_RUNGS) {
      ladder.more++;
      return;
    }
    const r: Rung = { index: p.index, timeNs: Number(p.timeNs - this.t0[id]), from, opcode: p.bth.opcode, psn: p.bth.psn };
    if (extra.answer) r.answer = extra.answer;
    if (extra.message !== undefined) r.message = extra.message;
    if (extra.resent) r.resent = true;
    ladder.rungs.push(r);
  }

  /**
   * Sent again: go-back-N from a NAKed PSN, after an RNR wait, or after the requester's timer. One run of resends
   * (consecutive PSNs) is one anomaly, caused by the answer seen before it.
   */
  private resend(s: Stream, p: CapturedPacket): CapturedMessage | undefined {
    const psn = p.bth.psn;
    const msg = s.byPsn.find((m) => psnDiff(m.firstPsn, psn) >= 0 && psnDiff(psn, m.lastPsn) >= 0);
    if (msg) {
      msg.packets.push(p.index);
      msg.resent = true;
    }
    if (s.run && s.run.nextPsn === psn) s.run.anomaly.packets.push(p.index);
    else {
      const kind: Anomaly['kind'] =
        s.lastAnswer?.kind === 'nak-psn'
          ? 'resend-after-nak'
          : s.lastAnswer?.kind === 'rnr'
            ? 'resend-after-rnr'
            : s.responseGap !== null && p.bth.opcode === RC_OP.RDMA_READ_REQUEST
              ? 'resend-after-response-gap'
              : 'resend-after-timeout';
      const anomaly: Anomaly = { kind, packets: [p.index], connection: s.connection.id };
      const after = s.lastAnswer?.index ?? (kind === 'resend-after-response-gap' ? s.responseGap : null);
      if (after !== null) anomaly.detail = `after packet ${after + 1}`;
      this.anomalies.push(anomaly);
      s.run = { anomaly, nextPsn: psn };
      s.lastAnswer = null;
      s.responseGap = null;
    }
    s.run.nextPsn = (psn + 1) % PSN_MODULUS;
    return msg;
  }

  /** A packet at or past the next PSN: it continues the open message or starts one; a jump is a loss before the capture. */
  private newTraffic(s: Stream, p: CapturedPacket, ahead: number): CapturedMessage {
    s.run = null;
    const psn = p.bth.psn;
    // A READ takes one PSN per response (IBA Vol. 1 §9.7.1): a request sent before the responses arrive skips them.
    const lastMsg = s.byPsn[s.byPsn.length - 1];
    const afterRead = ahead > 0 && !s.open && lastMsg?.kind === 'read' && lastMsg.lastPsn === (psn - ahead - 1 + PSN_MODULUS) % PSN_MODULUS;
    if (afterRead) lastMsg.lastPsn = (psn - 1 + PSN_MODULUS) % PSN_MODULUS;
    else if (ahead > 0) {
      const detail = `${ahead} PSN${ahead === 1 ? '' : 's'} not seen before ${psn}`;
      this.anomalies.push({ kind: 'psn-gap', packets: [p.index], connection: s.connection.id, detail });
    }
    const op = p.bth.opcode;
    if (!s.open || STARTS.has(op) || (ahead > 0 && !afterRead)) s.open = this.startMessage(s, p);
    const m = s.open;
    m.packets.push(p.index);
    m.lastPsn = psn;
    // The last packet says what the message was: a LAST with immediate or with invalidate names it.
    if (m.kind === 'unknown' || op === 0x03 || op === 0x09 || op === 0x16) m.kind = kindOf(op);
    if (p.immDt !== undefined) m.immDt = p.immDt;
    m.bytes = m.reth ? m.reth.dmaLength : m.bytes + p.payloadLength;
    s.next = (psn + 1) % PSN_MODULUS;
    if (ENDS.has(op)) s.open = null;
    return m;
  }

  private startMessage(s: Stream, p: CapturedPacket): CapturedMessage {
    const op = p.bth.opcode;
    const m: CapturedMessage = {
      id: this.messages.length,
      kind: kindOf(op),
      connection: s.connection.id,
      firstPsn: p.bth.psn,
      lastPsn: p.bth.psn,
      packets: [],
      responses: [],
      answers: [],
      bytes: 0,
      resent: false,
      partial: !STARTS.has(op),
    };
    if (p.reth) m.reth = { va: p.reth.va, rkey: p.reth.rkey, dmaLength: p.reth.dmaLength };
    this.messages.push(m);
    s.byPsn.push(m);
    return m;
  }
}
