// The capture-file reader on files written by hand: pcapng's options, block types and sections that the tools do not
// write (timestamp resolutions and offsets, Simple and obsolete Packet Blocks, big-endian sections, blocks to skip),
// pcap's link-type field with its FCS bits, and every problem it reports, each from a crafted input. Where tshark can
// read the file, it is the oracle for the times, lengths and interfaces.
import { afterAll, describe, expect, it } from 'vitest';
import { createCaptureReader, DEFAULT_MAX_RECORD_BYTES, readCapture } from '../../../src/sim/capture/captureFile';
import {
  block,
  concat,
  epb,
  everythingPcapng,
  idb,
  option,
  packetBytes,
  roceExport,
  run,
  scratch,
  shb,
  spb,
  T,
  tsharkFrames,
  tsharkView,
} from './captureFileSupport';

const tmp = scratch();
afterAll(() => tmp.done());

const LE = true;
const BE = false;

/** Classic pcap header with a given link-type field (draft-ietf-opsawg-pcap §4), then records of `data`. */
function pcapWith(linkTypeField: number, records: { data: Uint8Array; incl?: number; orig?: number }[] = []): Uint8Array {
  const head = new Uint8Array(24);
  const v = new DataView(head.buffer);
  v.setUint32(0, 0xa1b23c4d, true);
  v.setUint16(4, 2, true);
  v.setUint16(6, 4, true);
  v.setUint32(16, 65535, true);
  v.setUint32(20, linkTypeField, true);
  const recs = records.map((r, i) => {
    const h = new Uint8Array(16);
    const hv = new DataView(h.buffer);
    hv.setUint32(0, 1_700_000_000 + i, true);
    hv.setUint32(4, 5, true);
    hv.setUint32(8, r.incl ?? r.data.length, true);
    hv.setUint32(12, r.orig ?? r.data.length, true);
    return concat(h, r.data);
  });
  return concat(head, ...recs);
}

