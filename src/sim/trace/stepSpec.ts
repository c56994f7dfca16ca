import type { Place } from './places';
import type { Span } from './timeline';
import { applyDelta, initialState, type StateDelta } from './state';
import type { Actor, ArtifactSet, Check, Phase, Step, StepText } from './types';

/** What a trace builder says about one step; `stepsFromSpecs` adds the index and the running state. */
export interface StepSpec {
  id: string;
  phase: Phase;
  actor: Actor;
  path: Place[];
  span: Span;
  text: StepText;
  artifacts?: ArtifactSet[];
  checks?: Check[];
  delta?: StateDelta;
  counterpart?: string;
}

/** Numbers the steps and folds each step's state change into the state after it. */
export function stepsFromSpecs(specs: readonly StepSpec[]): Step[] {
  let state = initialState();
  return specs.map((spec, index) => {
    state = spec.delta ? applyDelta(state, spec.delta) : state;
    const step: Step = {
      index,
      id: spec.id,
      phase: spec.phase,
      title: spec.text.title,
      actor: spec.actor,
      from: spec.path[0],
      to: spec.path[spec.path.length - 1],
      path: spec.path,
      startNs: spec.span.start,
      endNs: spec.span.end,
      artifacts: spec.artifacts ?? [],
      text: spec.text,
      state,
    };
    if (spec.checks) step.checks = spec.checks;
    if (spec.counterpart) step.counterpart = spec.counterpart;
    return step;
  });
}
