import { msg, type Msg } from '../../../i18n/msg';
import { opcodeName } from '../../ib/opcodes';
import { CPL_HEADER_BYTES, tlpHeaderBytes } from '../../pcie/tlp';
import { dataPacket, dataPacketSet, psnOf, readRequestPacket } from '../artifacts/packets';
import { recvFetchArtifacts } from '../artifacts/recvQueue';
import type { TraceContext } from '../context';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import type { RoundTiming } from '../exchange/exchangeTiming';
import { RECV_WQE_BYTES, type TransferPlan } from '../plan';
import { responderChecks } from '../responder/responderChecks';
import type { ResponderState } from '../responder/responderState';
import type { StepSpec } from '../stepSpec';
import type { ArtifactSet, Check, StepText, StepView } from '../types';
import { linkCrcName } from './fabricSteps';
import { placementSteps } from './placementSteps';
import { roundNaming } from './roundIds';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;
const bytes = (n: number) => msg('unit.byte', { n });

/** How B handles the packet its checks table shows. */
type CheckOutcome = 'ok' | 'psn-gap' | 'damaged' | 'refused' | 'rnr' | 'duplicate';

/** The packet whose checks the step shows, what B expected of it, and what B does with it. */
interface Checked {
  bytes: Uint8Array;
  k: number;
  expected: number;
  previous: number | null;
  outcome: CheckOutcome;
}

/** B's state when packet k arrives: it expects the PSN of packet `expected`, and may have its receive WQE taken already. */
function stateAt(plan: TransferPlan, expected: number, round: Round): ResponderState {
  const b = plan.responder;
  const recvTaken = plan.exchange.recvAt !== null && round.index > 0 && round.cause !== 'rnr-nak';
  return {
    ...b,
    recvPosted: round.cause === 'rnr-nak' ? 1 : recvTaken ? 0 : b.recvPosted,
    qp: { ...b.qp, expectedPsn: psnOf(plan, expected) },
  };
}

/**
 * Which packet the checks table shows: the one that fails (the refused first
 * packet, the damaged one, the one after a gap, the duplicate, the one that
 * finds no receive WQE), else the round's first.
 */
function checkedPacket(plan: TransferPlan, round: Round): Checked {
  const ex = plan.exchange;
  const [from] = round.sent;
  const prev = (k: number) => (k > 0 ? plan.dataOpcode(k - 1) : null);
  const packet = (k: number, damaged = false) => dataPacket(plan, k, undefined, damaged).bytes;
  if (plan.s.op === 'read') {
    // The request asks from `from`; B expects the PSN after the last response it sent (a re-issued request is a duplicate).
    // B expects the PSN after the responses it already sent, if an earlier request reached it; else the first.
    const reached = ex.rounds.slice(0, round.index).some((r) => r.hit?.on !== 'request');
    const expected = reached ? ex.packets : 0;
    const damaged = round.hit?.on === 'request' && round.hit.how === 'corrupted';
    return {
      bytes: readRequestPacket(plan, from, undefined, damaged).bytes,
      k: from,
      expected,
      previous: null,
      outcome: damaged ? 'damaged' : round.reply.kind === 'nak-access' ? 'refused' : from < expected ? 'duplicate' : 'ok',
    };
  }
  const r = round.reply;
  if (r.kind === 'nak-access') return { bytes: packet(0), k: 0, expected: 0, previous: null, outcome: 'refused' };
  if (r.kind === 'nak-rnr') return { bytes: packet(r.at), k: r.at, expected: r.at, previous: prev(r.at), outcome: 'rnr' };
  const hit = round.hit?.on === 'data' ? round.hit : null;
  if (hit?.how === 'corrupted') {
    return { bytes: packet(hit.index, true), k: hit.index, expected: hit.index, previous: prev(hit.index), outcome: 'damaged' };
  }
  if (r.kind === 'nak-psn') {
    const k = r.expected + 1;
    return { bytes: packet(k), k, expected: r.expected, previous: prev(r.expected), outcome: 'psn-gap' };
  }
  if (rangeSize(round.duplicates) > 0) {
    const expected = round.duplicates[1];
    return { bytes: packet(from), k: from, expected, previous: null, outcome: 'duplicate' };
  }
  return { bytes: packet(from), k: from, expected: from, previous: prev(from), outcome: 'ok' };
}

