import { describe, expect, it } from 'vitest';
import { buildMisconceptionTrace, FAILURES, type FailureId, misconceptionFigures } from '../../../src/sim/misconception';
import { PANELS } from '../../../src/views/maps/layout/mapsLayout';
import { mrPanelLayout } from '../../../src/views/maps/layout/mrPanelLayout';
import { physMapLayout } from '../../../src/views/maps/layout/physMap';
import { mapBreakLabel, mrBreaks, physBreak } from '../../../src/views/maps/misconception/misconceptionMapBreaks';
import { windowProjection } from '../../../src/views/maps/misconception/misconceptionWindow';
import type { Pt, Rect } from '../../../src/views/shared/layout/geometry';
import { BREAK_LINE, BREAK_R, breaksFor, failureOf } from '../../../src/views/shared/misconception/breaks';
import type { TextSpot } from '../../../src/views/topology/layout/topologyLayout';
import { drawnBoxes, topologyLayout } from '../../../src/views/topology/layout/topologyLayout';
import { topologyBreakLabel, topologyBreaks } from '../../../src/views/topology/misconception/topologyBreaks';
import { en } from '../support/en';
import { GiB, stepById, traceFor } from './scenarios';

const dist = (p: Pt, r: Rect) => Math.hypot(Math.max(r.x - p.x, 0, p.x - r.x - r.w), Math.max(r.y - p.y, 0, p.y - r.y - r.h));
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Rect, b: Rect) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

/** The box a label's text takes, estimated at 7 px a character (12 px bold). */
function textBox(spot: TextSpot, lines: string[]): Rect {
  const w = Math.max(...lines.map((l) => l.length)) * 7;
  const x = spot.anchor === 'start' ? spot.x : spot.anchor === 'end' ? spot.x - w : spot.x - w / 2;
  return { x, y: spot.y - 10, w, h: 12 + BREAK_LINE * (lines.length - 1) };
}

const trace = traceFor();
const f = misconceptionFigures(trace.scenario, trace);

