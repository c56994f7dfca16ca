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
      /nothing to write: give --json OUT\.json, --pcap OUT\.pcap, --program OUT\.c, --pptx OUT\.pptx, --summary and\/or --calibration/,
    );
    const two = parseArgs(['--summary', '--json', '-']);
    expect(!two.ok && two.error).toMatch(/only one of --json -, --program -, --summary and --calibration/);
    const unknown = parseArgs(['--sumary']);
    expect(!unknown.ok && unknown.error).toMatch(/unknown flag "--sumary"; expected .*--summary, --calibration, --explain or --help/);
    const missing = parseArgs(['--summary', '--scenario']);
    expect(!missing.ok && missing.error).toBe('--scenario needs a value');
  });

  it('--pptx and the slides’ own flags: their values are checked, and they need --pptx', () => {
    const r = parseArgs(['--pptx', 'w.pptx', '--steps', 'A1–B4', '--drawing', 'memory', '--aspect', '4:3', '--lang', 'zh-CN']);
    expect(r.ok && r.args).toMatchObject({ pptx: 'w.pptx', steps: 'A1–B4', drawing: 'memory', aspect: '4:3', lang: 'zh-CN' });
    const bad = (argv: string[]) => {
      const x = parseArgs(argv);
      return !x.ok && x.error;
    };
    expect(bad(['--pptx', 'w.pptx', '--drawing', 'code'])).toBe('--drawing: "code" is not allowed; expected topology or memory');
    expect(bad(['--pptx', 'w.pptx', '--aspect', '16:10'])).toBe('--aspect: "16:10" is not allowed; expected 16:9 or 4:3');
    expect(bad(['--pptx', 'w.pptx', '--lang', 'fr'])).toBe('--lang: "fr" is not allowed; expected en or zh-CN');
    expect(bad(['--pptx', '-'])).toBe('--pptx writes a file: give a path such as walk.pptx, not -');
    expect(bad(['--json', 'o.json', '--steps', 'A1'])).toBe('--steps is for the slides: give --pptx OUT.pptx too');
    expect(bad(['--explain', 'c.pcap', '--pptx', 'w.pptx'])).toBe(
      '--explain reads a capture: --pptx is for a scenario; give them in separate runs',
    );
  });

  it('the existing flags still parse', () => {
    const r = parseArgs(['--json', 'o.json', '--pcap', 'o.pcap', '--linktype', '247']);
    expect(r.ok && r.args).toMatchObject({ json: 'o.json', pcap: 'o.pcap', linktype: 247, summary: false, calibration: false });
    expect(parseArgs(['--help']).ok).toBe(true);
  });
});
