// Writing the CLI's outputs so that a run either writes all of them or leaves nothing behind.
import { randomBytes } from 'node:crypto';
import { existsSync, fstatSync, lstatSync, readdirSync, realpathSync, statfsSync, statSync, unlinkSync } from 'node:fs';
import { type FileHandle, open, rename } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { formatSizeCli, printable } from '../sim/format/plainText';

/**
 * The largest output written: 4 GiB - 1 byte, the largest file FAT32 (most USB
 * sticks) can hold, and far more than Wireshark opens comfortably. Only a pcap
 * of a message near 2 GiB at a small MTU with a retransmission comes near it;
 * the JSON lists every artifact only up to 1 MiB messages and stays below
 * about half a GB.
 */
export const MAX_OUTPUT_BYTES = 2 ** 32 - 1;

/** Outputs are written in batches of about this many bytes: one await per batch, whatever the chunks. */
const BATCH_BYTES = 1 << 20;

export interface Output {
  /** What it is, in messages: "the JSON", "the pcap". */
  what: string;
  /** The path given, or "-" for standard output. */
  path: string;
  /** Its size in bytes, known before writing (the JSON's is an estimate within about 10 %). */
  bytes: number;
  chunks: () => Iterable<Uint8Array | string>;
}

/** An error whose message is the one line the CLI prints. */
export class OutputError extends Error {}

/** "ENOSPC: no space left on device" from a Node error, without the syscall and path it appends. */
export function errorText(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  if (err?.code === 'EPIPE') return 'EPIPE: the reader closed the pipe';
  const text = (err?.message ?? String(e)).split('\n')[0];
  if (err?.code && text.startsWith(`${err.code}:`)) return text.split(',')[0];
  return err?.code ? `${err.code}: ${text}` : text;
}

/**
 * How an output reaches its target:
 * - `temp`: a regular file (or a new one): written to a temporary file beside it, renamed onto it at the end;
 * - `direct`: a device, FIFO or socket (/dev/null, a named pipe): written to as it is, nothing to clean;
 * - `stdout`: standard output, honouring back-pressure.
 */
interface Plan {
  out: Output;
  kind: 'temp' | 'direct' | 'stdout';
  /** Where the bytes end up: the file (symbolic links resolved) or the device. */
  target: string;
  temp?: string;
  /** The existing file's permission bits, kept when it is replaced. */
  mode?: number;
  fh?: FileHandle;
}

/** Paths that name another open file of this process (/dev/stdout, /proc/self/fd/1): never replaced by a rename. */
const FD_ALIAS = /^\/(proc\/|dev\/fd\/|dev\/std(in|out|err)$)/;

function planOf(out: Output): Plan {
  if (out.path === '-') return { out, kind: 'stdout', target: '-' };
  const path = out.path;
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { out, kind: 'temp', target: path };
    throw new OutputError(`cannot write ${printable(path)}: ${errorText(e)}`);
  }
  if (st.isDirectory()) throw new OutputError(`cannot write ${out.what} to ${printable(path)}: it is a directory`);
  if (!st.isFile() || FD_ALIAS.test(resolve(path))) return { out, kind: 'direct', target: path };
  let target = path;
  try {
    target = realpathSync(path);
  } catch {
    // Keep the path as given.
  }
  return { out, kind: 'temp', target, mode: Number(st.mode) & 0o7777 };
}

/** /dev/null takes any number of outputs: it keeps none of them. */
const DEV_NULL = '/dev/null';

/**
 * What file an output ends up in, so that two paths to one file (a hard link, a symbolic link, a/../b, /dev/stdout
 * beside "-") are seen as one: the device and inode of an existing file, else the real directory and the name.
 * Null for what may be shared (/dev/null) or cannot be named (a standard output that is not a file descriptor).
 */
function identityOf(p: Plan, stdout: NodeJS.WritableStream): string | null {
  const inode = (st: { dev: number | bigint; ino: number | bigint }) => `${st.dev}:${st.ino}`;
  try {
    if (p.kind === 'stdout') return stdout === process.stdout ? inode(fstatSync(1)) : 'stdout';
    if (resolve(p.out.path) === DEV_NULL) return null;
    if (existsSync(p.out.path)) return inode(statSync(p.out.path));
    return join(realpathSync(dirname(resolve(p.out.path))), basename(p.out.path));
  } catch {
    return resolve(p.out.path);
  }
}