describe('where the imagined design breaks', () => {
  it('knows which failure a step is about; the comparison marks all six without labels', () => {
    const misconception = buildMisconceptionTrace(trace.scenario, trace);
    const v = (id: string) => stepById(misconception, id).view;
    expect(failureOf(v('MISCONCEPTION.fail.timeout'))).toBe('timeout');
    expect(failureOf(v('MISCONCEPTION.tlp'))).toBeNull();
    expect(failureOf(stepById(trace, 'B1.check').view)).toBeNull();
    expect(breaksFor(v('MISCONCEPTION.fail.size'))).toEqual({ ids: ['size'], labelled: true });
    expect(breaksFor(v('MISCONCEPTION.compare'))).toEqual({ ids: [...FAILURES], labelled: false });
    expect(breaksFor(v('MISCONCEPTION.map')).ids).toEqual([]);
    // Every failure step marks exactly its own failure.
    for (const id of FAILURES) expect(breaksFor(v(`MISCONCEPTION.fail.${id}`))).toEqual({ ids: [id], labelled: true });
  });

  it('puts each ✗ on the component concerned, apart from the others', () => {
    for (const hops of [0, 1, 4]) {
      const L = topologyLayout(hops);
      const spots = topologyBreaks(L);
      const expected: Record<FailureId, Rect> = {
        size: L.boxes['A.hca.bar'],
        addressing: L.boxes['A.hca.bar'],
        cpu: L.boxes['A.cpu'],
        timeout: spots.timeout.target,
        protection: L.boxes['B.hca.mtt'],
        pinning: L.mrB,
      };
      for (const id of FAILURES) {
        expect(spots[id].target, id).toEqual(expected[id]);
        if (id !== 'addressing') expect(dist(spots[id].mark, spots[id].target), `${id}, ${hops} hops`).toBeLessThanOrEqual(BREAK_R);
      }
      // Addressing: on the window's arc, just after it leaves BAR0 (the TLP can go no further).
      const bar = L.boxes['A.hca.bar'];
      expect(spots.addressing.mark.x).toBeGreaterThan(bar.x + bar.w);
      expect(spots.addressing.mark.y).toBeLessThan(L.hcas.A.y);
      // Timeout: on the cable, between A's port and the next node.
      expect(spots.timeout.mark.y).toBe(L.fabricNodes[0].y);
      expect(spots.timeout.mark.x).toBeGreaterThan(L.fabricNodes[0].x);
      expect(spots.timeout.mark.x).toBeLessThan(L.fabricNodes[1].x);
      for (const a of FAILURES)
        for (const b of FAILURES)
          if (a < b)
            expect(Math.hypot(spots[a].mark.x - spots[b].mark.x, spots[a].mark.y - spots[b].mark.y), `${a}/${b}`).toBeGreaterThan(
              2 * BREAK_R,
            );
    }
  });

  it('writes each label in free space: inside the drawing, over no other component', () => {
    const L = topologyLayout(1);
    const spots = topologyBreaks(L);
    const all: Rect[] = [...drawnBoxes(L).map(([, r]) => r), L.qp.A, L.qp.B, L.caches.A, L.mrB, ...L.switches];
    for (const id of FAILURES) {
      const box = textBox(spots[id].label, topologyBreakLabel(id, f).map(en));
      expect(inside(box, { x: 0, y: 0, w: L.width, h: L.height }), id).toBe(true);
      // The CPU's label sits inside the CPU box, under its cache; the others clear every component.
      const others = all.filter((r) => !(id === 'cpu' && r === L.boxes['A.cpu']));
      for (const r of others) expect(overlaps(box, r), `${id} label over ${JSON.stringify(r)}`).toBe(false);
      if (id === 'cpu') expect(inside(box, L.boxes['A.cpu'])).toBe(true);
    }
  });

  it('labels with the scenario’s numbers', () => {
    expect(topologyBreakLabel('size', f).map(en)).toEqual(['32 MiB ≠ 512 GiB']);
    expect(topologyBreakLabel('addressing', f).map(en)).toEqual(['a TLP names only a host-physical address']);
    expect(topologyBreakLabel('timeout', f).map(en)).toEqual(['lost packet:', 'completion timeout', '50 µs–50 ms']);
    expect(topologyBreakLabel('protection', f).map(en)).toEqual(['no rkey check']);
    expect(topologyBreakLabel('pinning', f).map(en)).toEqual(['not pinned']);
    expect(mapBreakLabel('protection', f).map(en)).toEqual([`no rkey check: 0 of ${f.responderChecks.length}`]);
    expect(mapBreakLabel('pinning', f).map(en)).toEqual(['1 page not pinned']);
    const big = traceFor({ messageBytes: GiB });
    expect(mapBreakLabel('pinning', misconceptionFigures(big.scenario, big)).map(en)).toEqual(['262,144 pages not pinned']);
  });

  it('places the maps’ marks in their panels', () => {
    const m = physMapLayout(trace.scenario, trace.plan, true);
    const w = windowProjection(trace.scenario, m);
    const size = physBreak(w);
    // Just above the window's sliver on B's RAM.
    expect(size.mark.x).toBeCloseTo(w.sliver.x + w.sliver.w / 2, 9);
    expect(size.mark.y + BREAK_R).toBeLessThan(w.ram.y);
    expect(inside(textBox(size.label, mapBreakLabel('size', f).map(en)), PANELS.phys)).toBe(true);
    const mr = PANELS.mr;
    const L = mrPanelLayout(trace.scenario, 1, true);
    const mtt = L.mtt;
    const b = mrBreaks(mtt, L.footer.markY, mr);
    expect(dist(b.protection.mark, mtt)).toBeLessThanOrEqual(BREAK_R + 3);
    expect(b.protection.label.y).toBeGreaterThan(mtt.y + mtt.h);
    for (const id of ['protection', 'pinning'] as const)
      expect(inside(textBox(b[id].label, mapBreakLabel(id, f).map(en)), mr), id).toBe(true);
  });
});
