import { msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { answerOrdinal } from '../artifacts/ipIdentification';
import { answerPacket, psnOf, syndromeOf } from '../artifacts/packets';
import { postRecvArtifacts } from '../artifacts/recvQueue';
import type { TraceContext } from '../context';
import { rangeSize } from '../exchange/exchangePlan';
import type { RoundTiming } from '../exchange/exchangeTiming';
import type { Place } from '../places';
import { freeReceives } from '../responder/receiveCredits';
import type { StepSpec } from '../stepSpec';
import { ackText, fmtUs, latePostRecvText, nakText, rnrWaitText, timeoutText } from '../text/answerText';
import type { ArtifactSet } from '../types';
import { roundNaming } from './roundIds';

export { completionAside } from '../text/answerText';

const BACK: Place[] = ['B.hca.engine', 'B.hca.port', 'fabric', 'A.hca.port', 'A.hca.engine'];

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
  const ackWire = plan.wire.ack;
  // Answer i as B puts it on its link: its place in B's packets, and B's free receive WQEs when it leaves.
  const answer = (i: number) => {
    const a = rt.answers[i];
    return answerPacket(plan, a.kind, a.psnOf, a.msn, {
      timeNs: a.departNs,
      ipOrdinal: answerOrdinal(plan, t.rounds, round.index, i),
      freeReceives: freeReceives(plan, round.index, a.trigger),
    });
  };
  if (rt.reply && r.kind === 'ack') {
    const lastExecuted = rangeSize(round.executed) > 0;
    const finalAck = syndromeOf(plan, 'ack', freeReceives(plan, round.index, rt.answers[rt.answers.length - 1].trigger));
    // Each answer as B sends it: a duplicate once checked, the last ACK once the last packet's data is written.
    const acks: ArtifactSet = {
      kind: 'packet',
      host: 'B',
      label: msg('artifact.set.acks', { n: rt.answers.length }),
      count: rt.answers.length,
      bytes: rt.answers.length * ackWire,
      at: answer,
    };
    steps.push({
      id: name.id('ACK.send'),
      role: 'acknowledge',
      phase: name.phase('ACK'),
      actor: 'hcaB',
      // A lost ACK never reaches HCA A: it is drawn only as far as the cable.
      path: r.hit === 'lost' ? BACK.slice(0, 3) : BACK,
      span: rt.reply,
      text: ackText(s.op, rt.answers, lastExecuted, (k) => psnOf(plan, k), r.hit, finalAck),
      artifacts: [acks],
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
    const naks = rt.answers.map((_, i) => answer(i));
    const params = {
      psn,
      i: at + 1,
      dropped: msg('unit.packet', { n: rangeSize(round.discarded) }),
      code: s.minRnrTimer,
      syndrome: hex(syndromeOf(plan, r.kind)),
      time: fmtUs(plan.timing.rnrWait()),
    };
    steps.push({
      id: name.id(r.kind === 'nak-rnr' ? 'ACK.rnr-nak' : 'ACK.nak'),
      role: 'nak',
      phase: name.phase('ACK'),
      actor: 'hcaB',
      path: BACK,
      span: rt.reply,
      text: nakText(r.kind, s.op === 'read', params, naks.length),
      artifacts: [
        {
          kind: 'packet',
          host: 'B',
          label: naks[0].label,
          count: naks.length,
          bytes: naks.length * ackWire,
          at: (i) => naks[i],
        },
      ],
      ...(r.kind === 'nak-access' ? { delta: { memory: { qpErrorB: true } } } : {}),
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
        text: latePostRecvText(),
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
        ? timeoutText(
            s.op === 'read',
            rangeSize(round.accepted) > 0,
            s.ackTimeout,
            rt.wait.end - rt.wait.start,
            psnOf(plan, from),
            from + 1,
          )
        : rnrWaitText(s.minRnrTimer, plan.timing.rnrWait(), psnOf(plan, from)),
      view: { mark: { kind: 'timer', at: 'A.hca.engine' } },
    });
  }
  return steps;
}
