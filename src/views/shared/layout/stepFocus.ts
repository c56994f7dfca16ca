import type { MemObject, MemTouch, StepView } from '../../../sim/trace/types';

/** The parts of host A's DRAM the topology draws: the source buffer, the SQ, the CQ and the doorbell record. */
export type DramPartA = 'src' | 'sq' | 'cq' | 'dbr';

/** The items the memory maps can light (each is drawn once, in one panel). */
export type MemItem =
  | 'phys.doorbell'
  | 'phys.sq'
  | 'phys.cq'
  | 'phys.dbr'
  | 'phys.src'
  | 'phys.window'
  | 'phys.store'
  | 'va.src'
  | 'va.sq'
  | 'va.cq'
  | 'va.dbr'
  | 'va.uar'
  | 'mr.va'
  | 'mr.mtt'
  | 'mr.pages';

export type MapPanel = 'phys' | 'va' | 'mr';

/**
 * Where each memory object is drawn: by its physical address (what a device
 * or the bus uses), and additionally by its virtual address when the CPU
 * touches it. Exhaustive over the core's closed set of objects.
 */
const DRAWN: Record<MemObject, { bus: MemItem[]; cpu: MemItem[] }> = {
  'A.sq': { bus: ['phys.sq'], cpu: ['va.sq', 'phys.sq'] },
  'A.cq': { bus: ['phys.cq'], cpu: ['va.cq', 'phys.cq'] },
  'A.dbr': { bus: ['phys.dbr'], cpu: ['va.dbr', 'phys.dbr'] },
  'A.buffer': { bus: ['phys.src'], cpu: ['va.src', 'phys.src'] },
  'A.uar': { bus: [], cpu: ['va.uar'] },
  'A.doorbell': { bus: ['phys.doorbell'], cpu: ['va.uar', 'phys.doorbell'] },
  'A.window': { bus: ['phys.window'], cpu: ['phys.window'] },
  'A.store': { bus: ['phys.store'], cpu: ['phys.store'] },
  'B.mr': { bus: ['mr.va'], cpu: ['mr.va'] },
  'B.mtt': { bus: ['mr.mtt'], cpu: ['mr.mtt'] },
  'B.pages': { bus: ['mr.pages'], cpu: ['mr.pages'] },
  // B's receive queue and CQ are not drawn in the memory maps (they only exist for SEND and WRITE with immediate).
  'B.rq': { bus: [], cpu: [] },
  'B.cq': { bus: [], cpu: [] },
};

const PANEL_OF: Record<MemItem, MapPanel> = {
  'phys.doorbell': 'phys',
  'phys.sq': 'phys',
  'phys.cq': 'phys',
  'phys.dbr': 'phys',
  'phys.src': 'phys',
  'phys.window': 'phys',
  'phys.store': 'phys',
  'va.src': 'va',
  'va.sq': 'va',
  'va.cq': 'va',
  'va.dbr': 'va',
  'va.uar': 'va',
  'mr.va': 'mr',
  'mr.mtt': 'mr',
  'mr.pages': 'mr',
};

/** The row of A's DRAM each object lives in (the topology's route aims at it). */
const DRAM_ROW: Partial<Record<MemObject, DramPartA>> = { 'A.sq': 'sq', 'A.cq': 'cq', 'A.dbr': 'dbr', 'A.buffer': 'src' };

export function litItems(touches: readonly MemTouch[]): ReadonlySet<MemItem> {
  return new Set(touches.flatMap((touch) => DRAWN[touch.object][touch.by]));
}

/** The row of A's DRAM a step reads or writes, or null when it does not touch A's DRAM. */
export function dramPartFor(view: Pick<StepView, 'touches'>): DramPartA | null {
  for (const touch of view.touches) {
    const row = DRAM_ROW[touch.object];
    if (row) return row;
  }
  return null;
}

/** The memory-map panels the step concerns (the view marks them and keeps them in sight). */
export function panelsFor(touches: readonly MemTouch[]): ReadonlySet<MapPanel> {
  return new Set([...litItems(touches)].map((item) => PANEL_OF[item]));
}

/** The doorbell register lights while the CPU's store and its TLP are on their way to it. */
export const doorbellLit = (touches: readonly MemTouch[]): boolean => touches.some((touch) => touch.object === 'A.doorbell');
