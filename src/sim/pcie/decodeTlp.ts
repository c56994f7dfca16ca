import { ByteReader } from '../bytes/byteReader';
import { hexValue } from '../bytes/hex';
import type { DecodedTlp } from './tlpTypes';
import { FMT_3DW_DATA, FMT_3DW_NO_DATA, FMT_4DW_DATA, FMT_4DW_NO_DATA, TYPE_CPL, TYPE_MEM } from './tlpTypes';

/** Lowest and highest enabled lane; throws on holes (legal PCIe, not modelled here). */
function laneRange(be: number, what: string): [number, number] {
  if (be === 0) throw new RangeError(`${what} = 0000: zero-length requests are not modelled`);
  let lo = 0;
  while (!(be & (1 << lo))) lo++;
  let hi = 3;
  while (!(be & (1 << hi))) hi--;
  if (be !== (1 << (hi + 1)) - 1 - ((1 << lo) - 1)) throw new RangeError(`${what} has holes: not modelled`);
  return [lo, hi];
}

/** Byte offset of the first enabled byte in the span, and the enabled byte count. */
function enabledBytes(firstBe: number, lastBe: number, lengthDw: number): { skip: number; length: number } {
  if (lengthDw === 1) {
    if (lastBe !== 0) throw new RangeError('a 1-DW request must have LastBE = 0000');
    const [lo, hi] = laneRange(firstBe, 'FirstBE');
    return { skip: lo, length: hi - lo + 1 };
  }
  const [lo, firstHi] = laneRange(firstBe, 'FirstBE');
  const [lastLo, hi] = laneRange(lastBe, 'LastBE');
  if (firstHi !== 3 || lastLo !== 0) throw new RangeError('byte enables leave a gap inside the request: not modelled');
  return { skip: lo, length: lengthDw * 4 - lo - (3 - hi) };
}

/**
 * Parses MWr, MRd and CplD TLPs (header + payload, no framing, no digest check)
 * back into the values their encoders take.
 */
export function decodeTlp(bytes: Uint8Array): DecodedTlp {
  if (bytes.length < 12) throw new RangeError(`a TLP header is at least 12 B, got ${bytes.length}`);
  const r = new ByteReader(bytes);
  const fmt = r.bits(3);
  const type = r.bits(5);
  r.bits(1); // T9
  const tc = r.bits(3);
  r.bits(4); // T8, Attr[2], LN, TH
  const td = r.bits(1);
  r.bits(1); // EP
  const attr = { relaxedOrdering: r.bits(1) === 1, noSnoop: r.bits(1) === 1 };
  r.bits(2); // AT
  const lengthDw = r.bits(10) || 1024;
  const hasData = fmt === FMT_3DW_DATA || fmt === FMT_4DW_DATA;
  const headerBytes = fmt === FMT_4DW_DATA || fmt === FMT_4DW_NO_DATA ? 16 : 12;
  const expected = headerBytes + (hasData ? lengthDw * 4 : 0) + (td ? 4 : 0);
  if (bytes.length !== expected) {
    throw new RangeError(`TLP is ${bytes.length} B but its header says ${expected} B`);
  }
  const common = { headerBytes, lengthDw, tc, attr } as const;
  const payload = () => bytes.subarray(headerBytes, headerBytes + lengthDw * 4);

  if (type === TYPE_MEM && fmt <= FMT_4DW_DATA) {
    const requesterId = r.u16();
    const tag = r.u8();
    const lastBe = r.bits(4);
    const firstBe = r.bits(4);
    const high = headerBytes === 16 ? BigInt(r.u32()) << 32n : 0n;
    const dwAddress = high | (BigInt(r.bits(30)) << 2n);
    const { skip, length } = enabledBytes(firstBe, lastBe, lengthDw);
    const req = { ...common, requesterId, tag, firstBe, lastBe, address: dwAddress + BigInt(skip) };
    if (fmt === FMT_3DW_NO_DATA || fmt === FMT_4DW_NO_DATA) return { kind: 'MRd', ...req, length };
    return { kind: 'MWr', ...req, data: payload().slice(skip, skip + length) };
  }
  if (type === TYPE_CPL && fmt === FMT_3DW_DATA) {
    const completerId = r.u16();
    const status = r.bits(3);
    const bcm = r.bits(1) === 1;
    const byteCount = r.bits(12) || 4096;
    const requesterId = r.u16();
    const tag = r.u8();
    r.bits(1); // R
    const lowerAddress = r.bits(7);
    const skip = lowerAddress & 3;
    // The last completion ends after byteCount bytes; earlier ones fill their payload.
    const length = Math.min(byteCount, lengthDw * 4 - skip);
    const data = payload().slice(skip, skip + length);
    return { kind: 'CplD', ...common, completerId, requesterId, tag, status, bcm, byteCount, lowerAddress, data };
  }
  throw new RangeError(`unsupported TLP: byte 0 = ${hexValue(bytes[0], 2)} (only MRd, MWr and CplD are modelled)`);
}
