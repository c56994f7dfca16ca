import type { CaptureExplanation } from '../../../sim/capture/explainCapture';
import type { IndexedWhere, IndexReply } from './captureIndexMessages';
import { readCaptureFile } from './readCaptureFile';

/**
 * Indexes a capture in a Web Worker, so the page answers the reader while a large file streams in; where a worker cannot
 * start (it fails before its first answer), on the page's thread with yields. `signal` cancels (the worker is ended).
 * The single-file build, which has no file to start a worker from, uses captureIndexer.single.ts (vite.config.ts).
 */
export function indexCapture(
  file: File,
  onProgress: (read: number) => void,
  signal: AbortSignal,
): Promise<{ x: CaptureExplanation; where: IndexedWhere } | null> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./captureIndex.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return onPage(file, onProgress, signal);
  }
  return new Promise((resolve) => {
    let answered = false;
    const end = (v: { x: CaptureExplanation; where: IndexedWhere } | null) => {
      worker.terminate();
      resolve(v);
    };
    signal.addEventListener('abort', () => end(null), { once: true });
    worker.onmessage = (e: MessageEvent<IndexReply>) => {
      answered = true;
      if (e.data.kind === 'progress') onProgress(e.data.read);
      else {
        onProgress(file.size);
        end({ x: e.data.x, where: 'worker' });
      }
    };
    worker.onerror = () => {
      // Before its first answer the worker could not start (a blocked script): read on the page instead.
      if (!answered) {
        worker.terminate();
        void onPage(file, onProgress, signal).then(resolve);
      } else end(null);
    };
    worker.postMessage({ file });
  });
}

async function onPage(file: File, onProgress: (read: number) => void, signal: AbortSignal) {
  const x = await readCaptureFile(file, onProgress, signal);
  return x ? { x, where: 'page' as const } : null;
}
