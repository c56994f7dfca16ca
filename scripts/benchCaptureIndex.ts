// A child of `npm run bench -- --only=capture`: indexes one capture file in this process, as the CLI's explainer does
// (1 MiB chunks from the disk, the reader, each packet decoded, the reconstruction), and prints the time it took.
// `headers`: the index's fast path (no CRC, no payload copy); `verify`: every ICRC and VCRC checked.
import { createReadStream } from 'node:fs';
import { createCaptureExplainer } from '../src/sim/capture/explainCapture';

const [file, mode] = process.argv.slice(2);
const explainer = createCaptureExplainer(file, { verify: mode === 'verify' });
const t0 = performance.now();
await new Promise<void>((resolve, reject) => {
  const s = createReadStream(file, { highWaterMark: 1 << 20 });
  s.on('data', (c) => explainer.push(c as Buffer));
  s.on('error', reject);
  s.on('end', () => resolve());
});
const x = explainer.end();
console.log(JSON.stringify({ ms: performance.now() - t0, rdma: x.overview.rdma, messages: x.reconstruction.messages.length }));
