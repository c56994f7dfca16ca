import type { Place } from '../trace/places';

/**
 * The misconception's steps name only the places that matter to the misconception
 * ("BAR0, then the fabric, then B's DRAM"). Bytes still have to follow the
 * wires, so the drawn route fills in the components between: through HCA A's
 * engine to its port, and from B's port up B's PCIe link to its memory.
 */
const BETWEEN: ReadonlyArray<readonly [Place, Place, readonly Place[]]> = [
  ['A.hca.bar', 'fabric', ['A.hca.engine', 'A.hca.port']],
  ['fabric', 'B.dram', ['B.hca.port', 'B.hca.engine', 'B.pcie', 'B.rc']],
  ['B.hca.mtt', 'B.dram', ['B.hca.engine', 'B.pcie', 'B.rc']],
  ['B.hca.engine', 'B.dram', ['B.pcie', 'B.rc']],
  ['A.cpu', 'A.hca.engine', ['A.rc', 'A.pcie']],
];

/** A misconception step's path with the components between its places filled in. */
export function fillRoute(path: readonly Place[]): Place[] {
  return path.flatMap((p, i) => {
    if (i === 0) return [p];
    const gap = BETWEEN.find(([a, b]) => a === path[i - 1] && b === p);
    return [...(gap?.[2] ?? []), p];
  });
}
