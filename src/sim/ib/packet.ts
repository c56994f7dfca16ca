import type { Field, LinkKey } from '../bytes/field';
import { ByteWriter } from '../bytes/byteWriter';
import { ByteReader } from '../bytes/byteReader';
import { toHex } from '../bytes/hex';
import { type Lrh, encodeLrh, decodeLrh, LRH_BYTES, LNH_IBA_LOCAL, LNH_IBA_GLOBAL } from './lrh';
import { type Grh, decodeGrh } from './grh';
import { type Bth, encodeBth, decodeBth, BTH_BYTES } from './bth';
import { type Reth, encodeReth, decodeReth, RETH_BYTES } from './reth';
import { type Aeth, encodeAeth, decodeAeth, AETH_BYTES } from './aeth';
import { extraHeadersOf, opcodeName } from './opcodes';
import { nativeIbIcrc } from './icrc';
import { vcrc16 } from '../crc/vcrc16';
import { msg, type Text } from '../../i18n/msg';

/**
 * A native InfiniBand packet, subnet-local (LNH 2):
 * LRH · BTH · [RETH] · [ImmDt] · [AETH] · payload · pad · ICRC (LSB first) · VCRC (LSB first)
 * [fact sheet §4.1, §4.6, §4.7].
 */

export const ICRC_BYTES = 4; // [K-rxe RXE_ICRC_SIZE]
export const VCRC_BYTES = 2; // [fact sheet §4.1]
const IMMDT_BYTES = 4; // [K-rxe RXE_IMMDT_BYTES]

export interface IbPacketSpec {
  lrh: Omit<Lrh, 'pktLen'>;
  bth: Omit<Bth, 'padCnt'>;
  reth?: Reth;
  /** Immediate data, for the *_WITH_IMMEDIATE opcodes. */
  immDt?: number;
  aeth?: Aeth;
  payload: Uint8Array;
  links?: { dlid?: LinkKey; slid?: LinkKey; destQp?: LinkKey };
  payloadMeaning?: Text;
}

export interface DecodedIbPacket {
  lrh: Lrh;
  /** Present when LNH = 3. */
  grh?: Grh;
  bth: Bth;
  reth?: Reth;
  immDt?: number;
  aeth?: Aeth;
  payload: Uint8Array;
  /** CRC register values (the wire carries them LSB first). */
  icrc: number;
  vcrc: number;
  icrcOk: boolean;
  vcrcOk: boolean;
}

/** Pad bytes after a payload of `len` bytes: (-len) & 3 [K-rxe check_rkey; fact sheet §4.6]. */
export function padCount(len: number): number {
  return -len & 3;
}

/** Wire bytes of a local packet (no GRH), VCRC included. */
export function ibPacketLength(payloadBytes: number, hasReth: boolean, hasAeth: boolean): number {
  const headers = LRH_BYTES + BTH_BYTES + (hasReth ? RETH_BYTES : 0) + (hasAeth ? AETH_BYTES : 0);
  return headers + payloadBytes + padCount(payloadBytes) + ICRC_BYTES + VCRC_BYTES;
}

function littleEndian(value: number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (value >>> (8 * i)) & 0xff;
  return out;
}

function crcDisplay(value: number, digits: number, wire: Uint8Array): string {
  return `0x${value.toString(16).padStart(digits, '0')} (wire ${toHex(wire, ' ')}, LSB first)`;
}

function checkHeaders(spec: IbPacketSpec): void {
  const want = extraHeadersOf(spec.bth.opcode);
  const have = { reth: !!spec.reth, immDt: spec.immDt !== undefined, aeth: !!spec.aeth };
  for (const h of ['reth', 'immDt', 'aeth'] as const) {
    if (want[h] !== have[h]) throw new Error(`${opcodeName(spec.bth.opcode)} ${want[h] ? 'needs' : 'has no'} ${h}`);
  }
  if (spec.lrh.lnh !== LNH_IBA_LOCAL) throw new RangeError(`LNH ${spec.lrh.lnh}: only local packets (LNH 2) are encoded`);
}

