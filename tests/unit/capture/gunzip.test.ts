// Gzip-compressed captures: fflate's gzipSync and /bin/gzip output read back to the same records as the plain file, in
// chunks of any size and across members; a corrupt stream (a flipped byte, a cut, a wrong trailer, trailing bytes) is
// a problem, never a throw; a gzip bomb stops at maxOutputBytes, inflating a few MB at a time, never its whole output.
import fc from 'fast-check';
import { Gzip, gzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { createCaptureReader, readCapture } from '../../../src/sim/capture/captureFile';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import { createGunzip, type GunzipProblem, gzipCrc32Update, isGzip } from '../../../src/sim/capture/gunzip';
import { crc32, crc32Update } from '../../../src/sim/crc/crc32';
import { propertyRuns } from '../support/propertyRuns';
import { concat, everythingPcapng, readFixture, roceExport, run, scratch } from './captureFileSupport';

const tmp = scratch();
afterAll(() => tmp.done());

const roce = roceExport();

/** Decompresses in chunks of the given sizes (cycled) into a capture reader, as the app reads a dropped .gz file. */
function readGzipped(gz: Uint8Array, sizes: number[] = [gz.length], maxOutputBytes = 1 << 30) {
  const reader = createCaptureReader();
  const records: CaptureRecord[] = [];
  const g = createGunzip((chunk) => records.push(...reader.push(chunk)), { maxOutputBytes });
  let problem: GunzipProblem | null = null;
  for (let o = 0, i = 0; o < gz.length && !problem; i++) {
    const n = Math.max(1, Math.min(sizes[i % sizes.length], gz.length - o));
    problem = g.push(gz.subarray(o, o + n), o + n === gz.length);
    o += n;
  }
  records.push(...reader.end());
  return { records, problem, captureProblems: reader.problems, done: g.done, bytesOut: g.bytesOut };
}

const same = (a: CaptureRecord[], b: CaptureRecord[]) =>
  expect(a.map((r) => ({ ...r, data: [...r.data] }))).toEqual(b.map((r) => ({ ...r, data: [...r.data] })));

describe('a gzip-compressed capture reads as the capture', () => {
  it('fflate’s gzipSync of a pcap and of a pcapng: the same records', () => {
    for (const file of [roce, everythingPcapng(), readFixture()]) {
      const gz = gzipSync(file);
      expect(isGzip(gz)).toBe(true);
      const r = readGzipped(gz);
      expect([r.problem, r.done, r.bytesOut]).toEqual([null, true, file.length]);
      same(r.records, readCapture(file).records);
    }
  });

  it('/bin/gzip output (a file name in the header, levels 1 and 9): the same records', () => {
    const plain = tmp.write('roce.pcap', roce);
    for (const level of ['-1', '-9']) {
      const gz = run('gzip', [level, '-c', plain]);
      expect(gz[3] & 0x08).toBe(0x08); // FNAME: gzip kept the file's name
      const r = readGzipped(gz);
      expect([r.problem, r.done]).toEqual([null, true]);
      same(r.records, readCapture(roce).records);
    }
  });

  it('any chunk sizes, and a stream of several members (concatenated gzip files): the same records', () => {
    const half = roce.length >> 1;
    const members = concat(
      gzipSync(roce.subarray(0, half)),
      run('gzip', ['-c'], roce.subarray(half, half + 1000)),
      gzipSync(roce.subarray(half + 1000)),
    );
    const expected = readCapture(roce).records;
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 20_000 })), { minLength: 1, maxLength: 20 }),
        (multi, sizes) => {
          const r = readGzipped(multi ? members : gzipSync(roce), sizes);
          expect([r.problem, r.done]).toEqual([null, true]);
          same(r.records, expected);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe('the CRC-32 that checks each member', () => {
  it('is the CRC-32 of src/sim/crc (eight bytes a step, any length, fed whole or in two pieces)', () => {
    expect(~gzipCrc32Update(0xffffffff, new TextEncoder().encode('123456789')) >>> 0).toBe(0xcbf43926);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), (bytes, cut) => {
        const k = cut % (bytes.length + 1);
        const pieces = gzipCrc32Update(gzipCrc32Update(0xffffffff, bytes.subarray(0, k)), bytes.subarray(k));
        expect(~pieces >>> 0).toBe(crc32(bytes));
        expect(gzipCrc32Update(0x12345678, bytes)).toBe(crc32Update(0x12345678, bytes));
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});

describe('a corrupt gzip stream is a problem, not a throw', () => {
  const gz = run('gzip', ['-c'], roce);
  const problemOf = (bytes: Uint8Array) => readGzipped(bytes).problem;

  it('not gzip at all', () => {
    expect(isGzip(roce)).toBe(false);
    expect(problemOf(roce)).toEqual({ kind: 'corrupt', offset: 0, detail: 'not gzip: the first bytes are not 1f 8b' });
  });

  it('cut short: in the compressed data, and in the 8-byte trailer', () => {
    expect(problemOf(gz.subarray(0, gz.length - 500))).toMatchObject({ kind: 'corrupt', detail: 'gzip stream: unexpected EOF' });
    expect(problemOf(gz.subarray(0, gz.length - 3))).toMatchObject({
      kind: 'corrupt',
      detail: expect.stringMatching(/^gzip member trailer/),
    });
    expect(problemOf(gz.subarray(0, 12))).toMatchObject({ kind: 'corrupt' });
  });

  it('a flipped byte: in the data (the CRC-32 tells, or inflating fails), in the trailer’s CRC or size', () => {
    for (let at = 10; at < gz.length; at += Math.floor(gz.length / 37)) {
      const bad = gz.slice();
      bad[at] ^= 0x04;
      expect([at, problemOf(bad)?.kind]).toEqual([at, 'corrupt']);
    }
    for (const back of [8, 5, 4, 1]) {
      const bad = gz.slice();
      bad[gz.length - back] ^= 0x01;
      expect(problemOf(bad)).toMatchObject({ kind: 'corrupt', offset: gz.length - 8 });
    }
  });

  it('a bad trailer in the first of two members; bytes after the last member', () => {
    const bad = gz.slice();
    bad[gz.length - 6] ^= 0x01;
    expect(problemOf(concat(bad, gz))).toMatchObject({ kind: 'corrupt', offset: gz.length - 8 });
    expect(problemOf(concat(gz, Uint8Array.of(0x0a)))?.kind).toBe('corrupt');
    expect(problemOf(concat(gz, new Uint8Array(16)))?.kind).toBe('corrupt');
  });

  it('after a problem, later pushes change nothing', () => {
    const g = createGunzip(() => {}, { maxOutputBytes: 1 << 20 });
    const first = g.push(roce);
    expect(g.push(gz, true)).toBe(first);
    expect([g.bytesIn, g.bytesOut, g.done]).toEqual([0, 0, false]);
  });
});

describe('a gzip bomb stops at maxOutputBytes without inflating its whole output', () => {
  /** Feeds a stream in 64 KiB chunks; returns the problem, the output, and its largest chunk. */
  function inflate(gz: Uint8Array, maxOutputBytes: number) {
    let largest = 0;
    let out = 0;
    const g = createGunzip(
      (c) => {
        largest = Math.max(largest, c.length);
        out += c.length;
      },
      { maxOutputBytes },
    );
    let problem: GunzipProblem | null = null;
    for (let o = 0; o < gz.length && !problem; o += 1 << 16) problem = g.push(gz.subarray(o, o + (1 << 16)), o + (1 << 16) >= gz.length);
    return { problem, out, largest, bytesIn: g.bytesIn };
  }

  it('64 MiB of zeros in one member (fflate’s streaming Gzip, 66 kB): stopped at 16 MiB, a few MB inflated at a time', () => {
    const parts: Uint8Array[] = [];
    const gzip = new Gzip({ level: 1 }, (d) => parts.push(d));
    const zeros = new Uint8Array(1 << 20);
    for (let i = 0; i < 64; i++) gzip.push(zeros, i === 63);
    const bomb = concat(...parts);
    expect(bomb.length).toBeLessThan(100_000);
    const r = inflate(bomb, 16 << 20);
    expect(r.problem).toMatchObject({ kind: 'too-large', detail: expect.stringMatching(/^gzip output passes 16777216 bytes/) });
    expect(r.out).toBe(16 << 20);
    expect(r.largest).toBeLessThan(5 << 20);
    expect(r.bytesIn).toBeLessThan(bomb.length / 2); // the rest was never inflated
  });

  it('1 GiB of zeros in 64 members (1 MB): stopped at 64 MiB after a sixteenth of its input', () => {
    const member = gzipSync(new Uint8Array(16 << 20), { level: 9 });
    const bomb = concat(...Array.from({ length: 64 }, () => member));
    expect(bomb.length).toBeLessThan(1_100_000);
    const r = inflate(bomb, 64 << 20);
    expect(r.problem?.kind).toBe('too-large');
    expect(r.out).toBe(64 << 20);
    expect(r.largest).toBeLessThan(5 << 20);
    expect(r.bytesIn).toBeLessThan(member.length * 4 + (1 << 16) + 1);
  });
});
