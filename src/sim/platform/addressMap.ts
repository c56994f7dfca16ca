/**
 * Host-physical address map of each modelled server (both hosts alike).
 * 512 GiB of DRAM split around the 32-bit MMIO hole, a 64-bit MMIO window
 * above DRAM for 64-bit prefetchable BARs (placement is the firmware's/OS's
 * choice inside the bridge windows, as the ConnectX BARs below and above 4 GiB in NVIDIA/l2fwd-nv#6 and
 * fbelavenuto/arpl#621 show; the sizes here are a model).
 */

export const GiB = 1n << 30n;
export const MiB = 1n << 20n;
export const KiB = 1n << 10n;

/** ConnectX BAR0: 32 MiB, 64-bit prefetchable, sized at enumeration (NVIDIA/l2fwd-nv#6; fbelavenuto/arpl#621). */
export const BAR0_SIZE = 32n * MiB;

export interface PhysRange {
  id: 'dram-low' | 'mmio32' | 'dram-high' | 'mmio64';
  label: string;
  start: bigint;
  /** Exclusive end. */
  end: bigint;
  kind: 'dram' | 'mmio';
}

export const HOST_DRAM_BYTES = 512n * GiB;

export const PHYS_RANGES: readonly PhysRange[] = [
  { id: 'dram-low', label: 'DRAM (below the MMIO hole)', start: 0n, end: 3n * GiB, kind: 'dram' },
  { id: 'mmio32', label: '32-bit MMIO hole (PCI BARs below 4 GiB)', start: 3n * GiB, end: 4n * GiB, kind: 'mmio' },
  { id: 'dram-high', label: 'DRAM (above 4 GiB)', start: 4n * GiB, end: 4n * GiB + 509n * GiB, kind: 'dram' },
  { id: 'mmio64', label: '64-bit MMIO window (prefetchable BARs above DRAM)', start: 1024n * GiB, end: 2048n * GiB, kind: 'mmio' },
];

/** Whether `bar0` can hold HCA A's BAR0: naturally aligned to its size, inside an MMIO window. */
export function bar0Fits(bar0: bigint): boolean {
  return bar0 % BAR0_SIZE === 0n && PHYS_RANGES.some((r) => r.kind === 'mmio' && bar0 >= r.start && bar0 + BAR0_SIZE <= r.end);
}

/** An MMIO window as "first-last" in hex, for the message that states where BAR0 may go. */
export function mmioWindowText(id: 'mmio32' | 'mmio64'): string {
  const r = PHYS_RANGES.find((x) => x.id === id);
  if (!r) throw new RangeError(id);
  return `0x${r.start.toString(16)}-0x${(r.end - 1n).toString(16)}`;
}

/** The UAR page the provider got for this context: firmware-assigned; 16 is an example value. */
export const UAR_INDEX = 16;

/**
 * PCIe requester IDs (bus << 8 | dev << 3 | fn). 00:00.0 for CPU-originated TLPs is a convention of this model
 * (platform-dependent; no public source).
 */
export const ROOT_COMPLEX_ID = 0x0000;
export const HCA_REQUESTER_ID = 0x8100; // 81:00.0, an example value
