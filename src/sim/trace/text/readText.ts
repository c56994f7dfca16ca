import { msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { byteCount } from '../../format/messageParams';
import { type Claims, GENERAL, when } from '../claims/claim';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import type { TransferPlan } from '../plan';
import type { StepText } from '../types';
import { linkCrcName } from './fabricText';

/** What each sentence of a READ's request and of A's checks on the responses asserts. */
export const READ_CLAIMS: Claims = {
  'step.readRequest.title': when((f) => f.op === 'read' && f.round === 0),
  'step.readRequest.titleAgain': when((f) => f.op === 'read' && (f.round ?? 0) > 0),
  'step.readRequest.s1': when((f) => f.op === 'read' && f.payloadFetches === 0),
  'step.readRequest.s2': GENERAL,
  'step.readRequest.reality': GENERAL,
  'step.readRequest.send': when((f) => f.op === 'read'),
  'step.responseCheck.title': when((f) => f.role === 'requester-check'),
  'step.responseCheck.s1': GENERAL,
  'step.responseCheck.ok': when((f) => f.op === 'read' && f.step.view.mark === undefined),
  'step.responseCheck.gap': when((f) => f.step.view.mark !== undefined && f.rounds > 1),
  'step.responseCheck.lastMissing': when((f) => f.step.view.mark !== undefined),
  'step.responseCheck.fate.lost': when((f) => f.fault === 'drop'),
  'step.responseCheck.fate.corrupted': when((f) => f.fault === 'corrupt-icrc'),
};

/** HCA A builds the READ REQUEST: one packet asking for the rest of the message. */
export function readRequestText(plan: TransferPlan, round: Round, psn: number): StepText {
  const { s } = plan;
  const from = round.sent[0];
  return {
    title: msg(round.index === 0 ? 'step.readRequest.title' : 'step.readRequest.titleAgain'),
    summary: [
      msg('step.readRequest.s1', {
        bytes: byteCount(s.messageBytes - from * s.pathMtu),
        va: hex(s.remoteVa + BigInt(from * s.pathMtu)),
        rkey: hex(s.rkey),
      }),
      msg('step.readRequest.s2', { psn: String(psn), n: plan.packets - from }),
    ],
    reality: msg('step.readRequest.reality'),
  };
}

export function readSendText(): StepText {
  return { title: msg('step.transmit.titleOne', { host: 'A' }), summary: [msg('step.readRequest.send')] };
}

/** HCA A checks the responses in PSN order: all there, a gap it sees, or a missing last one. */
export function responseCheckText(
  plan: TransferPlan,
  round: Round,
  loss: { index: number; how: 'lost' | 'corrupted' } | null,
  psnOf: (k: number) => number,
): StepText {
  return {
    title: msg('step.responseCheck.title'),
    summary: [
      msg('step.responseCheck.s1', { linkCrc: linkCrcName(plan.s) }),
      loss
        ? msg(rangeSize(round.discarded) > 0 ? 'step.responseCheck.gap' : 'step.responseCheck.lastMissing', {
            i: loss.index + 1,
            psn: String(psnOf(loss.index)),
            dropped: msg('unit.packet', { n: rangeSize(round.discarded) }),
            fate: msg(`step.responseCheck.fate.${loss.how}`),
          })
        : msg('step.responseCheck.ok', { n: rangeSize(round.accepted) }),
    ],
  };
}
