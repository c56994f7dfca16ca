// A child of `npm run bench -- --only=capture`: indexes one capture file in this process, as the CLI's explainer does
// (4 MiB chunks from the disk into one reused buffer, the reader, each packet decoded, the reconstruction), and prints
// the time it took.
// `headers`: the index's fast path (no CRC, no payload copy); `verify`: every ICRC and VCRC checked.
import { readFileChunks } from '../src/cli/readChunks';
import { createCaptureExplainer } from '../src/sim/capture/explainCapture';

const [file, mode] = process.argv.slice(2);
const explainer = createCaptureExplainer(file, { verify: mode === 'verify' });
const t0 = performance.now();
const error = readFileChunks(file, (chunk) => explainer.push(chunk));
if (error) throw error;
const x = explainer.end();
console.log(JSON.stringify({ ms: performance.now() - t0, rdma: x.overview.rdma, messages: x.reconstruction.messages.length }));
