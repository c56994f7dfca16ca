import { formatText } from '../../i18n/format';
import type { Catalogue } from '../../i18n/msg';
import { programOf } from '../../sim/program/cProgram';
import { libraryPathOf } from '../../sim/program/libraryPath';
import { programText } from '../../sim/program/programText';
import type { Program } from '../../sim/program/programTypes';
import type { Trace } from '../../sim/trace/types';
import type { SimState } from '../../store/createSimStore';
import { selectRealTrace } from '../../store/selectors';

/** A function of the trace alone, computed once per trace (the trace cache keeps each trace while it is shown). */
function perTrace<T>(f: (trace: Trace) => T): (trace: Trace) => T {
  const cache = new WeakMap<Trace, T>();
  return (trace) => {
    const hit = cache.get(trace);
    if (hit !== undefined) return hit;
    const v = f(trace);
    cache.set(trace, v);
    return v;
  };
}

export const programFor = perTrace(programOf);

/** The program as its C file in a language, and the file line of each program line: once per program and catalogue. */
const texts = new WeakMap<Program, WeakMap<Catalogue, { text: string; lineNumbers: number[] }>>();
export function programTextFor(p: Program, cat: Catalogue): { text: string; lineNumbers: number[] } {
  let byCat = texts.get(p);
  if (!byCat) {
    byCat = new WeakMap();
    texts.set(p, byCat);
  }
  let hit = byCat.get(cat);
  if (!hit) {
    hit = programText(p, (m) => formatText(cat, m));
    byCat.set(cat, hit);
  }
  return hit;
}

/**
 * What the Code tab's first open computes from the state alone, done in the idle prefetch (loading/prefetch.ts):
 * the program for the trace on screen, its file text in the page's language, libmlx5's path.
 */
export function warmCode(s: SimState, cat: Catalogue | null): void {
  const trace = selectCodeTrace(s);
  const program = programFor(trace);
  if (cat) programTextFor(program, cat);
  libraryPathFor(trace);
}
export const libraryPathFor = perTrace(libraryPathOf);

/** The Code view shows the real trace's program (the misconception has no program: its design cannot be written). */
export const selectCodeTrace = (s: SimState) => selectRealTrace(s);
export const selectCodeIndex = (s: SimState) => Math.min(s.stepIndex, selectRealTrace(s).steps.length - 1);
