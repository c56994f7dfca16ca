import { type Msg, msg } from '../../../i18n/msg';
import { formatDuration } from '../../format/plainText';
import { AETH_NAK_REMOTE_ACCESS_ERROR } from '../../ib/aeth';
import { RC_OP } from '../../ib/opcodes';
import { ACK_TIMEOUT_UNIT_NS } from '../../ib/rcTimers';
import { type Claims, GENERAL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import type { Answer } from '../exchange/exchangeTiming';
import type { Aside, StepText } from '../types';

const hex2 = (v: number) => `0x${v.toString(16).padStart(2, '0').toUpperCase()}`;
/** A time on the simulated clock, in µs or ms. */
export const fmtUs = (ns: number): string => formatDuration(ns, 'coarse');

/** The step's own answers: their count, and whether any is a duplicate's (decoded from the trace's answers). */
const answersHere = (f: StepFacts) => f.step.artifacts[0]?.count ?? 0;
/** B's CPU has acted (a late receive, a poll) before this step. */
const cpuBBefore = (f: StepFacts) => f.cpuBStepsBefore(f.step.index);
/** The fault hits B's answer (the ACK the scenario's last packet number names). */
const answerHit = (f: StepFacts) => f.step.view.mark !== undefined && f.role === 'acknowledge';

/** This step's round ends in an RNR NAK for a packet after the message's first: packets before it were executed. */
const rnrAfterFirst = (f: StepFacts) => {
  const reply = f.round === null ? undefined : f.plan.exchange.rounds[f.round]?.reply;
  return reply?.kind === 'nak-rnr' && reply.at > 0;
};

/** What each sentence of B's answers and A's waits asserts. */
export const ANSWER_CLAIMS: Claims = {
  'step.ack.title': when((f) => f.role === 'acknowledge'),
  'step.ack.s1': when((f) => f.ackMsns.includes(1)),
  'step.ack.s2': when((f) => !answerHit(f)),
  'step.ack.sDup': when((f) => f.rounds > 1 && answersHere(f) >= 1),
  'step.ack.lost': when((f) => f.fault === 'drop' && answerHit(f)),
  'step.ack.corrupted': when((f) => f.fault === 'corrupt-icrc' && answerHit(f)),
  'step.ack.realityLost': when((f) => answerHit(f) && f.bytesPlaced === f.messageBytes),
  'step.ack.coalesce': when((f) => answersHere(f) === 1),
  'step.ack.reality': when((f) => (f.op === 'write' || f.op === 'read') && !cpuBBefore(f)),
  'step.ack.realityTold': when((f) => f.op === 'send' || f.op === 'write-imm'),
  'step.aside.done.title': GENERAL,
  'step.aside.done.accepted': GENERAL,
  'step.aside.done.told': GENERAL,
  'step.aside.done.order': GENERAL,
  'step.aside.done.durable': GENERAL,
  'step.nak.nak-psn.title': when((f) => f.answerSyndromes.includes(0x60)),
  'step.nak.nak-psn.s1': when((f) => f.answerSyndromes.includes(0x60)),
  'step.nak.nak-psn.s2': when((f) => f.rounds > 1),
  'step.nak.nak-psn.reality': when((f) => f.payloadFetches > 1),
  'step.nak.nak-rnr.title': when((f) => f.answerSyndromes.some((s) => (s & 0xe0) === 0x20)),
  'step.nak.nak-rnr.s1': when((f) => f.answerSyndromes.some((s) => (s & 0xe0) === 0x20)),
  'step.nak.nak-rnr.sPsn': when((f) => f.answerSyndromes.includes(0x60) && answersHere(f) === 2),
  'step.nak.nak-rnr.s2': when((f) => f.rounds > 1),
  'step.nak.nak-rnr.sBefore': when((f) => f.rounds > 1 && rnrAfterFirst(f)),
  'step.nak.nak-rnr.reality': when((f) => f.op === 'send' || f.op === 'write-imm'),
  'step.nak.nak-access.title': when((f) => f.answerSyndromes.includes(AETH_NAK_REMOTE_ACCESS_ERROR)),
  'step.nak.nak-access.s1': when((f) => f.op !== 'read' && f.answerSyndromes.includes(AETH_NAK_REMOTE_ACCESS_ERROR) && f.bytesPlaced === 0),
  'step.nak.nak-access.s1Read': when((f) => f.op === 'read' && f.answerSyndromes.includes(AETH_NAK_REMOTE_ACCESS_ERROR) && !f.bReadsMemory),
  'step.nak.nak-access.s2': when((f) => f.answerSyndromes.includes(AETH_NAK_REMOTE_ACCESS_ERROR)),
  'step.nak.nak-access.reality': when((f) => f.refusedAt !== null && f.bytesPlaced === 0 && !f.bReadsMemory),
  'step.timeout.title': when((f) => f.role === 'timeout'),
  'step.timeout.s1': when((f) => f.op !== 'read'),
  'step.timeout.s1Read': when((f) => f.op === 'read' && !f.responsesArrivedIn(f.round)),
  'step.timeout.s1ReadLast': when((f) => f.op === 'read' && f.responsesArrivedIn(f.round)),
  'step.timeout.s2': when((f) => f.op !== 'read'),
  'step.timeout.s2Read': when((f) => f.op === 'read'),
  'step.timeout.reality': GENERAL,
  'step.rnrWait.title': when((f) => f.role === 'rnr-wait'),
  'step.rnrWait.s1': GENERAL,
  'step.rnrWait.s2': GENERAL,
  'step.rnrWait.reality': GENERAL,
  'step.postRecv.late.title': when((f) => f.role === 'post-recv' && f.step.phase === 'RETRY'),
  'step.postRecv.late.s1': when((f) => f.step.phase === 'RETRY'),
};

/** What a completion does and does not tell, shown at the ACK and at the poll (rdma-core ibv_query_qp_data_in_order(3)). */
export function completionAside(): Aside {
  return {
    kind: 'completion-meaning',
    title: msg('step.aside.done.title'),
    points: [msg('step.aside.done.accepted'), msg('step.aside.done.told'), msg('step.aside.done.order'), msg('step.aside.done.durable')],
  };
}

/** B's ACKs for a round: a duplicate's, and the one the last packet asks for; and what happens to them on the way. */
export function ackText(
  op: string,
  answers: readonly Answer[],
  lastExecuted: boolean,
  psnOf: (k: number) => number,
  hit: 'lost' | 'corrupted' | null,
  /** The final ACK's AETH syndrome: 0x00-0x1E a credit code, 0x1F no count. */
  syndrome: number,
): StepText {
  const dups = answers.length - (lastExecuted ? 1 : 0);
  const last = answers[answers.length - 1];
  const finalAck = lastExecuted
    ? [
        msg('step.ack.s1', {
          psn: String(psnOf(last.psnOf)),
          opcode: hex2(RC_OP.ACKNOWLEDGE),
          syndrome: hex2(syndrome),
          msn: last.msn,
        }),
      ]
    : [];
  const summary: Msg[] = [
    ...(dups > 0 ? [msg('step.ack.sDup', { dups: msg('unit.packet', { n: dups }), psn: String(psnOf(answers[0].psnOf)) })] : []),
    ...finalAck,
    msg(hit ? `step.ack.${hit}` : 'step.ack.s2'),
    // One ACK for the message holds only when nothing was repeated.
    ...(answers.length === 1 ? [msg('step.ack.coalesce')] : []),
  ];
  const told = op === 'send' || op === 'write-imm';
  return {
    title: msg('step.ack.title'),
    summary,
    reality: msg(hit ? 'step.ack.realityLost' : told ? 'step.ack.realityTold' : 'step.ack.reality'),
    ...(hit ? {} : { asides: [completionAside()] }),
  };
}

/** B's NAK (and, after an RNR NAK, the PSN sequence NAK soft-RoCE sends for the next packet). */
export function nakText(
  kind: 'nak-psn' | 'nak-rnr' | 'nak-access',
  read: boolean,
  params: { psn: string; i: number; dropped: Msg; code: number; syndrome: string; time: string },
  answers: number,
): StepText {
  return {
    title: msg(`step.nak.${kind}.title`),
    summary: [
      msg(kind === 'nak-access' && read ? 'step.nak.nak-access.s1Read' : `step.nak.${kind}.s1`, params),
      ...(kind === 'nak-rnr' && answers > 1 ? [msg('step.nak.nak-rnr.sPsn', params)] : []),
      msg(`step.nak.${kind}.s2`, params),
      // soft-RoCE resends from its first unacknowledged PSN (rxe_comp.c check_ack: only a PSN sequence NAK moves it).
      ...(kind === 'nak-rnr' && params.i > 1 ? [msg('step.nak.nak-rnr.sBefore')] : []),
    ],
    reality: msg(`step.nak.${kind}.reality`),
  };
}

/** A's retransmission timer expires: nothing, or not everything, came back. */
export function timeoutText(read: boolean, someResponses: boolean, exp: number, waitNs: number, psn: number, i: number): StepText {
  const s1 = read ? (someResponses ? 'step.timeout.s1ReadLast' : 'step.timeout.s1Read') : 'step.timeout.s1';
  return {
    title: msg('step.timeout.title'),
    summary: [
      msg(s1, { time: fmtUs(waitNs), exp, unit: `${ACK_TIMEOUT_UNIT_NS / 1000} µs` }),
      msg(read ? 'step.timeout.s2Read' : 'step.timeout.s2', { psn: String(psn), i }),
    ],
    reality: msg('step.timeout.reality'),
  };
}

/** A waits the RNR timer B named. */
export function rnrWaitText(code: number, waitNs: number, psn: number): StepText {
  return {
    title: msg('step.rnrWait.title'),
    summary: [msg('step.rnrWait.s1', { code, time: fmtUs(waitNs) }), msg('step.rnrWait.s2', { psn: String(psn) })],
    reality: msg('step.rnrWait.reality'),
  };
}

export function latePostRecvText(): StepText {
  return { title: msg('step.postRecv.late.title'), summary: [msg('step.postRecv.late.s1'), msg('step.postRecv.s2')] };
}
