// `npm run trace -- --explain CAPTURE`: a capture of the app's own traffic, plain, gzip-compressed and as pcapng,
// explained back; a file that is not a capture, a missing one and mixed flags each get one line and a non-zero code.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { cliBundle } from '../../support/cliBundle';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

const dir = mkdtempSync(join(tmpdir(), 'rdma-explain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = (...args: string[]) => spawnSync(process.execPath, [cliBundle(), ...args], { encoding: 'utf8' });

/** A WRITE of 3 packets over RoCEv2 whose second packet is lost: a NAK, then the resends. */
const pcap = traceToPcap(buildTrace(scenario({ transport: 'rocev2', messageBytes: 12_288, fault: 'drop:2' })));
writeFileSync(join(dir, 'w.pcap'), pcap);

describe('npm run trace -- --explain', () => {
  it('names the connection, the message, its answers and what went wrong, by Wireshark frame numbers', () => {
    const r = run('--explain', join(dir, 'w.pcap'));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('connection 1 (rocev2): 192.168.1.1 QP 0x11 → 192.168.1.2 QP 0x12');
    expect(r.stdout).toContain('message 1: RDMA WRITE, 12,288 B, PSN 1–3; packets 1, 2, 3, 5, 6');
    expect(r.stdout).toContain('answers: NAK (PSN sequence error), ACK');
    expect(r.stdout).toMatch(/sent again after a PSN-sequence NAK \(go-back-N\) \[after packet 4\]: packets 5, 6/);
  });

  it('reads the same capture gzip-compressed and as pcapng, and writes the reconstruction as JSON', () => {
    writeFileSync(join(dir, 'w.pcap.gz'), gzipSync(pcap));
    execFileSync(toolPath('editcap'), ['-F', 'pcapng', join(dir, 'w.pcap'), join(dir, 'w.pcapng')]);
    const plain = run('--explain', join(dir, 'w.pcap')).stdout.split('\n').slice(1);
    for (const f of ['w.pcap.gz', 'w.pcapng']) expect(run('--explain', join(dir, f)).stdout.split('\n').slice(1)).toEqual(plain);
    const r = run('--explain', join(dir, 'w.pcap.gz'), '--json', join(dir, 'o.json'));
    expect(r.status).toBe(0);
    const j = JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8'));
    expect(j.overview.format).toBe('gzip-compressed pcap');
    expect(j.messages[0].kind).toBe('write');
  });

  it.each([
    ['a text file', 'hello, this is not a capture\n', /not a pcap or pcapng capture: text/],
    ['a truncated header', '\xd4\xc3\xb2\xa1\x02\x00', /ends|not a pcap/],
  ])('%s gets one line and exit code 1', (_what, text, line) => {
    writeFileSync(join(dir, 'bad'), text, 'latin1');
    const r = run('--explain', join(dir, 'bad'));
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(line);
  });

  it('a missing file, and flags for a scenario beside --explain, each get one line', () => {
    const missing = run('--explain', join(dir, 'nope.pcap'));
    expect([missing.status, missing.stderr.trim()]).toEqual([1, `trace: cannot read ${join(dir, 'nope.pcap')}: ENOENT`]);
    const mixed = run('--explain', join(dir, 'w.pcap'), '--pcap', join(dir, 'x.pcap'));
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toMatch(/--explain reads a capture: --pcap is for a scenario/);
  });
});
