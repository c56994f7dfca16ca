import { dataPacketSet } from '../artifacts/packets';
import type { TraceContext } from '../context';
import type { RoundTiming } from '../exchange/exchangeTiming';
import type { StepSpec } from '../stepSpec';
import { answerSteps } from './answerSteps';
import { completionSteps } from './completionSteps';
import { fabricSteps } from './fabricSteps';
import { readRoundSteps } from './readSteps';
import { responderSteps } from './responderSteps';
import { roundNaming } from './roundIds';
import { senderSteps } from './senderSteps';

/** One round of a WRITE, WRITE with immediate or SEND: A sends, the fabric carries, B checks and places, B answers. */
function writeRoundSteps(c: TraceContext, rt: RoundTiming): StepSpec[] {
  const { plan } = c;
  const round = rt.round;
  const name = roundNaming(round);
  const st = rt.request;
  const hit = round.hit?.on === 'data' ? round.hit : null;
  return [
    ...senderSteps(c, round, st, 'A', { fetch: name.phase('A3'), send: name.phase('A3') }),
    ...fabricSteps(
      c,
      round,
      st,
      'B',
      name.phase('FABRIC'),
      (where, damaged) => dataPacketSet(plan, round.index, st, where, st.sent, damaged),
      hit,
    ),
    ...responderSteps(c, rt),
    ...answerSteps(c, rt),
  ];
}

/** Everything after the post: every round of the exchange, then the completions. */
export function exchangeSteps(c: TraceContext): StepSpec[] {
  const round = c.plan.s.op === 'read' ? readRoundSteps : writeRoundSteps;
  const tagged = (rt: RoundTiming) => round(c, rt).map((spec) => ({ ...spec, round: rt.round.index }));
  return [...c.t.rounds.flatMap(tagged), ...completionSteps(c)];
}
