import { type Msg, msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field, LinkKey } from '../bytes/field';
import { toHex } from '../bytes/hex';
import { vcrc16 } from '../crc/vcrc16';
import { AETH_BYTES, type Aeth, decodeAeth, encodeAeth } from './aeth';
import { BTH_BYTES, type Bth, decodeBth, encodeBth } from './bth';
import { decodeGrh, type Grh } from './grh';
import { nativeIbIcrc } from './icrc';
import { decodeLrh, encodeLrh, LNH_IBA_GLOBAL, LNH_IBA_LOCAL, LRH_BYTES, type Lrh } from './lrh';
import { extraHeadersOf, opcodeName, RC_OP } from './opcodes';
import { decodeReth, encodeReth, RETH_BYTES, type Reth } from './reth';

/**
 * A native InfiniBand packet, subnet-local (LNH 2):
 * LRH · BTH · [RETH] · [ImmDt] · [AETH] · payload · pad · ICRC (LSB first) · VCRC (LSB first)
 * (Linux include/rdma/ib_pack.h, drivers/infiniband/sw/rxe/rxe_hdr.h and rxe_icrc.c; Endace dag/dagcrc.c for the VCRC).
 */

export const ICRC_BYTES = 4; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, RXE_ICRC_SIZE)
export const VCRC_BYTES = 2; // a 16-bit CRC (Endace dag/dagcrc.c, dagcrc_infiniband_vcrc16_r)
export const IMMDT_BYTES = 4; // (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, RXE_IMMDT_BYTES)

/**
 * The transport part shared by native IB and RoCEv2: BTH · [RETH] · [ImmDt] · [AETH] · payload · pad.
 * Its bytes are the same under both link layers (IBA Annex A17); only what wraps it differs.
 */
export interface TransportSpec {
  bth: Omit<Bth, 'padCnt'>;
  reth?: Reth;
  /** Immediate data, for the *_WITH_IMMEDIATE opcodes. */
  immDt?: number;
  aeth?: Aeth;
  payload: Uint8Array;
  links?: { destQp?: LinkKey };
  payloadMeaning?: Msg;
  /**
   * The ICRC to write instead of the computed one: a packet damaged on the
   * way keeps the ICRC its sender computed over the original bytes.
   */
  icrcOverride?: number;
}

export interface IbPacketSpec extends TransportSpec {
  lrh: Omit<Lrh, 'pktLen'>;
  links?: { dlid?: LinkKey; slid?: LinkKey; destQp?: LinkKey };
  /** The VCRC to write instead: a packet damaged on a cable keeps its sender's VCRC; a switch writes a fresh one. */
  vcrcOverride?: number;
}

/** The transport part as decoded. */
export interface DecodedTransport {
  bth: Bth;
  reth?: Reth;
  immDt?: number;
  aeth?: Aeth;
  payload: Uint8Array;
}

export interface DecodedIbPacket extends DecodedTransport {
  lrh: Lrh;
  /** Present when LNH = 3. */
  grh?: Grh;
  /** CRC register values (the wire carries them LSB first). */
  icrc: number;
  vcrc: number;
  icrcOk: boolean;
  vcrcOk: boolean;
}

/** Pad bytes after a payload of `len` bytes: (-len) & 3 (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_rkey). */
export function padCount(len: number): number {
  return -len & 3;
}

/** Bytes of the BTH and the extra headers an opcode carries (RETH, ImmDt, AETH). */
export function transportHeaderBytes(extras: { reth: boolean; immDt?: boolean; aeth: boolean }): number {
  return BTH_BYTES + (extras.reth ? RETH_BYTES : 0) + (extras.immDt ? IMMDT_BYTES : 0) + (extras.aeth ? AETH_BYTES : 0);
}

/** Bytes of the transport part: headers, payload and pad (no ICRC). */
export function transportLength(payloadBytes: number, extras: { reth: boolean; immDt?: boolean; aeth: boolean }): number {
  return transportHeaderBytes(extras) + payloadBytes + padCount(payloadBytes);
}

/** Wire bytes of a local packet (no GRH), VCRC included. */
export function ibPacketLength(payloadBytes: number, hasReth: boolean, hasAeth: boolean): number {
  return LRH_BYTES + transportLength(payloadBytes, { reth: hasReth, aeth: hasAeth }) + ICRC_BYTES + VCRC_BYTES;
}

function littleEndian(value: number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (value >>> (8 * i)) & 0xff;
  return out;
}

/**
 * Writes an n-byte CRC the way the IB and Ethernet wires carry it: least-significant byte first,
 * displayed as its register value and its wire bytes (Linux drivers/infiniband/sw/rxe/rxe_icrc.c;
 * the byte order matches the Wireshark sample capture infiniband.pcap).
 */
export function writeCrcLsbFirst(w: ByteWriter, name: string, value: number, n: number, meaning: Msg): void {
  const wire = littleEndian(value, n);
  w.bytes(name, wire, meaning, { display: `0x${value.toString(16).padStart(2 * n, '0')} (wire ${toHex(wire, ' ')}, LSB first)` });
}

