import { countsLinks, LINK_COUNTER_KEYS, linkDelta } from './linkCounters';
import type { Place } from './places';
import type { Span } from './span';
import { applyDelta, initialState, type StateDelta } from './state';
import type { Actor, ArtifactSet, Check, Phase, Step, StepRole, StepText, StepView } from './types';

/** What a trace builder says about one step; `stepsFromSpecs` adds the index, the running state and the view defaults. */
export interface StepSpec {
  id: string;
  role: StepRole;
  phase: Phase;
  actor: Actor;
  round?: number;
  path: Place[];
  span: Span;
  text: StepText;
  artifacts?: ArtifactSet[];
  checks?: Check[];
  delta?: StateDelta;
  /** View hints beyond the defaults (route = path, what moves = the artifacts, motion = single or none). */
  view?: Partial<StepView>;
  counterpart?: string;
  figures?: readonly string[];
}

function viewOf(spec: StepSpec): StepView {
  const artifacts = spec.artifacts ?? [];
  const moving = spec.view?.moving ?? artifacts;
  return {
    motion: moving.length > 0 ? 'single' : 'none',
    route: spec.path,
    touches: [],
    ...spec.view,
    moving,
  };
}

/** A step whose link counters come from its artifacts must not also state them. */
function assertNoHandLinkCounters(spec: StepSpec): void {
  const d = spec.delta;
  const stated = d?.ib !== undefined || LINK_COUNTER_KEYS.some((k) => d?.A?.[k] !== undefined || d?.B?.[k] !== undefined);
  if (stated) throw new Error(`step ${spec.id}: its link counters come from its artifacts`);
}

/**
 * Numbers the steps and folds each step's state change into the state after it: the TLP and packet counters
 * from the artifacts the step moves across a link, the rest (CPU work, memory, flags) from its delta.
 */
export function stepsFromSpecs(specs: readonly StepSpec[]): Step[] {
  let state = initialState();
  return specs.map((spec, index) => {
    if (countsLinks(spec.role)) {
      assertNoHandLinkCounters(spec);
      state = applyDelta(state, linkDelta(spec.role, spec.artifacts ?? []));
    }
    state = spec.delta ? applyDelta(state, spec.delta) : state;
    const step: Step = {
      index,
      id: spec.id,
      role: spec.role,
      phase: spec.phase,
      actor: spec.actor,
      from: spec.path[0],
      to: spec.path[spec.path.length - 1],
      path: spec.path,
      startNs: spec.span.start,
      endNs: spec.span.end,
      artifacts: spec.artifacts ?? [],
      text: spec.text,
      view: viewOf(spec),
      state,
    };
    if (spec.round !== undefined) step.round = spec.round;
    if (spec.checks) step.checks = spec.checks;
    if (spec.counterpart) step.counterpart = spec.counterpart;
    if (spec.figures) step.figures = spec.figures;
    return step;
  });
}
