import { LINKTYPE_INFINIBAND } from '../export/erfPcap';
import { LINKTYPE_ETHERNET } from '../export/ethernetPcap';
import { writePcap } from '../export/pcapFile';
import { LINKTYPE_RAW } from './linkLayer';

/** What a pasted dump could not be read as, with where: one line for the reader, never a throw. */
export interface HexDumpProblem {
  kind: 'empty' | 'bad-character' | 'odd-digits' | 'offset-gap' | 'too-long';
  /** 1-based line of the paste. */
  line: number;
  detail: string;
}

/** The largest packet a paste may hold: the biggest RoCEv2 frame of a 4096-B MTU with room to spare, as the reader's record limit. */
export const MAX_PASTE_BYTES = 256 * 1024;

/**
 * A hex dump line: an offset, then up to 16 bytes as 2-digit tokens (Wireshark's "Copy › as Hex Dump", `tshark -x`)
 * or 4-digit groups (`tcpdump -xx`, `xxd`), then the same bytes as text, which is ignored: it starts after a run of
 * 3 spaces or more, or at the first token that is not a group of hex digits.
 */
const DUMP_LINE = /^\s*(?:0x)?([0-9a-fA-F]{4,8}):?\s+(.*)$/;

function bytesOfLine(rest: string): number[] {
  const out: number[] = [];
  for (const token of rest
    .split(/\s{3,}/)[0]
    .trim()
    .split(/\s+/)) {
    if (!/^([0-9a-fA-F]{2}){1,2}$/.test(token) || out.length >= 16) break;
    for (let i = 0; i < token.length; i += 2) out.push(Number.parseInt(token.slice(i, i + 2), 16));
  }
  return out;
}

/**
 * The bytes of one packet pasted as text: a hex dump with offsets (Wireshark, tshark -x, tcpdump -xx, xxd), or the
 * bytes alone ("Copy › as Hex Stream", or spaced, colon- or comma-separated, with or without 0x).
 */
export function parseHexDump(text: string): { ok: true; bytes: Uint8Array } | { ok: false; problem: HexDumpProblem } {
  const lines = text.split(/\r?\n/);
  const dumped = lines.filter((l) => l.trim() !== '');
  if (dumped.length === 0) return { ok: false, problem: { kind: 'empty', line: 1, detail: '' } };
  if (dumped.every((l) => DUMP_LINE.test(l))) return fromDump(lines);
  return fromStream(lines);
}

function fromDump(lines: readonly string[]): { ok: true; bytes: Uint8Array } | { ok: false; problem: HexDumpProblem } {
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = DUMP_LINE.exec(lines[i]);
    if (!m) continue;
    const offset = Number.parseInt(m[1], 16);
    // Each line starts where the one before ended: a gap is a line lost in the copy.
    if (offset !== out.length) return { ok: false, problem: { kind: 'offset-gap', line: i + 1, detail: `0x${m[1]}` } };
    out.push(...bytesOfLine(m[2]));
    if (out.length > MAX_PASTE_BYTES) return { ok: false, problem: { kind: 'too-long', line: i + 1, detail: `${MAX_PASTE_BYTES}` } };
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

function fromStream(lines: readonly string[]): { ok: true; bytes: Uint8Array } | { ok: false; problem: HexDumpProblem } {
  let digits = '';
  for (let i = 0; i < lines.length; i++) {
    const clean = lines[i].replace(/0x/gi, '').replace(/[\s:,.-]/g, '');
    const bad = /[^0-9a-fA-F]/.exec(clean);
    if (bad) return { ok: false, problem: { kind: 'bad-character', line: i + 1, detail: bad[0] } };
    digits += clean;
    if (digits.length > MAX_PASTE_BYTES * 2) return { ok: false, problem: { kind: 'too-long', line: i + 1, detail: `${MAX_PASTE_BYTES}` } };
  }
  if (digits.length % 2 !== 0) return { ok: false, problem: { kind: 'odd-digits', line: lines.length, detail: String(digits.length) } };
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return { ok: true, bytes };
}

/** EtherTypes a RoCE frame's Ethernet header carries: IPv4, IPv6, RoCE v1, and 802.1Q / 802.1ad tags (IEEE 802.3, 802.1Q). */
const ETHERTYPES: ReadonlySet<number> = new Set([0x0800, 0x86dd, 0x8915, 0x8100, 0x88a8]);

/**
 * Where a pasted packet starts, by its first bytes: an Ethernet frame (its EtherType at bytes 12-13), an IP packet
 * (version 4 or 6 in the first nibble, as a RoCEv2 packet cut at its IP header), else an InfiniBand packet from its
 * LRH (the Link Next Header in the low 2 bits of byte 1 says BTH or GRH: IBA Vol. 1 §7.7.8).
 */
export function guessLinkType(b: Uint8Array): number {
  if (b.length >= 14 && ETHERTYPES.has((b[12] << 8) | b[13])) return LINKTYPE_ETHERNET;
  const v = b[0] >> 4;
  if ((v === 4 && b.length >= 20 && b[9] === 17) || (v === 6 && b.length >= 40 && b[6] === 17)) return LINKTYPE_RAW;
  return LINKTYPE_INFINIBAND;
}

/** A pasted packet as a one-packet capture, so it is read, reconstructed and walked as any file is. */
export function pcapOfPastedPacket(bytes: Uint8Array): Uint8Array {
  return writePcap(guessLinkType(bytes), [{ timeNs: 0, parts: [bytes] }]);
}
