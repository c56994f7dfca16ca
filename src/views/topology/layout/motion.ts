import { type Msg, msg } from '../../../i18n/msg';
import type { LinkKey } from '../../../sim/bytes/field';
import { allFields } from '../../../sim/bytes/field';
import type { Place } from '../../../sim/trace/places';
import type { Artifact, ArtifactSet, Step, Trace } from '../../../sim/trace/types';
import { countParam } from '../../shared/displayFormat';
import { entryPoint, type Polyline, type Pt, polyline, type Rect, trimToEdges } from '../../shared/layout/geometry';
import { misconceptionArc } from '../misconception/misconceptionArc';
import { misconceptionMapRoute } from '../misconception/misconceptionRouteLayout';
import { ARTIFACT_H, artifactWidth, captionOf, countOf, KIND_COLOUR, type MovingKind } from './artifactLook';
import { captionSlot } from './captionSlot';
import { packetStream } from './pipeline';
import { type Route, stepRoute, wholeFabric } from './route';
import { type CaptionSlot, drawnBoxes, type TopologyLayout } from './topologyLayout';

/** One thing (or a train of like things) moving along one route during part of the animation. */
export interface Leg {
  route: Polyline;
  /** Window in animation time (0..1). */
  start: number;
  end: number;
  /** Drawn items (<= 12) and the distance between them as a fraction of the route. */
  items: number;
  spacing: number;
  /** The last leg stays at its destination after its window; earlier legs vanish. */
  persist: boolean;
  /** Streams move at constant speed; a single artifact eases in and out. */
  linear: boolean;
  kind: MovingKind;
  width: number;
  colour: string;
  caption: Msg;
  /** Full description (hover). */
  title: Msg;
}

export interface Motion {
  /** The route as drawn under the components (empty when the step has no movement). */
  trail: Polyline;
  legs: Leg[];
  /** The kind the in-flight group reports (its last leg's). */
  kind: MovingKind | null;
  /** Count lines, e.g. ["262,144 packets", "~2 in flight"]; null for a single artifact. */
  badge: Msg[] | null;
  /** Setup steps draw their route as an arrow (commands, not bytes of the write). */
  arrow: boolean;
  /** Link keys the moving bytes carry: highlighted when the user follows one of them. */
  links: ReadonlySet<LinkKey>;
  /** Where the captions are written. */
  slot: CaptionSlot;
  /** False when the out-of-band arc carries the caption itself (SETUP.exchange): written twice, it ran into host B. */
  captioned: boolean;
}

/** A burst of TLPs or writes: a few items nose to tail where the last stretch has room (the real count is in the badge). */
const TRAIN_MAX = 3;
const TRAIN_GAP = 4;
/** A request-response: the request goes up in the first part, the response comes down after a short pause. */
const REQUEST_END = 0.42;
const RESPONSE_START = 0.48;
/** A write through the root complex: the TLP until here, then the memory write. */
const AT_ROOT_COMPLEX = 0.7;
/** A command through the imagined window (or over the out-of-band arc) vanishes here, leaving the arc's arrowhead in sight. */
const WINDOW_FADE = 0.85;

/** Length of the route's last segment outside the box it leaves: where a train can wait without covering labels. */
function freeLastStretch(pts: Polyline['points'], prevRect: Route['prevRect']): { free: number; vertical: boolean } {
  const n = pts.length;
  if (n < 2) return { free: 0, vertical: false };
  const a = pts[n - 2];
  const b = pts[n - 1];
  const exit = prevRect ? entryPoint(b, a, prevRect) : a;
  return { free: Math.hypot(b.x - exit.x, b.y - exit.y), vertical: Math.abs(b.y - a.y) > Math.abs(b.x - a.x) };
}

const REST_MIN_W = 6;

