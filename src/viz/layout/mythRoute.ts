import type { Place } from '../../sim/trace/places';
import type { MythArc } from './mythArc';
import { stepRoute, type Route } from './route';
import type { TopologyLayout } from './topologyLayout';

/**
 * The misconception's steps name only the places that matter to the myth
 * ("BAR0, then the fabric, then B's DRAM"). Bytes still have to follow the
 * wires, so the drawing fills in the components between: through HCA A's
 * engine to its port, and from B's port up B's PCIe link to its memory.
 */
const BETWEEN: Record<string, Place[]> = {
  'A.hca.bar>fabric': ['A.hca.engine', 'A.hca.port'],
  'fabric>B.dram': ['B.hca.port', 'B.hca.engine', 'B.pcie', 'B.rc'],
  'B.hca.mtt>B.dram': ['B.hca.engine', 'B.pcie', 'B.rc'],
  'B.hca.engine>B.dram': ['B.pcie', 'B.rc'],
  'A.cpu>A.hca.engine': ['A.rc', 'A.pcie'],
};

export const isMythStep = (id: string) => id.startsWith('MYTH.');

/** A myth step's path with the components between its places filled in (other paths unchanged). */
export function mythRoutePath(path: readonly Place[]): Place[] {
  return path.flatMap((p, i) => (i === 0 ? [p] : [...(BETWEEN[`${path[i - 1]}>${p}`] ?? []), p]));
}

/**
 * The path a step's artifact is drawn along: filled in for myth steps only,
 * so the real drawing never changes. MYTH.map keeps its own: it goes through
 * the imagined window, not the wires (mythMapRoute).
 */
export const drawnPath = (stepId: string, path: readonly Place[]): readonly Place[] =>
  isMythStep(stepId) && stepId !== 'MYTH.map' ? mythRoutePath(path) : path;

/**
 * MYTH.map: the CPU's store goes down A's PCIe link to BAR0 and, in the
 * myth, on through the imagined window (the arc) into B's DRAM.
 */
export function mythMapRoute(L: TopologyLayout, arc: MythArc): Route {
  const down = stepRoute(L, 'MYTH.map', ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.bar']);
  return { points: [...down.points, ...arc.samples], startRect: down.startRect, endRect: arc.toRect, prevRect: null };
}
