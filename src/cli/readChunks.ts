import { closeSync, openSync, readSync } from 'node:fs';

/** The chunk a capture is read in: large enough that a system call per chunk costs nothing beside the decoding. */
const CHUNK_BYTES = 4 << 20;

/**
 * Reads a file front to back into one reused buffer, handing each filled part to `onChunk`, which must not keep it (the
 * next read overwrites it): the capture reader copies the one record it holds between chunks. Synchronous reads: the
 * command line does nothing else meanwhile, and a stream's buffer per chunk and its callbacks cost more than the
 * decoding (on a 273 MB capture in the page cache: 35-50 ms for a 1 MiB stream, 25-30 for awaited reads, about 10 here).
 * Returns the error that stopped it, or null.
 */
export function readFileChunks(path: string, onChunk: (chunk: Uint8Array) => void): NodeJS.ErrnoException | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const buffer = new Uint8Array(CHUNK_BYTES);
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) return null;
      onChunk(buffer.subarray(0, n));
    }
  } catch (e) {
    return e as NodeJS.ErrnoException;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
