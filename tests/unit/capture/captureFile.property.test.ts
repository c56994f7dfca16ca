// Streaming: a file fed in chunks of any sizes (1 byte, a few, thousands, empty chunks) gives the records, problems,
// interfaces and link types that the whole file gives at once, and each record as soon as its last byte (for pcapng,
// its block's trailing length) has arrived. Over every format the reader knows and the problems it reports.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type CaptureContents, createCaptureReader, readCapture } from '../../../src/sim/capture/captureFile';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import { propertyRuns } from '../support/propertyRuns';
import {
  block,
  concat,
  epb,
  erfExport,
  everythingPcapng,
  idb,
  packetBytes,
  readFixture,
  roceExport,
  run,
  scratch,
  shb,
  swapPcap,
} from './captureFileSupport';

const tmp = scratch();
afterAll(() => tmp.done());

const roce = roceExport();
const roceFile = tmp.write('roce.pcap', roce);
const erfFile = tmp.write('erf.pcap', erfExport());
const editcap = (name: string, args: string[]) => {
  run('editcap', [...args, roceFile, tmp.path(name)]);
  return tmp.read(name);
};
const mergecap = (name: string) => {
  run('mergecap', ['-F', 'pcapng', '-w', tmp.path(name), roceFile, erfFile]);
  return tmp.read(name);
};

const FILES: [string, Uint8Array][] = [
  ['Ethernet pcap', roce],
  ['big-endian ERF pcap', swapPcap(erfExport())],
  ['Endace capture', readFixture()],
  ['pcapng', editcap('roce.pcapng', ['-F', 'pcapng'])],
  ['merged pcapng', mergecap('merged.pcapng')],
  ['pcapng cut to 60 bytes', editcap('s60.pcapng', ['-s', '60', '-F', 'pcapng'])],
  ['modified pcap', editcap('roce.modpcap', ['-F', 'modpcap'])],
  ['hand-written pcapng', everythingPcapng()],
  ['pcap cut in a record', roce.subarray(0, roce.length - 10)],
  ['pcap cut in its header', roce.subarray(0, 20)],
  ['pcapng cut in a skipped block', everythingPcapng().subarray(0, everythingPcapng().length - 90)],
  [
    'pcapng with a bad trailing length',
    concat(
      shb(true),
      idb(true, 1),
      epb(true, 0, 1n, packetBytes(300)),
      block(true, 4, new Uint8Array(8), { trailingDelta: 4 }),
      epb(true, 0, 2n, packetBytes(30)),
    ),
  ],
  ['text', new TextEncoder().encode('no capture here, just words')],
  ['three bytes', Uint8Array.of(0xa1, 0xb2, 0xc3)],
];

/** Everything a reading gives, records with their bytes copied (so a view into a reused buffer would show). */
function outcome(c: CaptureContents) {
  return {
    records: c.records.map((r) => ({ ...r, data: Array.from(r.data) })),
    problems: c.problems,
    format: c.format,
    linkTypes: [...c.linkTypes],
    interfaces: c.interfaces,
  };
}

/** The file fed in chunks of the given sizes (cycled); each push's records checked to come as early as they can. */
function chunked(file: Uint8Array, sizes: number[]): CaptureContents & { late: CaptureRecord[] } {
  const whole = readCapture(file).records;
  const reader = createCaptureReader();
  const records: CaptureRecord[] = [];
  const late: CaptureRecord[] = [];
  for (let o = 0, i = 0; o < file.length || i === 0; i++) {
    const n = Math.min(sizes[i % sizes.length], file.length - o);
    for (const r of reader.push(file.subarray(o, o + n))) records.push(r); // views kept: compared once all is read
    o += n;
    // A record whose successor has started in the file is complete, and must have been returned by now.
    for (let k = records.length; k + 1 < whole.length && whole[k + 1].offset <= o; k++) late.push(whole[k]);
    if (n === 0 && o >= file.length) break;
  }
  for (const r of reader.end()) records.push(r);
  expect(reader.bytesRead).toBe(file.length);
  expect(reader.recordCount).toBe(records.length);
  return {
    records,
    problems: [...reader.problems],
    format: reader.format,
    linkTypes: reader.linkTypes,
    interfaces: reader.interfaces,
    late,
  };
}

describe('chunked feeding gives what the whole file gives', () => {
  it('every file at its own random chunk sizes: the same records, problems, interfaces and link types', () => {
    const size: fc.Arbitrary<number> = fc.oneof(
      fc.integer({ min: 1, max: 8 }),
      fc.integer({ min: 1, max: 64 }),
      fc.integer({ min: 1, max: 5000 }),
      fc.constant(0),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: FILES.length - 1 }), fc.array(size, { minLength: 1, maxLength: 50 }), (f, sizes) => {
        if (!sizes.some((s) => s > 0)) sizes.push(1);
        const [, file] = FILES[f];
        const c = chunked(file, sizes);
        expect(c.late).toEqual([]);
        expect(outcome(c)).toEqual(outcome(readCapture(file)));
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('one byte at a time, every file', () => {
    for (const [name, file] of FILES) {
      const c = chunked(file, [1]);
      expect([name, c.late]).toEqual([name, []]);
      expect([name, outcome(c)]).toEqual([name, outcome(readCapture(file))]);
    }
  });

  it('the files are what they say (records and problems), so the property covers them', () => {
    const kinds = FILES.map(([name, file]) => {
      const c = readCapture(file);
      return [name, c.records.length, c.problems.map((p) => p.kind).join(',')];
    });
    expect(kinds).toEqual([
      ['Ethernet pcap', 41, ''],
      ['big-endian ERF pcap', 6, ''],
      ['Endace capture', 43, ''],
      ['pcapng', 41, ''],
      ['merged pcapng', 47, ''],
      ['pcapng cut to 60 bytes', 41, ''],
      ['modified pcap', 41, ''],
      ['hand-written pcapng', 5, 'unknown-block,unknown-block'],
      ['pcap cut in a record', 40, 'truncated-record'],
      ['pcap cut in its header', 0, 'truncated-header'],
      ['pcapng cut in a skipped block', 4, 'unknown-block,unknown-block,truncated-record'],
      ['pcapng with a bad trailing length', 1, 'bad-block'],
      ['text', 0, 'not-a-capture'],
      ['three bytes', 0, 'not-a-capture'],
    ]);
  });
});