/** Refuses, before anything is written, what cannot or should not be written. */
function checkPlans(plans: Plan[], stdout: NodeJS.WritableStream): void {
  for (const p of plans) {
    if (p.out.bytes > MAX_OUTPUT_BYTES)
      throw new OutputError(
        `${p.out.what} would be ${formatSizeCli(p.out.bytes)}, more than the ${formatSizeCli(MAX_OUTPUT_BYTES)} an export may have: nothing written (a larger path MTU or a smaller message makes it smaller)`,
      );
  }
  const files = plans.filter((p) => p.kind === 'temp');
  const seen = new Map<string, Plan>();
  for (const p of plans) {
    const key = identityOf(p, stdout);
    if (key === null) continue;
    const other = seen.get(key);
    if (other) {
      const where = p.kind === 'stdout' || other.kind === 'stdout' ? 'standard output' : printable(p.out.path);
      throw new OutputError(`${other.out.what} and ${p.out.what} would both be written to ${where} (the same file): give each its own`);
    }
    seen.set(key, p);
  }
  // Free space, per file system: fail now rather than after minutes of writing.
  const byFs = new Map<number, { dir: string; bytes: number; free: number }>();
  for (const p of files) {
    const dir = dirname(resolve(p.target));
    try {
      const dev = Number(statSync(dir).dev);
      const fs = statfsSync(dir);
      if (Number(fs.blocks) === 0) continue; // /proc, /sys: no blocks to count; creating the file will fail or not
      const entry = byFs.get(dev) ?? { dir, bytes: 0, free: Number(fs.bavail) * Number(fs.bsize) };
      entry.bytes += p.out.bytes;
      byFs.set(dev, entry);
    } catch {
      // No such directory (creating the file will say so) or no statfs: nothing to check here.
    }
  }
  for (const { dir, bytes, free } of byFs.values()) {
    if (bytes > free)
      throw new OutputError(
        `not enough space in ${printable(dir)}: the export needs ${formatSizeCli(bytes)}, ${formatSizeCli(free)} free: nothing written`,
      );
  }
}

/** Temporary files of this run not yet renamed: removed on failure, on exit and on a signal. */
const pending = new Set<string>();

function removePending(): void {
  for (const f of pending) {
    try {
      unlinkSync(f);
    } catch {
      // Already gone.
    }
  }
  pending.clear();
}

