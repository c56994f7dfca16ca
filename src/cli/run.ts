import { basename, dirname, join } from 'node:path';
// The trace command as a function of its arguments and streams: the entry point (trace.ts) runs it on the
// process's own, the fuzz test in-process on its own.
import { EN } from '../i18n/en';
import { formatMsg } from '../i18n/format';
import { traceJsonBytesEstimate, traceJsonChunks } from '../sim/export/traceJson';
import { tracePcapBytes, tracePcapChunks } from '../sim/export/tracePcap';
import { printable } from '../sim/format/plainText';
import { traceSummary } from '../sim/perf/summary';
import { programOf } from '../sim/program/cProgram';
import { programMakefile } from '../sim/program/makefile';
import { programText } from '../sim/program/programText';
import { parseScenario } from '../sim/scenario/parseScenario';
import { scenarioFromBytes, tooLarge } from '../sim/scenario/scenarioText';
import { calibrationMarkdown } from '../sim/timing/calibrationDoc';
import { buildTrace } from '../sim/trace/buildTrace';
import { parseArgs, USAGE } from './args';
import { explainCapture } from './explain';
import { errorText, type Output, OutputError, writeOutputs } from './outputs';
import { readBounded } from './readBounded';
import { pptxOutput } from './slides/pptxOutput';

/** The longest error line: enough to name the field and quote ~80 characters of the value. */
const MAX_ERROR_CHARS = 400;

export interface CliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin?: NodeJS.ReadableStream;
}

/** How a run ends early: its one line is already on stderr. */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** A message as the one printable line the CLI prints: newlines folded, controls escaped, length capped. */
export const errorLine = (message: string): string => `trace: ${printable(message.replace(/\s*\n\s*/g, ' '), MAX_ERROR_CHARS)}\n`;

/** Runs `npm run trace -- ARGS`; resolves to the exit code. Every failure is one line on stderr and a non-zero code. */
export async function runTrace(argv: string[], io: CliIo): Promise<number> {
  const fail = (message: string, code = 1): never => {
    io.stderr.write(errorLine(message));
    throw new Exit(code);
  };
  try {
    await run(argv, io, fail);
    return 0;
  } catch (e) {
    if (e instanceof Exit) return e.code;
    io.stderr.write(errorLine(`internal error: ${errorText(e)}`));
    return 1;
  }
}

async function readScenario(path: string | undefined, io: CliIo, fail: (m: string, code?: number) => never): Promise<unknown> {
  if (!path) return {};
  const shown = path === '-' ? 'standard input' : printable(path);
  const r = await readBounded({
    path,
    stdin: io.stdin,
    onWait: () =>
      io.stderr.write(
        `trace: waiting for the scenario on ${path === '-' ? 'standard input (end it with Ctrl-D)' : `${shown} (a FIFO waits for a writer)`}\n`,
      ),
  });
  if (!r.ok && 'tooLarge' in r) return fail(`the scenario in ${shown} is ${formatMsg(EN, tooLarge())}`);
  if (!r.ok) return fail(`cannot read ${shown}: ${r.error.code ?? printable(r.error.message)}`);
  const text = scenarioFromBytes(r.bytes);
  if (!text.ok) return fail(`the scenario in ${shown} is ${formatMsg(EN, text.error)}`);
  return text.value;
}

async function run(argv: string[], io: CliIo, fail: (m: string, code?: number) => never): Promise<void> {
  const parsed = parseArgs(argv);
  if (!parsed.ok) fail(`${parsed.error} (npm run trace -- --help shows the flags)`, 2);
  const { args } = parsed as Extract<typeof parsed, { ok: true }>;
  if (args.help) {
    io.stdout.write(`${USAGE}\n`);
    return;
  }
  if (args.explain !== undefined) {
    try {
      await explainCapture(args.explain, args.json, io.stdout, fail);
    } catch (e) {
      if (e instanceof Exit) throw e;
      fail(e instanceof OutputError ? e.message : `cannot explain ${printable(args.explain)}: ${errorText(e)}`);
    }
    return;
  }
  const result = parseScenario(await readScenario(args.scenario, io, fail));
  if (!result.ok)
    fail(
      `invalid scenario${args.scenario ? ` in ${args.scenario === '-' ? 'standard input' : printable(args.scenario)}` : ''}: ${result.errors.map((e) => formatMsg(EN, e.message)).join('; ')}`,
    );
  const scenario = (result as Extract<typeof result, { ok: true }>).scenario;
  if (args.linktype !== undefined && scenario.transport === 'rocev2') {
    fail(`--linktype: ${args.linktype} is for native InfiniBand; a RoCEv2 scenario is written as Ethernet frames (link type 1)`, 2);
  }
  if (args.calibration) io.stdout.write(calibrationMarkdown());
  if (!args.json && !args.pcap && !args.program && !args.pptx && !args.summary) return;
  const trace = buildTrace(scenario);
  const outputs: Output[] = [];
  if (args.summary) {
    const line = `${JSON.stringify(traceSummary(scenario, trace))}\n`;
    outputs.push({ what: 'the summary', path: '-', bytes: line.length, chunks: () => [line] });
  }
  if (args.json)
    outputs.push({ what: 'the JSON', path: args.json, bytes: traceJsonBytesEstimate(trace), chunks: () => traceJsonChunks(trace) });
  if (args.pcap) {
    const opts = args.linktype ? { linktype: args.linktype } : {};
    outputs.push({ what: 'the pcap', path: args.pcap, bytes: tracePcapBytes(trace, opts), chunks: () => tracePcapChunks(trace, opts) });
  }
  // A GPU thread posts (IBGDA): that is device code, which this tool shows as pseudocode in the Code view, never as a program.
  if (args.program && scenario.initiator === 'gpu')
    fail(
      '--program: with initiator gpu a GPU thread posts (NVSHMEM IBGDA device code), which this tool does not generate; the Code view shows it as pseudocode',
      2,
    );
  if (args.program) {
    const { text } = programText(programOf(trace), (m) => formatMsg(EN, m));
    const bytes = new TextEncoder().encode(text);
    outputs.push({ what: 'the program', path: args.program, bytes: bytes.length, chunks: () => [bytes] });
    if (args.makefile) {
      const make = new TextEncoder().encode(
        programMakefile(`${basename(args.program).replace(/\.c$/, '')}.c`, scenario.memA === 'gpu' || scenario.memB === 'gpu'),
      );
      outputs.push({ what: 'the Makefile', path: join(dirname(args.program), 'Makefile'), bytes: make.length, chunks: () => [make] });
    }
  }
  // Last: the slides take seconds (a build and a browser), and a mistake in the flags above is said before them.
  if (args.pptx) outputs.push(await pptxOutput(args, args.pptx, scenario, trace, io.stderr, fail));
  try {
    await writeOutputs(outputs, io.stdout);
  } catch (e) {
    fail(e instanceof OutputError ? e.message : `cannot write output: ${errorText(e)}`);
  }
}
