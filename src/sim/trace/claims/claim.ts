import type { MsgKey } from '../../../i18n/en';
import type { StepFacts } from './stepFacts';

/**
 * What a sentence the learner reads asserts, so a test can hold it to the
 * trace it is shown in:
 * - `trace`: a fact about this transfer, which must hold wherever it is shown
 *   (a predicate over what the finished trace says happened);
 * - `general`: true of RDMA, or of the implementation it names, in any
 *   scenario (its source says so);
 * - `label`: a name, a value or a part of a sentence; it states nothing the
 *   values it quotes do not.
 */
export type Claim = { kind: 'trace'; holds: (f: StepFacts) => boolean } | { kind: 'general' } | { kind: 'label' };

export const GENERAL: Claim = { kind: 'general' };
export const LABEL: Claim = { kind: 'label' };
export const when = (holds: (f: StepFacts) => boolean): Claim => ({ kind: 'trace', holds });

/** A family's claims, keyed by the messages its text code chooses. */
export type Claims = Partial<Record<MsgKey, Claim>>;
