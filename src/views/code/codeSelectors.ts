import { programOf } from '../../sim/program/cProgram';
import { libraryPathOf } from '../../sim/program/libraryPath';
import type { Trace } from '../../sim/trace/types';
import type { SimState } from '../../store/createSimStore';
import { selectRealTrace } from '../../store/selectors';

/** A function of the trace alone, computed once per trace (the trace cache keeps each trace while it is shown). */
function perTrace<T>(f: (t: Trace) => T): (t: Trace) => T {
  const cache = new WeakMap<Trace, T>();
  return (t) => {
    const hit = cache.get(t);
    if (hit !== undefined) return hit;
    const v = f(t);
    cache.set(t, v);
    return v;
  };
}

export const programFor = perTrace(programOf);
export const libraryPathFor = perTrace(libraryPathOf);

/** The Code view shows the real trace's program (the misconception has no program: its design cannot be written). */
export const selectCodeTrace = (s: SimState) => selectRealTrace(s);
export const selectCodeIndex = (s: SimState) => Math.min(s.stepIndex, selectRealTrace(s).steps.length - 1);
