import { EN } from '../../i18n/en';
import { formatText } from '../../i18n/format';
/** Transitional English formatting (the next commits give the views typed hints instead). */
const en = (x: Parameters<typeof formatText>[1]) => formatText(EN, x);
import { allFields, type LinkKey } from '../../sim/bytes/field';
import type { Artifact, ArtifactSet, Step, Trace } from '../../sim/trace/types';
import { entryPoint, polyline, trimToEdges, type Polyline } from './geometry';
import { ARTIFACT_H, artifactWidth, captionOf, countOf, KIND_COLOUR, type MovingKind } from './artifactLook';
import { packetStream } from './pipeline';
import { stepRoute, wholeFabric, type Route } from './route';
import type { CaptionSlot, TopologyLayout } from './topologyLayout';
import { captionSlot } from './captionSlot';
import { fmtCount } from './format';
import { mythArc } from './mythArc';
import { drawnPath, mythMapRoute } from './mythRoute';

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
  caption: string;
  /** Full description (hover). */
  title: string;
}

export interface Motion {
  /** The route as drawn under the components (empty when the step has no movement). */
  trail: Polyline;
  legs: Leg[];
  /** The kind the in-flight group reports (its last leg's). */
  kind: MovingKind | null;
  /** Count lines, e.g. ["262,144 packets", "~2 in flight"]; null for a single artifact. */
  badge: string[] | null;
  /** Setup steps draw their route as an arrow (commands, not bytes of the write). */
  arrow: boolean;
  /** Link keys the moving bytes carry: highlighted when the user follows one of them. */
  links: ReadonlySet<LinkKey>;
  /** Where the captions are written. */
  slot: CaptionSlot;
}

function setupCaption(trace: Trace, id: string): string {
  const s = trace.scenario;
  if (id === 'SETUP.reg-mr-b' || id === 'SETUP.reg-mr-a') return 'ibv_reg_mr: pin pages, fill the MTT';
  if (id === 'SETUP.connect') return 'create and connect the QPs';
  if (id === 'SETUP.exchange') return `VA 0x${s.remoteVa.toString(16)}, rkey 0x${s.rkey.toString(16)}`;
  if (id === 'MYTH.map') return "CPU → BAR0 → B's RAM?";
  return id;
}

const isDataStep = (id: string) => id === 'A3.transmit' || id.startsWith('FABRIC.');
/** A burst of TLPs or writes: a few items nose to tail where the last stretch has room (the real count is in the badge). */
const TRAIN_MAX = 3;
const TRAIN_GAP = 4;

/** Length of the route's last segment outside the box it leaves: where a train can wait without covering labels. */
function freeLastStretch(pts: Polyline['points'], prevRect: Route['prevRect']): { free: number; vertical: boolean } {
  const n = pts.length;
  if (n < 2) return { free: 0, vertical: false };
  const a = pts[n - 2];
  const b = pts[n - 1];
  const exit = prevRect ? entryPoint(b, a, prevRect) : a;
  return { free: Math.hypot(b.x - exit.x, b.y - exit.y), vertical: Math.abs(b.y - a.y) > Math.abs(b.x - a.x) };
}

/** Steps with no artifacts of their own show the packet they build or carry (the myth: the CPU's store, forwarded as it is). */
const CARRIES: Record<string, string> = {
  'A3.segment': 'A3.transmit',
  'FABRIC.cable': 'A3.transmit',
  'MYTH.forward': 'MYTH.tlp',
  'MYTH.land': 'MYTH.tlp',
};

function setsOf(trace: Trace, step: Step): ArtifactSet[] {
  if (step.artifacts.length > 0) return step.artifacts;
  const from = CARRIES[step.id];
  return from ? (trace.steps.find((s) => s.id === from)?.artifacts ?? []) : [];
}

/** The same route travelled backwards (a read request goes up the way its data comes down). */
function reverseRoute(r: Route, L: TopologyLayout, step: Step): Route {
  const back = stepRoute(L, step.id, [...drawnPath(step.id, step.path)].reverse());
  return { points: [...r.points].reverse(), startRect: r.endRect, endRect: r.startRect, prevRect: back.prevRect };
}

function leg(route: Route, set: ArtifactSet, first: Artifact, wqeByDma: boolean, start: number, end: number, persist: boolean): Leg {
  const train = set.count > 1;
  const width = artifactWidth(first.bytes.length);
  const line = polyline(trimToEdges(route.points, route.startRect, route.endRect, width, ARTIFACT_H));
  const { free, vertical } = freeLastStretch(line.points, route.prevRect);
  const step = (vertical ? ARTIFACT_H : width) + TRAIN_GAP;
  return {
    route: line,
    start,
    end,
    items: train ? Math.max(1, Math.min(TRAIN_MAX, set.count, Math.floor(free / step))) : 1,
    spacing: line.length > 0 ? step / line.length : 1,
    persist,
    linear: train,
    kind: first.kind,
    width,
    colour: KIND_COLOUR[first.kind],
    caption: captionOf(first, wqeByDma),
    title: set.count > 1 ? `${en(set.label)}; first: ${en(first.label)}` : en(first.label),
  };
}

