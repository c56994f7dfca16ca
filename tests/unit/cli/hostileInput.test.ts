// The command line under hostile input: every case the issue names, run in-process through runTrace.
import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempName } from '../../../src/cli/outputs';
import { MAX_SCENARIO_BYTES } from '../../../src/sim/scenario/scenarioText';
import { cli, ONE_PRINTABLE_LINE } from '../../support/cliInProcess';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rdma-hostile-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const at = (name: string) => join(dir, name);

describe('scenario files through a bounded reader', () => {
  it('refuses a file over 1 MiB with one line naming the limit (exit 1)', async () => {
    writeFileSync(at('big.json'), `{"messageBytes": 64, "pad": "${'x'.repeat(MAX_SCENARIO_BYTES)}"}`);
    const r = await cli(['--scenario', at('big.json'), '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(ONE_PRINTABLE_LINE);
    expect(r.stderr).toMatch(/is larger than 1\.00 MiB \(1,048,576 bytes\), the most a scenario may be, so it was not read/);
  });

  it('gives a device the same cap: /dev/zero is refused, not read forever (exit 1)', async () => {
    const r = await cli(['--scenario', '/dev/zero', '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\/dev\/zero is larger than 1\.00 MiB/);
  });

  it('says on stderr what it waits for when a FIFO has no writer after a second, then reads it', async () => {
    const fifo = at('s.fifo');
    execFileSync('mkfifo', [fifo]);
    const writer = new Promise<void>((res) =>
      setTimeout(() => {
        writeFileSync(fifo, '{"op":"read"}');
        res();
      }, 1400),
    );
    const r = await cli(['--scenario', fifo, '--summary']);
    await writer;
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^trace: waiting for the scenario on .*s\.fifo \(a FIFO waits for a writer\)\n$/);
    expect(JSON.parse(r.stdout).ibPackets).toBe(2);
  });

  it('reads standard input with "-", and says what it waits for when stdin is silent', async () => {
    const fast = await cli(['--scenario', '-', '--summary'], Readable.from([Buffer.from('{"messageBytes": 4096}')]));
    expect(fast.code).toBe(0);
    expect(fast.stderr).toBe('');
    const slow = new PassThrough();
    setTimeout(() => slow.end('{}'), 1300);
    const r = await cli(['--scenario', '-', '--summary'], slow);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^trace: waiting for the scenario on standard input \(end it with Ctrl-D\)\n$/);
  });

  it('refuses more than 1 MiB on standard input too', async () => {
    const r = await cli(['--scenario', '-', '--summary'], Readable.from([Buffer.alloc(600_000, 32), Buffer.alloc(600_000, 32)]));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/standard input is larger than 1\.00 MiB/);
  });

  it('accepts a leading UTF-8 BOM', async () => {
    writeFileSync(at('bom.json'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"op": "send"}')]));
    const r = await cli(['--scenario', at('bom.json'), '--summary']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).ibPackets).toBe(2);
  });
});

describe('every message is one printable line', () => {
  it('escapes control characters in a path and cuts it short', async () => {
    const r = await cli(['--scenario', `${dir}/\u001b[31mred\u202e${'p'.repeat(300)}.json`, '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(ONE_PRINTABLE_LINE);
    expect(r.stderr).toContain('\\x1b[31mred\\u{202e}');
    expect(r.stderr).toContain('…');
    expect(r.stderr.length).toBeLessThan(200);
  });

  it('escapes a value from the file', async () => {
    writeFileSync(at('v.json'), '{"op": "wr\\u001b[2Jite\\u2028"}');
    const r = await cli(['--scenario', at('v.json'), '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(ONE_PRINTABLE_LINE);
    expect(r.stderr).toMatch(/op: .*is not allowed/);
  });

  it('quotes at most 8 bytes of a file that is not JSON, escaped', async () => {
    writeFileSync(at('x.json'), `\u001b[31m${'A'.repeat(5000)}`);
    const r = await cli(['--scenario', at('x.json'), '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(ONE_PRINTABLE_LINE);
    const quoted = /"([^"]*)"\)\n$/.exec(r.stderr)?.[1] ?? '';
    expect(quoted.replace(/\\x[0-9a-f]{2}/g, '.').length).toBeLessThanOrEqual(8);
    expect(r.stderr).toContain('\\x1b');
  });

  it('names a file that is not UTF-8 without quoting it', async () => {
    writeFileSync(at('b.bin'), Buffer.from([0x7b, 0xff, 0xfe, 0x1b, 0x00]));
    const r = await cli(['--scenario', at('b.bin'), '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not UTF-8 text/);
  });
});

describe('outputs', () => {
  it('refuses two outputs that are one file: a hard link, a path through a symbolic link, /dev/stdout beside "-"', async () => {
    writeFileSync(at('a.out'), 'keep');
    linkSync(at('a.out'), at('b.out'));
    const hard = await cli(['--json', at('a.out'), '--pcap', at('b.out')]);
    expect(hard.code).toBe(1);
    expect(hard.stderr).toMatch(/the JSON and the pcap would both be written to .*b\.out \(the same file\)/);
    mkdirSync(at('d'));
    symlinkSync(at('d'), at('l'));
    const sym = await cli(['--json', at('d/x.json'), '--pcap', at('l/x.json')]);
    expect(sym.code).toBe(1);
    expect(sym.stderr).toMatch(/the same file/);
    expect(existsSync(at('d/x.json'))).toBe(false);
    const dn = await cli(['--json', '/dev/null', '--pcap', '/dev/null']);
    expect(dn.code).toBe(0);
  });

  it('refuses an empty path and a flag given twice, each with one line (exit 2)', async () => {
    const empty = await cli(['--json', '']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^trace: --json: the path is empty/);
    const twice = await cli(['--json', at('a'), '--json', at('b')]);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/^trace: --json is given twice; give it once/);
    expect((await cli(['--summary', '--summary'])).stderr).toMatch(/--summary is given twice/);
  });

  it('removes the temporary files a killed run left, and keeps those of a live run', async () => {
    const dead = tempName('t.json', 2 ** 22 + 7, 'deadbeef'); // above the kernel's pid_max: no such process
    const live = tempName('t.json', process.ppid, 'cafef00d');
    writeFileSync(at(dead), 'stale');
    writeFileSync(at(live), 'in use');
    const r = await cli(['--json', at('t.json')]);
    expect(r.code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([live, 't.json'].sort());
  });
});

describe('JSON that ends early', () => {
  it('says where it ends, quoting nothing', async () => {
    const { writeFileSync: write } = await import('node:fs');
    write(at('e.json'), '{"op":');
    const r = await cli(['--scenario', at('e.json'), '--summary']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not valid JSON: it ends early, at line 1, column 7\n$/);
  });
});
