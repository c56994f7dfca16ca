// The capture-file reader against Wireshark: the app's own exports (Ethernet/RoCEv2, ERF 197, raw InfiniBand 247) and
// the real Endace capture, rewritten by editcap, mergecap and text2pcap into classic pcap (µs, ns, modified, either
// byte order) and pcapng, cut to a snapshot length and shifted in time; every record's time (at ns where the format
// has it), length and captured length as tshark prints them, and the bytes the same whatever the format.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { type CaptureContents, readCapture } from '../../../src/sim/capture/captureFile';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import {
  CNP_HEX,
  erfExport,
  exportRecords,
  FIXTURE,
  readFixture,
  roceExport,
  run,
  scratch,
  swapPcap,
  tsharkFrames,
  tsharkView,
} from './captureFileSupport';

const tmp = scratch();
afterAll(() => tmp.done());

const roce = roceExport();
const erf = erfExport(197);
const roceFile = tmp.write('roce.pcap', roce);
const erfFile = tmp.write('erf.pcap', erf);

/** Reads a file with the reader; asserts no problem. */
function read(file: string): CaptureContents {
  const c = readCapture(tmp.read(file.slice(tmp.dir.length + 1)));
  expect(c.problems).toEqual([]);
  return c;
}

/** editcap's rewrite of a file, with its arguments before the input and output names. */
function editcap(input: string, name: string, args: string[]): string {
  const out = tmp.path(name);
  run('editcap', [...args, input, out]);
  return out;
}

/**
 * A record's bytes, but for an ERF record's rlen (bytes 10-11), which wiretap rewrites to the record's own length when
 * it writes ERF into pcapng (the export, like the Endace sample, rounds it up to a multiple of 8).
 */
function comparable(r: CaptureRecord): Uint8Array {
  if (r.linkType !== 197) return r.data;
  const d = r.data.slice();
  d[10] = 0;
  d[11] = 0;
  return d;
}

/** A file moved in time by editcap -t, as a ns pcap. */
const moved = (input: string, name: string, seconds: string) => editcap(input, name, ['-t', seconds, '-F', 'nsecpcap']);

/** Each record as tshark prints it, and tshark's frames, side by side. */
function expectAsTshark(file: string, c: CaptureContents) {
  expect(c.records.map(tsharkView)).toEqual(tsharkFrames(file).map(({ timeNs, len, capLen }) => ({ timeNs, len, capLen })));
}

