import type { StepView } from '../../../sim/trace/types';
import type { Pt } from '../../shared/layout/geometry';
import { anchorOf, type TopologyLayout } from './topologyLayout';

/**
 * Where a step's mark goes: on the cable, the middle of the stretch the step
 * covers (or of the first stretch); elsewhere, the place's anchor.
 */
export function markSpot(L: TopologyLayout, view: Pick<StepView, 'mark' | 'fabric'>): Pt | null {
  const m = view.mark;
  if (!m) return null;
  if (m.at !== 'fabric') return anchorOf(L, m.at);
  const last = L.fabricNodes.length - 1;
  // A step that crosses the whole cable (an ACK) marks its first stretch from A's port, clear of the switch labels.
  const stretch = view.fabric ?? { from: 0, to: Math.min(1, last) };
  const at = (k: number) => {
    const i = Math.max(0, Math.min(last, k));
    const a = L.fabricNodes[Math.floor(i)];
    const b = L.fabricNodes[Math.ceil(i)];
    const f = i - Math.floor(i);
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
  };
  const a = at(stretch.from);
  const b = at(stretch.to);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
