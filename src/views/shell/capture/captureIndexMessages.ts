import type { CaptureExplanation } from '../../../sim/capture/explainCapture';

/** What the page asks the capture worker: index this file. */
export interface IndexRequest {
  file: File;
}

/** What the worker answers: the bytes read so far, then the explanation (structured-cloned: plain data and Maps). */
export type IndexReply = { kind: 'progress'; read: number } | { kind: 'done'; x: CaptureExplanation };

/** Where a capture was indexed: in a Web Worker, or on the page's thread with yields (no worker: the single-file build). */
export type IndexedWhere = 'worker' | 'page';
