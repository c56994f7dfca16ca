import { scaleLinear } from 'd3-scale';
import type { Msg } from '../../i18n/msg';
import type { DoneClocks } from '../../sim/trace/timeline';
import type { Actor, Phase, Trace } from '../../sim/trace/types';

/** Which side a phase belongs to, for its colour: host A, host B, the fabric, or neither (ACK, completion). */
export type Side = 'a' | 'b' | 'f' | 'o';

export function sideOf(phase: Phase): Side {
  if (phase === 'FABRIC') return 'f';
  if (phase === 'A1' || phase === 'A2' || phase === 'A3') return 'a';
  if (phase === 'B1' || phase === 'B2' || phase === 'B3' || phase === 'B4') return 'b';
  return 'o';
}

export interface WaterfallRow {
  /** The step's index in the trace (rows link to their step). */
  index: number;
  phase: Phase;
  actor: Actor;
  side: Side;
  title: Msg;
  startNs: number;
  endNs: number;
  durationNs: number;
  /** The span over the trace's total (0..1). */
  share: number;
  /** Where the bar sits, as fractions of the time axis (0..1); `width` is at least MIN_BAR so an instant stays visible. */
  left: number;
  width: number;
}

export interface WaterfallMark {
  kind: keyof DoneClocks | 'perftest';
  ns: number;
  /** Fraction of the axis (0..1), clamped. */
  at: number;
}

export interface WaterfallLayout {
  /** The end of the trace: the latest end of any step. The axis runs from 0 to it. */
  totalNs: number;
  rows: WaterfallRow[];
  ticks: { ns: number; at: number }[];
  /** The three clocks for "done" the trace has (null clocks are left out). */
  clocks: WaterfallMark[];
}

/** The narrowest bar drawn, as a fraction of the axis: a 0-ns step still shows as a tick. */
export const MIN_BAR = 0.004;

/**
 * The waterfall of a trace: one row per step of the transfer (the setup
 * steps, all at time 0, are left out), each bar from the step's start to its
 * end on one linear axis from 0 to the trace's end time.
 */
export function waterfallLayout(trace: Trace, tickCount = 4): WaterfallLayout {
  const totalNs = Math.max(0, ...trace.steps.map((s) => s.endNs));
  const x = scaleLinear()
    .domain([0, totalNs || 1])
    .range([0, 1])
    .clamp(true);
  const rows = trace.steps
    .filter((s) => s.phase !== 'SETUP')
    .map((s): WaterfallRow => {
      const left = x(s.startNs);
      const width = Math.max(MIN_BAR, x(s.endNs) - left);
      return {
        index: s.index,
        phase: s.phase,
        actor: s.actor,
        side: sideOf(s.phase),
        title: s.text.title,
        startNs: s.startNs,
        endNs: s.endNs,
        durationNs: s.endNs - s.startNs,
        share: totalNs > 0 ? (s.endNs - s.startNs) / totalNs : 0,
        left: Math.min(left, 1 - width),
        width,
      };
    });
  const ticks = x.ticks(tickCount).map((ns) => ({ ns, at: x(ns) }));
  const { clocks } = trace.timeline;
  const marks: WaterfallMark[] = [];
  for (const kind of ['placedNs', 'cqeSeenNs', 'bToldNs'] as const) {
    const ns = clocks[kind];
    if (ns !== null) marks.push({ kind, ns, at: x(ns) });
  }
  return { totalNs, rows, ticks, clocks: marks };
}

/** A mark for another time on the same axis (what perftest prints), clamped to it. */
export function markAt(layout: WaterfallLayout, ns: number): WaterfallMark {
  return { kind: 'perftest', ns, at: layout.totalNs > 0 ? Math.min(1, Math.max(0, ns / layout.totalNs)) : 0 };
}
