// Inputs for the capture-file reader's tests: the app's own exports, the same packets rewritten by Wireshark's file
// tools (editcap, mergecap, text2pcap), what tshark reads from a file, and small pcap/pcapng files written by hand
// (either byte order, any option) for what the tools do not write.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import { writeErfPcap } from '../../../src/sim/export/erfPcap';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { tracePackets, traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { type Tool, toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

/** A RoCEv2 WRITE with a lost packet: link type 1, 41 frames of up to 1,098 bytes, ns timestamps. */
export const roceTrace = () => buildTrace(scenario({ transport: 'rocev2', messageBytes: 20_000, pathMtu: 1024, fault: 'drop:2' }));
/** A native InfiniBand WRITE: its packets for ERF (197) or raw InfiniBand (247) records. */
export const ibTrace = () => buildTrace(scenario({ messageBytes: 9000, pathMtu: 2048, startPsn: '0xfffffe' }));

export const roceExport = () => traceToPcap(roceTrace());
export const erfExport = (linktype: 197 | 247 = 197) => writeErfPcap(tracePackets(ibTrace()), { linktype });

/** The export's own reading of a classic pcap (src/sim/export/pcapFile.ts): times in ns, captured bytes. */
export function exportRecords(pcap: Uint8Array): { timeNs: bigint; data: Uint8Array }[] {
  return readPcap(pcap).records.map((r) => ({ timeNs: BigInt(r.tsSec) * 1_000_000_000n + BigInt(r.tsNsOfSecond), data: r.data }));
}

export const FIXTURE = join(__dirname, '..', '..', 'fixtures', 'captures', 'native-ib-endace.erf.pcap');
export const CNP_HEX = join(__dirname, '..', '..', 'fixtures', 'captures', 'rocev2-cnp-connectx4lx.hex');
export const readFixture = () => new Uint8Array(readFileSync(FIXTURE));

/** A scratch folder for the tools' files; `done()` removes it. */
export function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-capture-file-'));
  return {
    dir,
    path: (name: string) => join(dir, name),
    write(name: string, bytes: Uint8Array): string {
      const p = join(dir, name);
      writeFileSync(p, bytes);
      return p;
    },
    read: (name: string) => new Uint8Array(readFileSync(join(dir, name))),
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs one of Wireshark's file tools (or gzip); returns its standard output as bytes. */
export function run(tool: Tool, args: readonly string[], input?: Uint8Array): Uint8Array {
  const out = execFileSync(toolPath(tool), args, { input, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

export interface TsharkFrame {
  timeNs: bigint;
  len: number;
  capLen: number;
  iface: number;
}

/** "1210794479.499693535" (or with fewer fraction digits) -> ns since the epoch. */
export function epochNs(text: string): bigint {
  const [sec, frac = ''] = text.split('.');
  return BigInt(sec) * 1_000_000_000n + BigInt(frac.padEnd(9, '0').slice(0, 9));
}

/** What tshark reads of each frame: its time, length, captured length and interface. */
export function tsharkFrames(file: string): TsharkFrame[] {
  const fields = ['frame.time_epoch', 'frame.len', 'frame.cap_len', 'frame.interface_id'];
  const text = new TextDecoder().decode(run('tshark', ['-r', file, '-T', 'fields', ...fields.flatMap((f) => ['-e', f])]));
  return text
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [t, len, cap, iface] = line.split('\t');
      return { timeNs: epochNs(t), len: Number(len), capLen: Number(cap), iface: iface === '' ? 0 : Number(iface) };
    });
}

/** ERF records (link type 197) carry a 16-byte ERF header that tshark does not count in frame.len and frame.cap_len. */
export const tsharkView = (r: CaptureRecord) => {
  const erf = r.linkType === 197 ? 16 : 0;
  return { timeNs: r.timeNs, len: r.originalLength - erf, capLen: r.data.length - erf };
};

/** A classic pcap rewritten in the other byte order: the file header's and every record header's fields swapped. */
export function swapPcap(le: Uint8Array, recordHeaderBytes = 16): Uint8Array {
  const out = le.slice();
  const src = new DataView(le.buffer, le.byteOffset, le.byteLength);
  const dst = new DataView(out.buffer);
  const swap32 = (o: number) => dst.setUint32(o, src.getUint32(o, true), false);
  const swap16 = (o: number) => dst.setUint16(o, src.getUint16(o, true), false);
  swap32(0);
  swap16(4);
  swap16(6);
  for (const o of [8, 12, 16, 20]) swap32(o);
  for (let o = 24; o + 16 <= le.length; ) {
    const incl = src.getUint32(o + 8, true);
    for (const f of [0, 4, 8, 12]) swap32(o + f);
    o += recordHeaderBytes + incl;
  }
  return out;
}

// --- pcapng written by hand (draft-ietf-opsawg-pcapng) ---

export const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};

const pad4 = (n: number) => (n + 3) & ~3;

/** One option: code, length, value padded to 32 bits. */
export function option(le: boolean, code: number, value: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + pad4(value.length));
  const v = new DataView(out.buffer);
  v.setUint16(0, code, le);
  v.setUint16(2, value.length, le);
  out.set(value, 4);
  return out;
}

export const endOfOptions = () => new Uint8Array(4);

