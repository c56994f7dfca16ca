import { type Msg, msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { byteCount } from '../../format/messageParams';
import { NAK_CODE_PARAMS } from '../../ib/aeth';
import { opcodeName } from '../../ib/opcodes';
import { type Claims, GENERAL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import type { TransferPlan } from '../plan';
import type { StepText } from '../types';
import { linkCrcName } from './fabricText';

/** How B handles the packet its checks table shows. */
export type CheckOutcome = 'ok' | 'psn-gap' | 'damaged' | 'refused' | 'rnr' | 'duplicate';

/** The packet a checks table shows: its index, the one B expected, and what B does with it. */
export interface CheckedPacket {
  k: number;
  expected: number;
  outcome: CheckOutcome;
}

const verdictOf = (f: StepFacts, id: string) => f.step.checks?.find((c) => c.id === id)?.verdict;
const allPass = (f: StepFacts) => (f.step.checks ?? []).every((c) => c.verdict === 'pass');
const hasDuplicate = (f: StepFacts) => verdictOf(f, 'psn') === 'duplicate';
/** The answers of a given type (ACK 0x00, RNR NAK 0x20, NAK 0x60) B sent in the trace. */
const sent = (f: StepFacts, type: number) => f.answerSyndromes.some((s) => (s & 0xe0) === type);

/** What each sentence of HCA B's checks and its receive-WQE read asserts. */
export const RESPONDER_CLAIMS: Claims = {
  'step.check.title': when((f) => f.role === 'responder-check' && f.round === 0),
  'step.check.titleRetry': when((f) => f.role === 'responder-check' && (f.round ?? 0) > 0),
  'step.check.s1': when((f) => f.transport === 'ib' && f.op !== 'read'),
  'step.check.s1Roce': when((f) => f.transport === 'rocev2' && f.op !== 'read'),
  'step.check.s1Read': when((f) => f.op === 'read' && !hasDuplicate(f)),
  'step.check.s1DuplicateRead': when((f) => f.op === 'read' && hasDuplicate(f)),
  'step.check.s2': when((f) => (f.op === 'write' || f.op === 'write-imm') && f.messageBytes > 0 && verdictOf(f, 'rkey') !== undefined),
  'step.check.s2Latched': when((f) => (f.op === 'write' || f.op === 'write-imm') && f.messageBytes > 0),
  'step.check.s2Read': when((f) => f.op === 'read' && f.messageBytes > 0),
  'step.check.s2Send': when((f) => f.op === 'send'),
  'step.check.s2Empty': when((f) => f.messageBytes === 0 && f.op !== 'send'),
  'step.check.s2Duplicate': when((f) => hasDuplicate(f) && f.op !== 'read'),
  'step.check.s2DuplicateRead': when((f) => hasDuplicate(f) && f.op === 'read' && f.messageBytes > 0),
  'step.check.outcome.ok': when((f) => f.round === 0 && allPass(f) && f.op !== 'read'),
  'step.check.outcome.okRetry': when((f) => (f.round ?? 0) > 0 && allPass(f) && f.op !== 'read'),
  'step.check.outcome.okRead': when((f) => f.op === 'read' && allPass(f)),
  'step.check.outcome.refused': when(
    (f) => f.op !== 'read' && f.failedCheck !== null && f.bytesPlaced === 0 && f.refusedAt === f.failedCheck,
  ),
  'step.check.outcome.refusedRead': when((f) => f.op === 'read' && f.failedCheck !== null && !f.bReadsMemory),
  'step.check.outcome.refusedRecv': when((f) => f.op === 'write-imm' && f.refusedAt !== null && f.recvWqeRead),
  'step.check.outcome.rnr': when((f) => f.failedCheck === 'recv-wqe' && sent(f, 0x20)),
  'step.check.outcome.rnrFirst': when((f) => f.failedCheck === 'recv-wqe' && sent(f, 0x20)),
  'step.check.outcome.rnrNext': when((f) => f.failedCheck === 'recv-wqe' && sent(f, 0x20) && sent(f, 0x60)),
  'step.check.outcome.damaged': when((f) => f.failedCheck === 'icrc' && f.switchHops > 0),
  'step.check.outcome.damagedCable': when((f) => (f.failedCheck === 'vcrc' || f.failedCheck === 'fcs') && f.switchHops === 0),
  'step.check.outcome.gap': when((f) => f.failedCheck === 'psn' && sent(f, 0x60)),
  'step.check.outcome.duplicate': when((f) => hasDuplicate(f) && f.op !== 'read'),
  'step.check.outcome.duplicateRead': when((f) => hasDuplicate(f) && f.op === 'read'),
  'step.check.order': when((f) => f.firstArtifact?.fields.some((x) => x.name === 'RETH') ?? false),
  'step.check.orderPacket': GENERAL,
  'step.check.reality': when((f) => f.op === 'write' || f.op === 'write-imm'),
  'step.check.realitySend': when((f) => f.op === 'send'),
  'step.check.realityRead': when((f) => f.op === 'read'),
  'step.recvFetch.title': when((f) => f.role === 'fetch-recv-wqe'),
  'step.recvFetch.s1Send': when((f) => f.op === 'send'),
  'step.recvFetch.s1Imm': when((f) => f.op === 'write-imm' && f.refusedAt === null),
  'step.recvFetch.s1ImmRefused': when((f) => f.op === 'write-imm' && f.refusedAt !== null),
  'step.recvFetch.s2': GENERAL,
  'step.recvFetch.reality': when((f) => f.op === 'send'),
  'step.recvFetch.realityImm': when((f) => f.op === 'write-imm' && f.refusedAt === null),
  'step.recvFetch.realityRefused': when((f) => f.op === 'write-imm' && f.refusedAt !== null && f.cqeB?.ok === false),
};

/** The outcome sentence under the checks. */
function outcomeText(plan: TransferPlan, round: Round, c: CheckedPacket, psnOf: (k: number) => number): Msg[] {
  const i = c.k + 1;
  const psn = String(psnOf(c.k));
  const expected = String(psnOf(c.expected));
  switch (c.outcome) {
    case 'refused': {
      const check = msg(`check.${round.reply.kind === 'nak-access' ? round.reply.check : 'rkey'}.name`);
      if (plan.s.op === 'read') return [msg('step.check.outcome.refusedRead', { check })];
      // A WRITE with immediate's only packet took its receive WQE before the rkey check failed.
      const tookRecv =
        round.takesRecv === c.k ? [msg('step.check.outcome.refusedRecv', { check, recvCheck: msg('check.recv-wqe.name') })] : [];
      return [msg('step.check.outcome.refused', { check }), ...tookRecv];
    }
    case 'rnr': {
      const r = round.reply;
      const next = r.kind === 'nak-rnr' ? r.psnNakAt : null;
      return [
        msg(c.k === 0 ? 'step.check.outcome.rnrFirst' : 'step.check.outcome.rnr', { i, opcode: opcodeName(plan.dataOpcode(c.k)) }),
        ...(next !== null ? [msg('step.check.outcome.rnrNext', { i: next + 1, psn: String(psnOf(next)), expected: psn })] : []),
      ];
    }
    case 'damaged':
      return [
        msg(plan.s.ib.switchHops === 0 ? 'step.check.outcome.damagedCable' : 'step.check.outcome.damaged', {
          i,
          psn,
          linkCrc: linkCrcName(plan.s),
        }),
      ];
    case 'psn-gap':
      return [msg('step.check.outcome.gap', { i, psn, expected, dropped: msg('unit.packet', { n: rangeSize(round.discarded) }) })];
    case 'duplicate':
      return [
        msg(plan.s.op === 'read' ? 'step.check.outcome.duplicateRead' : 'step.check.outcome.duplicate', {
          n: rangeSize(round.duplicates),
          psn,
          expected,
        }),
      ];
    case 'ok':
      if (plan.s.op === 'read') return [msg('step.check.outcome.okRead', { n: rangeSize(round.sent) })];
      return [msg(round.index === 0 ? 'step.check.outcome.ok' : 'step.check.outcome.okRetry', { n: arrivedCount(round) })];
  }
}

/** Packets of the round that reach B: the one lost on the way does not. */
export function arrivedCount(round: Round): number {
  const [from, to] = round.sent;
  const lost = round.hit?.on === 'data' && round.hit.how === 'lost' && round.hit.index >= from && round.hit.index < to;
  return rangeSize(round.sent) - (lost ? 1 : 0);
}

/** HCA B's checks on the packet the table shows: what they compare, what B does, and why that packet. */
export function checkText(plan: TransferPlan, round: Round, c: CheckedPacket, psnOf: (k: number) => number): StepText {
  const { s } = plan;
  const read = s.op === 'read';
  // The RETH this packet is checked against: its own (the first packet, a READ REQUEST asking from `from`), else the one B kept.
  const offset = read ? c.k * s.pathMtu : 0;
  const reth = { rkey: hex(s.rkey), bytes: byteCount(s.messageBytes - offset), va: hex(s.remoteVa + BigInt(offset)) };
  // A duplicate of a write-like request stops at its PSN check: nothing after it is compared.
  const keyLine =
    c.outcome === 'duplicate' && !read
      ? msg('step.check.s2Duplicate')
      : s.op === 'send'
        ? msg('step.check.s2Send')
        : s.messageBytes === 0
          ? msg('step.check.s2Empty')
          : read
            ? msg(c.outcome === 'duplicate' ? 'step.check.s2DuplicateRead' : 'step.check.s2Read', reth)
            : c.k > 0
              ? msg('step.check.s2Latched', reth)
              : msg('step.check.s2', reth);
  return {
    title: msg(round.index === 0 ? 'step.check.title' : 'step.check.titleRetry'),
    summary: [
      msg(
        read
          ? c.outcome === 'duplicate'
            ? 'step.check.s1DuplicateRead'
            : 'step.check.s1Read'
          : s.transport === 'rocev2'
            ? 'step.check.s1Roce'
            : 'step.check.s1',
        { linkCrc: linkCrcName(s) },
      ),
      keyLine,
      ...outcomeText(plan, round, c, psnOf),
      c.k === 0 && plan.hasReth ? msg('step.check.order') : msg('step.check.orderPacket', { i: c.k + 1 }),
    ],
    reality: msg(read ? 'step.check.realityRead' : s.op === 'send' ? 'step.check.realitySend' : 'step.check.reality', NAK_CODE_PARAMS),
  };
}

/** HCA B reads the receive WQE a SEND or a WRITE with immediate consumes. */
export function recvFetchText(plan: TransferPlan): StepText {
  const { op } = plan.s;
  const refused = plan.exchange.outcome.kind !== 'success';
  return {
    title: msg('step.recvFetch.title'),
    summary: [
      msg(op === 'send' ? 'step.recvFetch.s1Send' : refused ? 'step.recvFetch.s1ImmRefused' : 'step.recvFetch.s1Imm'),
      msg('step.recvFetch.s2'),
    ],
    reality: msg(op === 'send' ? 'step.recvFetch.reality' : refused ? 'step.recvFetch.realityRefused' : 'step.recvFetch.realityImm'),
  };
}
