import { type Msg, msg } from '../../../i18n/msg';
import { duration } from '../../../sim/format/messageParams';
import { type FailureId, figure, type MisconceptionFigures } from '../../../sim/misconception';
import { formatSizeDrawing } from '../../shared/displayFormat';
import { BREAK_R, type BreakSpot } from '../../shared/misconception/breaks';
import type { TopologyLayout } from '../layout/topologyLayout';
import { misconceptionArc } from './misconceptionArc';

// Where the misconception's failures are marked on the topology (the marks themselves: shared/misconception).

/** The topology's mark and label spot for each failure. */
export function topologyBreaks(L: TopologyLayout): Record<FailureId, BreakSpot> {
  const bar = L.boxes['A.hca.bar'];
  const engineA = L.boxes['A.hca.engine'];
  const cpu = L.boxes['A.cpu'];
  const cache = L.caches.A;
  const mttB = L.boxes['B.hca.mtt'];
  const mr = L.mrB;
  const rcB = L.boxes['B.rc'];
  const [portA, next] = L.fabricNodes;
  const gapA = engineA.y + engineA.h + (L.boxes['A.hca.mtt'].y - engineA.y - engineA.h) / 2;
  const gapB = mttB.y - (mttB.y - L.boxes['B.hca.engine'].y - L.boxes['B.hca.engine'].h) / 2;
  // The TLP cannot go on from BAR0 along the imagined window: marked where the arc rises past the TLP's caption.
  const arc = misconceptionArc(L);
  const onArc = arc.samples.find((q) => q.y <= L.hcas.A.y - 12) ?? arc.from;
  const cable = { x: (portA.x + next.x) / 2, y: portA.y };
  return {
    // Between BAR0 and the DMA engine, clear of BAR0's own rows; the label under the engine.
    size: {
      failure: 'size',
      target: bar,
      mark: { x: bar.x + bar.w + 7, y: gapA },
      label: { x: bar.x + bar.w + BREAK_R + 12, y: gapA + 4, anchor: 'start' },
    },
    addressing: { failure: 'addressing', target: bar, mark: onArc, label: { x: onArc.x + BREAK_R + 5, y: onArc.y + 4, anchor: 'start' } },
    cpu: {
      failure: 'cpu',
      target: cpu,
      mark: { x: cpu.x + cpu.w, y: cpu.y },
      label: { x: cpu.x + cpu.w / 2, y: cache.y + cache.h + 16, anchor: 'middle' },
    },
    timeout: {
      failure: 'timeout',
      target: { x: portA.x, y: portA.y - 1, w: next.x - portA.x, h: 2 },
      mark: cable,
      label: { x: L.width / 2, y: L.hcas.A.y + 18, anchor: 'middle' },
    },
    // The label takes the place of the MTT's "not used" tag, above the box.
    protection: {
      failure: 'protection',
      target: mttB,
      mark: { x: mttB.x, y: mttB.y + mttB.h / 2 },
      label: { x: mttB.x + mttB.w / 2, y: gapB + 4, anchor: 'middle' },
    },
    // The MR's far corner (the window's arrow ends at its near side); the label between DRAM and root complex.
    pinning: {
      failure: 'pinning',
      target: mr,
      mark: { x: mr.x + mr.w, y: mr.y + mr.h },
      label: { x: mr.x + mr.w - BREAK_R - 5, y: (mr.y + mr.h + rcB.y) / 2 + 8, anchor: 'end' },
    },
  };
}

/** The label's lines in the topology, with the scenario's numbers (from misconceptionFigures). */
export function topologyBreakLabel(id: FailureId, f: MisconceptionFigures): Msg[] {
  switch (id) {
    case 'size': {
      const x = figure(f, 'size.window-fraction').inputs;
      return [msg('viz.break.size', { bar: formatSizeDrawing(Number(x.bar0Bytes)), ram: formatSizeDrawing(Number(x.hostRamBytes)) })];
    }
    case 'addressing':
      return [msg('viz.break.addressing')];
    case 'cpu':
      return [msg('viz.break.cpu1'), msg('viz.break.cpu2')];
    case 'timeout': {
      const x = figure(f, 'timeout.cto-default').inputs;
      return [
        msg('viz.break.timeout1'),
        msg('viz.break.timeout2'),
        msg('viz.break.timeout3', { min: duration(Number(x.minNs)), max: duration(Number(x.maxNs)) }),
      ];
    }
    case 'protection':
      return [msg('viz.break.protection')];
    case 'pinning':
      return [msg('viz.break.pinning')];
  }
}
