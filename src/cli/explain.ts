// `npm run --silent trace -- --explain CAPTURE [--json OUT.json]`: a capture read as it streams from the disk, in
// bounded memory, explained by the same core the app uses (src/sim/capture).
import { createCaptureExplainer } from '../sim/capture/explainCapture';
import { explainLines, problemLine } from '../sim/capture/explainText';
import { printable } from '../sim/format/plainText';
import { type Output, writeOutputs } from './outputs';
import { readFileChunks } from './readChunks';

/** The reconstruction as JSON text (64-bit values as hex strings). */
const json = (x: unknown) => `${JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? `0x${v.toString(16)}` : v), 1)}\n`;

export async function explainCapture(
  path: string,
  jsonOut: string | undefined,
  stdout: NodeJS.WritableStream,
  fail: (m: string, code?: number) => never,
): Promise<void> {
  const shown = printable(path);
  const explainer = createCaptureExplainer(path.split('/').pop() ?? path);
  const readError = readFileChunks(path, (chunk) => explainer.push(chunk));
  if (readError) fail(`cannot read ${shown}: ${readError.code ?? printable(readError.message)}`);
  const x = explainer.end();
  if (x.overview.records === 0 && x.overview.problems.length > 0) fail(`${shown}: ${problemLine(x.overview.problems[0])}`);
  const lines = explainLines(x.overview, x.reconstruction, (i) => x.answerKinds.get(i) ?? null);
  const outputs: Output[] = [];
  const text = `${lines.join('\n')}\n`;
  if (jsonOut !== '-') outputs.push({ what: 'the summary', path: '-', bytes: text.length, chunks: () => [text] });
  if (jsonOut) {
    const body = json({ overview: x.overview, ...x.reconstruction });
    outputs.push({ what: 'the JSON', path: jsonOut, bytes: Buffer.byteLength(body), chunks: () => [body] });
  }
  await writeOutputs(outputs, stdout);
}
