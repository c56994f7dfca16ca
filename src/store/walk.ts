import type { Trace } from '../sim/trace/types';

/**
 * Where the walk starts, defined once for the selectors and the actions: step 0, or with the setup folded
 * (`setup=0`) the first step after it, in every mode. A deep link into the setup still opens there; only stepping
 * back, restarting and replaying stop at this floor.
 */
export function walkStartOf(trace: Trace, showSetup: boolean): number {
  return showSetup ? 0 : firstAfterSetupOf(trace);
}

/** The first step after the setup (A1's first in the real trace). */
export function firstAfterSetupOf(trace: Trace): number {
  return Math.max(
    0,
    trace.steps.findIndex((x) => x.phase !== 'SETUP'),
  );
}
