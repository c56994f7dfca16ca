import { scaleLinear, scaleLog } from 'd3-scale';
import { line } from 'd3-shape';
import type { RateCurve } from '../../sim/perf/curves';
import { ANCHORS, type AnchorId } from '../../sim/timing/anchors';

export interface ChartBox {
  width: number;
  height: number;
  /** Space for the tick labels: left (y), bottom (x), and a little at the top and right. */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface CurveChart {
  box: ChartBox;
  /** The plot area's edges in SVG pixels. */
  plot: { x0: number; x1: number; y0: number; y1: number };
  path: string;
  points: { x: number; y: number; bytes: number; value: number }[];
  xTicks: { x: number; bytes: number }[];
  yTicks: { y: number; value: number }[];
  anchors: { id: AnchorId; x: number; y: number; bytes: number; value: number; source: string }[];
  knee: { x: number; bytes: number };
  /** A horizontal guide: the plateau (bandwidth) or the small-message rate. */
  level: { y: number; value: number };
  current: { x: number; bytes: number } | null;
}

/** perftest -a's sizes are powers of two; label every fifth: 2 B, 64 B, 2 KiB, 64 KiB, 2 MiB. */
const X_TICKS = [2, 64, 2048, 65536, 2 ** 21];

export const BW_ANCHORS: readonly AnchorId[] = ['write-bw-64k'];
export const RATE_ANCHORS: readonly AnchorId[] = ['msg-rate-2', 'msg-rate-4', 'msg-rate-8'];

function chart(
  curve: RateCurve,
  box: ChartBox,
  value: (p: RateCurve['points'][number]) => number,
  anchorIds: readonly AnchorId[],
  level: number,
  currentBytes: number,
): CurveChart {
  const { margin } = box;
  const plot = { x0: margin.left, x1: box.width - margin.right, y0: box.height - margin.bottom, y1: margin.top };
  const sizes = curve.points.map((p) => p.bytes);
  const x = scaleLog()
    .base(2)
    .domain([sizes[0], sizes[sizes.length - 1]])
    .range([plot.x0, plot.x1])
    .clamp(true);
  const anchors = anchorIds.map((id) => ANCHORS[id]);
  const top = Math.max(level, ...curve.points.map(value), ...anchors.map((a) => a.value)) * 1.15;
  const y = scaleLinear().domain([0, top]).nice(4).range([plot.y0, plot.y1]);
  const points = curve.points.map((p) => ({ x: x(p.bytes), y: y(value(p)), bytes: p.bytes, value: value(p) }));
  const path =
    line<(typeof points)[number]>()
      .x((p) => p.x)
      .y((p) => p.y)(points) ?? '';
  const inRange = currentBytes >= sizes[0] && currentBytes <= sizes[sizes.length - 1];
  return {
    box,
    plot,
    path,
    points,
    xTicks: X_TICKS.filter((b) => b >= sizes[0] && b <= sizes[sizes.length - 1]).map((bytes) => ({ x: x(bytes), bytes })),
    yTicks: y.ticks(4).map((v) => ({ y: y(v), value: v })),
    anchors: anchors.map((a) => ({ id: a.id, x: x(a.bytes), y: y(a.value), bytes: a.bytes, value: a.value, source: a.source })),
    knee: { x: x(curve.kneeBytes), bytes: curve.kneeBytes },
    level: { y: y(level), value: level },
    current: inRange ? { x: x(currentBytes), bytes: currentBytes } : null,
  };
}

/** Bandwidth (Gb/s) against size: the line, the plateau, the knee and the published bandwidth. */
export function bandwidthChart(curve: RateCurve, box: ChartBox, currentBytes: number): CurveChart {
  return chart(curve, box, (p) => p.bandwidthGbps, BW_ANCHORS, curve.plateauGbps, currentBytes);
}

/** Message rate (Mpps) against size: the flat part, the knee and the published message rates. */
export function rateChart(curve: RateCurve, box: ChartBox, currentBytes: number): CurveChart {
  return chart(curve, box, (p) => p.messageRateMpps, RATE_ANCHORS, curve.smallMpps, currentBytes);
}
