import type { MsgKey } from '../../i18n/en';
import { type Claim, type Claims, GENERAL, LABEL, when } from '../trace/claims/claim';

/** The misconception's steps describe an imagined design: general truths about it, with figures computed for this message. */
const imagined = (ids: readonly string[], parts: readonly string[]): [MsgKey, Claim][] =>
  ids.flatMap((id) => parts.map((p) => [`misconception.step.${id}.${p}` as MsgKey, GENERAL] as [MsgKey, Claim]));

/**
 * What the misconception steps' sentences assert. The few that describe the
 * real transfer beside it (what the real CPU stores, whether HCA A reads a
 * payload) are facts about the real WRITE's plan.
 */
export const MISCONCEPTION_CLAIMS: Claims = {
  ...Object.fromEntries(
    imagined(
      ['map', 'mov', 'tlp', 'forward', 'land', 'load', 'size', 'addressing', 'cpu', 'timeout', 'protection', 'pinning', 'compare'],
      ['title', 'summary1', 'summary2', 'summary3', 'reality'],
    ),
  ),
  'misconception.step.mov.summary1.empty': when((f) => f.messageBytes === 0),
  'misconception.step.mov.summary1.copy': when((f) => f.messageBytes > 0),
  'misconception.step.mov.reality': when((f) => f.plan.payloadFetch !== null),
  'misconception.step.mov.realityEmpty': when((f) => f.plan.payloadFetch === null && !f.plan.payloadInline),
  'misconception.step.mov.realityInline': when((f) => f.plan.payloadInline),
  'misconception.step.mov.realStore.doorbell': when((f) => f.plan.wqeByDma),
  'misconception.step.mov.realStore.blueFlame': when((f) => !f.plan.wqeByDma),
  'misconception.step.cpu.summary2': when((f) => !f.plan.payloadInline),
  'misconception.step.cpu.summary2Inline': when((f) => f.plan.payloadInline),
  'misconception.unit.check': LABEL,
  'misconception.unit.load': LABEL,
  'misconception.unit.mov8': LABEL,
  'misconception.unit.wcChunk': LABEL,
  'step.caption.misconceptionMap': LABEL,
};
