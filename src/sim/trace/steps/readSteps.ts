import { dataPacketSet, psnOf, readRequestPacket } from '../artifacts/packets';
import type { TraceContext } from '../context';

import type { RoundTiming } from '../exchange/exchangeTiming';
import type { StepSpec } from '../stepSpec';
import { readRequestText, readSendText, responseCheckText } from '../text/readText';
import type { ArtifactSet } from '../types';
import { answerSteps } from './answerSteps';
import { fabricSteps } from './fabricSteps';
import { placementSteps } from './placementSteps';
import { responderSteps } from './responderSteps';
import { roundNaming } from './roundIds';
import { senderSteps } from './senderSteps';

/**
 * One round of a READ: HCA A builds and sends a READ REQUEST; HCA B checks it,
 * reads its own memory by DMA and sends the responses back; HCA A checks them
 * in PSN order and writes what it accepts into A's buffer. No CPU on B.
 */
export function readRoundSteps(c: TraceContext, rt: RoundTiming): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const round = rt.round;
  const name = roundNaming(round);
  const req = rt.request;
  const from = round.sent[0];
  const request = (timeNs: number, damaged = false) => readRequestPacket(plan, from, { round: round.index, timeNs, damaged });
  const requestSet = (at: (k: number) => number, damaged = false): ArtifactSet => ({
    kind: 'packet',
    host: 'A',
    label: request(at(0)).label,
    count: 1,
    bytes: plan.wire.readRequest,
    at: () => request(at(0), damaged),
  });
  const hit = round.hit?.on === 'request' ? { index: 0, how: round.hit.how } : null;
  const steps: StepSpec[] = [
    {
      id: name.id('A3.segment'),
      role: 'build-packets',
      phase: name.phase('A3'),
      actor: 'hcaA',
      path: ['A.hca.engine', 'A.hca.port'],
      span: req.segment,
      text: readRequestText(plan, round, psnOf(plan, from)),
      artifacts: [requestSet(req.builtNs)],
    },
    {
      id: name.id('A3.transmit'),
      role: 'transmit',
      phase: name.phase('A3'),
      actor: 'hcaA',
      path: ['A.hca.port', 'fabric'],
      span: req.transmit,
      text: readSendText(),
      artifacts: [requestSet(req.departNs)],
      view: { motion: 'single', fabric: { from: 0, to: s.ib.switchHops === 0 ? 0.5 : 1 } },
    },
    ...fabricSteps(c, round, req, 'B', name.phase('FABRIC'), (_where, damaged) => requestSet(() => req.arriveNs(0), damaged !== null), hit),
    ...responderSteps(c, rt),
  ];
  const res = rt.response;
  if (!res) return [...steps, ...answerSteps(c, rt)];
  const loss = round.hit?.on === 'data' ? round.hit : null;
  const responses = (where: Parameters<typeof dataPacketSet>[3], damaged: number | null) =>
    dataPacketSet(plan, round.index, res, where, res.sent, damaged);
  steps.push(
    ...senderSteps(c, round, res, 'B', { fetch: name.phase('B3'), send: name.phase('RESPONSE') }),
    ...fabricSteps(c, round, res, 'A', name.phase('RESPONSE'), responses, loss),
    {
      id: name.id('RESPONSE.check'),
      role: 'requester-check',
      phase: name.phase('RESPONSE'),
      actor: 'hcaA',
      path: ['A.hca.port', 'A.hca.engine'],
      span: res.check,
      text: responseCheckText(plan, round, loss, (k) => psnOf(plan, k)),
      artifacts: [
        dataPacketSet(
          plan,
          round.index,
          res,
          'received',
          res.sent,
          loss?.how === 'corrupted' ? loss.index : null,
          loss?.how === 'lost' ? loss.index : null,
        ),
      ],
      view: loss ? { mark: { kind: loss.how === 'lost' ? 'refused' : 'dropped', at: 'A.hca.port' } } : {},
    },
    ...placementSteps(c, round, res, 'A', [name.phase('RESPONSE'), name.phase('RESPONSE'), name.phase('RESPONSE')]),
    ...answerSteps(c, rt),
  );
  return steps;
}