/** Whether a w × ARTIFACT_H item centred on p overlaps r. */
const covers = (p: Pt, w: number, r: Rect) =>
  p.x - w / 2 < r.x + r.w && r.x < p.x + w / 2 && p.y - ARTIFACT_H / 2 < r.y + r.h && r.y < p.y + ARTIFACT_H / 2;

/**
 * The route of an item that stays where it ends, at the widest width up to `width` at which it covers no component:
 * between two boxes side by side (B1: SRAM, then the MKey table, 12 units apart; A1: the CPU beside the root complex)
 * the full width would sit on a box's label.
 */
function restingLine(width: number, line: (w: number) => Polyline, boxes: readonly Rect[]): { width: number; line: Polyline } {
  for (let w = width; w > REST_MIN_W; w -= 1) {
    const l = line(w);
    const end = l.points[l.points.length - 1];
    if (!boxes.some((r) => covers(end, w, r))) return { width: w, line: l };
  }
  return { width: REST_MIN_W, line: line(REST_MIN_W) };
}

interface LegPlan {
  route: Route;
  set: ArtifactSet;
  first: Artifact;
  start: number;
  end: number;
  persist: boolean;
}

function leg(L: TopologyLayout, wqeByDma: boolean, { route, set, first, start, end, persist }: LegPlan): Leg {
  const train = set.count > 1;
  const sized = artifactWidth(first.bytes.length);
  const trimmed = (w: number) => polyline(trimToEdges(route.points, route.startRect, route.endRect, w, ARTIFACT_H));
  const sizedLine = trimmed(sized);
  const { free, vertical } = freeLastStretch(sizedLine.points, route.prevRect);
  const items = train ? Math.max(1, Math.min(TRAIN_MAX, set.count, Math.floor(free / ((vertical ? ARTIFACT_H : sized) + TRAIN_GAP)))) : 1;
  // One item that stays: narrowed, when need be, to the gap it rests in.
  const { width, line } =
    persist && items === 1
      ? restingLine(
          sized,
          trimmed,
          drawnBoxes(L).map(([, r]) => r),
        )
      : { width: sized, line: sizedLine };
  const step = (vertical ? ARTIFACT_H : width) + TRAIN_GAP;
  return {
    route: line,
    start,
    end,
    items,
    spacing: line.length > 0 ? step / line.length : 1,
    persist,
    linear: train,
    kind: set.kind,
    width,
    colour: KIND_COLOUR[set.kind],
    caption: captionOf(first, wqeByDma),
    title: set.count > 1 ? msg('viz.title.firstOf', { set: set.label, item: first.label }) : first.label,
  };
}

