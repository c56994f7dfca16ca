import type { Place } from '../trace/places';
import type { StepSpec } from '../trace/stepSpec';
import type { MemTouch, StepView } from '../trace/types';
import { fillRoute } from './misconceptionRoute';
import type { FailureId } from './types';

/** Every misconception step names the real step it stands in for. */
export type MisconceptionSpec = StepSpec & { counterpart: string };

/** What a misconception step touches, and who touches it (the bus unless the CPU does). */
export const touch = (object: MemTouch['object'], by: MemTouch['by'] = 'bus'): MemTouch => ({ object, by });

/** Imagined steps are drawn along the wires between the places they name, and marked as the misconception. */
export const imagined = (
  path: Place[],
  view: Partial<StepView> = {},
  failures: readonly FailureId[] = [],
  labelled = true,
): Partial<StepView> => ({
  route: fillRoute(path),
  misconception: { failures, labelled },
  ...view,
});
