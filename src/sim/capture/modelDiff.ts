import { type Field, fieldStartBit, leafFields } from '../bytes/field';

/**
 * How a field of a real packet compares with the model's packet for the same message:
 * - `same`: equal;
 * - `run`: differs, as it does between any two runs (addresses, ports, QPNs, PSNs, keys, the IPv4 ID, the payload,
 *   and the checksums and CRCs computed over them);
 * - `disagree`: differs where the model and this hardware make different choices (a flag, the ECN bits, an AETH
 *   credit count...): the app says which one its explanation follows.
 */
export type FieldVerdict = 'same' | 'run' | 'disagree';

export interface FieldDiff {
  path: string;
  verdict: FieldVerdict;
  real: bigint;
  model: bigint;
}

/** Fields whose value is a property of the run, not of the hardware's habits (by their leaf path). */
const BY_RUN = [
  /^Ethernet\.(DstMAC|SrcMAC)$/,
  /^IPv4\.(Identification|HeaderChecksum|Src|Dst|TTL|TotalLength)$/,
  /^IPv6\.(Src|Dst|HopLimit|PayloadLength)$/,
  /^UDP\.(SrcPort|Length|Checksum)$/,
  /^LRH\.(DLID|SLID|PktLen)$/,
  /^GRH\./,
  /^BTH\.(DestQP|PSN|PadCnt)$/,
  /^RETH\./,
  /^AETH\.MSN$/,
  /^ImmDt/,
  /^Payload/,
  /^EthPad/,
  /^(ICRC|VCRC|FCS)$/,
];

export const verdictOf = (path: string, equal: boolean): FieldVerdict =>
  equal ? 'same' : BY_RUN.some((r) => r.test(path)) ? 'run' : 'disagree';

/** The bits [start, start + length) of `bytes`, MSB first (as the fields lay them out), or null past the end. */
function bitsAt(bytes: Uint8Array, start: number, length: number): bigint | null {
  if (start + length > bytes.length * 8) return null;
  let v = 0n;
  for (let i = 0; i < length; i++) {
    const pos = start + i;
    v = (v << 1n) | BigInt((bytes[pos >> 3] >> (7 - (pos & 7))) & 1);
  }
  return v;
}

/**
 * A real packet against the model's packet for the same message, field by field, read at the model's field layout
 * (same headers, so the same offsets). A payload is compared as one field; fields past the shorter packet's end are
 * left out (a different length shows in the length fields). Every byte of the real packet is thus explained by the
 * model's field of the same place.
 */
export function modelDiff(
  real: Uint8Array,
  model: { bytes: Uint8Array; fields: readonly Field[] },
  /** Where the same header starts in each (a capture's link layer differs: ERF, a cooked header, no Ethernet). */
  at: { real: number; model: number } = { real: 0, model: 0 },
): FieldDiff[] {
  const out: FieldDiff[] = [];
  const shift = (at.real - at.model) * 8;
  for (const f of leafFields(model.fields)) {
    const start = fieldStartBit(f);
    if (f.offset < at.model) continue;
    if (/^(Payload|EthPad)/.test(f.path)) {
      // A payload (or padding): equal or not, as one field.
      const a = real.subarray(f.offset + shift / 8, f.offset + shift / 8 + f.bitLength / 8);
      const b = model.bytes.subarray(f.offset, f.offset + f.bitLength / 8);
      const equal = a.length === b.length && a.every((x, i) => x === b[i]);
      out.push({ path: f.path, verdict: verdictOf(f.path, equal), real: BigInt(a.length), model: BigInt(b.length) });
      continue;
    }
    const r = bitsAt(real, start + shift, f.bitLength);
    const m = bitsAt(model.bytes, start, f.bitLength);
    if (r === null || m === null) continue;
    out.push({ path: f.path, verdict: verdictOf(f.path, r === m), real: r, model: m });
  }
  return out;
}

/** Where the RDMA packet's first header the model also has starts, in a captured record and in the model's packet. */
export function alignment(carrier: { kind: string; lrhAt?: number; ipAt?: number; eth?: { vlans: number[] } }): {
  real: number;
  model: number;
} {
  if (carrier.kind === 'ib') return { real: carrier.lrhAt ?? 0, model: 0 };
  // An Ethernet header without tags lines up with the model's; otherwise compare from the IP header (14 B into the model's).
  if (carrier.eth && carrier.eth.vlans.length === 0 && carrier.ipAt === 14) return { real: 0, model: 0 };
  return { real: carrier.ipAt ?? 0, model: 14 };
}
