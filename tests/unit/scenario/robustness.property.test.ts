import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { SCENARIO_KEYS } from '../../../src/sim/scenario/schema';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { readUrlState } from '../../../src/store/urlState';
import { propertyRuns } from '../support/propertyRuns';

const NEAR_VALID_RUNS = propertyRuns(10_000);

/**
 * Hostile input never throws: any JSON value or URL query parses into a
 * scenario or into errors that each name a field in one line, and any
 * scenario the parser accepts builds a whole trace, first and last artifacts
 * of every step included.
 */
const oneLine = (e: { field: string; message: Parameters<typeof formatMsg>[1] }) => {
  const text = formatMsg(EN, e.message);
  expect(text).not.toContain('\n');
  expect(text.length).toBeLessThan(2000);
  expect(text.startsWith(`${e.field}:`)).toBe(true);
};

function exercise(t: Trace): void {
  expect(t.steps.length).toBeGreaterThan(0);
  for (const step of t.steps) {
    expect(Number.isFinite(step.startNs) && Number.isFinite(step.endNs)).toBe(true);
    for (const set of step.artifacts) {
      for (const i of new Set([0, set.count - 1])) if (i >= 0) expect(set.at(i).bytes.length).toBeGreaterThan(0);
    }
  }
}

/** Values near the schema's: the edges of every range, wrong types, huge strings, prototype names. */
const nearValue = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    8,
    255,
    256,
    4096,
    0xffffff,
    0x1000000,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    0.5,
  ),
  fc.constantFrom(
    '0x0',
    '0xffffffffffffffff',
    '0x10000000000000000',
    '0x',
    '1e3',
    ' 42 ',
    '4096',
    'EDR',
    'edr',
    'inline',
    'doorbell',
    'blueflame',
    'host',
    'gpu',
    'switch',
    'root-complex',
    'true',
    'false',
    '',
  ),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { mps: 512 }),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
);
const nearKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SCENARIO_KEYS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'pcie',
      'ib',
      'timing',
      '__proto__',
      'constructor',
      'valueOf',
      'hasOwnProperty',
      'toString',
      'mtu',
      'pcie.',
      '.mps',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const nearValid = fc.dictionary(nearKey, nearValue, { maxKeys: 6 });

describe('the scenario parser under hostile input', () => {
  it('10,000 random strings as JSON text, scenario objects and URL queries: never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        let json: unknown = text;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON: the string itself is the input
        }
        const r = parseScenario(json);
        if (!r.ok) for (const e of r.errors) oneLine(e);
        const u = readUrlState(`?${text}`);
        for (const e of u.init.urlErrors ?? []) oneLine(e);
      }),
      { numRuns: propertyRuns(10_000) },
    );
    // 20,000 parses: about 10 s on a quiet machine, several times that with both cores busy.
  }, 180_000);

  it('any JSON value: a scenario or errors naming fields, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const r = parseScenario(v);
        if (!r.ok) for (const e of r.errors) oneLine(e);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });

  it('10,000 near-valid objects: accepted ones build a whole trace, rejected ones name a field', () => {
    let accepted = 0;
    fc.assert(
      fc.property(nearValid, (input) => {
        const r = parseScenario(input);
        if (!r.ok) {
          expect(r.errors.length).toBeGreaterThan(0);
          for (const e of r.errors) oneLine(e);
          return;
        }
        accepted++;
        exercise(buildTrace(r.scenario));
      }),
      { numRuns: NEAR_VALID_RUNS },
    );
    // One in twenty at least is accepted: the near-valid objects really reach the trace.
    expect(accepted).toBeGreaterThan(NEAR_VALID_RUNS / 20);
  }, 180_000);

  it('the same near-valid objects as URL queries: the app always opens on a working view', () => {
    fc.assert(
      fc.property(nearValid, (input) => {
        const q = new URLSearchParams();
        for (const [k, v] of Object.entries(input)) q.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'));
        const u = readUrlState(`?${q}`);
        expect(u.init.scenario).toBeDefined();
        for (const e of u.init.urlErrors ?? []) oneLine(e);
      }),
      { numRuns: propertyRuns(2_000) },
    );
  });

  it('edge values the old parser let through now give one line, not a crash', () => {
    for (const input of [
      { messageBytes: 2 ** 31 },
      { messageBytes: '0x80000000' },
      { valueOf: 1 },
      { constructor: 1 },
      { __defineGetter__: 1 },
      JSON.parse('{"__proto__": {"messageBytes": 1}}'),
      { 'pcie.mps': 256, pcie: { mps: 512 } },
      { payloadHex: 'ab'.repeat(5_000_000) },
      { messageBytes: JSON.parse(`${'['.repeat(5000)}${']'.repeat(5000)}`) },
    ]) {
      const r = parseScenario(input);
      expect(r.ok, JSON.stringify(Object.keys(input))).toBe(false);
      if (!r.ok) for (const e of r.errors) oneLine(e);
    }
  });

  it('the largest message the schema allows builds (2^31 - 1 bytes)', () => {
    const r = parseScenario({ messageBytes: 2 ** 31 - 1, pathMtu: 256, pcie: { mps: 128, mrrs: 128 } });
    expect(r.ok).toBe(true);
    if (r.ok) exercise(buildTrace(r.scenario));
  });
});
