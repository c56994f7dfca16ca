import { tlpHeaderBytes } from '../pcie/tlp';
import { byteSpan } from '../pcie/tlpHeader';
import { BAR0_SIZE } from '../platform/addressMap';
import type { Scenario } from '../scenario/types';
import { WC_CHUNK_BYTES } from './constants';

/**
 * The imagined window: the misconception's CPU stores B's buffer through HCA A's BAR0,
 * so a remote VA can only become BAR0 + (VA mod BAR size). The stores are
 * write-combined into 64-B chunks aligned to 64 B, as a BlueFlame copy is
 * (rdma-core providers/mlx5/qp.c, mlx5_bf_copy; util/mmio.h, mmio_memcpy_x64), so no chunk crosses a 4 KiB or a window boundary.
 */

/** log2(BAR0 size): the address bits a window offset can hold (25 for 32 MiB). */
export const WINDOW_BITS = BAR0_SIZE.toString(2).length - 1;
export const WINDOW_MASK = BAR0_SIZE - 1n;

/** Where a remote VA would land inside A's BAR0: only the low WINDOW_BITS survive. */
export function windowOffset(va: bigint): bigint {
  return va & WINDOW_MASK;
}

export function windowAddress(s: Scenario, messageOffset: number): bigint {
  return s.bar0 + windowOffset(s.remoteVa + BigInt(messageOffset));
}

export interface PioChunk {
  index: number;
  messageOffset: number;
  length: number;
  /** Host-physical address of the store: inside A's BAR0. */
  address: bigint;
}

/** The 64-B write-combined chunks the CPU would store: the message cut at 64-B-aligned addresses. */
export class PioChunks {
  readonly count: number;
  private readonly lead: number;

  constructor(readonly s: Scenario) {
    this.lead = Number(s.remoteVa % BigInt(WC_CHUNK_BYTES));
    this.count = s.messageBytes === 0 ? 0 : Math.ceil((this.lead + s.messageBytes) / WC_CHUNK_BYTES);
  }

  chunk(i: number): PioChunk {
    if (!Number.isInteger(i) || i < 0 || i >= this.count) throw new RangeError(`chunk ${i} is outside 0..${this.count - 1}`);
    const start = i === 0 ? 0 : i * WC_CHUNK_BYTES - this.lead;
    const end = Math.min(this.s.messageBytes, (i + 1) * WC_CHUNK_BYTES - this.lead);
    return { index: i, messageOffset: start, length: end - start, address: windowAddress(this.s, start) };
  }

  /** Transaction-layer bytes (header + DW-aligned payload) of one chunk's MWr. */
  private tlpBytes(i: number): number {
    const c = this.chunk(i);
    return tlpHeaderBytes(c.address, true) + byteSpan(c.address, c.length).lengthDw * 4;
  }

  /** Sum over all chunks, in closed form: only the first and last can be partial. */
  totalTlpBytes(): number {
    if (this.count === 0) return 0;
    if (this.count <= 2) return Array.from({ length: this.count }, (_, i) => this.tlpBytes(i)).reduce((a, b) => a + b, 0);
    const header = tlpHeaderBytes(this.s.bar0, true); // one BAR lies wholly on one side of 4 GiB
    return this.tlpBytes(0) + this.tlpBytes(this.count - 1) + (this.count - 2) * (header + WC_CHUNK_BYTES);
  }
}
