import { msg } from '../../../i18n/msg';
import { answerPacket, psnOf } from '../artifacts/packets';
import { postRecvArtifacts } from '../artifacts/recvQueue';
import type { TraceContext } from '../context';
import { rangeSize } from '../exchange/exchangePlan';
import type { RoundTiming } from '../exchange/exchangeTiming';
import type { Place } from '../places';
import type { StepSpec } from '../stepSpec';
import type { Aside, ArtifactSet } from '../types';
import { roundNaming } from './roundIds';

const BACK: Place[] = ['B.hca.engine', 'B.hca.port', 'fabric', 'A.hca.port', 'A.hca.engine'];
const fmtUs = (ns: number) => (ns >= 1e6 ? `${(ns / 1e6).toFixed(2)} ms` : `${(ns / 1e3).toFixed(1)} µs`);

/** What a completion does and does not tell, shown at the ACK and at the poll [fact sheet 1.1; verified: rdma-core ibv_query_qp_data_in_order.3; pmem/rpma#1665]. */
export function completionAside(): Aside {
  return {
    kind: 'completion-meaning',
    title: msg('step.aside.done.title'),
    points: [msg('step.aside.done.accepted'), msg('step.aside.done.told'), msg('step.aside.done.order'), msg('step.aside.done.durable')],
  };
}

/**
 * B's answer to a write-like round (ACKs or a NAK), then what A waits before
 * the next round: its retransmission timer, or the RNR timer (while B's
 * application posts the receive it lacked).
 */
