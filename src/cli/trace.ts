// `npm run --silent trace -- --scenario FILE.json --json OUT.json --pcap OUT.pcap`, `--summary`, `--calibration`
// The engineers' interface: the same scenario the app takes, the same trace, as files.
import { readFileSync } from 'node:fs';
import { EN } from '../i18n/en';
import { formatMsg } from '../i18n/format';
import { parseScenario } from '../sim/scenario/parseScenario';
import { buildTrace } from '../sim/trace/buildTrace';
import { traceJsonBytesEstimate, traceJsonChunks } from '../sim/export/traceJson';
import { tracePcapBytes, tracePcapChunks } from '../sim/export/tracePcap';
import { traceSummary } from '../sim/perf/summary';
import { calibrationMarkdown } from '../sim/timing/calibrationDoc';
import { parseArgs, USAGE } from './args';
import { errorText, type Output, OutputError, writeOutputs } from './outputs';

/** The longest error line: enough to name the field and quote ~80 characters of the value. */
const MAX_ERROR_CHARS = 400;

/** One clear line on stderr and a non-zero exit: never a stack trace, never a multi-line or megabyte message. */
function fail(message: string, code = 1): never {
  const line = message.replace(/\s*\n\s*/g, ' ');
  process.stderr.write(`trace: ${line.length > MAX_ERROR_CHARS ? `${line.slice(0, MAX_ERROR_CHARS - 1)}…` : line}\n`);
  process.exit(code);
}

function readScenario(path: string | undefined): unknown {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    fail(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    fail(`${path} is not valid JSON: ${(e as Error).message}`);
  }
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.ok) fail(`${parsed.error} (npm run trace -- --help shows the flags)`, 2);
  const { args } = parsed;
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const result = parseScenario(readScenario(args.scenario));
  if (!result.ok)
    fail(
      `invalid scenario${args.scenario ? ` in ${args.scenario}` : ''}: ${result.errors.map((e) => formatMsg(EN, e.message)).join('; ')}`,
    );
  if (args.linktype !== undefined && result.scenario.transport === 'rocev2') {
    fail(`--linktype: ${args.linktype} is for native InfiniBand; a RoCEv2 scenario is written as Ethernet frames (link type 1)`, 2);
  }
  if (args.calibration) process.stdout.write(calibrationMarkdown());
  if (!args.json && !args.pcap && !args.summary) return;
  const trace = buildTrace(result.scenario);
  const outputs: Output[] = [];
  if (args.summary) {
    const line = `${JSON.stringify(traceSummary(result.scenario, trace))}\n`;
    outputs.push({ what: 'the summary', path: '-', bytes: line.length, chunks: () => [line] });
  }
  if (args.json)
    outputs.push({ what: 'the JSON', path: args.json, bytes: traceJsonBytesEstimate(trace), chunks: () => traceJsonChunks(trace) });
  if (args.pcap) {
    const opts = args.linktype ? { linktype: args.linktype } : {};
    outputs.push({ what: 'the pcap', path: args.pcap, bytes: tracePcapBytes(trace, opts), chunks: () => tracePcapChunks(trace, opts) });
  }
  try {
    await writeOutputs(outputs);
  } catch (e) {
    fail(e instanceof OutputError ? e.message : `cannot write output: ${errorText(e)}`);
  }
}

main().catch((e) => fail(`internal error: ${errorText(e)}`));