/** A block: type, total length, the body (padded to 32 bits), total length again. `lengthDelta` breaks the trailing length. */
export function block(le: boolean, type: number, body: Uint8Array, opts: { trailingDelta?: number } = {}): Uint8Array {
  const len = 12 + pad4(body.length);
  const out = new Uint8Array(len);
  const v = new DataView(out.buffer);
  v.setUint32(0, type, le);
  v.setUint32(4, len, le);
  out.set(body, 8);
  v.setUint32(len - 4, len + (opts.trailingDelta ?? 0), le);
  return out;
}

const fields = (le: boolean, spec: [bits: 16 | 32 | 64, value: number | bigint][]): Uint8Array => {
  const out = new Uint8Array(spec.reduce((s, [b]) => s + b / 8, 0));
  const v = new DataView(out.buffer);
  let o = 0;
  for (const [bits, value] of spec) {
    if (bits === 16) v.setUint16(o, Number(value), le);
    else if (bits === 32) v.setUint32(o, Number(value), le);
    else v.setBigInt64(o, BigInt(value), le);
    o += bits / 8;
  }
  return out;
};

export function shb(le: boolean, version: [number, number] = [1, 0]): Uint8Array {
  return block(
    le,
    0x0a0d0d0a,
    fields(le, [
      [32, 0x1a2b3c4d],
      [16, version[0]],
      [16, version[1]],
      [64, -1n],
    ]),
  );
}

export interface IdbOptions {
  tsresol?: number;
  tsoffset?: bigint;
  fcslen?: number;
}

export function idb(le: boolean, linkType: number, snapLen = 0, o: IdbOptions = {}): Uint8Array {
  const opts: Uint8Array[] = [option(le, 2, new TextEncoder().encode('eth0'))];
  if (o.tsresol !== undefined) opts.push(option(le, 9, Uint8Array.of(o.tsresol)));
  if (o.tsoffset !== undefined) opts.push(option(le, 14, fields(le, [[64, o.tsoffset]])));
  if (o.fcslen !== undefined) opts.push(option(le, 13, Uint8Array.of(o.fcslen)));
  return block(
    le,
    1,
    concat(
      fields(le, [
        [16, linkType],
        [16, 0],
        [32, snapLen],
      ]),
      ...opts,
      endOfOptions(),
    ),
  );
}

/** An Enhanced Packet Block (type 6) or the obsolete Packet Block (type 2); `ts` in the interface's units. */
export function epb(le: boolean, iface: number, ts: bigint, data: Uint8Array, o: { orig?: number; type?: 2 | 6; comment?: string } = {}) {
  const type = o.type ?? 6;
  const head =
    type === 6
      ? fields(le, [
          [32, iface],
          [32, Number(ts >> 32n)],
          [32, Number(ts & 0xffffffffn)],
          [32, data.length],
          [32, o.orig ?? data.length],
        ])
      : fields(le, [
          [16, iface],
          [16, 0xffff],
          [32, Number(ts >> 32n)],
          [32, Number(ts & 0xffffffffn)],
          [32, data.length],
          [32, o.orig ?? data.length],
        ]);
  const padded = new Uint8Array(pad4(data.length));
  padded.set(data);
  const opts = o.comment === undefined ? [] : [option(le, 1, new TextEncoder().encode(o.comment)), endOfOptions()];
  return block(le, type, concat(head, padded, ...opts));
}

/** A Simple Packet Block (type 3): the original length, then the data (cut to the interface's snapshot length). */
export function spb(le: boolean, orig: number, data: Uint8Array): Uint8Array {
  const padded = new Uint8Array(pad4(data.length));
  padded.set(data);
  return block(le, 3, concat(fields(le, [[32, orig]]), padded));
}

/** Deterministic packet bytes of a given length. */
export const packetBytes = (n: number, seed = 1) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed * 17) & 0xff);

/** ns since the epoch: the first packet's time in everythingPcapng(). */
export const T = 1_700_000_000_123_456_789n;

/** A pcapng file that uses what the format allows: two sections of either byte order, every kind of packet block. */
export function everythingPcapng(): Uint8Array {
  return concat(
    shb(true),
    idb(true, 1, 0, { tsresol: 9 }), // ns
    idb(true, 101, 0, { tsresol: 0x94, tsoffset: 1000n }), // 2^-20 s, 1000 s later
    block(true, 4, new Uint8Array(8)), // Name Resolution Block: skipped silently
    epb(true, 0, T, packetBytes(60, 1), { comment: 'an option to skip' }),
    epb(true, 1, 5n * 2n ** 20n + 3n, packetBytes(61, 2), { orig: 1500 }),
    block(true, 7, new Uint8Array(4)), // IRIG timestamp block: not known to the reader
    block(true, 5, new Uint8Array(20)), // Interface Statistics Block
    block(true, 0x0000000a, new Uint8Array(8)), // Decryption Secrets Block
    block(true, 7, new Uint8Array(0)), // another IRIG block, of 12 bytes
    epb(true, 1, 6n * 2n ** 20n, packetBytes(40, 3), { type: 2 }), // obsolete Packet Block
    shb(false),
    idb(false, 113, 64), // µs, snapshot length 64
    spb(false, 100, packetBytes(64, 4)), // Simple Packet Block: no time, cut to the snapshot length
    block(false, 0x80000001, new Uint8Array(16)), // local use
    epb(false, 0, 1_700_000_000_123_456n, packetBytes(64, 5), { orig: 70 }),
  );
}
