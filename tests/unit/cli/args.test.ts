import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../src/cli/args';

describe('parseArgs', () => {
  it('--summary and --calibration are outputs of their own', () => {
    const r = parseArgs(['--scenario', 's.json', '--summary']);
    expect(r.ok && r.args.summary).toBe(true);
    const c = parseArgs(['--calibration']);
    expect(c.ok && c.args.calibration && !c.args.summary).toBe(true);
    const both = parseArgs(['--summary', '--pcap', 'x.pcap']);
    expect(both.ok && both.args.summary && both.args.pcap).toBe('x.pcap');
  });

  it('nothing to write, two things on standard output, an unknown flag: one-line errors naming the flags', () => {
    const none = parseArgs(['--scenario', 's.json']);
    expect(!none.ok && none.error).toMatch(
      /nothing to write: give --json OUT\.json, --pcap OUT\.pcap, --program OUT\.c, --summary and\/or --calibration/,
    );
    const two = parseArgs(['--summary', '--json', '-']);
    expect(!two.ok && two.error).toMatch(/only one of --json -, --program -, --summary and --calibration/);
    const unknown = parseArgs(['--sumary']);
    expect(!unknown.ok && unknown.error).toMatch(/unknown flag "--sumary"; expected .*--summary, --calibration, --explain or --help/);
    const missing = parseArgs(['--summary', '--scenario']);
    expect(!missing.ok && missing.error).toBe('--scenario needs a value');
  });

  it('the existing flags still parse', () => {
    const r = parseArgs(['--json', 'o.json', '--pcap', 'o.pcap', '--linktype', '247']);
    expect(r.ok && r.args).toMatchObject({ json: 'o.json', pcap: 'o.pcap', linktype: 247, summary: false, calibration: false });
    expect(parseArgs(['--help']).ok).toBe(true);
  });
});
