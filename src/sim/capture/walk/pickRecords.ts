import { createCaptureReader } from '../captureFile';
import type { CaptureRecord } from '../captureRecord';
import { MAX_EXPANDED_BYTES } from '../explainCapture';
import { createGunzip, type GunzipStream, isGzip } from '../gunzip';

/**
 * A second pass over a capture that keeps only the records asked for (a message's packets), copied out of the chunks:
 * the index keeps no packets, and a walk needs a handful. Gzip or not, as the explainer reads it.
 */
export function createRecordPicker(wanted: ReadonlySet<number>) {
  const reader = createCaptureReader();
  const picked: CaptureRecord[] = [];
  let gunzip: GunzipStream | null = null;
  let first = true;
  let last = -1;
  for (const i of wanted) last = Math.max(last, i);
  const take = (chunk: Uint8Array) => {
    for (const r of reader.push(chunk)) if (wanted.has(r.index)) picked.push({ ...r, data: r.data.slice() });
  };
  return {
    push(chunk: Uint8Array): void {
      if (first) {
        first = false;
        if (isGzip(chunk)) gunzip = createGunzip(take, { maxOutputBytes: MAX_EXPANDED_BYTES });
      }
      if (gunzip) gunzip.push(chunk);
      else take(chunk);
    },
    /** Every record asked for has been read: the rest of the file need not be. */
    get done(): boolean {
      return picked.length === wanted.size || reader.recordCount > last;
    },
    end(): CaptureRecord[] {
      const gz = gunzip as GunzipStream | null;
      if (gz) gz.push(new Uint8Array(0), true);
      return picked;
    },
  };
}
