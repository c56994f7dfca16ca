/**
 * PCIe link rates and per-TLP wire cost (pcie-bench/pcie-model model/pcie.py; Linux
 * include/uapi/linux/pci_regs.h; PCI Express Base Specification §4.2.2.3). Encoding is the
 * fraction of line bits that carry data: 8b/10b for Gen1-2, 128b/130b for
 * Gen3-5; Gen6+ flit mode is modelled as 242/256, as pcie-bench/pcie-model model/pcie.py does.
 */
export type PcieGeneration = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface PcieGenInfo {
  gen: PcieGeneration;
  /** Line rate per lane in GT/s (giga-transfers = line bits per ns). */
  gtPerSec: number;
  encoding: string;
  /** Data bits per `encodingLineBits` line bits. */
  encodingDataBits: number;
  encodingLineBits: number;
  /** Data rate per lane in Gb/s: GT/s x data/line. */
  dataGbpsPerLane: number;
}

const gen = (g: PcieGeneration, gtPerSec: number, encoding: string, data: number, line: number): PcieGenInfo =>
  Object.freeze({
    gen: g,
    gtPerSec,
    encoding,
    encodingDataBits: data,
    encodingLineBits: line,
    dataGbpsPerLane: (gtPerSec * data) / line,
  });

// GT/s and encodings (pcie-bench/pcie-model model/pcie.py; PCI Express Base Specification §4.2.2.3);
// Gen7 is pcie-model's guess.
export const PCIE_GENERATIONS: Readonly<Record<PcieGeneration, PcieGenInfo>> = Object.freeze({
  1: gen(1, 2.5, '8b/10b', 8, 10),
  2: gen(2, 5, '8b/10b', 8, 10),
  3: gen(3, 8, '128b/130b', 128, 130),
  4: gen(4, 16, '128b/130b', 128, 130),
  5: gen(5, 32, '128b/130b', 128, 130),
  6: gen(6, 64, 'PAM4 flit (modelled 242/256 as in pcie-bench/pcie-model)', 242, 256),
  7: gen(7, 128, 'PAM4 flit (modelled 242/256 as in pcie-bench/pcie-model)', 242, 256),
});

/**
 * Data-link + physical-layer bytes per TLP: 12-bit sequence number and 32-bit
 * LCRC plus framing (STP/END symbols at Gen1-2, the 4-B STP token at Gen3-5)
 * (pcie-bench/pcie-model model/pcie.py, `DLLP_Hdr = 8`; PCI Express Base Specification §4.2.2.3).
 * Gen6 flit mode amortises differently; the model keeps 8 B per TLP for every generation, as pcie-model does.
 */
export const TLP_DLL_PHY_BYTES = 8;

/**
 * Legal Max Payload Size and Max Read Request Size values, encodings 0..5
 * (pcie-bench/pcie-model model/pcie.py, MPSs/MRRSs; Linux include/uapi/linux/pci_regs.h).
 */
export const PCIE_PAYLOAD_SIZES = Object.freeze([128, 256, 512, 1024, 2048, 4096] as const);

export function isLegalPayloadSize(bytes: number): boolean {
  return (PCIE_PAYLOAD_SIZES as readonly number[]).includes(bytes);
}

/**
 * Device Control MPS/MRRS 3-bit encoding 0..5 -> bytes (128 << n)
 * (Linux include/uapi/linux/pci_regs.h, PCI_EXP_DEVCTL_PAYLOAD / PCI_EXP_DEVCTL_READRQ).
 */
export function payloadSizeFromEncoding(encoding: number): number {
  if (!Number.isInteger(encoding) || encoding < 0 || encoding > 5) {
    throw new RangeError(`MPS/MRRS encoding ${encoding} is outside 0..5`);
  }
  return 128 << encoding;
}

/** Bytes a TLP of `tlpBytes` (header + payload + digest) occupies on the link before line encoding. */
export function tlpWireBytes(tlpBytes: number): number {
  return tlpBytes + TLP_DLL_PHY_BYTES;
}

/** Link data rate in Gb/s (bits per ns) for a generation and width. */
export function pcieDataGbps(g: PcieGeneration, lanes: number): number {
  if (!Number.isInteger(lanes) || lanes < 1) throw new RangeError(`PCIe width x${lanes} is not a lane count`);
  const info = PCIE_GENERATIONS[g];
  if (!info) throw new RangeError(`PCIe Gen${g} is not modelled`);
  return info.dataGbpsPerLane * lanes;
}

/**
 * Time to serialise one TLP, in ns: (TLP + 8 B) x 8 x line/data / (lanes x GT/s)
 * (per-TLP costs as in pcie-bench/pcie-model model/pcie.py). E.g. a 64-B BlueFlame MWr64 at Gen4 x16 ≈ 2.8 ns.
 */
export function tlpSerializationNs(tlpBytes: number, g: PcieGeneration, lanes: number): number {
  return (tlpWireBytes(tlpBytes) * 8) / pcieDataGbps(g, lanes);
}
