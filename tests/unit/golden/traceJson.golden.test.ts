import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { traceToJson } from '../../../src/sim/export/traceJson';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { PRESETS } from '../../../src/ui/scenario/presets';
import { scenario } from '../trace/helpers';

/**
 * The JSON export of every preset, pinned. Small traces are kept whole; the
 * 64 KiB one (5.7 MB) keeps its structure, times, checks and labels, with each
 * artifact's bytes and field tree replaced by their SHA-256. Update after a
 * reviewed change with `npx vitest run -u tests/unit/golden`.
 */
const FULL_UP_TO_CHARS = 400_000;
const sha = (x: unknown) =>
  createHash('sha256')
    .update(typeof x === 'string' ? x : JSON.stringify(x))
    .digest('hex')
    .slice(0, 16);

function condensed(json: string): string {
  const j = JSON.parse(json);
  for (const step of j.steps) {
    for (const a of step.artifacts) {
      a.hex = `sha256:${sha(a.hex)}`;
      a.fields = `sha256:${sha(a.fields)}`;
    }
  }
  return JSON.stringify(j, null, 1);
}

describe('traceToJson golden files, one per preset', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))('%s', async (id, p) => {
    const json = traceToJson(buildTrace(scenario(p.input)));
    const text = json.length <= FULL_UP_TO_CHARS ? json : condensed(json);
    await expect(text).toMatchFileSnapshot(`../../fixtures/golden/trace-${id}.json`);
  });
});
