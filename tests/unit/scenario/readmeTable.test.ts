import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIO_KEYS } from '../../../src/sim/scenario/schema';
import { scenarioTable, withScenarioTable } from '../../../scripts/scenarioTable';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe("the README's scenario table is the schema's", () => {
  it('matches the table generated from the schema (run `npm run docs:scenario` after changing a key)', () => {
    expect(withScenarioTable(readme)).toBe(readme);
  });

  it('lists every key once, the size limits included', () => {
    const table = scenarioTable();
    for (const k of SCENARIO_KEYS) expect(table).toContain(`| \`${k}\` |`);
    expect(table).toContain('up to 4,096 bytes');
    expect(table).toContain('2,147,483,647');
  });
});
