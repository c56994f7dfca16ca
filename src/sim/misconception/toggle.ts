import type { Trace } from '../trace/types';

/**
 * Keeping the learner's place when the misconception toggle flips. Misconception steps
 * name their real counterpart; a real step without a misconception twin (e.g. A1.wqe)
 * maps to the last misconception step of the imagined path that stands for an earlier
 * real step, so the learner never jumps backwards past where they were. A real
 * step that comes before the whole imagined path (the first setup steps) maps
 * to the misconception's first step: the learner starts the misconception from its beginning,
 * not on a failure step near its end (SETUP.reg-mr-b is the pinning failure's
 * counterpart, the second-to-last misconception step).
 */

/** Index in `misconception` to show when leaving the real trace at `realIndex`. */
export function misconceptionIndexForReal(real: Trace, misconception: Trace, realIndex: number): number {
  const here = real.steps[Math.max(0, Math.min(realIndex, real.steps.length - 1))];
  if (!here) return 0;
  const realPos = new Map(real.steps.map((st) => [st.id, st.index]));
  let best = 0;
  let bestPos = -1;
  // Only the imagined path (before the first failure) is in real-step order.
  for (const m of misconception.steps) {
    if (m.role === 'misconception-failure' || m.role === 'misconception-compare') break;
    const pos = realPos.get(m.counterpart ?? '') ?? -1;
    if (pos >= 0 && pos <= here.index && pos > bestPos) {
      best = m.index;
      bestPos = pos;
    }
  }
  // No step of the imagined path stands at or before this one: start the misconception at its beginning.
  if (bestPos < 0) return 0;
  const exact = misconception.steps.findIndex((m) => m.counterpart === here.id);
  return exact >= 0 ? exact : best;
}

/** Index in `real` to show when leaving the misconception at `misconceptionIndex`: its counterpart, else the start. */
export function realIndexForMisconception(real: Trace, misconception: Trace, misconceptionIndex: number): number {
  const m = misconception.steps[Math.max(0, Math.min(misconceptionIndex, misconception.steps.length - 1))];
  const i = m ? real.steps.findIndex((r) => r.id === m.counterpart) : -1;
  return Math.max(i, 0);
}
