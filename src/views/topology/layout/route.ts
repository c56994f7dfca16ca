import type { Place } from '../../../sim/trace/places';
import type { StepView } from '../../../sim/trace/types';
import { centre, type Pt, type Rect } from '../../shared/layout/geometry';
import { dramPartFor } from '../../shared/layout/stepFocus';
import { HCA_PLACES, ON_CABLE, SIDE } from './placeSides';
import { anchorOf, type TopologyLayout } from './topologyLayout';

const sideOf = (p: Place | undefined): 'A' | 'B' | null => (p ? SIDE[p] : null);

/** A route and the boxes it leaves and enters (the artifact stops at their edge, not on their label). */
export interface Route {
  points: Pt[];
  startRect: Rect | null;
  endRect: Rect | null;
  /** The box around the last point but one, if any: the free stretch of the last segment starts at its edge. */
  prevRect: Rect | null;
}

/** With no switch, the cable's midpoint stands in for the "fabric" place. */
function fabricMiddle(L: TopologyLayout): Pt {
  const a = L.fabricNodes[0];
  const b = L.fabricNodes[L.fabricNodes.length - 1];
  return { x: (a.x + b.x) / 2, y: a.y };
}

/** The box an artifact reaches at a place (it stops at its edge). */
function rectAt(L: TopologyLayout, place: Place): Rect | null {
  if (place === 'fabric' || place === 'oob' || place === 'A.pcie' || place === 'B.pcie') return null;
  return L.boxes[place];
}

/** The point it heads for there: the part of memory the step touches, else the box's centre. */
function aimAt(L: TopologyLayout, view: Pick<StepView, 'touches'>, place: Place): Pt {
  const part = dramPartFor(view);
  if (place === 'A.dram' && part) return centre(L.dramA[part]);
  if (place === 'B.dram') return centre(L.mrB);
  return anchorOf(L, place);
}

/** Node k of the cable (0 = A's port, last = B's port) and its box; a half-way k is the middle of that stretch. */
function node(L: TopologyLayout, k: number): { p: Pt; r: Rect | null } {
  if (!Number.isInteger(k)) {
    const a = node(L, Math.floor(k)).p;
    const b = node(L, Math.ceil(k)).p;
    const f = k - Math.floor(k);
    return { p: { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }, r: null };
  }
  const n = L.fabricNodes.length;
  const i = Math.max(0, Math.min(n - 1, k));
  const r = i === 0 ? L.boxes['A.hca.port'] : i === n - 1 ? L.boxes['B.hca.port'] : L.switches[i - 1];
  return { p: L.fabricNodes[i], r };
}

/**
 * The points an artifact passes in a step, from the step's path of places.
 * "fabric" expands to the cable and its switches, in the direction of travel;
 * the hop steps cover one stretch each (transmit: port to the first switch,
 * switch h: switch h to the next node), so consecutive steps continue each
 * other instead of repeating the whole trip.
 */
export function stepRoute(L: TopologyLayout, view: Pick<StepView, 'touches' | 'fabric'>, path: readonly Place[]): Route {
  const last = L.fabricNodes.length - 1;
  // A step on the cable covers its own stretch, so consecutive hops continue each other.
  if (view.fabric && path.every((p) => ON_CABLE.has(p))) {
    const a = node(L, Math.min(last, view.fabric.from));
    const b = node(L, Math.min(last, view.fabric.to));
    return { points: [a.p, b.p], startRect: a.r, endRect: b.r, prevRect: a.r };
  }
  // Points with the box each one is the centre of (null on links, the cable and the out-of-band bend).
  const pts: { p: Pt; r: Rect | null }[] = [];
  const push = (p: Pt, r: Rect | null) => {
    const prev = pts[pts.length - 1];
    if (!prev || prev.p.x !== p.x || prev.p.y !== p.y) pts.push({ p, r });
    else prev.r = prev.r ?? r;
  };
  const nodeRects = L.fabricNodes.map((_, k) => node(L, k));
  const isLink = (p: Place | undefined) => p === 'A.pcie' || p === 'B.pcie';
  // The PCIe switch a GPU shares with its HCA sits on the HCA's link: what crosses between them runs up the link.
  const isSwitch = (p: Place | undefined) => p === 'A.pcieSwitch' || p === 'B.pcieSwitch';
  const inHca = (p: Place | undefined) => !!p && HCA_PLACES.has(p);
  path.forEach((place, i) => {
    if (isSwitch(place)) {
      const bottom = L.pcie[place === 'A.pcieSwitch' ? 'A' : 'B'][1];
      const r = L.boxes[place];
      if (inHca(path[i - 1])) push(bottom, null);
      push({ x: bottom.x, y: r.y + r.h / 2 }, r);
      if (inHca(path[i + 1])) push(bottom, null);
      return;
    }
    if (isLink(place)) {
      // The link is a vertical line: run its whole length, top first when coming down from the host.
      const [top, bottom] = L.pcie[place === 'A.pcie' ? 'A' : 'B'];
      const down = !inHca(path[i - 1]);
      push(down ? top : bottom, null);
      push(down ? bottom : top, null);
      return;
    }
    // An HCA's own box at either end of a PCIe crossing: the artifact stops at (or leaves from) the HCA's edge.
    const crossing = (p: Place | undefined) => isLink(p) || isSwitch(p);
    if (inHca(place) && ((i === path.length - 1 && crossing(path[i - 1])) || (i === 0 && crossing(path[1])))) return;
    if (place === 'fabric') {
      const from = sideOf(path[i - 1]);
      const to = sideOf(path[i + 1]);
      if (from === 'A' && to === 'B') for (const n of nodeRects) push(n.p, n.r);
      else if (from === 'B' && to === 'A') for (const n of [...nodeRects].reverse()) push(n.p, n.r);
      else if (from === 'A') {
        push(nodeRects[0].p, nodeRects[0].r);
        if (last > 1) push(nodeRects[1].p, nodeRects[1].r);
        else push(fabricMiddle(L), null);
      } else push(anchorOf(L, place), null);
      return;
    }
    if (place === 'oob') {
      for (const p of L.oob) push(p, null);
    } else push(aimAt(L, view, place), rectAt(L, place));
  });
  const n = pts.length;
  const hcaOf = (p: Place) => (SIDE[p] === 'A' ? L.hcas.A : L.hcas.B);
  const first = path[0];
  const lastPlace = path[path.length - 1];
  const startRect = inHca(first) && (isLink(path[1]) || isSwitch(path[1])) ? hcaOf(first) : (pts[0]?.r ?? null);
  const endRect =
    inHca(lastPlace) && (isLink(path[path.length - 2]) || isSwitch(path[path.length - 2])) ? hcaOf(lastPlace) : n > 1 ? pts[n - 1].r : null;
  return { points: pts.map((x) => x.p), startRect, endRect, prevRect: n > 1 ? pts[n - 2].r : null };
}

/** The whole cable A -> B: where a stream of packets is shown in flight. */
export const wholeFabric = (L: TopologyLayout): Route => ({
  points: [...L.fabricNodes],
  startRect: L.boxes['A.hca.port'],
  endRect: L.boxes['B.hca.port'],
  prevRect: L.switches[L.switches.length - 1] ?? L.boxes['A.hca.port'],
});

/** Points only (for the tests and the trail). */
export const routePoints = (L: TopologyLayout, view: Pick<StepView, 'touches' | 'fabric'>, path: readonly Place[]): Pt[] =>
  stepRoute(L, view, path).points;
