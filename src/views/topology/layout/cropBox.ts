import type { Place } from '../../../sim/trace/places';
import { type Rect, rect } from '../../shared/layout/geometry';
import { HCA_PLACES, SIDE } from './placeSides';
import type { TextSpot, TopologyLayout } from './topologyLayout';

/** Room around what a step touches, and the smallest crop (viewBox units): a phone shows at least a host's width. */
const PAD = 6;
const MIN_W = 300;
const MIN_H = 120;
/** Room a moving artifact's caption ("■ 30 B ACK", "■ 50 B packet") takes from its spot: width, rise and descent. */
const CAPTION = { w: 110, up: 13, down: 4 };

/**
 * The part of the topology a step touches (its route), for a narrow screen: on one side, the host or HCA boxes it
 * runs through, titles included; across the cable, only the ports, switches and boxes it passes; and the caption of
 * what moves (`caption`, its spot), where it has one. Null when the step touches nothing (the whole drawing is shown).
 */
export function cropBox(L: TopologyLayout, route: readonly Place[], caption: TextSpot | null = null): Rect | null {
  if (route.length === 0) return null;
  const sides = new Set(route.map((p) => SIDE[p]).filter((s) => s !== null));
  const parts: Rect[] = [];
  for (const p of route) {
    if (p === 'fabric') parts.push(...L.switches, ...L.fabricNodes.map((n) => rect(n.x, n.y, 0, 0)));
    else if (p === 'oob') parts.push(...L.oob.map((n) => rect(n.x, n.y, 0, 0)));
    else if (p === 'A.pcie' || p === 'B.pcie') {
      const [a, b] = L.pcie[p === 'A.pcie' ? 'A' : 'B'];
      parts.push(rect(a.x, a.y, 0, b.y - a.y));
    } else {
      parts.push(L.boxes[p]);
      const side = SIDE[p];
      if (sides.size === 1 && side && !p.endsWith('.port')) parts.push(HCA_PLACES.has(p) ? L.hcas[side] : L.hosts[side]);
    }
  }
  // The caption of what moves is what the step is about: "30 B ACK" was cut in half at an ACK crop's left edge.
  if (caption) {
    const left = caption.anchor === 'start' ? caption.x : caption.anchor === 'end' ? caption.x - CAPTION.w : caption.x - CAPTION.w / 2;
    parts.push(rect(left, caption.y - CAPTION.up, CAPTION.w, CAPTION.up + CAPTION.down));
  }
  const x0 = Math.min(...parts.map((r) => r.x)) - PAD;
  // An edge never runs through a row of boxes (the hosts, the HCAs): it cut "Host A" off the top of a crop of both
  // hosts, and the cable's "EDR 4x · 100 Gb/s" in half at the bottom of connect's. It moves out to the row's edge.
  const rows = [L.hosts.A, L.hcas.A].map((r) => ({ top: r.y - PAD, bottom: r.y + r.h + PAD }));
  const outOfRows = (y: number, to: 'top' | 'bottom') => rows.find((r) => y > r.top && y < r.bottom)?.[to] ?? y;
  const y0 = outOfRows(Math.min(...parts.map((r) => r.y)) - PAD, 'top');
  const x1 = Math.max(...parts.map((r) => r.x + r.w)) + PAD;
  // A bottom edge between the hosts and the HCAs would cut the PCIe links' labels in half: it goes down to the HCAs.
  const bottom = Math.max(...parts.map((r) => r.y + r.h)) + PAD;
  const band = { top: L.hosts.A.y + L.hosts.A.h, bottom: L.hcas.A.y };
  const y1 = bottom > band.top && bottom < band.bottom ? band.bottom - 2 : outOfRows(bottom, 'bottom');
  const grow = (lo: number, hi: number, min: number, max: number) => {
    const size = Math.min(max, Math.max(min, hi - lo));
    const start = Math.max(0, Math.min(max - size, (lo + hi) / 2 - size / 2));
    return [start, size] as const;
  };
  const [x, w] = grow(x0, x1, MIN_W, L.width);
  const [y, h] = grow(y0, y1, MIN_H, L.height);
  return rect(x, y, w, h);
}
