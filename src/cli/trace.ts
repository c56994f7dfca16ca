// `npm run --silent trace -- --scenario FILE.json --json OUT.json --pcap OUT.pcap`, `--summary`, `--calibration`
// The engineers' interface: the same scenario the app takes, the same trace, as files.
import { readFileSync, openSync, writeSync, closeSync, writeFileSync } from 'node:fs';
import { EN } from '../i18n/en';
import { formatMsg } from '../i18n/format';
import { parseScenario } from '../sim/scenario/parseScenario';
import { buildTrace } from '../sim/trace/buildTrace';
import { traceJsonChunks } from '../sim/export/traceJson';
import { traceToPcap } from '../sim/export/tracePcap';
import { traceSummary } from '../sim/perf/summary';
import { calibrationMarkdown } from '../sim/timing/calibrationDoc';
import { parseArgs, USAGE } from './args';

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

function main() {
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
  try {
    if (args.summary) process.stdout.write(`${JSON.stringify(traceSummary(result.scenario, trace))}\n`);
    if (args.json) {
      const fd = args.json === '-' ? 1 : openSync(args.json, 'w');
      for (const chunk of traceJsonChunks(trace)) writeSync(fd, chunk);
      if (fd !== 1) closeSync(fd);
    }
    if (args.pcap) writeFileSync(args.pcap, traceToPcap(trace, args.linktype ? { linktype: args.linktype } : {}));
  } catch (e) {
    fail(`cannot write output: ${(e as NodeJS.ErrnoException).code ?? ''} ${(e as Error).message}`.trim());
  }
}

main();