export function answerSteps(c: TraceContext, rt: RoundTiming): StepSpec[] {
  const { plan, t } = c;
  const { s } = plan;
  const round = rt.round;
  const name = roundNaming(round);
  const r = round.reply;
  const steps: StepSpec[] = [];
  const n = plan.packets;
  const ackWire = plan.wire.ack;
  if (rt.reply && r.kind === 'ack') {
    const lastExecuted = rangeSize(round.executed) > 0;
    const dups = rt.answers.length - (lastExecuted ? 1 : 0);
    const dupPsn = round.duplicates[1] - 1;
    // Each answer as B sends it: a duplicate once checked, the last ACK once the last packet's data is written.
    const acks: ArtifactSet = {
      kind: 'packet',
      host: 'B',
      label: msg('artifact.set.acks', { n: rt.answers.length }),
      count: rt.answers.length,
      at: (i) => {
        const a = rt.answers[i];
        return answerPacket(plan, 'ack', a.psnOf, a.msn, a.departNs);
      },
    };
    const lastPsn = String(psnOf(plan, n - 1));
    const summary = [
      dups > 0
        ? msg('step.ack.sDup', { dups: msg('unit.packet', { n: dups }), psn: String(psnOf(plan, dupPsn)) })
        : msg('step.ack.s1', { psn: lastPsn }),
      ...(dups > 0 && lastExecuted ? [msg('step.ack.s1', { psn: lastPsn })] : []),
      msg(r.hit ? `step.ack.${r.hit}` : 'step.ack.s2'),
      // One ACK for the message holds only when nothing was repeated.
      ...(dups > 0 ? [] : [msg('step.ack.coalesce')]),
    ];
    steps.push({
      id: name.id('ACK.send'),
      role: 'acknowledge',
      phase: name.phase('ACK'),
      actor: 'hcaB',
      // A lost ACK never reaches HCA A: it is drawn only as far as the cable.
      path: r.hit === 'lost' ? BACK.slice(0, 3) : BACK,
      span: rt.reply,
      text: {
        title: msg('step.ack.title'),
        summary,
        reality: msg(r.hit ? 'step.ack.realityLost' : 'step.ack.reality'),
        ...(r.hit ? {} : { asides: [completionAside()] }),
      },
      artifacts: [acks],
      delta: { ib: { packetsBtoA: rt.answers.length, bytesBtoA: rt.answers.length * ackWire } },
      view:
        r.hit === 'lost'
          ? { mark: { kind: 'lost', at: 'fabric' } }
          : r.hit === 'corrupted'
            ? { mark: { kind: 'dropped', at: 'A.hca.port' } }
            : {},
    });
  } else if (rt.reply && r.kind !== 'ack' && r.kind !== 'none') {
    const at = r.kind === 'nak-psn' ? r.expected : r.at;
    const psn = String(psnOf(plan, at));
    const naks = rt.answers.map((a) => answerPacket(plan, a.kind, a.psnOf, a.msn, a.departNs));
    const params = {
      psn,
      i: at + 1,
      dropped: msg('unit.packet', { n: rangeSize(round.discarded) }),
      code: s.minRnrTimer,
      time: fmtUs(plan.timing.rnrWait()),
    };
    steps.push({
      id: name.id(r.kind === 'nak-rnr' ? 'ACK.rnr-nak' : 'ACK.nak'),
      role: 'nak',
      phase: name.phase('ACK'),
      actor: 'hcaB',
      path: BACK,
      span: rt.reply,
      text: {
        title: msg(`step.nak.${r.kind}.title`),
        summary: [
          msg(r.kind === 'nak-access' && s.op === 'read' ? 'step.nak.nak-access.s1Read' : `step.nak.${r.kind}.s1`, params),
          msg(`step.nak.${r.kind}.s2`, params),
        ],
        reality: msg(`step.nak.${r.kind}.reality`),
      },
      artifacts: [{ kind: 'packet', host: 'B', label: naks[0].label, count: naks.length, at: (i) => naks[i] }],
      delta: {
        ib: { packetsBtoA: naks.length, bytesBtoA: naks.length * ackWire },
        ...(r.kind === 'nak-access' ? { memory: { qpErrorB: true } } : {}),
      },
    });
  }
  if (rt.wait && round.index + 1 < plan.exchange.rounds.length) {
    const next = plan.exchange.rounds[round.index + 1];
    if (next.cause === 'rnr-nak' && t.postRecv) {
      steps.push({
        id: 'RETRY.post-recv',
        role: 'post-recv',
        phase: 'RETRY',
        actor: 'cpuB',
        path: ['B.cpu', 'B.dram'],
        span: t.postRecv,
        text: { title: msg('step.postRecv.late.title'), summary: [msg('step.postRecv.late.s1'), msg('step.postRecv.s2')] },
        artifacts: postRecvArtifacts(plan, t.postRecv),
        delta: { memory: { recvPostedB: 1 } },
        view: { touches: [{ object: 'B.rq', by: 'cpu' }] },
      });
    }
    const timer = next.cause === 'timeout';
    const from = next.sent[0];
    steps.push({
      id: name.id(timer ? 'RETRY.timeout' : 'RETRY.rnr-wait'),
      role: timer ? 'timeout' : 'rnr-wait',
      phase: 'RETRY',
      actor: 'hcaA',
      path: ['A.hca.engine'],
      span: rt.wait,
      text: timer
        ? {
            title: msg('step.timeout.title'),
            summary: [
              msg(s.op === 'read' ? 'step.timeout.s1Read' : 'step.timeout.s1', {
                time: fmtUs(rt.wait.end - rt.wait.start),
                exp: s.ackTimeout,
              }),
              msg(s.op === 'read' ? 'step.timeout.s2Read' : 'step.timeout.s2', { psn: String(psnOf(plan, from)), i: from + 1 }),
            ],
            reality: msg('step.timeout.reality'),
          }
        : {
            title: msg('step.rnrWait.title'),
            summary: [
              msg('step.rnrWait.s1', { code: s.minRnrTimer, time: fmtUs(plan.timing.rnrWait()) }),
              msg('step.rnrWait.s2', { psn: String(psnOf(plan, from)) }),
            ],
            reality: msg('step.rnrWait.reality'),
          },
      view: { mark: { kind: 'timer', at: 'A.hca.engine' } },
    });
  }
  return steps;
}
