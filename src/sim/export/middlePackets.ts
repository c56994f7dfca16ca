import type { Field } from '../bytes/field';
import { crc32Update } from '../crc/crc32';
import { PSN_MODULUS } from '../ib/bth';
import { IPV4_HEADER_BYTES, internetChecksum } from '../roce/ipv4';
import type { StreamTiming } from '../trace/exchange/streamTiming';
import type { Artifact, ArtifactSet, Trace } from '../trace/types';
import { payloadSlice } from '../transfer/payload';
import type { PcapPacket } from './erfPcap';

/**
 * The middle packets of a long run, built for the pcap without their field trees.
 *
 * A run's middle packets (all but its first and last) are alike: full MTU, the
 * same opcode and headers. Packet k differs from its neighbour only in its PSN,
 * its payload (the message's bytes k·MTU on), its ICRC and its link CRC (VCRC,
 * or FCS), over IPv4 in its Identification (one more than its neighbour's, see
 * src/sim/trace/artifacts/ipIdentification.ts) and header checksum, and it
 * leaves on its stream's clock. Patching those into a copy of
 * the run's second packet gives the encoder's bytes at a fraction of its cost
 * (the encoder also builds every field's name, value and meaning, and runs each
 * CRC over the whole packet): what makes a 2 GiB export take seconds, not many
 * minutes.
 *
 * The CRCs are not run again either. A CRC is linear: the CRC of a packet that
 * differs from the reference by the bits d is the reference's CRC XOR the raw
 * CRC of d (zero register, no final XOR; the masked and unchanged bytes cancel).
 * The PSN changes 24 known bits, the ICRC 32, and the payload is the fill
 * pattern at one of at most `period` shifts: their contributions are computed
 * once per run, so each packet costs two copies and a few XORs. The IPv4 ID
 * (16 bits) enters both CRCs the same way; the header checksum is masked in the
 * ICRC (1s) and changes only the FCS.
 *
 * It never guesses: the patched packets are compared with the encoder's at
 * several places of the run before it is used (any difference, and the export
 * builds every packet with the encoder), and again every VERIFY_EVERY packets
 * while it runs (a difference then throws: the file would be wrong).
 */

/** Shorter runs are built by the encoder: nothing to gain. */
export const MIN_RUN = 16;
/** While streaming, one packet in this many is also built by the encoder and compared. */
export const VERIFY_EVERY = 4096;
/** The default fill repeats every 26 bytes ('A' + i mod 26, see payloadSlice). */
const DEFAULT_FILL_PERIOD = 26;

export interface MiddlePackets {
  /** The run indices it builds: [from, to). */
  from: number;
  to: number;
  packet(i: number): PcapPacket;
  /** Packet i's time, without building it. */
  timeOf(i: number): number;
}

/** A raw CRC register update over bytes[start, end): reflected, no initial value, no final XOR. */
type RawCrc = (state: number, bytes: Uint8Array, start: number, end: number) => number;

/** The VCRC's register (CRC-16, polynomial 0x100B reflected to 0xD008, as src/sim/crc/vcrc16.ts), raw. */
const VCRC_TABLE: Uint16Array = (() => {
  const t = new Uint16Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xd008 : c >>> 1;
    t[n] = c;
  }
  return t;
})();
const vcrcRaw: RawCrc = (state, bytes, start, end) => {
  let c = state;
  for (let i = start; i < end; i++) c = VCRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c;
};

/**
 * What XOR-ing bytes into a packet does to a CRC that runs up to `end`: the raw
 * CRC of the change, followed by the unchanged bytes up to `end` (zeros in the
 * change).
 */
function crcChange(crc: RawCrc, end: number, zeros: Uint8Array) {
  return (delta: Uint8Array, at: number): number => {
    const c = crc(0, delta, 0, delta.length);
    return crc(c, zeros, 0, end - at - delta.length) >>> 0;
  };
}

/** The change of a CRC for each bit of an n-byte value at `at` (big-endian, or LSB first), so a value's change is an XOR of them. */
function bitChanges(change: (delta: Uint8Array, at: number) => number, at: number, n: number, bigEndian: boolean): Uint32Array {
  const out = new Uint32Array(8 * n);
  for (let v = 0; v < 8 * n; v++) {
    const delta = new Uint8Array(n);
    delta[bigEndian ? n - 1 - (v >> 3) : v >> 3] = 1 << (v & 7);
    out[v] = change(delta, at);
  }
  return out;
}

function xorBits(changes: Uint32Array, d: number): number {
  let x = 0;
  for (let v = 0; d !== 0; v++, d >>>= 1) if (d & 1) x ^= changes[v];
  return x >>> 0;
}

const readLsbFirst = (b: Uint8Array, at: number, n: number) => {
  let v = 0;
  for (let i = n - 1; i >= 0; i--) v = v * 256 + b[at + i];
  return v;
};

