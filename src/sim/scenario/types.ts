/** The one typed scenario shared by the URL, the CLI and the UI. */

export const POST_MODES = ['doorbell', 'blueflame', 'inline'] as const;
export type PostMode = (typeof POST_MODES)[number];

export const PATH_MTUS = [256, 512, 1024, 2048, 4096] as const;
export type PathMtu = (typeof PATH_MTUS)[number];

/** IB link speeds, per lane (fact sheet 5.1). */
export const IB_SPEEDS = ['SDR', 'DDR', 'QDR', 'FDR10', 'FDR', 'EDR', 'HDR', 'NDR', 'XDR'] as const;
export type IbSpeed = (typeof IB_SPEEDS)[number];

export const IB_WIDTHS = [1, 4, 8, 12] as const;
export type IbWidth = (typeof IB_WIDTHS)[number];

export const PCIE_GENS = [1, 2, 3, 4, 5, 6] as const;
export type PcieGen = (typeof PCIE_GENS)[number];

export const PCIE_LANES = [1, 2, 4, 8, 16] as const;
export type PcieLanes = (typeof PCIE_LANES)[number];

/** Legal MPS and MRRS values (PCIe Device Control encodings 0..5, fact sheet 3.3). */
export const PCIE_SIZES = [128, 256, 512, 1024, 2048, 4096] as const;
export type PcieSize = (typeof PCIE_SIZES)[number];

export interface Scenario {
  op: 'write';
  /** Message length in bytes, 0..2^31 (the RETH DMA Length limit). */
  messageBytes: number;
  pathMtu: PathMtu;
  post: PostMode;
  signaled: boolean;
  pcie: { gen: PcieGen; lanes: PcieLanes; mps: PcieSize; mrrs: PcieSize };
  ib: { speed: IbSpeed; width: IbWidth; switchHops: number };
  qpnA: number;
  qpnB: number;
  lidA: number;
  lidB: number;
  startPsn: number;
  pkey: number;
  /** Host B's buffer: the VA B registered and sent to A out of band. */
  remoteVa: bigint;
  rkey: number;
  /** Host A's source buffer and its lkey. */
  localVa: bigint;
  lkey: number;
  /** Host-physical base of HCA A's BAR0 (below 4 GiB -> 3-DW TLPs, above -> 4-DW). */
  bar0: bigint;
  iommu: boolean;
  /** Payload pattern in hex, repeated to fill the message; empty = the default fill. */
  payloadHex: string;
}

/** A problem with one scenario field: names the field, the bad value and what is allowed. */
export interface ScenarioError {
  field: string;
  value: string;
  allowed: string;
  message: string;
}

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };
