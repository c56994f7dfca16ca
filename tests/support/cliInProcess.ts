// The trace CLI run in this process with its own streams (no child process): for the hostile-input tests and the fuzz.
import { PassThrough, type Readable } from 'node:stream';
import { type CliIo, runTrace } from '../../src/cli/run';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in this process, with its own streams. */
export async function cli(argv: string[], stdin?: Readable): Promise<CliRun> {
  const out = new PassThrough();
  const err = new PassThrough();
  const o: Buffer[] = [];
  const e: Buffer[] = [];
  out.on('data', (d) => o.push(d));
  err.on('data', (d) => e.push(d));
  const io: CliIo = { stdout: out, stderr: err, ...(stdin ? { stdin } : {}) };
  const code = await runTrace(argv, io);
  return { code, stdout: Buffer.concat(o).toString(), stderr: Buffer.concat(e).toString() };
}

/** One line, "trace: ...", nothing a terminal could act on. */
export const ONE_PRINTABLE_LINE = /^trace: [^\p{Cc}\p{Cf}\u2028\u2029]+\n$/u;
