import type { CaptureRecord } from '../../../sim/capture/captureRecord';
import { type CaptureExplanation, createCaptureExplainer } from '../../../sim/capture/explainCapture';
import { createRecordPicker } from '../../../sim/capture/walk/pickRecords';

/** How much is read between two yields to the page: a step change or a key press waits at most this long. */
const SLICE_BYTES = 4 << 20;

/**
 * Reads a capture the reader chose, in this page (nothing leaves it), as the file streams in: the core's explainer
 * takes each chunk (gzip or not, pcap or pcapng), and the page gets a turn between slices so it stays responsive.
 * `signal` cancels; `onProgress` hears the bytes read.
 */
export async function readCaptureFile(
  file: File,
  onProgress: (read: number) => void,
  signal?: AbortSignal,
): Promise<CaptureExplanation | null> {
  const explainer = createCaptureExplainer(file.name);
  const reader = file.stream().getReader();
  let read = 0;
  let sinceYield = 0;
  for (;;) {
    if (signal?.aborted) {
      await reader.cancel();
      return null;
    }
    const { done, value } = await reader.read();
    if (done) break;
    explainer.push(value);
    read += value.length;
    sinceYield += value.length;
    if (sinceYield >= SLICE_BYTES) {
      sinceYield = 0;
      onProgress(read);
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  onProgress(read);
  return explainer.end();
}

/**
 * Reads a message's packets out of the capture again (the index keeps none), as the file streams in, stopping once the
 * last one is read: a walk of a message near the start of a large file does not read the rest.
 */
export async function readMessageRecords(file: File, indices: readonly number[], signal?: AbortSignal): Promise<CaptureRecord[] | null> {
  const picker = createRecordPicker(new Set(indices));
  const reader = file.stream().getReader();
  let sinceYield = 0;
  while (!picker.done) {
    if (signal?.aborted) {
      await reader.cancel();
      return null;
    }
    const { done, value } = await reader.read();
    if (done) break;
    picker.push(value);
    sinceYield += value.length;
    if (sinceYield >= SLICE_BYTES) {
      sinceYield = 0;
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  await reader.cancel();
  return picker.end();
}
