/**
 * The components of the topology, as ids shared by the trace (where an
 * artifact goes) and the views (where to draw it). Host A, its PCIe link, HCA A,
 * the fabric, HCA B, B's PCIe link, host B.
 */
export const PLACES = [
  'A.cpu',
  'A.dram',
  'A.rc',
  'A.pcie',
  // GPUDirect RDMA: the GPU beside the HCA, and the PCIe switch they share (drawn only when a buffer is in GPU memory).
  'A.pcieSwitch',
  'A.gpu',
  'A.hca.bar',
  'A.hca.engine',
  'A.hca.sram',
  'A.hca.mtt',
  'A.hca.port',
  'fabric',
  'B.hca.port',
  'B.hca.sram',
  'B.hca.mtt',
  'B.hca.engine',
  'B.pcie',
  'B.pcieSwitch',
  'B.gpu',
  'B.rc',
  'B.dram',
  'B.cpu',
  'oob',
] as const;

export type Place = (typeof PLACES)[number];
