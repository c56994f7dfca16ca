import type { Place } from '../../../sim/trace/places';

/** Which side of the drawing a place is on (the fabric and the out-of-band path are on neither). */
export const SIDE: Record<Place, 'A' | 'B' | null> = {
  'A.cpu': 'A',
  'A.dram': 'A',
  'A.rc': 'A',
  'A.pcie': 'A',
  'A.pcieSwitch': 'A',
  'A.gpu': 'A',
  'A.hca.bar': 'A',
  'A.hca.engine': 'A',
  'A.hca.sram': 'A',
  'A.hca.mtt': 'A',
  'A.hca.port': 'A',
  fabric: null,
  'B.hca.port': 'B',
  'B.hca.sram': 'B',
  'B.hca.mtt': 'B',
  'B.hca.engine': 'B',
  'B.pcie': 'B',
  'B.pcieSwitch': 'B',
  'B.gpu': 'B',
  'B.rc': 'B',
  'B.dram': 'B',
  'B.cpu': 'B',
  oob: null,
};
export const HCA_PLACES: ReadonlySet<Place> = new Set([
  'A.hca.bar',
  'A.hca.engine',
  'A.hca.sram',
  'A.hca.mtt',
  'A.hca.port',
  'B.hca.port',
  'B.hca.sram',
  'B.hca.mtt',
  'B.hca.engine',
]);
export const ON_CABLE: ReadonlySet<Place> = new Set(['A.hca.port', 'fabric', 'B.hca.port']);
