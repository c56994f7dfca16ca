/**
 * The capture's index, off the page's thread: the file streams in here (a File is cloned to a worker without copying
 * its bytes), the core's explainer reads it chunk by chunk, and the page hears the bytes read every 4 MiB and the
 * explanation at the end. The page stays free for the reader's clicks, however large the file.
 */
import { createCaptureExplainer } from '../../../sim/capture/explainCapture';
import type { IndexReply, IndexRequest } from './captureIndexMessages';

const PROGRESS_BYTES = 4 << 20;
const post = (m: IndexReply) => self.postMessage(m);

self.onmessage = async (e: MessageEvent<IndexRequest>) => {
  const { file } = e.data;
  const explainer = createCaptureExplainer(file.name);
  const reader = file.stream().getReader();
  let read = 0;
  let told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    explainer.push(value);
    read += value.length;
    if (read - told >= PROGRESS_BYTES) {
      told = read;
      post({ kind: 'progress', read });
    }
  }
  post({ kind: 'done', x: explainer.end() });
};