function findField(fields: readonly Field[], path: string): Field | undefined {
  for (const f of fields) {
    if (f.path === path) return f;
    if (f.children && path.startsWith(`${f.path}.`)) {
      const c = findField(f.children, path);
      if (c) return c;
    }
  }
  return undefined;
}

const byteAligned = (f: Field | undefined, bits?: number): f is Field =>
  !!f && f.bitOffset === 0 && f.bitLength % 8 === 0 && (bits === undefined || f.bitLength === bits);

function writeLsbFirst(b: Uint8Array, at: number, value: number, n: number): void {
  for (let i = 0; i < n; i++) b[at + i] = (value >>> (8 * i)) & 0xff;
}

function samePacket(a: PcapPacket, b: PcapPacket): boolean {
  if (a.timeNs !== b.timeNs || (a.iface ?? 0) !== (b.iface ?? 0) || a.bytes.length !== b.bytes.length) return false;
  for (let i = 0; i < a.bytes.length; i++) if (a.bytes[i] !== b.bytes[i]) return false;
  return true;
}

/** Where a check is most likely to catch a difference: both ends of the middle, its centre, and a few in between. */
function sampleIndices(n: number): number[] {
  const picks = [1, 2, 3, n - 4, n - 3, n - 2, Math.floor(n / 2)];
  for (let j = 1; j <= 5; j++) picks.push(1 + Math.floor(((n - 3) * j) / 6));
  return [...new Set(picks)].filter((i) => i >= 1 && i <= n - 2);
}

/** Where the fields a middle packet changes sit in the reference packet, in bytes. */
interface PatchedFields {
  psnAt: number;
  payAt: number;
  payBytes: number;
  icrcAt: number;
  /** The link CRC: the VCRC (native InfiniBand, 2 bytes) or the FCS (Ethernet, 4 bytes), right after the ICRC. */
  ib: boolean;
  linkAt: number;
  linkBytes: number;
  /** RoCEv2 over IPv4: the header, its Identification and its checksum. */
  ip: { at: number; idAt: number; csumAt: number } | null;
}

/** The fields the patching changes, or null when one is missing or not whole bytes where the patching expects it. */
function patchedFields(ref: Artifact): PatchedFields | null {
  const psnF = findField(ref.fields, 'BTH.PSN');
  const payF = findField(ref.fields, 'Payload');
  const icrcF = findField(ref.fields, 'ICRC');
  const vcrcF = findField(ref.fields, 'VCRC');
  const fcsF = findField(ref.fields, 'FCS');
  const ipF = findField(ref.fields, 'IPv4');
  const idF = findField(ref.fields, 'IPv4.Identification');
  const csumF = findField(ref.fields, 'IPv4.HeaderChecksum');
  if (ipF && (ipF.bitLength !== IPV4_HEADER_BYTES * 8 || !byteAligned(idF, 16) || !byteAligned(csumF, 16))) return null;
  const ib = !!vcrcF;
  const linkF = vcrcF ?? fcsF;
  if (!byteAligned(psnF, 24) || !byteAligned(payF) || !byteAligned(icrcF, 32) || !byteAligned(linkF, ib ? 16 : 32)) return null;
  const f = {
    psnAt: psnF.offset,
    payAt: payF.offset,
    payBytes: payF.bitLength / 8,
    icrcAt: icrcF.offset,
    ib,
    linkAt: linkF.offset,
    linkBytes: linkF.bitLength / 8,
    ip: ipF && idF && csumF ? { at: ipF.offset, idAt: idF.offset, csumAt: csumF.offset } : null,
  };
  if (f.payBytes === 0 || f.linkAt !== f.icrcAt + 4 || f.linkAt + f.linkBytes !== ref.bytes.length) return null;
  return f;
}