describe('pcapng written by hand: what tshark reads, and what the format allows', () => {
  const file = tmp.write('everything.pcapng', everythingPcapng());
  const c = readCapture(tmp.read('everything.pcapng'));

  it('every packet block (EPB, PB, SPB) in two sections of either byte order, as tshark reads them', () => {
    expect(c.format).toBe('pcapng');
    expect(c.records.map(tsharkView)).toEqual(tsharkFrames(file).map(({ timeNs, len, capLen }) => ({ timeNs, len, capLen })));
    expect(c.records.map((r) => r.iface)).toEqual(tsharkFrames(file).map((f) => f.iface));
    expect(c.records.map((r) => [r.iface, r.linkType, r.data.length, r.originalLength])).toEqual([
      [0, 1, 60, 60],
      [1, 101, 61, 1500],
      [1, 101, 40, 40],
      [0, 113, 64, 100],
      [0, 113, 64, 70],
    ]);
    expect(c.records.map((r) => r.data)).toEqual([1, 2, 3, 4, 5].map((seed, i) => packetBytes([60, 61, 40, 64, 64][i], seed)));
  });

  it('times: if_tsresol 10^-9 and 2^-20 (floored to the ns), if_tsoffset in s, 10^-6 by default, none in an SPB', () => {
    expect(c.records.map((r) => r.timeNs)).toEqual([
      T,
      1005_000_002_861n, // 1000 s + 5 s + 3 / 2^20 s (2,861.02 ns)
      1006_000_000_000n,
      0n,
      1_700_000_000_123_456_000n,
    ]);
  });

  it('interfaces and link types per section; known blocks skipped silently, unknown ones counted once per type', () => {
    expect(c.interfaces.map((i) => [i.section, i.iface, i.linkType, i.snapLen])).toEqual([
      [0, 0, 1, 0],
      [0, 1, 101, 0],
      [1, 0, 113, 64],
    ]);
    expect(c.linkTypes).toEqual(new Set([1, 101, 113]));
    expect(c.problems.map((p) => [p.kind, p.count, p.detail])).toEqual([
      ['unknown-block', 2, 'pcapng block type 0x00000007 skipped'],
      ['unknown-block', 1, 'pcapng block type 0x80000001 skipped'],
    ]);
  });

  it('if_tsresol of 10^-3, 10^-12 and 2^-32, a negative if_tsoffset: exact or floored ns', () => {
    const times = (tsresol: number, ts: bigint, tsoffset?: bigint) =>
      readCapture(concat(shb(LE), idb(LE, 1, 0, { tsresol, tsoffset }), epb(LE, 0, ts, packetBytes(20)))).records[0].timeNs;
    expect(times(3, 1_700_000_000_123n)).toBe(1_700_000_000_123_000_000n);
    expect(times(12, 1_234_567_890_123_456_789_999n >> 8n)).toBe((1_234_567_890_123_456_789_999n >> 8n) / 1000n);
    expect(times(12, 123_456_789_999n)).toBe(123_456_789n);
    expect(times(0x80 | 32, (1_700_000_000n << 32n) + (1n << 31n))).toBe(1_700_000_000_500_000_000n);
    expect(times(0x80 | 32, 1n)).toBe(0n); // 0.23 ns
    expect(times(6, 2_000_000n, -1n)).toBe(1_000_000_000n);
  });

  it('FCS lengths: pcap’s FCS len when its P bit is set (Wireshark reads link type 1), pcapng’s if_fcslen', () => {
    const fcs = tmp.write('fcs.pcap', pcapWith((2 << 28) | 0x04000000 | 1, [{ data: packetBytes(64) }]));
    const c2 = readCapture(tmp.read('fcs.pcap'));
    expect(c2.problems).toEqual([]);
    expect(c2.records.map((r) => r.linkType)).toEqual([1]);
    expect(c2.interfaces[0].fcsBits).toBe(32);
    expect(tsharkFrames(fcs)).toHaveLength(1);
    expect(readCapture(pcapWith(1)).interfaces[0].fcsBits).toBeNull();
    // The FCS len without the P bit says nothing.
    expect(readCapture(pcapWith((2 << 28) | 1)).interfaces[0]).toMatchObject({ linkType: 1, fcsBits: null });
    expect(readCapture(concat(shb(LE), idb(LE, 1, 0, { fcslen: 32 }))).interfaces[0].fcsBits).toBe(32);
  });

  it('Custom Blocks (copiable and not) are skipped without a problem; tshark shows them as records, the reader does not', () => {
    const custom = (type: number) => block(LE, type, concat(Uint8Array.of(0, 0, 0x7f, 0xff), new Uint8Array(8))); // PEN 32767
    const r = readCapture(concat(shb(LE), idb(LE, 1), custom(0x0bad), epb(LE, 0, 1n, packetBytes(10)), custom(0x40000bad)));
    expect([r.problems, r.records.length]).toEqual([[], 1]);
  });

  it('a section of another major version is skipped to the next section', () => {
    const r = readCapture(
      concat(
        shb(LE, [2, 0]),
        idb(LE, 1),
        epb(LE, 0, 1n, packetBytes(10)),
        block(LE, 7, new Uint8Array(4)),
        shb(LE),
        idb(LE, 101),
        epb(LE, 0, 2n, packetBytes(11)),
      ),
    );
    expect(r.records.map((x) => [x.linkType, x.data.length, x.timeNs])).toEqual([[101, 11, 2000n]]);
    expect(r.problems.map((p) => [p.kind, p.detail])).toEqual([['unknown-block', 'pcapng section of version 2.0 skipped']]);
  });

  it('a minor version of 2 reads as 1.0 (draft-ietf-opsawg-pcapng §4.1)', () => {
    const r = readCapture(concat(shb(BE, [1, 2]), idb(BE, 1), epb(BE, 0, 1n, packetBytes(10))));
    expect([r.problems, r.records.length]).toEqual([[], 1]);
  });
});

