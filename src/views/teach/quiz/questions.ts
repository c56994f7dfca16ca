import type { MsgKey } from '../../../i18n/en';
import { type Msg, msg } from '../../../i18n/msg';
import type { Scenario } from '../../../sim/scenario/types';
import type { StepRole } from '../../../sim/trace/types';
import { teachable } from '../oneLine';

/** A multiple-choice question asked before a step is shown, with the explanation given after the choice. */
export interface Question {
  role: StepRole;
  question: Msg;
  choices: readonly Msg[];
  /** Index of the true choice. */
  answer: number;
  why: Msg;
  /** Keys of the step's own text that state the answer: a unit test checks that the step says it. */
  backedBy: readonly MsgKey[];
}

interface Spec {
  /** The key stem: teach.quiz.<stem>.q, .c1.., .why */
  stem: string;
  choices: number;
  answer: number;
  backedBy: readonly MsgKey[] | ((s: Scenario) => readonly MsgKey[]);
  /** The explanation's key when it depends on the scenario. */
  why?: (s: Scenario) => MsgKey;
  /** Whether the question holds for this scenario (beyond teachable). */
  when?: (s: Scenario) => boolean;
}

const hasData = (s: Scenario) => s.messageBytes > 0;

/** Keyed by what the step does (its role), never by its id or its words. */
const SPECS: Readonly<Partial<Record<StepRole, Spec>>> = {
  'register-memory': {
    stem: 'registerMemory',
    choices: 4,
    answer: 1,
    backedBy: ['step.regMrB.s2', 'step.regMrB.s2Iommu', 'step.regMrA.s2'],
  },
  'exchange-keys': { stem: 'exchangeKeys', choices: 4, answer: 2, backedBy: ['step.exchange.reality'] },
  'build-wqe': { stem: 'buildWqe', choices: 4, answer: 0, backedBy: ['step.wqe.s1', 'step.wqe.reality'] },
  'post-mmio': {
    stem: 'postMmio',
    choices: 4,
    answer: 3,
    // Inline with no bytes puts no payload in the WQE; BlueFlame with no bytes leaves no payload in A's RAM to read.
    why: (s) =>
      s.post === 'doorbell'
        ? 'teach.quiz.postMmio.why.doorbell'
        : s.messageBytes === 0
          ? 'teach.quiz.postMmio.why.empty'
          : s.post === 'inline'
            ? 'teach.quiz.postMmio.why.inline'
            : 'teach.quiz.postMmio.why.blueflame',
    backedBy: (s) =>
      s.post === 'doorbell'
        ? ['step.mmio.doorbell.reality']
        : s.messageBytes === 0
          ? ['step.mmio.bf.realityNoPayload']
          : s.post === 'inline'
            ? ['step.mmio.bf.realityInline']
            : ['step.mmio.bf.reality'],
  },
  'mmio-tlp': { stem: 'mmioTlp', choices: 4, answer: 1, backedBy: ['step.tlp.reality'] },
  'fetch-wqe': { stem: 'fetchWqe', choices: 4, answer: 2, backedBy: ['step.wqeFetch.reality'] },
  'fetch-payload': { stem: 'fetchPayload', choices: 4, answer: 0, backedBy: ['step.payloadFetch.reality'], when: hasData },
  'build-packets': {
    stem: 'buildPackets',
    choices: 4,
    answer: 3,
    backedBy: ['step.segment.write'],
  },
  'switch-forward': { stem: 'switchForward', choices: 4, answer: 0, backedBy: ['step.switch.s1', 'step.switch.s2'] },
  'responder-check': { stem: 'responderCheck', choices: 4, answer: 1, backedBy: ['step.check.s2', 'step.check.reality'], when: hasData },
  translate: { stem: 'translate', choices: 4, answer: 2, backedBy: ['step.translate.reality'], when: hasData },
  'pcie-write': { stem: 'pcieWrite', choices: 3, answer: 0, backedBy: ['step.pcieB.s2'], when: hasData },
  'place-data': { stem: 'placeData', choices: 4, answer: 1, backedBy: ['step.land.s2'], when: hasData },
  acknowledge: { stem: 'acknowledge', choices: 4, answer: 2, backedBy: ['step.ack.reality'] },
  'write-completion': {
    stem: 'writeCompletion',
    choices: 4,
    answer: 1,
    backedBy: ['step.cqe.s1', 'step.cqe.reality'],
    when: (s) => s.signaled,
  },
  'poll-completion': { stem: 'pollCompletion', choices: 4, answer: 3, backedBy: ['step.poll.s1'], when: (s) => s.signaled },
};

/** The question asked before a step with this role in this scenario, if there is one. */
export function questionFor(role: StepRole, s: Scenario): Question | null {
  const spec = SPECS[role];
  if (!spec || !teachable(s) || (spec.when && !spec.when(s))) return null;
  const key = (suffix: string) => `teach.quiz.${spec.stem}.${suffix}` as MsgKey;
  return {
    role,
    question: msg(key('q')),
    choices: Array.from({ length: spec.choices }, (_, i) => msg(key(`c${i + 1}`))),
    answer: spec.answer,
    why: msg(spec.why ? spec.why(s) : key('why')),
    backedBy: typeof spec.backedBy === 'function' ? spec.backedBy(s) : spec.backedBy,
  };
}

/** The roles that have a question in some scenario. */
export const QUIZ_ROLES = Object.keys(SPECS) as StepRole[];
