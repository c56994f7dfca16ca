import type { DramPartA } from './topologyLayout';

/**
 * Which part of memory each step touches: the row of A's DRAM the topology's
 * route ends at, and the items the memory maps light up. Keyed by step id
 * (stable across scenarios).
 */
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

const LIT: Record<string, MemItem[]> = {
  'SETUP.reg-mr-b': ['mr.va', 'mr.mtt', 'mr.pages'],
  'SETUP.reg-mr-a': ['va.src', 'phys.src'],
  'SETUP.exchange': ['mr.va'],
  'A1.wqe': ['va.sq', 'phys.sq'],
  'A1.dbr': ['va.dbr', 'phys.dbr'],
  'A1.mmio': ['va.uar', 'phys.doorbell'],
  'A2.tlp': ['phys.doorbell'],
  'A3.wqe-fetch': ['phys.sq'],
  'A3.payload-fetch': ['phys.src', 'va.src'],
  'B1.check': ['mr.va'],
  'B2.translate': ['mr.mtt'],
  'B3.pcie': ['mr.pages'],
  'B4.land': ['mr.pages'],
  'COMPLETION.cqe': ['phys.cq', 'va.cq'],
  'COMPLETION.poll': ['va.cq'],
  // The misconception: BAR0 as a window onto B's RAM, the store's address in it, B's unregistered buffer.
  'MYTH.map': ['phys.window'],
  'MYTH.mov': ['va.src', 'phys.store'],
  'MYTH.tlp': ['phys.store'],
  'MYTH.forward': ['phys.window'],
  'MYTH.land': ['mr.pages'],
  'MYTH.load': ['phys.store', 'mr.pages'],
  'MYTH.fail.size': ['phys.window'],
  'MYTH.fail.addressing': ['phys.store'],
  'MYTH.fail.cpu': ['va.src'],
  'MYTH.fail.protection': ['mr.mtt'],
  'MYTH.fail.pinning': ['mr.pages'],
};

const DRAM_PART: Record<string, DramPartA> = {
  'A1.wqe': 'sq',
  'A1.dbr': 'dbr',
  'A3.wqe-fetch': 'sq',
  'A3.payload-fetch': 'src',
  'COMPLETION.cqe': 'cq',
  'COMPLETION.poll': 'cq',
  'MYTH.mov': 'src',
  'MYTH.fail.cpu': 'src',
};

export function litItems(stepId: string): ReadonlySet<MemItem> {
  return new Set(LIT[stepId] ?? []);
}

/** The row of A's DRAM a step reads or writes, or null when it does not touch A's DRAM. */
export function dramPartFor(stepId: string): DramPartA | null {
  return DRAM_PART[stepId] ?? null;
}

/** The memory-map panels the step concerns (the view marks them and keeps them in sight). */
export function panelsFor(stepId: string): ReadonlySet<MapPanel> {
  const out = new Set<MapPanel>();
  for (const item of LIT[stepId] ?? []) out.add(item.startsWith('phys') ? 'phys' : item.startsWith('va') ? 'va' : 'mr');
  return out;
}

/** The doorbell register lights while the CPU's store and its TLP are on their way to it. */
export const doorbellLit = (stepId: string): boolean => stepId === 'A1.mmio' || stepId === 'A2.tlp';
