import type { Msg } from '../../i18n/msg';
import type { Field, LinkKey } from '../bytes/field';

/** Attr[1:0] of a request or completion header. */
export interface TlpAttr {
  relaxedOrdering?: boolean;
  noSnoop?: boolean;
}

export interface MemWriteSpec {
  requesterId: number;
  tag: number;
  /** Byte address of the first written byte. */
  address: bigint;
  /** 1..4096 bytes, not crossing a 4 KiB boundary. */
  data: Uint8Array;
  tc?: number;
  attr?: TlpAttr;
  dataMeaning?: Msg;
  /** Field tree of `data` (offsets relative to data[0]), e.g. the WQE a BlueFlame write carries. */
  dataChildren?: Field[];
  dataLink?: LinkKey;
  addressLink?: LinkKey;
}

export interface MemReadSpec {
  requesterId: number;
  tag: number;
  address: bigint;
  /** Bytes, 1..4096, not crossing a 4 KiB boundary. */
  length: number;
  addressLink?: LinkKey;
}

export interface CompletionSpec {
  completerId: number;
  requesterId: number;
  tag: number;
  /** Completion status: 0 SC, 1 UR, 2 CRS, 4 CA. Default 0. */
  status?: number;
  /** Bytes still to return for the request, including this completion's; 1..4096. */
  byteCount: number;
  /** Byte address of the first data byte; the header carries its low 7 bits. */
  address: bigint;
  data: Uint8Array;
  dataMeaning?: Msg;
  dataChildren?: Field[];
}

export interface EncodedTlp {
  bytes: Uint8Array;
  fields: Field[];
}

interface DecodedCommon {
  headerBytes: 12 | 16;
  /** Header Length field as a DW count (1..1024). */
  lengthDw: number;
  tc: number;
  attr: { relaxedOrdering: boolean; noSnoop: boolean };
}

interface DecodedRequest extends DecodedCommon {
  requesterId: number;
  tag: number;
  firstBe: number;
  lastBe: number;
  address: bigint;
}

export type DecodedTlp =
  | (DecodedRequest & { kind: 'MWr'; data: Uint8Array })
  | (DecodedRequest & { kind: 'MRd'; length: number })
  | (DecodedCommon & {
      kind: 'CplD';
      completerId: number;
      requesterId: number;
      tag: number;
      status: number;
      bcm: boolean;
      byteCount: number;
      /** Lower Address[6:0]: low 7 bits of the first data byte's address. */
      lowerAddress: number;
      data: Uint8Array;
    });

// Fmt (byte 0 bits 7:5) and Type (bits 4:0) (PCILeech pcileech/tlp.h; go-pcie-tlp pcie/tlp.go;
// cocotbext-pcie cocotbext/pcie/core/tlp.py).
export const FMT_3DW_NO_DATA = 0b000;
export const FMT_4DW_NO_DATA = 0b001;
export const FMT_3DW_DATA = 0b010;
export const FMT_4DW_DATA = 0b011;
export const TYPE_MEM = 0b00000;
export const TYPE_CPL = 0b01010;

/** What a CPU load from a device that does not answer returns: all ones (Linux include/linux/pci.h, PCI_ERROR_RESPONSE). */
export const PCI_ERROR_RESPONSE_U64 = 0xffffffffffffffffn;

/** Byte 0 of a TLP header: Fmt in bits 7:5, Type in bits 4:0 (PCILeech pcileech/tlp.h). */
export const tlpByte0 = (fmt: number, type: number): number => (fmt << 5) | type;

// Completion Status (go-pcie-tlp pcie/tlp.go; cocotbext-pcie cocotbext/pcie/core/tlp.py; agilent-pcie-analyzer-re
// wireshark/proto_pcie.c); LitePCIe litepcie/tlp/common.py's CA = 011 disagrees with all three.
export const CPL_STATUS_SC = 0b000;
export const CPL_STATUS_UR = 0b001;
export const CPL_STATUS_CRS = 0b010;
export const CPL_STATUS_CA = 0b100;

/**
 * Largest payload / read request: Length 0 = 1024 DW = 4096 B (PCI Express Base Specification, ch. 2; pcie-bench/pcie-model
 * model/pcie.py).
 */
export const MAX_TLP_DATA_BYTES = 4096;
/** Requests must not cross a 4 KiB address boundary (PCI Express Base Specification, ch. 2). */
export const TLP_BOUNDARY_BYTES = 4096;

/**
 * A completion's header is always 3 DW: it carries IDs, not an address
 * (PCI Express Base Specification, ch. 2; pcie-bench/pcie-model model/pcie.py).
 */
export const CPL_HEADER_BYTES = 12;
