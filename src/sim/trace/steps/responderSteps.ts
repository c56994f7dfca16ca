import { dataPacket, dataPacketSet, psnOf, readRequestPacket } from '../artifacts/packets';
import { recvFetchArtifacts } from '../artifacts/recvQueue';
import type { TraceContext } from '../context';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import type { RoundTiming } from '../exchange/exchangeTiming';
import { RECV_WQE_BYTES, type TransferPlan } from '../plan';
import { responderChecks } from '../responder/responderChecks';
import type { ResponderState } from '../responder/responderState';
import type { StepSpec } from '../stepSpec';
import { arrivedCount, type CheckOutcome, checkText, recvFetchText } from '../text/responderText';
import type { ArtifactSet, Check, StepView } from '../types';
import { placementSteps } from './placementSteps';
import { roundNaming } from './roundIds';

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
  // Taken only if an earlier round's packet took it (a lost first packet of a SEND took none).
  const recvTaken = plan.exchange.rounds.slice(0, round.index).some((r) => r.takesRecv !== null);
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
  const packet = (k: number, damaged = false) => dataPacket(plan, k, { round: round.index, damaged }).bytes;
  if (plan.s.op === 'read') {
    // The request asks from `from`; B expects the PSN after the last response it sent (a re-issued request is a duplicate).
    // B expects the PSN after the responses it already sent, if an earlier request reached it; else the first.
    const reached = ex.rounds.slice(0, round.index).some((r) => r.hit?.on !== 'request');
    const expected = reached ? ex.packets : 0;
    const damaged = round.hit?.on === 'request' && round.hit.how === 'corrupted';
    return {
      bytes: readRequestPacket(plan, from, { round: round.index, damaged }).bytes,
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
      ? requestArrived(plan, round.index, st, round.sent[0], round.hit?.on === 'request' && round.hit.how === 'corrupted')
      : dataPacketSet(plan, round.index, st, 'received', st.sent, damaged, lost);
  const bad = checked.outcome !== 'ok' && checked.outcome !== 'duplicate';
  const steps: StepSpec[] = [];
  // A refused packet that takes the receive WQE took it before its rkey was checked (rxe_resp.c: check_resource comes
  // before check_rkey): that step comes first, and the checks end, refused, once the WQE is read.
  const wqeFirst = checked.outcome === 'refused' && rt.recvFetch !== null;
  if (wqeFirst && rt.recvFetch) steps.push(recvFetchStep(c, round, rt.recvFetch));
  // Nothing to check when nothing arrives: the READ REQUEST, or the only packet sent, was lost.
  const nothingArrives = s.op === 'read' ? round.hit?.on === 'request' && round.hit.how === 'lost' : arrivedCount(round) === 0;
  if (!nothingArrives) {
    steps.push({
      id: name.id('B1.check'),
      role: 'responder-check',
      phase: name.phase('B1'),
      actor: 'hcaB',
      path: ['B.hca.port', 'B.hca.sram', 'B.hca.mtt'],
      span: wqeFirst && rt.recvFetch ? { start: st.check.start, end: Math.max(st.check.end, rt.recvFetch.end) } : st.check,
      text: checkText(plan, round, checked, (k) => psnOf(plan, k)),
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
  if (rt.recvFetch && !wqeFirst) steps.push(recvFetchStep(c, round, rt.recvFetch));
  if (s.op !== 'read') steps.push(...placementSteps(c, round, st, 'B', [name.phase('B2'), name.phase('B3'), name.phase('B4')]));
  return steps;
}

/** The READ REQUEST as HCA B receives it. */
function requestArrived(plan: TransferPlan, round: number, st: RoundTiming['request'], from: number, damaged: boolean): ArtifactSet {
  const p = readRequestPacket(plan, from, { round, timeNs: st.arriveNs(0), damaged });
  return { kind: 'packet', host: 'A', label: p.label, count: 1, bytes: plan.wire.readRequest, at: () => p };
}

/** HCA B takes the receive WQE B's application posted: it reads it from the receive queue by DMA. */
function recvFetchStep(c: TraceContext, round: Round, span: { start: number; end: number }): StepSpec {
  const { plan } = c;
  const name = roundNaming(round);
  const a = recvFetchArtifacts(plan, span);
  return {
    id: name.id('B1.recv-wqe'),
    role: 'fetch-recv-wqe',
    phase: name.phase('B1'),
    actor: 'hcaB',
    path: ['B.dram', 'B.rc', 'B.pcie', 'B.hca.engine'],
    span,
    text: recvFetchText(plan),
    artifacts: [a.read, a.completion],
    delta: {
      B: { memReadBytes: RECV_WQE_BYTES },
      memory: { recvPostedB: 0 },
    },
    view: { motion: 'request-response', touches: [{ object: 'B.rq', by: 'bus' }] },
  };
}