describe('the reader reads what tshark reads', () => {
  it('the Ethernet export (RoCEv2, link type 1): every frame, its bytes and ns time, as written', () => {
    const c = read(roceFile);
    const expected = exportRecords(roce);
    expect(c.format).toBe('pcap');
    expect([...c.linkTypes]).toEqual([1]);
    expect(c.records).toHaveLength(41);
    expect(c.records.map((r) => [r.timeNs, r.data])).toEqual(expected.map((r) => [r.timeNs, r.data]));
    expect(c.records.every((r, i) => r.index === i && r.iface === 0 && r.linkType === 1 && r.originalLength === r.data.length)).toBe(true);
    expect(c.records[1].offset).toBe(24 + 16 + c.records[0].data.length);
    expectAsTshark(roceFile, c);
  });

  it('the ERF export (197) and the raw InfiniBand one (247, which tshark 4.0 refuses): records as the export wrote them', () => {
    const c = read(erfFile);
    expect([...c.linkTypes]).toEqual([197]);
    expect(c.records.map((r) => [r.timeNs, r.data])).toEqual(exportRecords(erf).map((r) => [r.timeNs, r.data]));
    expectAsTshark(erfFile, c);
    const raw = erfExport(247);
    const c247 = readCapture(raw);
    expect([...c247.linkTypes]).toEqual([247]);
    expect(c247.records.map((r) => [r.timeNs, r.data])).toEqual(exportRecords(raw).map((r) => [r.timeNs, r.data]));
    // The same packets: each 247 record is the 197 record without its 16-byte ERF header.
    expect(c247.records.map((r) => r.data)).toEqual(c.records.map((r) => r.data.subarray(16)));
  });

  it('the real Endace capture: 43 records, link type 197, µs times (its ERF headers hold the ns tshark prints)', () => {
    const c = readCapture(readFixture());
    expect(c.problems).toEqual([]);
    expect(c.records).toHaveLength(43);
    expect([...c.linkTypes]).toEqual([197]);
    const frames = tsharkFrames(FIXTURE);
    expect(c.records.map((r) => r.timeNs)).toEqual(frames.map((f) => (f.timeNs / 1000n) * 1000n));
    expect(c.records.map((r) => [tsharkView(r).len, tsharkView(r).capLen])).toEqual(frames.map((f) => [f.len, f.capLen]));
  });

  it('pcapng (editcap -F pcapng): the same bytes and times as the pcap, at ns', () => {
    for (const [src, name] of [
      [roceFile, 'roce'],
      [erfFile, 'erf'],
    ] as const) {
      const ng = editcap(src, `${name}.pcapng`, ['-F', 'pcapng']);
      const a = read(src);
      const b = read(ng);
      expect(b.format).toBe('pcapng');
      expect(b.linkTypes).toEqual(a.linkTypes);
      expect(b.records.map((r) => [r.timeNs, comparable(r), r.originalLength, r.linkType])).toEqual(
        a.records.map((r) => [r.timeNs, comparable(r), r.originalLength, r.linkType]),
      );
      expectAsTshark(ng, b);
    }
  });

  it('the Endace capture as pcapng: two interfaces (its ERF channels), ns times from the ERF headers, as tshark', () => {
    const ng = editcap(FIXTURE, 'fixture.pcapng', ['-F', 'pcapng']);
    const c = read(ng);
    expect(c.records).toHaveLength(43);
    expect(c.interfaces.map((i) => i.linkType)).toEqual([197, 197]);
    expect(c.records.map((r) => r.iface)).toEqual(tsharkFrames(ng).map((f) => f.iface));
    expectAsTshark(ng, c);
    // The data is the classic pcap's, record by record.
    expect(c.records.map(comparable)).toEqual(readCapture(readFixture()).records.map(comparable));
  });

  it('classic pcap in µs, ns and the modified format (editcap -F pcap, nsecpcap, modpcap)', () => {
    const ns = read(roceFile);
    for (const format of ['pcap', 'nsecpcap', 'modpcap']) {
      const f = editcap(roceFile, `roce-as.${format}`, ['-F', format]);
      const c = read(f);
      expect(c.format).toBe('pcap');
      expect(c.records.map((r) => r.data)).toEqual(ns.records.map((r) => r.data));
      expectAsTshark(f, c);
      if (format !== 'nsecpcap') expect(c.records.every((r) => r.timeNs % 1000n === 0n)).toBe(true);
      else expect(c.records.map((r) => r.timeNs)).toEqual(ns.records.map((r) => r.timeNs));
    }
    // The modified format's records have 24-byte headers: the second record starts 8 bytes later than in a pcap.
    const mod = read(tmp.path('roce-as.modpcap'));
    expect(mod.records[1].offset - mod.records[0].offset).toBe(24 + mod.records[0].data.length);
  });

  it('big-endian pcap (written by swapping, read by tshark the same): the same records', () => {
    for (const [bytes, name] of [
      [roce, 'roce'],
      [erf, 'erf'],
    ] as const) {
      const be = tmp.write(`${name}.be.pcap`, swapPcap(bytes));
      expect(tmp.read(`${name}.be.pcap`).subarray(0, 4)).toEqual(Uint8Array.of(0xa1, 0xb2, 0x3c, 0x4d));
      const c = read(be);
      expect(c.records.map((r) => [r.timeNs, r.data])).toEqual(exportRecords(bytes).map((r) => [r.timeNs, r.data]));
      expectAsTshark(be, c);
    }
  });

  it('mergecap -F pcapng of the Ethernet and the ERF exports: two interfaces and link types, in time order', () => {
    const merged = tmp.path('merged.pcapng');
    run('mergecap', ['-F', 'pcapng', '-w', merged, roceFile, erfFile]);
    const c = read(merged);
    expect(c.format).toBe('pcapng');
    expect(c.linkTypes).toEqual(new Set([1, 197]));
    // Wiretap gives an ERF file one interface per ERF channel it uses: the export puts A's packets on 0, B's on 1.
    expect(c.interfaces.map((i) => i.linkType)).toEqual([1, 197, 197]);
    expect(c.records).toHaveLength(41 + exportRecords(erf).length);
    expect(c.records.map((r) => r.iface)).toEqual(tsharkFrames(merged).map((f) => f.iface));
    expect(c.records.map((r) => r.linkType)).toEqual(c.records.map((r) => (r.iface === 0 ? 1 : 197)));
    expect(new Set(c.records.map((r) => r.iface))).toEqual(new Set([0, 1, 2]));
    const times = c.records.map((r) => r.timeNs);
    expect(times).toEqual([...times].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expectAsTshark(merged, c);
    // Each interface's records are its file's, in order.
    expect(c.records.filter((r) => r.iface === 0).map((r) => r.data)).toEqual(exportRecords(roce).map((r) => r.data));
    expect(c.records.filter((r) => r.iface > 0).map(comparable)).toEqual(readCapture(erf).records.map(comparable));
  });

  it('a snapshot length (editcap -s 60): the first 60 bytes of each packet, the original length kept', () => {
    for (const format of ['pcap', 'pcapng']) {
      const cut = editcap(roceFile, `roce.s60.${format}`, ['-s', '60', '-F', format === 'pcap' ? 'nsecpcap' : 'pcapng']);
      const c = read(cut);
      const full = read(roceFile);
      expect(c.records.map((r) => [r.data, r.originalLength])).toEqual(full.records.map((r) => [r.data.subarray(0, 60), r.data.length]));
      expect(c.records.every((r) => r.originalLength > r.data.length)).toBe(true);
      expectAsTshark(cut, c);
    }
  });

  it('a time shift (editcap -t): every time moved by the same ns, as tshark prints it', () => {
    const shift = 1_700_000_000_123_456_789n;
    for (const format of ['nsecpcap', 'pcapng']) {
      const moved = editcap(roceFile, `roce.t.${format}`, ['-t', '1700000000.123456789', '-F', format]);
      const c = read(moved);
      expect(c.records.map((r) => r.timeNs)).toEqual(read(roceFile).records.map((r) => r.timeNs + shift));
      expectAsTshark(moved, c);
    }
    // Back before the epoch's second 1000, into a µs pcap: tshark and the reader agree (an ERF file would not show it:
    // tshark takes an ERF record's time from its ERF header, which editcap -t leaves alone).
    const back = editcap(moved(roceFile, 'roce.late.nsecpcap', '2000'), 'roce.back.pcap', ['-t', '-1000.5', '-F', 'pcap']);
    const c = read(back);
    expect(c.records.map((r) => r.timeNs)).toEqual(tsharkFrames(back).map((f) => f.timeNs));
    expect(c.records[0].timeNs).toBe(999_500_000_000n);
  });

  it('text2pcap of a hex dump (the ConnectX-4 Lx CNP fixture), as pcapng and pcap: its bytes and tshark’s time', () => {
    const bytes = readFileSync(CNP_HEX, 'utf8')
      .trim()
      .split(/\s+/)
      .map((x) => Number.parseInt(x, 16));
    const lines: string[] = [];
    for (let o = 0; o < bytes.length; o += 16) {
      const row = bytes.slice(o, o + 16).map((b) => b.toString(16).padStart(2, '0'));
      lines.push(`${o.toString(16).padStart(6, '0')} ${row.join(' ')}`);
    }
    const dump = `2024-03-04 05:06:07.123456789\n${lines.join('\n')}\n`;
    const dumpFile = tmp.write('cnp.txt', new TextEncoder().encode(dump));
    for (const format of ['pcapng', 'nsecpcap']) {
      const out = tmp.path(`cnp.${format}`);
      run('text2pcap', ['-q', '-F', format, '-t', '%Y-%m-%d %H:%M:%S.%f', dumpFile, out]);
      const c = read(out);
      expect(c.records).toHaveLength(1);
      expect([...c.records[0].data]).toEqual(bytes);
      expect(c.records[0].linkType).toBe(1);
      expectAsTshark(out, c);
      expect(c.records[0].timeNs % 1_000_000_000n).toBe(123_456_789n);
    }
  });
});
