import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIO_DOC, scenarioTable, TABLE_END, TABLE_START, withScenarioTable } from '../../../scripts/scenarioTable';
import { SCENARIO_KEYS } from '../../../src/sim/scenario/schema';

const doc = readFileSync(new URL(`../../../${SCENARIO_DOC}`, import.meta.url), 'utf8');

describe(`the scenario table in ${SCENARIO_DOC} is the schema's`, () => {
  it('matches the table generated from the schema (run `npm run docs:scenario` after changing a key)', () => {
    expect(withScenarioTable(doc)).toBe(doc);
  });

  it('lists every key once, the size limits included', () => {
    const table = scenarioTable();
    for (const k of SCENARIO_KEYS) expect(table).toContain(`| \`${k}\` |`);
    expect(table).toContain('up to 4,096 bytes');
    expect(table).toContain('2,147,483,647');
  });

  it('refuses a document without the markers (the check can fail)', () => {
    expect(() => withScenarioTable('# no table here\n')).toThrow(SCENARIO_DOC);
    expect(withScenarioTable(`${TABLE_START}\nstale\n${TABLE_END}\n`)).toBe(`${TABLE_START}\n${scenarioTable()}\n${TABLE_END}\n`);
  });
});