function onSignal(signal: NodeJS.Signals) {
  removePending();
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * A temporary file's name: hidden, beside its target, and naming the run that made it, so that a later run can tell
 * one left by a killed run (its process is gone) from one still being written.
 */
export const tempName = (target: string, pid: number, tag: string): string => `.${target}.trace-${pid}-${tag}.tmp`;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a process with this id is running (signal 0 tests without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temporary files earlier runs left for this target (killed before they could): same user, process gone. */
export function removeStaleTemps(dir: string, target: string): string[] {
  const pattern = new RegExp(`^\\.${escapeRe(target)}\\.trace-(\\d+)-[0-9a-f]{8}\\.tmp$`);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const name of names) {
    const m = pattern.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (pid === process.pid || alive(pid)) continue;
    const file = join(dir, name);
    try {
      const st = lstatSync(file);
      if (!st.isFile() || (process.getuid && st.uid !== process.getuid())) continue;
      unlinkSync(file);
      removed.push(file);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}

async function openPlan(p: Plan): Promise<void> {
  if (p.kind === 'stdout') return;
  if (p.kind === 'direct') {
    try {
      p.fh = await open(p.target, 'w');
    } catch (e) {
      throw new OutputError(`cannot write ${printable(p.out.path)}: ${errorText(e)}`);
    }
    return;
  }
  const dir = dirname(p.target);
  removeStaleTemps(dir, basename(p.target));
  const temp = join(dir, tempName(basename(p.target), process.pid, randomBytes(4).toString('hex')));
  try {
    p.fh = await open(temp, 'wx', p.mode ?? 0o666);
    pending.add(temp);
    p.temp = temp;
    if (p.mode !== undefined) await p.fh.chmod(p.mode);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !existsSync(dir))
      throw new OutputError(`cannot write ${printable(p.out.path)}: there is no directory ${printable(dir)}`);
    throw new OutputError(`cannot write ${printable(p.out.path)}: cannot create a file in ${printable(dir)} (${errorText(e)})`);
  }
}

/** The chunks as byte batches of about BATCH_BYTES (strings as UTF-8). */
function* batches(chunks: Iterable<Uint8Array | string>): Generator<Uint8Array> {
  let parts: string[] = [];
  let chars = 0;
  for (const c of chunks) {
    if (typeof c === 'string') {
      parts.push(c);
      chars += c.length;
      if (chars >= BATCH_BYTES) {
        yield Buffer.from(parts.join(''), 'utf8');
        parts = [];
        chars = 0;
      }
    } else {
      if (chars) {
        yield Buffer.from(parts.join(''), 'utf8');
        parts = [];
        chars = 0;
      }
      yield c;
    }
  }
  if (chars) yield Buffer.from(parts.join(''), 'utf8');
}

async function writeFile(fh: FileHandle, chunks: Iterable<Uint8Array | string>): Promise<void> {
  for (const b of batches(chunks)) {
    for (let o = 0; o < b.length; ) {
      const { bytesWritten } = await fh.write(b, o, b.length - o);
      o += bytesWritten;
    }
  }
}

/** Standard output, one batch at a time: each waits until the pipe has taken it (a slow reader slows the export). */
async function writeStdout(stdout: NodeJS.WritableStream, chunks: Iterable<Uint8Array | string>): Promise<void> {
  const swallow = () => {}; // the write callback reports the error; without a listener the event would crash the process
  stdout.on('error', swallow);
  try {
    for (const b of batches(chunks)) {
      await new Promise<void>((res, rej) => stdout.write(b, (e?: Error | null) => (e ? rej(e) : res())));
    }
  } finally {
    stdout.off('error', swallow);
  }
}

async function writePlan(p: Plan, stdout: NodeJS.WritableStream): Promise<void> {
  try {
    if (p.kind === 'stdout') await writeStdout(stdout, p.out.chunks());
    else await writeFile(p.fh as FileHandle, p.out.chunks());
  } catch (e) {
    if (e instanceof OutputError) throw e;
    const where = p.kind === 'stdout' ? 'standard output' : printable(p.out.path);
    throw new OutputError(`cannot write ${where}: ${errorText(e)}`);
  }
}

/**
 * Writes every output, or none. Files go to a temporary file beside their
 * target (same directory, unique name) and are renamed onto it only once
 * every output has been written; on any failure the temporary files are
 * removed and existing targets stay as they were. Order: the files first
 * (they can be undone), then devices and pipes, then standard output, then
 * the renames. Throws an OutputError whose message is one line.
 */
export async function writeOutputs(outputs: Output[], stdout: NodeJS.WritableStream = process.stdout): Promise<void> {
  const plans = outputs.map(planOf);
  checkPlans(plans, stdout);
  process.on('exit', removePending);
  for (const s of SIGNALS) process.on(s, onSignal);
  try {
    for (const p of plans) await openPlan(p);
    const order = (k: Plan['kind']) => ({ temp: 0, direct: 1, stdout: 2 })[k];
    for (const p of [...plans].sort((a, b) => order(a.kind) - order(b.kind))) await writePlan(p, stdout);
    for (const p of plans) {
      if (!p.fh) continue;
      const fh = p.fh;
      p.fh = undefined;
      try {
        await fh.close();
      } catch (e) {
        throw new OutputError(`cannot write ${printable(p.out.path)}: ${errorText(e)}`);
      }
    }
    for (const p of plans) {
      if (!p.temp) continue;
      try {
        await rename(p.temp, p.target);
      } catch (e) {
        throw new OutputError(`cannot write ${printable(p.out.path)}: ${errorText(e)}`);
      }
      pending.delete(p.temp);
    }
  } finally {
    for (const p of plans) await p.fh?.close().catch(() => {});
    removePending();
    process.off('exit', removePending);
    for (const s of SIGNALS) process.off(s, onSignal);
  }
}
