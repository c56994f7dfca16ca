// Reading a scenario from a file, a device, a FIFO or standard input, never more than the limit.
import { open } from 'node:fs/promises';
import { MAX_SCENARIO_BYTES } from '../sim/scenario/scenarioText';

/** How long the reader waits before it says on stderr what it is waiting for. */
export const WAIT_NOTE_MS = 1000;

/** Bytes asked of the source at a time. */
const CHUNK_BYTES = 64 * 1024;

export type BoundedRead =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; tooLarge: true; read: number }
  | { ok: false; error: NodeJS.ErrnoException };

export interface ReadSource {
  /** A path, or "-" for standard input. */
  path: string;
  /** Called once if nothing has arrived after WAIT_NOTE_MS (a FIFO with no writer, a terminal). */
  onWait: () => void;
  /** Standard input as a stream (in-process tests pass their own). */
  stdin?: NodeJS.ReadableStream;
}

/**
 * Reads at most `limit` + 1 bytes: one byte more than the limit is enough to refuse, so /dev/zero or a 10 GB file
 * costs one chunk of memory past the limit, never the whole source.
 */
export async function readBounded(src: ReadSource, limit = MAX_SCENARIO_BYTES): Promise<BoundedRead> {
  let got = 0;
  const timer = setTimeout(() => {
    if (got === 0) src.onWait();
  }, WAIT_NOTE_MS);
  timer.unref?.();
  const parts: Uint8Array[] = [];
  try {
    if (src.path === '-') {
      const stream = src.stdin ?? process.stdin;
      for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        parts.push(b);
        got += b.length;
        if (got > limit) {
          (stream as NodeJS.ReadStream).destroy?.();
          return { ok: false, tooLarge: true, read: got };
        }
      }
    } else {
      // Opening a FIFO waits for its writer: the note's timer runs meanwhile (the open is off the event loop).
      const fh = await open(src.path, 'r');
      try {
        for (;;) {
          const buf = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, limit + 1 - got));
          const { bytesRead } = await fh.read(buf, 0, buf.length, null);
          if (bytesRead === 0) break;
          parts.push(buf.subarray(0, bytesRead));
          got += bytesRead;
          if (got > limit) return { ok: false, tooLarge: true, read: got };
        }
      } finally {
        await fh.close().catch(() => {});
      }
    }
    return { ok: true, bytes: Buffer.concat(parts) };
  } catch (e) {
    return { ok: false, error: e as NodeJS.ErrnoException };
  } finally {
    clearTimeout(timer);
  }
}