/** The middle packets of a data run, or null when the run is short or not one the patching reproduces exactly. */
export function middlePackets(trace: Trace, set: ArtifactSet, minRun = MIN_RUN): MiddlePackets | null {
  const n = set.count;
  if (set.kind !== 'packet' || n < Math.max(minRun, 5)) return null;
  const ref = set.at(1);
  if (ref.timeNs === undefined || ref.damaged) return null;
  const fields = patchedFields(ref);
  if (!fields) return null;
  const { psnAt, payAt, payBytes, icrcAt, ib, linkAt, linkBytes } = fields;

  const { scenario: s, plan } = trace;
  const psnRef = (ref.bytes[psnAt] << 16) | (ref.bytes[psnAt + 1] << 8) | ref.bytes[psnAt + 2];
  const kRef = (psnRef - s.startPsn + PSN_MODULUS) % PSN_MODULUS; // packet index in the message
  const kOf = (i: number) => kRef + i - 1;
  // The stream these packets leave on: its clock gives each packet's time in closed form.
  const streams: StreamTiming[] = trace.timeline.rounds.flatMap((r) => (r.response ? [r.request, r.response] : [r.request]));
  const st = streams.find((x) => x.sent[0] <= kOf(0) && kOf(n - 1) < x.sent[1] && x.departNs(kRef) === ref.timeNs);
  if (!st) return null;
  // The message's bytes repeat with the pattern; byte j of the message is tile[j mod period].
  const period = plan.pattern?.length || DEFAULT_FILL_PERIOD;
  const tile = payloadSlice(s, 0, period + payBytes, plan.pattern);
  const iface = ref.host === 'A' ? 0 : 1;
  const shiftOf = (k: number) => (k * s.pathMtu) % period;
  const refShift = shiftOf(kRef);

  // The CRCs' changes, per PSN bit, per ICRC bit and per payload shift (computed when first needed).
  const zeros = new Uint8Array(ref.bytes.length);
  const icrcChange = crcChange(crc32Update, icrcAt, zeros);
  const linkChange = crcChange(ib ? vcrcRaw : crc32Update, linkAt, zeros);
  const icrcPsnBits = bitChanges(icrcChange, psnAt, 3, true);
  const linkPsnBits = bitChanges(linkChange, psnAt, 3, true);
  const linkIcrcBits = bitChanges(linkChange, icrcAt, 4, false);
  const payloadChanges = new Map<number, { icrc: number; link: number }>();
  const payloadChange = (shift: number) => {
    let c = payloadChanges.get(shift);
    if (!c) {
      const delta = new Uint8Array(payBytes);
      for (let j = 0; j < payBytes; j++) delta[j] = tile[shift + j] ^ tile[refShift + j];
      c = { icrc: icrcChange(delta, payAt), link: linkChange(delta, payAt) };
      payloadChanges.set(shift, c);
    }
    return c;
  };
  // IPv4: the ID counts up by one a packet; the header checksum follows it.
  const ipAt = fields.ip;
  const ip = ipAt
    ? {
        ...ipAt,
        idRef: (ref.bytes[ipAt.idAt] << 8) | ref.bytes[ipAt.idAt + 1],
        csumRef: (ref.bytes[ipAt.csumAt] << 8) | ref.bytes[ipAt.csumAt + 1],
        icrcIdBits: bitChanges(icrcChange, ipAt.idAt, 2, true),
        linkIdBits: bitChanges(linkChange, ipAt.idAt, 2, true),
        linkCsumBits: bitChanges(linkChange, ipAt.csumAt, 2, true),
      }
    : null;
  const icrcRef = readLsbFirst(ref.bytes, icrcAt, 4);
  const linkRef = readLsbFirst(ref.bytes, linkAt, linkBytes);

  const make = (i: number): PcapPacket => {
    const k = kOf(i);
    const b = new Uint8Array(ref.bytes);
    const psn = (s.startPsn + k) % PSN_MODULUS;
    b[psnAt] = psn >>> 16;
    b[psnAt + 1] = (psn >>> 8) & 0xff;
    b[psnAt + 2] = psn & 0xff;
    const shift = shiftOf(k);
    b.set(tile.subarray(shift, shift + payBytes), payAt);
    const pay = payloadChange(shift);
    const dPsn = psn ^ psnRef;
    let icrc = (icrcRef ^ xorBits(icrcPsnBits, dPsn) ^ pay.icrc) >>> 0;
    let ipLink = 0;
    if (ip) {
      const id = (ip.idRef + i - 1) & 0xffff;
      b[ip.idAt] = id >>> 8;
      b[ip.idAt + 1] = id & 0xff;
      b[ip.csumAt] = 0;
      b[ip.csumAt + 1] = 0;
      const csum = internetChecksum(b.subarray(ip.at, ip.at + IPV4_HEADER_BYTES));
      b[ip.csumAt] = csum >>> 8;
      b[ip.csumAt + 1] = csum & 0xff;
      icrc = (icrc ^ xorBits(ip.icrcIdBits, id ^ ip.idRef)) >>> 0;
      ipLink = xorBits(ip.linkIdBits, id ^ ip.idRef) ^ xorBits(ip.linkCsumBits, csum ^ ip.csumRef);
    }
    writeLsbFirst(b, icrcAt, icrc, 4);
    const link = (linkRef ^ xorBits(linkPsnBits, dPsn) ^ pay.link ^ xorBits(linkIcrcBits, (icrc ^ icrcRef) >>> 0) ^ ipLink) >>> 0;
    writeLsbFirst(b, linkAt, link, linkBytes);
    return { timeNs: st.departNs(k), bytes: b, iface };
  };
  const encoded = (i: number): PcapPacket => {
    const a = set.at(i);
    return { timeNs: a.timeNs ?? Number.NaN, bytes: a.bytes, iface: a.host === 'A' ? 0 : 1 };
  };
  for (const i of sampleIndices(n)) if (!samePacket(make(i), encoded(i))) return null;
  return {
    from: 1,
    to: n - 1,
    packet(i) {
      const p = make(i);
      if (i % VERIFY_EVERY === 0 && !samePacket(p, encoded(i)))
        throw new Error(`packet ${i} of a run of ${n} differs from its encoder: the pcap export would be wrong`);
      return p;
    },
    timeOf: (i) => st.departNs(kOf(i)),
  };
}
