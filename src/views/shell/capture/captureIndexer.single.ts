import type { CaptureExplanation } from '../../../sim/capture/explainCapture';
import type { IndexedWhere } from './captureIndexMessages';
import { readCaptureFile } from './readCaptureFile';

/**
 * The single-file build's indexer (vite.config.ts aliases it in): one HTML file has no worker script to start, so the
 * capture is read on the page's thread, yielding every 4 MiB.
 */
export async function indexCapture(
  file: File,
  onProgress: (read: number) => void,
  signal: AbortSignal,
): Promise<{ x: CaptureExplanation; where: IndexedWhere } | null> {
  const x = await readCaptureFile(file, onProgress, signal);
  return x ? { x, where: 'page' } : null;
}