/** Everything the topology animates in a step, from its view hints; computed once per step, never per frame. */
export function stepMotion(trace: Trace, step: Step, L: TopologyLayout): Motion {
  const { view } = step;
  const path: readonly Place[] = view.route;
  const route = view.motion === 'window' ? misconceptionMapRoute(L, misconceptionArc(L)) : stepRoute(L, view, path);
  const trail = polyline(route.points);
  const none: Motion = {
    trail,
    legs: [],
    kind: null,
    badge: null,
    arrow: false,
    links: new Set(),
    slot: captionSlot(view, path),
    captioned: !path.includes('oob'),
  };
  if (trail.points.length < 2) return none;
  if (view.motion === 'command' || view.motion === 'window') {
    const w = 14;
    const r = polyline(trimToEdges(route.points, route.startRect, route.endRect, w, ARTIFACT_H));
    const through = view.motion === 'window';
    // Over the out-of-band arc the arc's own label and arrowhead stay; the square would rest on the CPU's edge.
    const overArc = path.includes('oob');
    const caption = view.caption ?? step.text.title;
    const cmd: Leg = {
      route: r,
      start: 0,
      end: through || overArc ? WINDOW_FADE : 1,
      items: 1,
      spacing: 1,
      persist: !through && !overArc,
      linear: false,
      kind: 'setup',
      width: w,
      colour: KIND_COLOUR.setup,
      caption,
      title: step.text.title,
    };
    return { ...none, trail: r, legs: [cmd], kind: 'setup', arrow: !through };
  }
  const sets = view.moving;
  if (sets.length === 0 || view.motion === 'none') return none;
  const firsts = sets.map((s) => s.at(0));
  const links = new Set(firsts.flatMap((a) => allFields(a.fields).flatMap((f) => (f.link ? [f.link] : []))));
  const wqeByDma = trace.plan.wqeByDma;
  const [a, b] = sets;

  // A stream of packets on the cable: the pipeline, spaced as the timeline says.
  if (view.motion === 'stream') {
    const st = packetStream(view.stream, a.count);
    const forward = wholeFabric(L);
    // B's READ responses run the other way.
    const cable: Route =
      view.stream?.toward === 'A'
        ? {
            points: [...forward.points].reverse(),
            startRect: forward.endRect,
            endRect: forward.startRect,
            prevRect: L.switches[0] ?? forward.endRect,
          }
        : forward;
    const l = leg(L, wqeByDma, { route: cable, set: a, first: firsts[0], start: 0, end: 1, persist: true });
    // Packets closer together than they are long would merge into one bar: narrow them to keep them apart.
    const width = Math.max(5, Math.min(l.width, st.spacing * l.route.length - 3));
    return {
      trail: polyline(cable.points),
      legs: [{ ...l, width, items: st.nodes, spacing: st.spacing }],
      kind: a.kind,
      badge: [countOf(a.count, firsts[0]), msg('viz.count.inFlight', { count: countParam(st.inFlight) })],
      arrow: false,
      links,
      slot: 'fabric',
      captioned: true,
    };
  }
  // A DMA read: the request goes up (the route backwards), then the completions bring the data back.
  if (view.motion === 'request-response' && b) {
    const back = stepRoute(L, view, [...path].reverse());
    const upRoute: Route = {
      points: [...route.points].reverse(),
      startRect: route.endRect,
      endRect: route.startRect,
      prevRect: back.prevRect,
    };
    const up = leg(L, wqeByDma, { route: upRoute, set: a, first: firsts[0], start: 0, end: REQUEST_END, persist: false });
    const down = leg(L, wqeByDma, { route, set: b, first: firsts[1], start: RESPONSE_START, end: 1, persist: true });
    const badge =
      a.count > 1 || b.count > 1 ? [countOf(a.count, firsts[0]), msg('viz.count.then', { what: countOf(b.count, firsts[1]) })] : null;
    return { ...none, legs: [up, down], kind: b.kind, badge, links };
  }
  // A TLP that becomes a memory write at the root complex (the CQE).
  const rcAt = path.findIndex((p) => p === 'A.rc' || p === 'B.rc');
  if (view.motion === 'write-through-rc' && b && rcAt > 0 && rcAt < path.length - 1) {
    const head = stepRoute(L, view, path.slice(0, rcAt + 1));
    const tail = stepRoute(L, view, path.slice(rcAt));
    const tlpLeg = leg(L, wqeByDma, {
      route: { ...head, endRect: null },
      set: a,
      first: firsts[0],
      start: 0,
      end: AT_ROOT_COMPLEX,
      persist: false,
    });
    const memLeg = leg(L, wqeByDma, {
      route: { ...tail, startRect: null },
      set: b,
      first: firsts[1],
      start: AT_ROOT_COMPLEX,
      end: 1,
      persist: true,
    });
    return { ...none, legs: [tlpLeg, memLeg], kind: b.kind, links };
  }
  return {
    ...none,
    legs: [leg(L, wqeByDma, { route, set: a, first: firsts[0], start: 0, end: 1, persist: true })],
    kind: a.kind,
    badge: a.count > 1 ? [countOf(a.count, firsts[0])] : null,
    links,
  };
}

/** Drawn nodes in a motion: bounded by the legs, whatever the message size. */
export const nodeCount = (m: Motion): number => m.legs.reduce((n, l) => n + l.items, 0);