/**
 * Where B's verdict is drawn: a damaged packet dies at the port (link CRC or
 * ICRC); a refused key or range at the MKey and its MTT; a PSN gap or a
 * missing receive WQE in the engine that keeps the QP's state.
 */
function markFor(outcome: CheckOutcome): NonNullable<StepView['mark']> {
  if (outcome === 'damaged') return { kind: 'dropped', at: 'B.hca.port' };
  if (outcome === 'refused') return { kind: 'refused', at: 'B.hca.mtt' };
  return { kind: 'refused', at: 'B.hca.engine' };
}

/** Packets of the round that reach B: the one lost on the way does not. */
function arrivedCount(round: Round): number {
  const [from, to] = round.sent;
  const lost = round.hit?.on === 'data' && round.hit.how === 'lost' && round.hit.index >= from && round.hit.index < to;
  return rangeSize(round.sent) - (lost ? 1 : 0);
}

/** The outcome sentence under the checks. */
function outcomeText(plan: TransferPlan, round: Round, c: Checked): Msg {
  const i = c.k + 1;
  const psn = String(psnOf(plan, c.k));
  const expected = String(psnOf(plan, c.expected));
  switch (c.outcome) {
    case 'refused':
      return msg(plan.s.op === 'read' ? 'step.check.outcome.refusedRead' : 'step.check.outcome.refused', {
        check: msg(`check.${round.reply.kind === 'nak-access' ? round.reply.check : 'rkey'}.name`),
      });
    case 'rnr':
      return msg(c.k === 0 ? 'step.check.outcome.rnrFirst' : 'step.check.outcome.rnr', { i, opcode: opcodeName(plan.dataOpcode(c.k)) });
    case 'damaged':
      return msg(plan.s.ib.switchHops === 0 ? 'step.check.outcome.damagedCable' : 'step.check.outcome.damaged', {
        i,
        psn,
        linkCrc: linkCrcName(plan.s),
      });
    case 'psn-gap':
      return msg('step.check.outcome.gap', { i, psn, expected, dropped: msg('unit.packet', { n: rangeSize(round.discarded) }) });
    case 'duplicate':
      return msg(plan.s.op === 'read' ? 'step.check.outcome.duplicateRead' : 'step.check.outcome.duplicate', {
        n: rangeSize(round.duplicates),
        psn,
        expected,
      });
    case 'ok':
      if (plan.s.op === 'read') return msg('step.check.outcome.okRead', { n: rangeSize(round.sent) });
      return msg(round.index === 0 ? 'step.check.outcome.ok' : 'step.check.outcome.okRetry', { n: arrivedCount(round) });
  }
}

/** Which packet the table shows, and why that one. */
function orderLine(plan: TransferPlan, c: Checked) {
  return c.k === 0 && plan.hasReth ? msg('step.check.order') : msg('step.check.orderPacket', { i: c.k + 1 });
}

function checkText(plan: TransferPlan, round: Round, c: Checked): StepText {
  const { s } = plan;
  const read = s.op === 'read';
  // The RETH this packet is checked against: its own (the first packet, a READ REQUEST asking from `from`), else the one B kept.
  const offset = read ? c.k * s.pathMtu : 0;
  const reth = { rkey: hex(s.rkey), bytes: bytes(s.messageBytes - offset), va: hex(s.remoteVa + BigInt(offset)) };
  const keyLine =
    s.op === 'send'
      ? msg('step.check.s2Send')
      : s.messageBytes === 0
        ? msg('step.check.s2Empty')
        : read
          ? msg('step.check.s2Read', reth)
          : c.k > 0
            ? msg('step.check.s2Latched', reth)
            : msg('step.check.s2', reth);
  return {
    title: msg(round.index === 0 ? 'step.check.title' : 'step.check.titleRetry'),
    summary: [
      msg(read ? 'step.check.s1Read' : s.transport === 'rocev2' ? 'step.check.s1Roce' : 'step.check.s1', { linkCrc: linkCrcName(s) }),
      keyLine,
      outcomeText(plan, round, c),
      orderLine(plan, c),
    ],
    reality: msg('step.check.reality'),
  };
}