describe('problems, each from a crafted input: reported, never thrown', () => {
  const only = (bytes: Uint8Array, opts = {}) => {
    const r = readCapture(bytes, opts);
    expect(r.problems).toHaveLength(1);
    return { ...r, problem: r.problems[0] };
  };

  it('not-a-capture: names what the first bytes look like', () => {
    const gz = run('gzip', ['-c'], roceExport());
    expect(only(gz).problem).toMatchObject({ kind: 'not-a-capture', offset: 0, detail: expect.stringMatching(/^gzip-compressed data/) });
    const text = only(new TextEncoder().encode('{"scenario": {"op": "write"}}\n'));
    expect(text.problem.detail).toBe('text ("{\\"scenario\\": {\\"o"…)');
    expect(text.format).toBeNull();
    expect(only(Uint8Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)).problem.detail).toBe(
      'unknown data (first bytes 00 01 02 03 04 05 06 07)',
    );
    expect(only(new Uint8Array(0)).problem).toMatchObject({ kind: 'not-a-capture', detail: 'an empty file' });
    expect(only(Uint8Array.of(0xd4, 0xc3)).problem.detail).toBe('2 bytes only: unknown data (first bytes d4 c3)');
    expect(only(new TextEncoder().encode('hello')).problem.detail).toBe('5 bytes only: text ("hello"…)');
  });

  it('bad-block: a pcap record longer than maxRecordBytes stops the reading; the records before it stay', () => {
    const big = pcapWith(1, [{ data: packetBytes(100) }, { data: new Uint8Array(0), incl: DEFAULT_MAX_RECORD_BYTES + 1 }]);
    const r = only(big);
    expect(r.records).toHaveLength(1);
    expect(r.problem).toMatchObject({ kind: 'bad-block', offset: 24 + 16 + 100 });
    const small = only(pcapWith(1, [{ data: packetBytes(100) }, { data: packetBytes(101) }]), { maxRecordBytes: 100 });
    expect([small.records.length, small.problem.kind]).toEqual([1, 'bad-block']);
  });

  it('bad-block: reserved bits of pcap’s link-type field (Wireshark refuses such a file too)', () => {
    const f = tmp.write('reserved.pcap', pcapWith(0x00010001, [{ data: packetBytes(10) }]));
    expect(only(tmp.read('reserved.pcap')).problem).toMatchObject({ kind: 'bad-block', offset: 20 });
    expect(() => tsharkFrames(f)).toThrow(/reserved field not zero/);
  });

  it('bad-block: inconsistent pcapng block lengths, each stops the reading', () => {
    const head = concat(shb(LE), idb(LE, 1));
    const ok = epb(LE, 0, 1n, packetBytes(10));
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'trailing length of a packet block',
        epb(LE, 0, 1n, packetBytes(10)).map((b, i, a) => (i === a.length - 4 ? b + 4 : b)),
        /trailing length 48 differs from the block length 44/,
      ],
      ['trailing length of a skipped block', block(LE, 4, new Uint8Array(8), { trailingDelta: 8 }), /trailing length 28/],
      ['trailing length of a 12-byte block', block(LE, 5, new Uint8Array(0), { trailingDelta: 4 }), /trailing length 16/],
      ['length not a multiple of 4', patch32(ok, 4, 45), /block length 45 is below 12 or not a multiple of 4/],
      ['length below 12', patch32(ok, 4, 8), /block length 8/],
      ['captured length past the block', patch32(ok, 20, 20), /20 captured bytes do not fit in the block/],
      ['captured length over the limit', patch32(ok, 20, DEFAULT_MAX_RECORD_BYTES + 1), /exceed the 262144-byte limit/],
      [
        'an IDB option past the block',
        concat(
          shb(LE),
          block(
            LE,
            1,
            concat(
              new Uint8Array(8),
              option(LE, 9, Uint8Array.of(9)).map((b, i) => (i === 2 ? 40 : b)),
            ),
          ),
        ),
        /option 9 of 40 bytes runs past the block/,
      ],
    ];
    for (const [what, bad, detail] of cases) {
      const r = only(concat(head, ok, bad, ok));
      const at = head.length + ok.length + (what.startsWith('an IDB') ? shb(LE).length : 0);
      expect([what, r.problem.kind, r.problem.offset, r.records.length]).toEqual([what, 'bad-block', at, 1]);
      expect(r.problem.detail).toMatch(detail);
    }
    expect(only(concat(shb(LE).map((b, i) => (i === 8 ? 0x4c : b)))).problem.detail).toMatch(/byte-order magic/);
  });

  it('truncated-record and truncated-header: a partial record or block left at the end', () => {
    const pcap = roceExport();
    const cut = only(pcap.subarray(0, pcap.length - 10));
    expect(cut.problem).toMatchObject({ kind: 'truncated-record', detail: 'pcap record: 10 bytes missing' });
    expect(cut.records).toHaveLength(40);
    expect(only(pcap.subarray(0, 30)).problem).toMatchObject({ kind: 'truncated-record', offset: 24 });
    expect(only(pcap.subarray(0, 10)).problem).toMatchObject({ kind: 'truncated-header', detail: 'pcap file header: 10 of 24 bytes' });
    const ng = concat(shb(LE), idb(LE, 1), epb(LE, 0, 1n, packetBytes(100)), block(LE, 4, new Uint8Array(400)));
    const shbBytes = shb(LE).length;
    expect(only(ng.subarray(0, 20)).problem).toMatchObject({ kind: 'truncated-header', offset: 0 });
    expect(only(ng.subarray(0, shbBytes + 6)).problem).toMatchObject({ kind: 'truncated-record', offset: shbBytes });
    const inEpb = only(ng.subarray(0, ng.length - 412 - 20));
    expect(inEpb.problem).toMatchObject({
      kind: 'truncated-record',
      detail: 'pcapng block of type 0x00000006 (132 bytes): 20 bytes missing',
    });
    expect(inEpb.records).toHaveLength(0);
    const inTrailer = only(ng.subarray(0, ng.length - 412 - 2));
    expect(inTrailer.problem.detail).toBe('pcapng block of type 0x00000006 (132 bytes): 2 bytes missing');
    expect(inTrailer.records).toHaveLength(0); // a packet is returned once its block's trailing length is checked
    const inSkipped = only(ng.subarray(0, ng.length - 100));
    expect(inSkipped.problem).toMatchObject({
      kind: 'truncated-record',
      detail: 'pcapng block of type 0x00000004 (412 bytes): 100 bytes missing',
    });
    expect(inSkipped.records).toHaveLength(1);
    // A file that ends on a record's or block's boundary has no problem.
    expect(readCapture(ng).problems).toEqual([]);
  });

  it('no-interface: a packet on an interface with no IDB is skipped, counted once per interface', () => {
    const blocks = [
      shb(LE),
      spb(LE, 10, packetBytes(10)), // before any IDB: interface 0 has none yet
      idb(LE, 1),
      epb(LE, 3, 1n, packetBytes(10)),
      epb(LE, 0, 2n, packetBytes(11)),
      epb(LE, 3, 3n, packetBytes(12)),
    ];
    const at = (i: number) => blocks.slice(0, i).reduce((n, b) => n + b.length, 0);
    const r = readCapture(concat(...blocks));
    expect(r.records.map((x) => [x.data.length, x.offset])).toEqual([[11, at(4)]]);
    expect(r.problems.map((p) => [p.kind, p.count, p.offset])).toEqual([
      ['no-interface', 1, at(1)],
      ['no-interface', 2, at(3)],
    ]);
  });

  it('a reader that stopped takes no more records, and end() adds nothing', () => {
    const reader = createCaptureReader();
    expect(
      reader.push(Uint8Array.of(0x23, 0x21, 0x2f, 0x62, 0x69, 0x6e, 0x2f, 0x73, 0x68, 0x0a, 0x65, 0x63, 0x68, 0x6f, 0x20, 0x68)),
    ).toEqual([]);
    expect(reader.stopped).toBe(true);
    expect(reader.push(roceExport())).toEqual([]);
    expect(reader.end()).toEqual([]);
    expect(reader.problems.map((p) => p.kind)).toEqual(['not-a-capture']);
    expect(reader.bytesRead).toBe(16 + roceExport().length);
  });
});

/** A copy of a block with a 32-bit little-endian field set. */
function patch32(b: Uint8Array, at: number, value: number): Uint8Array {
  const out = b.slice();
  new DataView(out.buffer).setUint32(at, value, true);
  return out;
}
