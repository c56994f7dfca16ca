import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programText } from '../../../src/sim/program/programText';
import type { Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

/**
 * The generated program runs: side B and side A as two processes on 127.0.0.1, linked against the test double of
 * libibverbs (tests/verbsDouble: each QP a UDP socket, a thread per process playing the HCA, mlx5's or soft-RoCE's
 * responder checks and completion statuses). Each program compares its completions and its buffer with the trace's
 * and exits 0 when they match; a case passes when both sides exit 0. The double proves the programs' control flow and
 * expectations, not the hardware (tests/verbsDouble/README.md).
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DOUBLE = join(ROOT, 'tests', 'verbsDouble', 'fakeverbs.c');
const dir = mkdtempSync(join(tmpdir(), 'rdma-verbs-double-'));
const lib = join(dir, 'libfakeverbs.so');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** How long one side may run before it is killed: its own polls give up after 10 s. */
const SIDE_TIMEOUT_MS = 30_000;

/**
 * The double's own cases beyond the compiled list: a lost ACK and a lost READ request wake its ACK timer, a lost READ
 * response its gap detection, a lost SEND on soft-RoCE its retransmission over RoCEv2.
 */
const DOUBLE_CASES: readonly [string, Record<string, unknown>][] = [
  ['write, its ACK lost', { op: 'write', fault: 'drop:2' }],
  ['read, its request lost', { op: 'read', fault: 'drop:1', messageBytes: 8192, pathMtu: 1024 }],
  ['read, a middle response lost', { op: 'read', fault: 'drop:4', messageBytes: 8192, pathMtu: 1024 }],
  ['rxe send, its packet lost', { preset: 'rxe', op: 'send', fault: 'drop:1' }],
];

/**
 * Each side's GID table on Ethernet, as its provider lists it (mlx5: RoCE v1 and v2 per address; rxe: v2 only), with
 * its own addresses, so that a packet addressed with the wrong GID is dropped by the peer's address check.
 */
function gidTable(s: Scenario, side: 'a' | 'b'): string {
  const n = side === 'a' ? 'a' : 'b';
  const ip4 = side === 'a' ? '192.0.2.1' : '192.0.2.2';
  const addrs = [`fe80::${n}`, ip4, `2001:db8::${n}`];
  return addrs.flatMap((addr) => (s.preset === 'rxe' ? [`v2:${addr}`] : [`v1:${addr}`, `v2:${addr}`])).join(',');
}

/** The double's environment for one side: the provider, the link, the GIDs and the scenario's lost packet. */
function doubleEnv(s: Scenario, side: 'a' | 'b'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FAKE_VERBS_')));
  env.FAKE_VERBS_PROVIDER = s.preset === 'rxe' ? 'rxe' : 'mlx5';
  env.FAKE_VERBS_LINK = s.transport === 'ib' ? 'infiniband' : 'ethernet';
  if (s.transport !== 'ib') env.FAKE_VERBS_GIDS = gidTable(s, side);
  // A corrupted packet is dropped by the receiving HCA: to the protocol it is lost too.
  if ('packet' in s.fault) env.FAKE_VERBS_DROP = String(s.fault.packet);
  return env;
}

interface Side {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
}

function run(bin: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Side> {
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), SIDE_TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out });
    });
  });
}

/** Is a TCP socket listening on this port (Linux's /proc/net/tcp and tcp6: local address ...:PORT, state 0A)? */
function listening(port: number): boolean {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  return ['/proc/net/tcp', '/proc/net/tcp6'].some(
    (f) =>
      existsSync(f) &&
      readFileSync(f, 'utf8')
        .split('\n')
        .some((l) => l.includes(hex) && l.split(/\s+/)[4] === '0A'),
  );
}

