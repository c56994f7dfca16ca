// The CLI's argument and file handling under random input, in-process: random flags and values, random bytes and
// sizes for the scenario. Each run ends with exit 0, or with a non-zero exit, one printable line on stderr and no
// file changed; memory stays bounded.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ONE_PRINTABLE_LINE } from '../../support/cliInProcess';
import { propertyRuns } from '../support/propertyRuns';

const RUNS = propertyRuns(300);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rdma-fuzz-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every file in the directory with a hash of its bytes: what "no file changed" compares. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    out[name] = statSync(p).isFile() ? createHash('sha1').update(readFileSync(p)).digest('hex') : 'dir';
  }
  return out;
}

// (Not -h: after --json it would be a path in the working directory.)
const FLAGS = ['--scenario', '--json', '--pcap', '--linktype', '--summary', '--calibration', '--help', '--sumary', '-', '--'];

/** Scenario contents: random bytes of any size up to 1.2 MiB, JSON-ish text, and a few valid scenarios (some with a BOM). */
const arbContent = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.integer({ min: 1_048_000, max: 1_250_000 }).map((n) => new Uint8Array(n).fill(0x20)),
  fc.string({ unit: 'binary', maxLength: 80 }).map((s) => new TextEncoder().encode(s)),
  fc
    .constantFrom('{}', '{"messageBytes": 4096}', '\ufeff{"op":"read"}', '{"op": "\\u001b[31m"}', '[1,2', 'null')
    .map((s) => new TextEncoder().encode(s)),
);

/** A value after a flag: a file in the scratch directory, "-", empty, or random text with control characters. */
const arbValue = fc.oneof(
  fc.constantFrom('s.json', 'out.json', 'out.pcap', 'existing.json', '-', '', '197', '247', '/dev/null', 'nodir/x.json'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const arbArgv = fc.array(fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...FLAGS) }, arbValue), { maxLength: 7 });

/** Values that stay as they are: standard streams, the discard device, the empty path. */
const KEPT = new Set(['-', '', '/dev/null']);

/** Every other value (but a link type) is a path inside the scratch directory, so nothing outside it is ever written. */
const rooted = (argv: string[]) =>
  argv.map((a, i) => (FLAGS.includes(a) || KEPT.has(a) || argv[i - 1] === '--linktype' ? a : join(dir, a.replace(/\.\./g, '__'))));

describe('the CLI under random arguments and files', () => {
  it('exits 0, or non-zero with one printable line and no file changed; memory stays bounded', async () => {
    const rssBefore = process.memoryUsage().rss;
    const cwdBefore = readdirSync(process.cwd()).sort();
    let failures = 0;
    await fc.assert(
      fc.asyncProperty(arbArgv, arbContent, fc.boolean(), async (argv, content, viaStdin) => {
        writeFileSync(join(dir, 's.json'), content);
        writeFileSync(join(dir, 'existing.json'), 'keep me');
        const before = snapshot();
        const args = rooted(argv).filter((a) => a !== '/dev/stdin');
        // Only one output may go to our own stream: keep the fuzz off the terminal.
        const r = await cli(args, viaStdin ? Readable.from([Buffer.from(content)]) : Readable.from([]));
        if (r.code === 0) return;
        failures++;
        expect(r.stderr.split('\n').filter(Boolean).length, r.stderr).toBeLessThanOrEqual(2);
        // A waiting note may precede the failure's one line; the failure itself is the last line.
        const last = `${r.stderr.trimEnd().split('\n').pop()}\n`;
        expect(last, JSON.stringify(args)).toMatch(ONE_PRINTABLE_LINE);
        expect(snapshot(), JSON.stringify(args)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
    // A third of the runs, at least, are refusals: the hostile inputs are really exercised.
    expect(failures).toBeGreaterThan(RUNS / 3);
    // Nothing escaped the scratch directory.
    expect(readdirSync(process.cwd()).sort()).toEqual(cwdBefore);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 2 ** 20);
  }, 120_000);
});
