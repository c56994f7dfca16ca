import type { Field } from '../bytes/field';
import { crc32 } from '../crc/crc32';
import { vcrc16 } from '../crc/vcrc16';
import { PSN_MODULUS } from '../ib/bth';
import { nativeIbIcrc } from '../ib/icrc';
import { roceV2Icrc } from '../roce/roceIcrc';
import type { StreamTiming } from '../trace/exchange/streamTiming';
import { payloadSlice } from '../transfer/payload';
import type { ArtifactSet, Trace } from '../trace/types';
import type { PcapPacket } from './erfPcap';

/**
 * The middle packets of a long run, built for the pcap without their field trees.
 *
 * A run's middle packets (all but its first and last) are alike: full MTU, the
 * same opcode and headers. Packet k differs from its neighbour only in its PSN,
 * its payload (the message's bytes k·MTU on), its ICRC and its link CRC (VCRC,
 * or FCS), and it leaves on its stream's clock. Patching those into a copy of
 * the run's second packet gives the encoder's bytes at a fraction of its cost
 * (the encoder also builds every field's name, value and meaning): what makes a
 * 2 GiB export take seconds, not many minutes.
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

/** The middle packets of a data run, or null when the run is short or not one the patching reproduces exactly. */
export function middlePackets(trace: Trace, set: ArtifactSet, minRun = MIN_RUN): MiddlePackets | null {
  const n = set.count;
  if (set.kind !== 'packet' || n < Math.max(minRun, 5)) return null;
  const ref = set.at(1);
  if (ref.timeNs === undefined || ref.damaged) return null;
  const psnF = findField(ref.fields, 'BTH.PSN');
  const payF = findField(ref.fields, 'Payload');
  const icrcF = findField(ref.fields, 'ICRC');
  const vcrcF = findField(ref.fields, 'VCRC');
  const fcsF = findField(ref.fields, 'FCS');
  const ib = !!vcrcF;
  const linkF = vcrcF ?? fcsF;
  if (!byteAligned(psnF, 24) || !byteAligned(payF) || !byteAligned(icrcF, 32) || !byteAligned(linkF, ib ? 16 : 32)) return null;
  const psnAt = psnF.offset;
  const payAt = payF.offset;
  const payBytes = payF.bitLength / 8;
  const icrcAt = icrcF.offset;
  const linkAt = linkF.offset;
  const linkBytes = linkF.bitLength / 8;
  if (payBytes === 0 || linkAt !== icrcAt + 4 || linkAt + linkBytes !== ref.bytes.length) return null;

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

  const make = (i: number): PcapPacket => {
    const k = kOf(i);
    const b = new Uint8Array(ref.bytes);
    const psn = (s.startPsn + k) % PSN_MODULUS;
    b[psnAt] = psn >>> 16;
    b[psnAt + 1] = (psn >>> 8) & 0xff;
    b[psnAt + 2] = psn & 0xff;
    const o = (k * s.pathMtu) % period;
    b.set(tile.subarray(o, o + payBytes), payAt);
    writeLsbFirst(b, icrcAt, ib ? nativeIbIcrc(b.subarray(0, icrcAt)) : roceV2Icrc(b.subarray(0, icrcAt)), 4);
    if (ib) writeLsbFirst(b, linkAt, vcrc16(b, 0, linkAt), 2);
    else writeLsbFirst(b, linkAt, crc32(b.subarray(0, linkAt)), 4);
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