async function waitListening(port: number, b: { done: boolean }): Promise<void> {
  for (let i = 0; i < 200 && !b.done; i++) {
    if (listening(port)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** What a case changes in the double or in the command line: a port's MTU, a dead link, a GID index, the link layer. */
interface Twist {
  env?: NodeJS.ProcessEnv;
  envA?: NodeJS.ProcessEnv;
  /** A's GID_INDEX argument (B finds its own). */
  gidIndexA?: string;
  /** The address A connects to (127.0.0.1 by default). */
  hostB?: string;
}

/** Builds one scenario's program against the double and runs B, then A (once B listens). */
async function runCase(name: string, input: Record<string, unknown>, twist: Twist = {}): Promise<{ a: Side; b: Side }> {
  const s = scenarioOf(input);
  const text = programText(programOf(buildTrace(s)), (m) => formatMsg(EN, m)).text;
  const src = join(dir, `${name.replace(/[^a-z0-9]+/gi, '_')}.c`);
  writeFileSync(src, text);
  const bin = `${src.slice(0, -2)}.bin`;
  execFileSync(
    toolPath('gcc'),
    ['-std=gnu17', '-Wall', '-Wextra', '-Werror', '-o', bin, src, `-L${dir}`, '-lfakeverbs', `-Wl,-rpath,${dir}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The programs' fixed TCP port: the cases run one after another.
  const port = Number(/#define TCP_PORT "(\d+)"/.exec(text)?.[1] ?? 18515);
  const device = s.preset === 'rxe' ? 'rxe0' : 'mlx5_0';
  const state = { done: false };
  const gid = twist.gidIndexA ? [twist.gidIndexA] : [];
  const bRun = run(bin, ['b', device], { ...doubleEnv(s, 'b'), ...twist.env }).then((r) => {
    state.done = true;
    return r;
  });
  await waitListening(port, state);
  const a = await run(bin, ['a', twist.hostB ?? '127.0.0.1', device, ...gid], { ...doubleEnv(s, 'a'), ...twist.env, ...twist.envA });
  return { a, b: await bRun };
}

const report = (r: { a: Side; b: Side }) =>
  `--- A (exit ${r.a.code ?? r.a.signal})\n${r.a.out}--- B (exit ${r.b.code ?? r.b.signal})\n${r.b.out}`;

describe('the generated program runs against the verbs test double (B and A as two processes)', () => {
  beforeAll(() => {
    toolPath('verbs.h');
    execFileSync(toolPath('gcc'), ['-shared', '-fPIC', '-O1', '-pthread', '-Wall', '-Wextra', '-Werror', '-o', lib, DOUBLE], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  });

  it.each([...PROGRAM_CASES, ...DOUBLE_CASES])('%s', async (name, input) => {
    const r = await runCase(name, input);
    expect({ a: r.a.code, b: r.b.code }, report(r)).toEqual({ a: 0, b: 0 });
    expect(`${r.a.out}${r.b.out}`, report(r)).not.toContain('MISMATCH');
  });

  // The path MTU in use is the port's when it is smaller: a 4096-B WRITE with immediate then goes as four packets, the
  // first is refused before a receive is taken, and B's receive is flushed; the program expects that row.
  it.each([
    ['a card', {}],
    ['soft-RoCE', { preset: 'rxe' }],
  ])('the clamped MTU on %s: a write-imm out of bounds at an active MTU of 1024', async (_n, machine) => {
    const r = await runCase(
      'clamped',
      { ...machine, op: 'write-imm', fault: 'out-of-bounds', transport: 'rocev2', messageBytes: 4096, pathMtu: 4096 },
      {
        env: { FAKE_VERBS_ACTIVE_MTU: '1024' },
      },
    );
    expect({ a: r.a.code, b: r.b.code }, report(r)).toEqual({ a: 0, b: 0 });
    expect(r.a.out).toContain('path MTU 1024');
    // ibv_wc_status_str's words for IBV_WC_WR_FLUSH_ERR.
    expect(r.b.out).toContain('B: wc.status Work Request Flushed Error');
  });

  // Every packet A sends is lost, and its WRITE is unsignaled: the run must not pass. A card's requester runs out of
  // retries and completes with an error, which A's quiet poll (the whole retry budget) sees; soft-RoCE retries for
  // ever, so A sees nothing, and B finds its buffer empty.
  it('an unsignaled WRITE whose every packet is lost fails on a card (A sees the error) and on soft-RoCE (B sees no data)', async () => {
    const card = await runCase('dead card', { op: 'write', signaled: false, transport: 'rocev2' }, { envA: { FAKE_VERBS_DROP: 'all' } });
    expect(card.a.code, report(card)).toBe(1);
    expect(card.a.out, report(card)).toContain('MISMATCH: a completion came, transport retry counter exceeded');
    const rxe = await runCase('dead rxe', { preset: 'rxe', op: 'write', signaled: false }, { envA: { FAKE_VERBS_DROP: 'all' } });
    expect(rxe.b.code, report(rxe)).toBe(1);
    expect(rxe.b.out, report(rxe)).toContain('B: MISMATCH at byte 0');
  });

  // RoCEv2 on a card lists a RoCE v1 and a v2 GID per address: the program finds the v2 one of its family, and
  // refuses an index of the wrong type with one line; B then sees A close the connection.
  it('the RoCEv2 GID: found by type and family; a RoCE v1 index refused, and B told the other side closed', async () => {
    const found = await runCase('gid found', { op: 'write', transport: 'rocev2' });
    expect(found.a.out).toMatch(/GID index 3: RoCE v2, IPv4/);
    const refused = await runCase('gid refused', { op: 'write', transport: 'rocev2' }, { gidIndexA: '0' });
    expect(refused.a.code).toBe(1);
    expect(refused.a.out).toContain('GID index 0 is not a RoCE v2 IPv4 GID');
    expect(refused.b.code).toBe(1);
    expect(refused.b.out).toContain('the other side closed the connection');
  });

  it('the native-InfiniBand program on an Ethernet port stops with one line that names the program to use', async () => {
    const r = await runCase(
      'ib on ethernet',
      { op: 'write' },
      { env: { FAKE_VERBS_LINK: 'ethernet', FAKE_VERBS_GIDS: 'v2:::ffff:127.0.0.1' } },
    );
    expect(r.b.code).toBe(1);
    expect(r.b.out).toContain('this program is for native InfiniBand, and port 1 of this device is Ethernet');
  });

  it('what a side prints: the opcode by name, B’s QP state (RTS, or ERR after a refusal); A reaches B over IPv6 too', async () => {
    const ok = await runCase('print ok', { op: 'write-imm', transport: 'rocev2' }, { hostB: '::1' });
    expect({ a: ok.a.code, b: ok.b.code }, report(ok)).toEqual({ a: 0, b: 0 });
    expect(ok.a.out).toContain('A: wc.status success, wc.opcode IBV_WC_RDMA_WRITE, wc.wr_id 1');
    expect(ok.b.out).toContain('B: wc.status success, wc.opcode IBV_WC_RECV_RDMA_WITH_IMM, wc.wr_id 2, wc.byte_len 8');
    expect(ok.b.out).toContain('B: QP state RTS');
    const refused = await runCase('print refused', { op: 'write', fault: 'bad-rkey' });
    expect(refused.b.out, report(refused)).toContain('B: all 8 bytes are untouched: nothing landed');
    expect(refused.b.out, report(refused)).toContain('B: QP state ERR');
  });

  // ibv_reg_mr pins memory: a user without CAP_IPC_LOCK under a small lock limit is told what to raise before it fails.
  it('a lock limit below the buffer stops the program with one line naming ulimit -l', () => {
    const s = scenarioOf({ op: 'write', messageBytes: 1048576 });
    const src = join(dir, 'memlock.c');
    writeFileSync(src, programText(programOf(buildTrace(s)), (m) => formatMsg(EN, m)).text);
    const bin = join(dir, 'memlock.bin');
    execFileSync(toolPath('gcc'), ['-std=gnu17', '-o', bin, src, `-L${dir}`, '-lfakeverbs', `-Wl,-rpath,${dir}`], { stdio: 'pipe' });
    chmodSync(dir, 0o755);
    // As root (CI), drop to an unprivileged user first: root is exempt from the limit.
    const asUser = process.getuid?.() === 0 ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    const r = spawnSync('prlimit', ['--memlock=65536:65536', ...asUser, bin, 'b', 'mlx5_0'], {
      encoding: 'utf8',
      env: { ...doubleEnv(s, 'b') },
    });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(1);
    expect(r.stderr).toContain('ibv_reg_mr pins 1048576 bytes, and the locked-memory limit (ulimit -l) is 64 KiB');
  });
});
