/** Plain 2-D geometry for the views: rectangles, anchors and walking a polyline. */

export interface Pt {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
export const centre = (r: Rect): Pt => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/** Mirror a rectangle about the vertical axis of a drawing `width` wide (host B mirrors host A). */
export const mirror = (r: Rect, width: number): Rect => ({ x: width - r.x - r.w, y: r.y, w: r.w, h: r.h });

/** Consecutive duplicates removed: a route that names the same anchor twice does not stall on it. */
export function dedupe(points: Pt[]): Pt[] {
  return points.filter((p, i) => i === 0 || p.x !== points[i - 1].x || p.y !== points[i - 1].y);
}

/** A polyline measured once, so the animation can ask for the point at any fraction cheaply. */
export interface Polyline {
  points: Pt[];
  /** Cumulative length at each point. */
  cum: number[];
  length: number;
}

export function polyline(points: Pt[]): Polyline {
  const pts = dedupe(points);
  const cum = [0];
  for (let i = 1; i < pts.length; i++) cum.push(cum[i - 1] + Math.hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y));
  return { points: pts, cum, length: cum[cum.length - 1] ?? 0 };
}

/** The point at fraction `u` (0..1, clamped) of the way along the polyline. */
export function pointAt(p: Polyline, u: number): Pt {
  const { points, cum, length } = p;
  if (points.length === 0) return { x: 0, y: 0 };
  if (points.length === 1 || length === 0) return points[0];
  const d = Math.max(0, Math.min(1, u)) * length;
  let i = 1;
  while (i < cum.length - 1 && cum[i] < d) i++;
  const seg = cum[i] - cum[i - 1];
  const f = seg === 0 ? 0 : (d - cum[i - 1]) / seg;
  return { x: points[i - 1].x + (points[i].x - points[i - 1].x) * f, y: points[i - 1].y + (points[i].y - points[i - 1].y) * f };
}

export const reversed = (p: Polyline): Polyline => polyline([...p.points].reverse());

/**
 * Where the segment from `from` towards `to` (inside `r`) first touches the
 * rectangle `r` grown by `pad`: the artifact stops at a box's edge.
 */
export function entryPoint(from: Pt, to: Pt, r: Rect, pad = 0): Pt {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const x0 = r.x - pad;
  const x1 = r.x + r.w + pad;
  const y0 = r.y - pad;
  const y1 = r.y + r.h + pad;
  const tx = dx > 0 ? (x0 - from.x) / dx : dx < 0 ? (x1 - from.x) / dx : -Infinity;
  const ty = dy > 0 ? (y0 - from.y) / dy : dy < 0 ? (y1 - from.y) / dy : -Infinity;
  const along = Math.max(0, Math.min(1, Math.max(tx, ty)));
  return { x: from.x + dx * along, y: from.y + dy * along };
}

/** Whether p lies within r or on its edge. */
const inside = (p: Pt, r: Rect) => p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/** Half the extent of a w x h item along the direction from `a` to `b`, plus a small gap. */
function padAlong(a: Pt, b: Pt, w: number, h: number): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return (Math.abs(b.x - a.x) / len) * (w / 2) + (Math.abs(b.y - a.y) / len) * (h / 2) + 2;
}

/** The route with its ends moved to the edges of the boxes it leaves and enters, for an item w x h. */
export function trimToEdges(points: Pt[], startRect: Rect | null, endRect: Rect | null, w: number, h: number): Pt[] {
  const pts = dedupe(points);
  if (pts.length < 2) return pts;
  const out = [...pts];
  // A route that reaches the box's edge before its last point (a PCIe link's top is the root complex's bottom): its
  // last leg is inside the box, so the item stops on the leg that arrives, short of the edge, not on the edge.
  while (endRect && out.length > 2 && inside(out[out.length - 2], endRect)) out.pop();
  const n = out.length;
  if (endRect) out[n - 1] = entryPoint(out[n - 2], out[n - 1], endRect, padAlong(out[n - 2], out[n - 1], w, h));
  if (startRect) {
    const s = entryPoint(out[1], out[0], startRect, padAlong(out[1], out[0], w, h));
    // Boxes closer than the item is long: start from the box itself rather than past the end.
    const ahead = (s.x - out[0].x) * (out[1].x - s.x) + (s.y - out[0].y) * (out[1].y - s.y) > 0;
    if (ahead) out[0] = s;
  }
  return dedupe(out);
}

export interface TextSpot {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
}
