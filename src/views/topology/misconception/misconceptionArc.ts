import { type Cubic, cubicsPath, sampleCubics, throughPoints } from '../../shared/layout/bezier';
import type { Pt, Rect } from '../../shared/layout/geometry';
import type { TextSpot, TopologyLayout } from '../layout/topologyLayout';

/**
 * The misconception's window, drawn as what it imagines: an arc from HCA A's
 * BAR0 to host B's DRAM. It leaves BAR0's top edge, keeps under the caption
 * beside A's PCIe link, rises into the free band between the hosts and the
 * HCAs, runs across it under the hosts, and climbs the gap between B's CPU
 * and root complex into B's DRAM: it crosses no component and no label.
 */
export interface MisconceptionArc {
  curves: Cubic[];
  /** SVG path. */
  d: string;
  /** Points along the curve, BAR0 first (routes and tests). */
  samples: Pt[];
  /** Where it leaves BAR0 and where it enters B's DRAM. */
  from: Pt;
  to: Pt;
  label: TextSpot;
  /** Boxes it starts and ends at. */
  fromRect: Rect;
  toRect: Rect;
}

/**
 * Count badges ("1,024 MWr") in the misconception mode: under the arc's run
 * instead of across it, each beside its own PCIe link's caption.
 */
export function misconceptionBadgeSpots(L: TopologyLayout): Record<'A' | 'B' | 'fabric', TextSpot> {
  const y = L.hcas.A.y - 4;
  const inset = L.pcie.A[0].x + 142;
  return { A: { x: inset, y, anchor: 'start' }, B: { x: L.width - inset, y, anchor: 'end' }, fabric: L.badges.fabric };
}

export function misconceptionArc(L: TopologyLayout): MisconceptionArc {
  const bar = L.boxes['A.hca.bar'];
  const dram = L.boxes['B.dram'];
  const cpuB = L.boxes['B.cpu'];
  const rcB = L.boxes['B.rc'];
  const under = L.hosts.A.y + L.hosts.A.h;
  const runY = under + 10;
  const gapX = (cpuB.x + cpuB.w + rcB.x) / 2;
  const from = { x: bar.x + bar.w - 10, y: bar.y };
  const to = { x: dram.x, y: dram.y + dram.h - 14 };
  const waypoints: Pt[] = [
    from,
    { x: from.x + 62, y: L.hcas.A.y + 6 },
    { x: from.x + 104, y: runY + 14 },
    { x: from.x + 149, y: runY + 1 },
    { x: L.width / 2, y: runY },
    { x: gapX - 40, y: runY },
    { x: gapX, y: under - 6 },
    { x: gapX, y: to.y + 16 },
    to,
  ];
  const curves = throughPoints(waypoints);
  return {
    curves,
    d: cubicsPath(curves),
    samples: sampleCubics(curves),
    from,
    to,
    label: { x: L.width / 2, y: runY + 15, anchor: 'middle' },
    fromRect: bar,
    toRect: dram,
  };
}

/** Room between a moved label and the crop's edge (viewBox units). */
const EDGE = 6;

/** The arc's label: where, and whether its two parts ("imagined:", "BAR0 → B's RAM") stack. */
export type ArcLabel = TextSpot & { stacked: boolean };

/**
 * Where the arc's label goes when a phone shows only part of the drawing (`box`, its crop): one line in the middle of
 * the run when the crop holds it with room on both sides; otherwise two short lines against the crop's edge nearer
 * the middle of the drawing. On one line it was cut in half at either edge of a 390 px screen, and moved whole to the
 * edge it ran over the PCIe link's caption.
 */
export function arcLabelWithin(arc: MisconceptionArc, box: Rect | null): ArcLabel {
  const { label } = arc;
  const room = box ? 0.35 * box.w : 0;
  if (!box || (label.x - room >= box.x && label.x + room <= box.x + box.w)) return { ...label, stacked: false };
  return box.x + box.w / 2 < label.x
    ? { ...label, x: box.x + box.w - EDGE, anchor: 'end', stacked: true }
    : { ...label, x: box.x + EDGE, anchor: 'start', stacked: true };
}
