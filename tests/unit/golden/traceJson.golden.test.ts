import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { traceToJson } from '../../../src/sim/export/traceJson';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { STARTING_POINTS } from '../../../src/views/shell/scenario/startingPoints';
import { expectGolden, goldenJson } from '../support/golden';
import { scenario } from '../trace/helpers';

/**
 * The JSON of every starting point's trace, pinned, with each sentence as its message (catalogue key and parameters), not
 * its English: rewording a catalogue entry changes no golden file, a change to what the core says does. Small traces
 * are kept whole; the 64 KiB one keeps its structure, times, checks and messages, with each artifact's bytes and
 * field tree replaced by their SHA-256. On a mismatch the test writes `trace-<starting point>-changed.json` beside the
 * golden file (tests/unit/support/golden.ts).
 */
const FULL_UP_TO_CHARS = 600_000;
const sha = (x: unknown) =>
  createHash('sha256')
    .update(typeof x === 'string' ? x : JSON.stringify(x))
    .digest('hex')
    .slice(0, 16);

function goldenOf(json: string): string {
  const j = JSON.parse(json);
  if (json.length > FULL_UP_TO_CHARS) {
    for (const step of j.steps) {
      for (const a of step.artifacts) {
        a.hex = `sha256:${sha(a.hex)}`;
        a.fields = `sha256:${sha(a.fields)}`;
      }
    }
  }
  return goldenJson(j);
}

describe('trace golden files, one per starting point of the Scenario panel', () => {
  it.each(STARTING_POINTS.map((p) => [p.id, p] as const))('%s', (id, p) => {
    expectGolden(`trace-${id}.json`, goldenOf(traceToJson(buildTrace(scenario(p.input)), 'messages')));
  });

  it('the golden files hold messages, not English (a wording change cannot touch them)', () => {
    const text = goldenOf(traceToJson(buildTrace(scenario({})), 'messages'));
    expect(text).toContain('"key": "step.');
    expect(text).not.toContain(traceToJson(buildTrace(scenario({}))).match(/"title":"([^"]+)"/)?.[1]);
  });
});
