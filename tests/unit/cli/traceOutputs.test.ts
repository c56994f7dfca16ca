// The CLI's outputs never leave a mess: a slow pipe gets everything, a failed run writes nothing
// and keeps what was there, a too-large export is refused before writing, memory stays bounded.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { traceToJson } from '../../../src/sim/export/traceJson';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { cliBundle } from '../../support/cliBundle';
import { scenario } from '../trace/helpers';

const root = join(__dirname, '..', '..', '..');

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
  ms: number;
}

/**
 * Runs the CLI. `slowReader`: standard output is not read for that many ms, then read in small
 * sips (a reader slower than the writer: the pipe fills up). The CLI runs bundled under node, one process (so its
 * own peak memory and signals are its own); `node`: extra node flags.
 */
function run(
  args: string[],
  opts: { slowReaderMs?: number; node?: string[]; env?: Record<string, string>; onSpawn?: (pid: number) => void } = {},
): Promise<Run> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...(opts.node ?? []), cliBundle(), ...args], { cwd: root, env: { ...process.env, ...opts.env } });
  opts.onSpawn?.(child.pid as number);
  const out: Buffer[] = [];
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  if (opts.slowReaderMs) {
    child.stdout.pause();
    // A 'readable' listener keeps the stream ours: without one, Node resumes a child's unread stdout once it exits
    // (child_process flushStdio), and the tail still in the pipe flows to no listener and is lost.
    child.stdout.on('readable', () => {});
    setTimeout(() => {
      // Sips of 64 KiB with a pause after each: the writer must wait for the reader throughout.
      const sip = () => {
        for (let got = 0; got < 65536; ) {
          const chunk: Buffer | null = child.stdout.read();
          if (chunk === null) break;
          out.push(chunk);
          got += chunk.length;
        }
        if (!child.stdout.readableEnded) setTimeout(sip, 5);
      };
      child.stdout.on('end', () => {});
      sip();
    }, opts.slowReaderMs);
  } else child.stdout.on('data', (d: Buffer) => out.push(d));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      // Drain what is left of the pipe once the child is gone.
      for (let c = child.stdout.read(); c !== null; c = child.stdout.read()) out.push(c);
      resolve({ status, signal, stdout: Buffer.concat(out), stderr: err, ms: performance.now() - t0 });
    });
  });
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rdma-outputs-'));
  writeFileSync(join(dir, 's.json'), JSON.stringify({ messageBytes: 65536 }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const oneLine = (r: Run) => {
  expect(r.stderr).toMatch(/^trace: [^\n]+\n$/);
};

describe('--json - into a slow pipe', () => {
  it('delivers the whole JSON every time (the writer waits for the reader)', async () => {
    const want = traceToJson(buildTrace(scenario({ messageBytes: 65536 })));
    const runs = await Promise.all([0, 1, 2].map(() => run(['--scenario', join(dir, 's.json'), '--json', '-'], { slowReaderMs: 1000 })));
    for (const r of runs) {
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout.length).toBe(Buffer.byteLength(want));
      expect(JSON.parse(r.stdout.toString('utf8')).steps).toHaveLength(JSON.parse(want).steps.length);
      expect(r.stdout.toString('utf8')).toBe(want);
    }
  }, 90_000);
});

/** The pcap paths a run cannot write (each where the platform has it). */
function badPcapPaths(): [string, string, RegExp][] {
  const paths: [string, string, RegExp][] = [
    ['a missing directory', join(dir, 'missing', 'o.pcap'), /there is no directory/],
    ['an existing directory', join(dir, 'adir'), /it is a directory/],
  ];
  if (existsSync('/proc/self')) paths.push(['a file in /proc', '/proc/x', /cannot write \/proc\/x/]);
  if (existsSync('/dev/full')) paths.push(['/dev/full', '/dev/full', /cannot write \/dev\/full: ENOSPC/]);
  return paths;
}

describe('a run that fails writes nothing and keeps what was there', () => {
  it('for each pcap path it cannot write: no JSON left, an existing JSON unchanged, no temporary file, one line', async () => {
    mkdirSync(join(dir, 'adir'));
    const cases = badPcapPaths();
    expect(cases.length).toBeGreaterThanOrEqual(2);
    const listing = (variant: string) => readdirSync(join(dir, variant)).sort();
    for (const variant of ['fresh', 'existing']) {
      mkdirSync(join(dir, variant));
      if (variant === 'existing') for (let i = 0; i < cases.length; i++) writeFileSync(join(dir, variant, `o${i}.json`), 'old contents\n');
    }
    const listed = { fresh: listing('fresh'), existing: listing('existing') };
    const runs = await Promise.all(
      ['fresh', 'existing'].flatMap((variant) =>
        cases.map(async ([what, pcap, pattern], i) => ({
          variant,
          what,
          pattern,
          i,
          r: await run(['--scenario', join(dir, 's.json'), '--json', join(dir, variant, `o${i}.json`), '--pcap', pcap]),
        })),
      ),
    );
    for (const { variant, what, pattern, i, r } of runs) {
      expect(r.status, `${variant} JSON, pcap to ${what}`).not.toBe(0);
      oneLine(r);
      expect(r.stderr).toMatch(pattern);
      if (variant === 'existing') expect(readFileSync(join(dir, variant, `o${i}.json`), 'utf8')).toBe('old contents\n');
    }
    // Nothing new anywhere: no JSON, no pcap, no temporary file.
    expect(listing('fresh')).toEqual(listed.fresh);
    expect(listing('existing')).toEqual(listed.existing);
    expect(readdirSync(join(dir, 'adir'))).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['adir', 'existing', 'fresh', 's.json']);
  }, 90_000);

  it('a run that succeeds replaces the existing files (keeping their permissions) and leaves no temporary file', async () => {
    writeFileSync(join(dir, 'o.json'), 'old contents\n', { mode: 0o640 });
    const r = await run(['--scenario', join(dir, 's.json'), '--json', join(dir, 'o.json'), '--pcap', join(dir, 'o.pcap')]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8')).scenario.messageBytes).toBe(65536);
    expect(statSync(join(dir, 'o.json')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual(['o.json', 'o.pcap', 's.json']);
  });
});

describe('an export too large to write', () => {
  it('is refused up front, fast, with one line naming its size, and nothing is written', async () => {
    writeFileSync(join(dir, 'huge.json'), JSON.stringify({ messageBytes: 2147483647, pathMtu: 256, fault: 'drop:1' }));
    const r = await run(['--scenario', join(dir, 'huge.json'), '--json', join(dir, 'o.json'), '--pcap', join(dir, 'o.pcap')]);
    expect(r.status).not.toBe(0);
    oneLine(r);
    expect(r.stderr).toMatch(/the pcap would be \d+\.\d\d GiB \([\d,]+ bytes\), more than the 4\.00 GiB/);
    expect(r.ms).toBeLessThan(15_000);
    expect(readdirSync(dir).sort()).toEqual(['huge.json', 's.json']);
  });
});

describe('exports stream in bounded memory', () => {
  it('a 256 MiB message (65,536 packets, a 272 MB pcap) peaks under 256 MB of RSS', async () => {
    writeFileSync(join(dir, 'big.json'), JSON.stringify({ messageBytes: 256 * 2 ** 20 }));
    const rss = join(dir, 'rss.txt');
    const r = await run(['--scenario', join(dir, 'big.json'), '--json', join(dir, 'o.json'), '--pcap', join(dir, 'o.pcap')], {
      node: ['--import', join(root, 'scripts', 'benchMaxRss.mjs')],
      env: { MAX_RSS_FILE: rss },
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(statSync(join(dir, 'o.pcap')).size).toBe(272_236_646);
    const peakMb = Number(readFileSync(rss, 'utf8')) / 1024;
    expect(peakMb).toBeGreaterThan(10);
    expect(peakMb).toBeLessThan(256);
  });

  it('a scenario of any size or source is refused or read under 256 MB of RSS: /dev/zero, a 64 MB file', async () => {
    writeFileSync(join(dir, 'huge.json'), Buffer.alloc(64 * 2 ** 20, 0x20));
    for (const source of ['/dev/zero', join(dir, 'huge.json')]) {
      const rss = join(dir, 'rss.txt');
      const r = await run(['--scenario', source, '--summary'], {
        node: ['--import', join(root, 'scripts', 'benchMaxRss.mjs')],
        env: { MAX_RSS_FILE: rss },
      });
      expect(r.status).toBe(1);
      oneLine(r);
      expect(r.stderr).toMatch(/is larger than 1\.00 MiB/);
      expect(Number(readFileSync(rss, 'utf8')) / 1024).toBeLessThan(256);
    }
  });

  it('an export stopped by a signal leaves no temporary file', async () => {
    writeFileSync(join(dir, 'big.json'), JSON.stringify({ messageBytes: 2 ** 30 }));
    let pid = 0;
    const done = run(['--scenario', join(dir, 'big.json'), '--pcap', join(dir, 'o.pcap')], {
      node: [],
      onSpawn: (p) => {
        pid = p;
      },
    });
    // Stop it once it is writing (its temporary file exists).
    const t0 = Date.now();
    while (Date.now() - t0 < 15_000 && !readdirSync(dir).some((f) => f.endsWith('.tmp'))) await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(dir).some((f) => f.endsWith('.tmp'))).toBe(true);
    process.kill(pid, 'SIGTERM');
    const r = await done;
    expect(r.signal).toBe('SIGTERM');
    expect(readdirSync(dir).sort()).toEqual(['big.json', 's.json']);
  });
});