/** A 32-bit CRC read from its wire bytes (LSB first) at `at`. */
export function readCrc32LsbFirst(bytes: Uint8Array, at: number): number {
  return (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
}

/** Throws when the spec's extra headers are not exactly the ones its opcode carries. */
function checkTransportHeaders(spec: TransportSpec): void {
  const want = extraHeadersOf(spec.bth.opcode);
  const have = { reth: !!spec.reth, immDt: spec.immDt !== undefined, aeth: !!spec.aeth };
  for (const h of ['reth', 'immDt', 'aeth'] as const) {
    if (want[h] !== have[h]) throw new Error(`${opcodeName(spec.bth.opcode)} ${want[h] ? 'needs' : 'has no'} ${h}`);
  }
}

/**
 * Writes BTH · [RETH] · [ImmDt] · [AETH] · payload · pad, with PadCnt computed; throws when the
 * extra headers do not match the opcode. Native IB and RoCEv2 both call it.
 */
export function writeTransportHeaders(w: ByteWriter, spec: TransportSpec): void {
  checkTransportHeaders(spec);
  const n = spec.payload.length;
  const pad = padCount(n);
  encodeBth(w, { ...spec.bth, padCnt: pad }, spec.links ?? {});
  if (spec.reth) encodeReth(w, spec.reth, spec.bth.opcode === RC_OP.RDMA_READ_REQUEST);
  if (spec.immDt !== undefined) w.u32('ImmDt', spec.immDt, msg('field.ib.immDt'));
  if (spec.aeth) encodeAeth(w, spec.aeth);
  w.bytes('Payload', spec.payload, spec.payloadMeaning ?? msg('field.ib.payload', { bytes: String(n) }), { link: 'payload' });
  if (pad) w.bytes('Pad', new Uint8Array(pad), msg('field.ib.pad', { pad }));
}

/**
 * Reads the transport part from the reader's position up to `end` (where the ICRC starts): the
 * BTH's opcode says which extra headers follow, its PadCnt how many bytes before `end` are pad.
 * Throws when the headers do not fit.
 */
export function readTransportHeaders(r: ByteReader, bytes: Uint8Array, end: number): DecodedTransport {
  const bth = decodeBth(r);
  const extra = extraHeadersOf(bth.opcode);
  const reth = extra.reth ? decodeReth(r) : undefined;
  const immDt = extra.immDt ? r.u32() : undefined;
  const aeth = extra.aeth ? decodeAeth(r) : undefined;
  if (r.offset > end) throw new RangeError(`${opcodeName(bth.opcode)}: headers run past byte ${end}`);
  const out: DecodedTransport = { bth, payload: new Uint8Array(bytes.subarray(r.offset, Math.max(r.offset, end - bth.padCnt))) };
  if (reth) out.reth = reth;
  if (immDt !== undefined) out.immDt = immDt;
  if (aeth) out.aeth = aeth;
  return out;
}

/** Encodes a local native IB packet and its field tree; PktLen, PadCnt, ICRC and VCRC are computed. */
export function encodeIbPacket(spec: IbPacketSpec): { bytes: Uint8Array; fields: Field[] } {
  checkTransportHeaders(spec);
  if (spec.lrh.lnh !== LNH_IBA_LOCAL) throw new RangeError(`LNH ${spec.lrh.lnh}: only local packets (LNH 2) are encoded`);
  const extras = { reth: !!spec.reth, immDt: spec.immDt !== undefined, aeth: !!spec.aeth };
  const transport = transportLength(spec.payload.length, extras);
  // PktLen counts 4-byte words through the ICRC, VCRC excluded (Linux drivers/infiniband/core/ud_header.c; Wireshark
  // sample capture infiniband.pcap).
  const pktLen = (LRH_BYTES + transport + ICRC_BYTES) / 4;
  const links = spec.links ?? {};
  const w = new ByteWriter(LRH_BYTES + transport + ICRC_BYTES + VCRC_BYTES);
  encodeLrh(w, { ...spec.lrh, pktLen }, links);
  writeTransportHeaders(w, spec);

  // finish() only snapshots what is written so far: the CRCs are computed over those bytes.
  writeCrcLsbFirst(w, 'ICRC', spec.icrcOverride ?? nativeIbIcrc(w.finish().bytes), ICRC_BYTES, msg('field.ib.icrc'));
  writeCrcLsbFirst(w, 'VCRC', spec.vcrcOverride ?? vcrc16(w.finish().bytes), VCRC_BYTES, msg('field.ib.vcrc'));
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
  const transport = readTransportHeaders(r, bytes, icrcAt);
  const icrc = readCrc32LsbFirst(bytes, icrcAt);
  const vcrc = bytes[icrcAt + 4] | (bytes[icrcAt + 5] << 8);
  const out: DecodedIbPacket = {
    lrh,
    ...transport,
    icrc,
    vcrc,
    icrcOk: nativeIbIcrc(bytes.subarray(0, icrcAt)) === icrc,
    vcrcOk: vcrc16(bytes, 0, icrcAt + ICRC_BYTES) === vcrc,
  };
  if (grh) out.grh = grh;
  return out;
}