/** Encodes a local native IB packet and its field tree; PktLen, PadCnt, ICRC and VCRC are computed. */
export function encodeIbPacket(spec: IbPacketSpec): { bytes: Uint8Array; fields: Field[] } {
  checkHeaders(spec);
  const n = spec.payload.length;
  const pad = padCount(n);
  const headers =
    LRH_BYTES + BTH_BYTES + (spec.reth ? RETH_BYTES : 0) + (spec.immDt !== undefined ? IMMDT_BYTES : 0) + (spec.aeth ? AETH_BYTES : 0);
  // PktLen counts 4-byte words through the ICRC, VCRC excluded [K-pack ud_header.c; IBCAP; fact sheet §4.2].
  const pktLen = (headers + n + pad + ICRC_BYTES) / 4;
  const links = spec.links ?? {};
  const w = new ByteWriter(headers + n + pad + ICRC_BYTES + VCRC_BYTES);
  encodeLrh(w, { ...spec.lrh, pktLen }, links);
  encodeBth(w, { ...spec.bth, padCnt: pad }, links);
  if (spec.reth) encodeReth(w, spec.reth);
  if (spec.immDt !== undefined) w.u32('ImmDt', spec.immDt, msg('field.ib.immDt'));
  if (spec.aeth) encodeAeth(w, spec.aeth);
  w.bytes('Payload', spec.payload, spec.payloadMeaning ?? msg('field.ib.payload', { bytes: String(n) }), { link: 'payload' });
  if (pad) w.bytes('Pad', new Uint8Array(pad), msg('field.ib.pad', { pad }));

  // finish() only snapshots what is written so far: the CRCs are computed over those bytes.
  const icrc = nativeIbIcrc(w.finish().bytes);
  const icrcWire = littleEndian(icrc, ICRC_BYTES);
  w.bytes('ICRC', icrcWire, msg('field.ib.icrc'), { display: crcDisplay(icrc, 8, icrcWire) });
  const vcrc = vcrc16(w.finish().bytes);
  const vcrcWire = littleEndian(vcrc, VCRC_BYTES);
  w.bytes('VCRC', vcrcWire, msg('field.ib.vcrc'), { display: crcDisplay(vcrc, 4, vcrcWire) });
  return w.finish();
}

/**
 * Decodes a native IB packet (LNH 2 or 3) laid out by its length: the last 6 bytes are ICRC and
 * VCRC. Throws when the headers its opcode names do not fit.
 */
export function decodeIbPacket(bytes: Uint8Array): DecodedIbPacket {
  const trailer = ICRC_BYTES + VCRC_BYTES;
  if (bytes.length < LRH_BYTES + BTH_BYTES + trailer) throw new RangeError(`${bytes.length} B is too short for an IB packet`);
  const icrcAt = bytes.length - trailer;
  const r = new ByteReader(bytes.subarray(0, icrcAt));
  const lrh = decodeLrh(r);
  if (lrh.lnh !== LNH_IBA_LOCAL && lrh.lnh !== LNH_IBA_GLOBAL) throw new RangeError(`LNH ${lrh.lnh}: no BTH`);
  const grh = lrh.lnh === LNH_IBA_GLOBAL ? decodeGrh(r) : undefined;
  const bth = decodeBth(r);
  const extra = extraHeadersOf(bth.opcode);
  const reth = extra.reth ? decodeReth(r) : undefined;
  const immDt = extra.immDt ? r.u32() : undefined;
  const aeth = extra.aeth ? decodeAeth(r) : undefined;
  const payload = new Uint8Array(bytes.subarray(r.offset, Math.max(r.offset, icrcAt - bth.padCnt)));
  const icrc = (bytes[icrcAt] | (bytes[icrcAt + 1] << 8) | (bytes[icrcAt + 2] << 16) | (bytes[icrcAt + 3] << 24)) >>> 0;
  const vcrc = bytes[icrcAt + 4] | (bytes[icrcAt + 5] << 8);
  const out: DecodedIbPacket = {
    lrh,
    bth,
    payload,
    icrc,
    vcrc,
    icrcOk: nativeIbIcrc(bytes.subarray(0, icrcAt)) === icrc,
    vcrcOk: vcrc16(bytes, 0, icrcAt + ICRC_BYTES) === vcrc,
  };
  if (grh) out.grh = grh;
  if (reth) out.reth = reth;
  if (immDt !== undefined) out.immDt = immDt;
  if (aeth) out.aeth = aeth;
  return out;
}