/** Everything the topology animates in a step; computed once per step, never per frame. */
export function stepMotion(trace: Trace, step: Step, L: TopologyLayout): Motion {
  const path = drawnPath(step.id, step.path);
  // The myth's window: the store goes on from BAR0 along the imagined arc (drawn with its own arrowhead).
  const viaArc = step.id === 'MYTH.map';
  const route = viaArc ? mythMapRoute(L, mythArc(L)) : stepRoute(L, step.id, path);
  const trail = polyline(route.points);
  const none: Motion = { trail, legs: [], kind: null, badge: null, arrow: false, links: new Set(), slot: captionSlot(step.id, path) };
  if (trail.points.length < 2) return none;
  if (step.phase === 'SETUP') {
    const caption = setupCaption(trace, step.id);
    const w = 14;
    const r = polyline(trimToEdges(route.points, route.startRect, route.endRect, w, ARTIFACT_H));
    // Through the imagined window the marker vanishes at the end, leaving the arc's arrowhead in sight.
    const setupLeg: Leg = {
      route: r,
      start: 0,
      end: viaArc ? 0.85 : 1,
      items: 1,
      spacing: 1,
      persist: !viaArc,
      linear: false,
      kind: 'setup',
      width: w,
      colour: KIND_COLOUR.setup,
      caption,
      title: en(step.title),
    };
    return { ...none, trail: r, legs: [setupLeg], kind: 'setup', arrow: !viaArc };
  }
  const sets = setsOf(trace, step);
  if (sets.length === 0) return none;
  const firsts = sets.map((s) => s.at(0));
  const links = new Set(firsts.flatMap((a) => allFields(a.fields).flatMap((f) => (f.link ? [f.link] : []))));
  const wqeByDma = trace.plan.wqeByDma;
  const [a, b] = sets;

  // A stream of packets on the cable: the pipeline, spaced as the timeline says.
  if (a.kind === 'ib' && a.count > 1 && isDataStep(step.id)) {
    const st = packetStream(trace.timeline, a.count);
    const cable = wholeFabric(L);
    const l = leg(cable, a, firsts[0], wqeByDma, 0, 1, true);
    // Packets closer together than they are long would merge into one bar: narrow them to keep them apart.
    const width = Math.max(5, Math.min(l.width, st.spacing * l.route.length - 3));
    return {
      trail: polyline(cable.points),
      legs: [{ ...l, width, items: st.nodes, spacing: st.spacing }],
      kind: 'ib',
      badge: [`${fmtCount(a.count)} packets`, `~${fmtCount(st.inFlight)} in flight`],
      arrow: false,
      links,
      slot: 'fabric',
    };
  }
  // A DMA read: the request goes up, then the completions bring the data back.
  if (b && /^MRd/.test(en(a.label))) {
    const up = leg(reverseRoute(route, L, step), a, firsts[0], wqeByDma, 0, 0.42, false);
    const down = leg(route, b, firsts[1], wqeByDma, 0.48, 1, true);
    const badge = a.count > 1 || b.count > 1 ? [countOf(a.count, firsts[0]), `→ ${countOf(b.count, firsts[1])}`] : null;
    return { ...none, legs: [up, down], kind: b.kind, badge, links };
  }
  // A TLP that becomes a memory write at the root complex (the CQE).
  const rcAt = path.findIndex((p) => p.endsWith('.rc'));
  if (b && a.kind === 'tlp' && rcAt > 0 && rcAt < path.length - 1) {
    const head = stepRoute(L, step.id, path.slice(0, rcAt + 1));
    const tail = stepRoute(L, step.id, path.slice(rcAt));
    const tlpLeg = leg({ ...head, endRect: null }, a, firsts[0], wqeByDma, 0, 0.7, false);
    const memLeg = leg({ ...tail, startRect: null }, b, firsts[1], wqeByDma, 0.7, 1, true);
    return { ...none, legs: [tlpLeg, memLeg], kind: b.kind, links };
  }
  return {
    ...none,
    legs: [leg(route, a, firsts[0], wqeByDma, 0, 1, true)],
    kind: a.kind,
    badge: a.count > 1 ? [countOf(a.count, firsts[0])] : null,
    links,
  };
}

/** Drawn nodes in a motion: bounded by the legs, whatever the message size. */
export const nodeCount = (m: Motion): number => m.legs.reduce((n, l) => n + l.items, 0);
