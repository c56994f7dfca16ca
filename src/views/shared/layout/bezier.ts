import type { Pt } from './geometry';

/** Smooth curves through waypoints, as cubic Béziers: one shape for the SVG path, the samples and the tests. */

export interface Cubic {
  p0: Pt;
  c1: Pt;
  c2: Pt;
  p3: Pt;
}

/**
 * The Catmull-Rom spline through `points` (it passes through every one), as
 * cubic Béziers: segment i runs from point i to i + 1 with the tangent at
 * each point parallel to the chord between its neighbours.
 */
export function throughPoints(points: readonly Pt[]): Cubic[] {
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))];
  return points.slice(0, -1).map((p0, i) => {
    const p3 = at(i + 1);
    const a = at(i - 1);
    const b = at(i + 2);
    return {
      p0,
      c1: { x: p0.x + (p3.x - a.x) / 6, y: p0.y + (p3.y - a.y) / 6 },
      c2: { x: p3.x - (b.x - p0.x) / 6, y: p3.y - (b.y - p0.y) / 6 },
      p3,
    };
  });
}

export function cubicAt(c: Cubic, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return { x: a * c.p0.x + b * c.c1.x + d * c.c2.x + e * c.p3.x, y: a * c.p0.y + b * c.c1.y + d * c.c2.y + e * c.p3.y };
}

/** Points along the curves, `perSegment` per Bézier (the shared ends once). */
export function sampleCubics(cs: readonly Cubic[], perSegment = 12): Pt[] {
  if (cs.length === 0) return [];
  return [cs[0].p0, ...cs.flatMap((c) => Array.from({ length: perSegment }, (_, i) => cubicAt(c, (i + 1) / perSegment)))];
}

const f = (v: number) => Number(v.toFixed(1));

/** The SVG path of the curves. */
export function cubicsPath(cs: readonly Cubic[]): string {
  if (cs.length === 0) return '';
  return (
    `M${f(cs[0].p0.x)},${f(cs[0].p0.y)}` +
    cs.map((c) => ` C${f(c.c1.x)},${f(c.c1.y)} ${f(c.c2.x)},${f(c.c2.y)} ${f(c.p3.x)},${f(c.p3.y)}`).join('')
  );
}
