import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliBundle } from '../../support/cliBundle';

const root = join(__dirname, '..', '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** The CLI as one bundled module under node (fast); `viaTsx`: exactly `npm run trace`'s command, tsx on the source. */
function run(args: string[], viaTsx = false) {
  return viaTsx
    ? spawnSync(tsx, [join(root, 'src/cli/trace.ts'), ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, [cliBundle(), ...args], { encoding: 'utf8' });
}

describe('npm run trace (the CLI)', () => {
  it('writes the JSON and the pcap for a scenario file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify({ messageBytes: 9000, pathMtu: 4096 }));
      const r = run(['--scenario', join(dir, 's.json'), '--json', join(dir, 'o.json'), '--pcap', join(dir, 'o.pcap')], true);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const j = JSON.parse(readFileSync(join(dir, 'o.json'), 'utf8'));
      expect(j.scenario.messageBytes).toBe(9000);
      expect(readFileSync(join(dir, 'o.pcap')).readUInt32LE(20)).toBe(197);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ pathMtu: 300 }, /pathMtu: 300 is not allowed; expected one of 256, 512, 1024, 2048, 4096/],
    [{ messageBytes: 'lots' }, /messageBytes: "lots" is not allowed/],
  ])('an invalid scenario %o exits non-zero with one clear line on stderr', (input, pattern) => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify(input));
      const r = run(['--scenario', join(dir, 's.json'), '--json', join(dir, 'o.json')]);
      expect(r.status).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(pattern);
      expect(r.stdout).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a file that is not JSON, a missing file and an unknown flag are one-line errors, not stack traces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 'bad.json'), '{messageBytes: 8');
      for (const args of [
        ['--scenario', join(dir, 'bad.json'), '--json', '-'],
        ['--scenario', join(dir, 'none.json'), '--json', '-'],
        ['--linktype', '999', '--pcap', 'x'],
      ]) {
        const r = run(args);
        expect(r.status).not.toBe(0);
        expect(r.stderr).toMatch(/^trace: /);
        expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run trace: hostile scenario files get one line', () => {
  it.each([
    ['a key named after an Object member', '{"valueOf": 1}', /valueOf: unknown key/],
    ['"constructor"', '{"constructor": 1}', /constructor: unknown key/],
    ['"__proto__"', '{"__proto__": {"messageBytes": 1}}', /__proto__: unknown key/],
    ['a key given twice', '{"pcie.mps": 256, "pcie": {"mps": 512}}', /pcie\.mps: given twice/],
    ['the 2^31 message', '{"messageBytes": 2147483648}', /messageBytes: 2147483648 is not allowed/],
    ['5,000 nested arrays', `{"messageBytes": ${'['.repeat(5000)}${']'.repeat(5000)}}`, /messageBytes: \[\[/],
    [
      'a 10 MB payload pattern',
      `{"payloadHex": "${'ab'.repeat(5_000_000)}"}`,
      /is larger than 1\.00 MiB \(1,048,576 bytes\), the most a scenario may be/,
    ],
    ['JSON that does not parse', '{"messageBytes": 8,,}', /is not valid JSON/],
  ])('%s', (_what, text, pattern) => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      const file = join(dir, 'bad.json');
      writeFileSync(file, text);
      const r = run(['--scenario', file, '--json', join(dir, 'out.json')]);
      expect(r.status).not.toBe(0);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0].length).toBeLessThanOrEqual(420);
      expect(lines[0]).toMatch(pattern);
      expect(existsSync(join(dir, 'out.json'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run trace with RoCEv2', () => {
  it('writes Ethernet frames (link type 1), and refuses --linktype, which is for native InfiniBand', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify({ transport: 'rocev2' }));
      const r = run(['--scenario', join(dir, 's.json'), '--pcap', join(dir, 'o.pcap')]);
      expect(r.status).toBe(0);
      expect(readFileSync(join(dir, 'o.pcap')).readUInt32LE(20)).toBe(1);
      const bad = run(['--scenario', join(dir, 's.json'), '--pcap', join(dir, 'p.pcap'), '--linktype', '247']);
      expect(bad.status).not.toBe(0);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/--linktype: 247 is for native InfiniBand/);
      expect(existsSync(join(dir, 'p.pcap'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run trace -- --summary and --calibration', () => {
  it('--summary prints one JSON object with the seven figures, nothing on stderr', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify({ messageBytes: 65536 }));
      const r = run(['--scenario', join(dir, 's.json'), '--summary']);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout.trim().split('\n')).toHaveLength(1);
      const j = JSON.parse(r.stdout);
      expect(Object.keys(j)).toEqual(['oneWayNs', 'completionNs', 'bandwidthGbps', 'messageRateMpps', 'ibPackets', 'tlpsA', 'tlpsB']);
      expect(j.ibPackets).toBe(17);
      expect(j.bandwidthGbps).toBeGreaterThan(95);
      expect(j.bandwidthGbps).toBeLessThan(100);
      // The CQE can be seen before the last byte is placed: the ACK means HCA B accepted the data, not that it landed.
      expect(j.completionNs).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--summary of an invalid scenario is a one-line error, and --calibration prints docs/calibration.md', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cli-'));
    try {
      writeFileSync(join(dir, 's.json'), JSON.stringify({ 'timing.hcaRxNs': -1 }));
      const bad = run(['--scenario', join(dir, 's.json'), '--summary']);
      expect(bad.status).not.toBe(0);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/timing\.hcaRxNs/);
      expect(bad.stdout).toBe('');
      const doc = run(['--calibration']);
      expect(doc.status).toBe(0);
      expect(doc.stdout).toBe(readFileSync(join(root, 'docs/calibration.md'), 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
