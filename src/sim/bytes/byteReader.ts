/**
 * Reads big-endian, MSB-first bit fields: the mirror of ByteWriter for decoders. The `…le` methods read the
 * little-endian (host-order) integers ByteWriter writes with `littleEndian`.
 */
export class ByteReader {
  private bitPos = 0;
  constructor(
    private readonly buf: Uint8Array,
    startByte = 0,
  ) {
    this.bitPos = startByte * 8;
  }

  get offset(): number {
    return this.bitPos >> 3;
  }

  get remaining(): number {
    return this.buf.length - (this.bitPos >> 3);
  }

  bitsBig(bitLength: number): bigint {
    if (this.bitPos + bitLength > this.buf.length * 8) throw new RangeError(`read past end at bit ${this.bitPos}`);
    let v = 0n;
    for (let i = 0; i < bitLength; i++) {
      const pos = this.bitPos + i;
      v = (v << 1n) | BigInt((this.buf[pos >> 3] >> (7 - (pos & 7))) & 1);
    }
    this.bitPos += bitLength;
    return v;
  }

  /** Up to 32 bits as a number (wider fields: bitsBig). */
  bits(bitLength: number): number {
    if (bitLength > 32) return Number(this.bitsBig(bitLength));
    if (this.bitPos + bitLength > this.buf.length * 8) throw new RangeError(`read past end at bit ${this.bitPos}`);
    let v = 0;
    for (let i = 0; i < bitLength; i++) {
      const pos = this.bitPos + i;
      v = v * 2 + ((this.buf[pos >> 3] >> (7 - (pos & 7))) & 1);
    }
    this.bitPos += bitLength;
    return v;
  }

  u8() {
    return this.bits(8);
  }
  u16() {
    return this.bits(16);
  }
  u24() {
    return this.bits(24);
  }
  u32() {
    return this.bits(32);
  }
  u64(): bigint {
    return this.bitsBig(64);
  }

  /** `n` whole bytes at a byte boundary, least significant byte first. */
  private littleEndian(n: number): bigint {
    if (this.bitPos & 7) throw new Error('little-endian read at a non-byte boundary');
    const start = this.bitPos >> 3;
    if (start + n > this.buf.length) throw new RangeError(`read of ${n} B past end at byte ${start}`);
    let v = 0n;
    for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(this.buf[start + i]);
    this.bitPos += n * 8;
    return v;
  }

  u16le(): number {
    return Number(this.littleEndian(2));
  }
  u32le(): number {
    return Number(this.littleEndian(4));
  }
  u64le(): bigint {
    return this.littleEndian(8);
  }

  bytes(n: number): Uint8Array {
    if (this.bitPos & 7) throw new Error('byte read at a non-byte boundary');
    const start = this.bitPos >> 3;
    if (start + n > this.buf.length) throw new RangeError(`read of ${n} B past end at byte ${start}`);
    this.bitPos += n * 8;
    return this.buf.slice(start, start + n);
  }
}
