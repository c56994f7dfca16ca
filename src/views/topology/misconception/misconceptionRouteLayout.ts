import { type Route, stepRoute } from '../layout/route';
import type { TopologyLayout } from '../layout/topologyLayout';
import type { MisconceptionArc } from './misconceptionArc';

/**
 * The imagined window (`motion: 'window'`): the CPU's store goes down A's PCIe link to BAR0 and, in the
 * misconception, on through the imagined window (the arc) into B's DRAM.
 */
export function misconceptionMapRoute(L: TopologyLayout, arc: MisconceptionArc): Route {
  const down = stepRoute(L, { touches: [] }, ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar']);
  return { points: [...down.points, ...arc.samples], startRect: down.startRect, endRect: arc.toRect, prevRect: null };
}
