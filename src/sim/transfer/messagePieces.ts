/**
 * Splits a message into pieces at packet boundaries (every `mtu` bytes of the
 * message) and at `block`-aligned addresses (MRRS for reads, MPS for writes
 * and completions). `block` <= 4096 divides the page size, so a piece never
 * crosses a 4 KiB boundary in virtual, IO-virtual or physical address space.
 *
 * Nothing is materialised: counts and the i-th piece come from arithmetic on
 * the periodic pattern (packet k starts at (base + k*mtu) mod block, which
 * repeats every block/mtu packets), so a 1 GiB message costs the same as 8 B.
 */

export interface Piece {
  index: number;
  packet: number;
  /** Offset of the piece's first byte inside the message. */
  messageOffset: number;
  length: number;
}

export class MessagePieces {
  readonly packets: number;
  readonly count: number;
  private readonly baseOff: number;
  private readonly period: number;
  private readonly prefix: number[];

  constructor(
    base: bigint,
    readonly length: number,
    readonly mtu: number,
    readonly block: number,
  ) {
    this.baseOff = Number(base & 0xfffn) % block;
    this.packets = Math.max(1, Math.ceil(length / mtu));
    this.period = mtu >= block ? 1 : block / mtu;
    this.prefix = [0];
    for (let j = 0; j < this.period; j++) this.prefix.push(this.prefix[j] + this.countIn(j * this.mtu, mtu));
    this.count = length === 0 ? 0 : this.firstPieceOf(this.packets - 1) + this.piecesInPacket(this.packets - 1);
  }

  /** Pieces of the message range [off, off+len) (0 for an empty range). */
  private countIn(off: number, len: number): number {
    if (len <= 0) return 0;
    const s = this.baseOff + off;
    return Math.floor((s + len - 1) / this.block) - Math.floor(s / this.block) + 1;
  }

  packetLength(k: number): number {
    return Math.max(0, Math.min(this.mtu, this.length - k * this.mtu));
  }

  piecesInPacket(k: number): number {
    return this.countIn(k * this.mtu, this.packetLength(k));
  }

  /** Index of packet k's first piece. */
  firstPieceOf(k: number): number {
    const full = Math.min(k, Math.max(0, this.packets - 1));
    const periods = Math.floor(full / this.period);
    return periods * this.prefix[this.period] + this.prefix[full % this.period];
  }

  /** The i-th piece, 0 <= i < count. */
  piece(i: number): Piece {
    if (i < 0 || i >= this.count || !Number.isInteger(i)) throw new RangeError(`piece ${i} of ${this.count}`);
    let lo = 0;
    let hi = this.packets - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.firstPieceOf(mid) <= i) lo = mid;
      else hi = mid - 1;
    }
    const k = lo;
    const j = i - this.firstPieceOf(k);
    const start = this.baseOff + k * this.mtu;
    const end = start + this.packetLength(k);
    const blockStart = Math.floor(start / this.block) * this.block;
    const s = j === 0 ? start : blockStart + j * this.block;
    const e = Math.min(end, blockStart + (j + 1) * this.block);
    return { index: i, packet: k, messageOffset: s - this.baseOff, length: e - s };
  }
}
