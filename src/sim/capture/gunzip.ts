/**
 * Streaming gzip decompression (RFC 1952) for a capture file the reader drops in compressed, on fflate's synchronous
 * streaming Gunzip (a pure library: no Node API, no worker, the same in a browser). Bounded memory, never a throw:
 *
 * - the input is fed to fflate in slices of at most SLICE_BYTES, so one step inflates at most ~1,032 times a slice
 *   (DEFLATE's largest ratio) before the output is counted: a gzip bomb is stopped a few MB past maxOutputBytes, not
 *   after allocating its whole output;
 * - every member's CRC-32 and ISIZE (RFC 1952 §2.3.1) are checked against its output (fflate's streaming Gunzip does not
 *   check them), so a stream cut in its trailer, or with a flipped byte that still inflates, is found corrupt; the CRC
 *   runs eight bytes a step (~1.4 GB/s), so the check adds about a third to the time fflate takes to inflate.
 */
import { Gunzip } from 'fflate';
import { crc32Update } from '../crc/crc32';

export interface GunzipProblem {
  /** 'too-large': the output passed maxOutputBytes (a gzip bomb, or a file too big to read); 'corrupt': not valid gzip. */
  kind: 'too-large' | 'corrupt';
  /** Byte offset in the compressed input where it was found. */
  offset: number;
  detail: string;
}

export interface GunzipStream {
  /** Feeds compressed bytes (`final` on the last chunk); returns the problem that stopped the stream, if any. */
  push(chunk: Uint8Array, final?: boolean): GunzipProblem | null;
  readonly problem: GunzipProblem | null;
  /** Compressed bytes taken, and decompressed bytes handed to onData. */
  readonly bytesIn: number;
  readonly bytesOut: number;
  /** The final chunk was pushed and every member checked, without a problem. */
  readonly done: boolean;
}

/** gzip's magic, ID1 ID2 (RFC 1952 §2.3.1). */
export const isGzip = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

/** Compressed bytes handed to fflate at a time: bounds one step's output to ~4 MiB. */
const SLICE_BYTES = 4096;
/** Compressed bytes kept to read a member's trailer once the next member's header is found (a header is small). */
const HISTORY_BYTES = 1 << 18;
const TRAILER_BYTES = 8;

/** The last HISTORY_BYTES of the compressed input, to read trailers by absolute offset. */
class History {
  private readonly ring = new Uint8Array(HISTORY_BYTES);
  end = 0;

  add(bytes: Uint8Array): void {
    const src = bytes.length > HISTORY_BYTES ? bytes.subarray(bytes.length - HISTORY_BYTES) : bytes;
    const at = (this.end + bytes.length - src.length) % HISTORY_BYTES;
    const first = Math.min(src.length, HISTORY_BYTES - at);
    this.ring.set(src.subarray(0, first), at);
    this.ring.set(src.subarray(first), 0);
    this.end += bytes.length;
  }

  /** The little-endian 32-bit word at an absolute offset, or null if it is no longer (or not yet) held. */
  u32(offset: number): number | null {
    if (offset < 0 || offset < this.end - HISTORY_BYTES || offset + 4 > this.end) return null;
    let v = 0;
    for (let i = 3; i >= 0; i--) v = v * 256 + this.ring[(offset + i) % HISTORY_BYTES];
    return v;
  }
}

/** gzip's CRC-32 (RFC 1952 §8) is the ICRC's: one implementation (src/sim/crc/crc32.ts). */
export const gzipCrc32Update = (state: number, bytes: Uint8Array): number => crc32Update(state, bytes);

/** Why fflate refused the stream, from its error (it throws). */
const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * A gzip decompressor that hands each decompressed chunk to onData (a fresh array each time, so a consumer may keep
 * views into it) and stops with a problem when the output would pass maxOutputBytes or the stream is corrupt. Multi-
 * member streams (concatenated gzip files) are read whole.
 */
export function createGunzip(onData: (chunk: Uint8Array) => void, opts: { maxOutputBytes: number }): GunzipStream {
  const { maxOutputBytes } = opts;
  const history = new History();
  let problem: GunzipProblem | null = null;
  let done = false;
  let bytesIn = 0;
  let bytesOut = 0;
  let crc = 0xffffffff;
  let size = 0;

  const fail = (kind: GunzipProblem['kind'], offset: number, detail: string) => {
    problem ??= { kind, offset, detail };
  };

  /** A member's trailer, at [offset, offset + 8), against the CRC-32 and size of the output since the member began. */
  const checkMember = (trailerAt: number) => {
    const wantCrc = history.u32(trailerAt);
    const wantSize = history.u32(trailerAt + 4);
    const gotCrc = ~crc >>> 0;
    const gotSize = size % 2 ** 32;
    crc = 0xffffffff;
    size = 0;
    if (wantCrc === null || wantSize === null) return; // a header too long to keep its predecessor's trailer: unchecked
    if (wantCrc !== gotCrc || wantSize !== gotSize) {
      const hex = (n: number) => `0x${n.toString(16).padStart(8, '0')}`;
      fail(
        'corrupt',
        trailerAt,
        `gzip member trailer: CRC-32 ${hex(wantCrc)}, size ${wantSize}; the data gives ${hex(gotCrc)}, ${gotSize}`,
      );
    }
  };

  const inflater = new Gunzip((data) => {
    if (problem || data.length === 0) return;
    const room = maxOutputBytes - bytesOut;
    if (data.length > room) {
      if (room > 0) onData(data.subarray(0, room));
      bytesOut += Math.max(room, 0);
      fail('too-large', bytesIn, `gzip output passes ${maxOutputBytes} bytes (from ${bytesIn} compressed bytes)`);
      return;
    }
    crc = gzipCrc32Update(crc, data);
    size += data.length;
    bytesOut += data.length;
    onData(data);
  });
  // Called when the next member's header has been read: `offset` is where that header starts, right after the trailer.
  inflater.onmember = (offset) => {
    if (!problem) checkMember(offset - TRAILER_BYTES);
  };

  const pushSlice = (slice: Uint8Array, final: boolean) => {
    history.add(slice);
    try {
      inflater.push(slice, final);
    } catch (e) {
      fail('corrupt', bytesIn + slice.length, `gzip stream: ${reason(e)}`);
    }
    bytesIn += slice.length;
  };

  return {
    push(chunk, final = false) {
      if (problem || done) return problem;
      if (bytesIn === 0 && chunk.length >= 2 && !isGzip(chunk)) {
        fail('corrupt', 0, 'not gzip: the first bytes are not 1f 8b');
        return problem;
      }
      for (let i = 0; i < chunk.length && !problem; i += SLICE_BYTES) {
        const end = Math.min(chunk.length, i + SLICE_BYTES);
        pushSlice(chunk.subarray(i, end), final && end === chunk.length);
      }
      if (final && chunk.length === 0 && !problem) pushSlice(chunk, true);
      if (final && !problem) {
        if (bytesIn < 18) fail('corrupt', bytesIn, `gzip stream of ${bytesIn} bytes is shorter than a header and trailer`);
        else checkMember(bytesIn - TRAILER_BYTES);
        done = !problem;
      }
      return problem;
    },
    get problem() {
      return problem;
    },
    get bytesIn() {
      return bytesIn;
    },
    get bytesOut() {
      return bytesOut;
    },
    get done() {
      return done;
    },
  };
}
