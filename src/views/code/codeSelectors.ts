import { codeFocusOf } from '../../sim/program/codeFocus';
import { programOf } from '../../sim/program/cProgram';
import { libraryPathOf } from '../../sim/program/libraryPath';
import type { Trace } from '../../sim/trace/types';
import type { SimState } from '../../store/createSimStore';
import { selectRealTrace } from '../../store/selectors';

// The program and the library's path depend on the trace alone: built once per trace.
const programs = new WeakMap<Trace, ReturnType<typeof programOf>>();
const paths = new WeakMap<Trace, ReturnType<typeof libraryPathOf>>();

export function programFor(t: Trace) {
  const hit = programs.get(t);
  if (hit) return hit;
  const p = programOf(t);
  programs.set(t, p);
  return p;
}

export function libraryPathFor(t: Trace) {
  const hit = paths.get(t);
  if (hit) return hit;
  const p = libraryPathOf(t);
  paths.set(t, p);
  return p;
}

/** The Code view shows the real trace's program (the misconception has no program: its design cannot be written). */
export const selectCodeTrace = (s: SimState) => selectRealTrace(s);
export const selectCodeIndex = (s: SimState) => Math.min(s.stepIndex, selectRealTrace(s).steps.length - 1);
export const focusAt = (t: Trace, index: number) => codeFocusOf(t, index);