/** HCA B's checks on the packets of one round, the receive WQE it takes, and its placement of what it accepts. */
export function responderSteps(c: TraceContext, rt: RoundTiming): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const round = rt.round;
  const name = roundNaming(round);
  const st = rt.request;
  const checked = checkedPacket(plan, round);
  const checks: Check[] = responderChecks(
    { bytes: checked.bytes, previousOpcode: checked.previous, transport: s.transport },
    stateAt(plan, checked.expected, round),
  );
  const hit = round.hit;
  const lost = hit?.on === 'data' && hit.how === 'lost' ? hit.index : null;
  const damaged = hit?.on === 'data' && hit.how === 'corrupted' ? hit.index : null;
  const arrived =
    s.op === 'read'
      ? requestArrived(plan, st, round.sent[0], round.hit?.on === 'request' && round.hit.how === 'corrupted')
      : dataPacketSet(plan, st, 'received', st.sent, damaged, lost);
  const bad = checked.outcome !== 'ok' && checked.outcome !== 'duplicate';
  const steps: StepSpec[] = [];
  // Nothing to check when nothing arrives: the READ REQUEST, or the only packet sent, was lost.
  const nothingArrives = s.op === 'read' ? round.hit?.on === 'request' && round.hit.how === 'lost' : arrivedCount(round) === 0;
  if (!nothingArrives) {
    steps.push({
      id: name.id('B1.check'),
      role: 'responder-check',
      phase: name.phase('B1'),
      actor: 'hcaB',
      path: ['B.hca.port', 'B.hca.sram', 'B.hca.mtt'],
      span: st.check,
      text: checkText(plan, round, checked),
      artifacts: [arrived],
      checks,
      delta: { hcaBufferBytes: { B: plan.wire.data(st.sent[0]) } },
      view: {
        touches: [{ object: 'B.mr', by: 'bus' }],
        ...(bad ? { mark: markFor(checked.outcome) } : {}),
        // The bytes open on the packet the checks table shows (the lost one is not in the arrived set).
        focus: { set: 0, item: s.op === 'read' ? 0 : checked.k - st.sent[0] - (lost !== null && lost < checked.k ? 1 : 0) },
      },
    });
  }
  if (rt.recvFetch) steps.push(recvFetchStep(c, round, rt.recvFetch));
  if (s.op !== 'read') steps.push(...placementSteps(c, round, st, 'B', [name.phase('B2'), name.phase('B3'), name.phase('B4')]));
  return steps;
}

/** The READ REQUEST as HCA B receives it. */
function requestArrived(plan: TransferPlan, st: RoundTiming['request'], from: number, damaged: boolean): ArtifactSet {
  const p = readRequestPacket(plan, from, st.arriveNs(0), damaged);
  return { kind: 'packet', host: 'A', label: p.label, count: 1, at: () => p };
}

/** HCA B takes the receive WQE B's application posted: it reads it from the receive queue by DMA. */
function recvFetchStep(c: TraceContext, round: Round, span: { start: number; end: number }): StepSpec {
  const { plan } = c;
  const name = roundNaming(round);
  const a = recvFetchArtifacts(plan, span);
  const h = tlpHeaderBytes(a.address, false);
  return {
    id: name.id('B1.recv-wqe'),
    role: 'fetch-recv-wqe',
    phase: name.phase('B1'),
    actor: 'hcaB',
    path: ['B.dram', 'B.rc', 'B.pcie', 'B.hca.engine'],
    span,
    text: {
      title: msg('step.recvFetch.title'),
      summary: [msg(plan.s.op === 'send' ? 'step.recvFetch.s1Send' : 'step.recvFetch.s1Imm'), msg('step.recvFetch.s2')],
      reality: msg('step.recvFetch.reality'),
    },
    artifacts: [a.read, a.completion],
    delta: {
      B: { tlpsUp: 1, tlpBytesUp: h, tlpsDown: 1, tlpBytesDown: CPL_HEADER_BYTES + RECV_WQE_BYTES, memReadBytes: RECV_WQE_BYTES },
      memory: { recvPostedB: 0 },
    },
    view: { motion: 'request-response', touches: [{ object: 'B.rq', by: 'bus' }] },
  };
}
