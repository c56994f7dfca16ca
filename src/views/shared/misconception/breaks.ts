import { type Msg, msg } from '../../../i18n/msg';
import { type FailureId, figure, type MisconceptionFigures } from '../../../sim/misconception';
import type { StepView } from '../../../sim/trace/types';
import type { Pt, Rect, TextSpot } from '../layout/geometry';

/**
 * Where the imagined design breaks, marked on the drawing: a red ✗ on the
 * component concerned and a short label beside it, in a spot the real
 * drawing leaves free. One failure per failure step; the comparison step
 * marks all six (marks only).
 */

export const BREAK_R = 8;
export const BREAK_LINE = 13;

export interface BreakSpot {
  failure: FailureId;
  /** Centre of the ✗, on the edge of the component that breaks. */
  mark: Pt;
  /** The label's first line (the next lines follow BREAK_LINE below). */
  label: TextSpot;
  /** The component concerned: the mark sits on its edge. */
  target: Rect;
}

/** The one failure a step is about (it labels it), or null. */
export function failureOf(view: Pick<StepView, 'misconception'>): FailureId | null {
  const m = view.misconception;
  return m?.labelled && m.failures.length === 1 ? m.failures[0] : null;
}

/** The failures a step marks, and whether it labels them: its own, or all six (unlabelled) at the comparison. */
export function breaksFor(view: Pick<StepView, 'misconception'>): { ids: readonly FailureId[]; labelled: boolean } {
  return view.misconception ? { ids: view.misconception.failures, labelled: view.misconception.labelled } : { ids: [], labelled: false };
}

/** The hover text of a mark: the failure's headline number. */
export function breakTitle(id: FailureId, f: MisconceptionFigures): Msg {
  const v = (k: string) => figure(f, k);
  switch (id) {
    case 'size':
      return msg('viz.breakTitle.size', { formula: v('size.window-fraction').formula });
    case 'addressing':
      return msg('viz.breakTitle.addressing', { bits: v('addressing.window-bits').value, formula: v('addressing.missing-fields').formula });
    case 'cpu':
      return msg('viz.breakTitle.cpu', { formula: v('cpu.pio-mmio-bytes').formula });
    case 'timeout':
      return msg('viz.breakTitle.timeout', { cto: v('timeout.cto-default').formula, rc: v('timeout.rc-vs-cto').formula });
    case 'protection':
      return msg('viz.breakTitle.protection', { formula: v('protection.checks-bypassed').formula });
    case 'pinning':
      return msg('viz.breakTitle.pinning', { n: v('pinning.pages-unpinned').value });
  }
}
