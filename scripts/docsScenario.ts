// `npm run docs:scenario`: rewrites the scenario table in docs/scenario.md from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { SCENARIO_DOC, withScenarioTable } from './scenarioTable';

const path = new URL(`../${SCENARIO_DOC}`, import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withScenarioTable(before);
if (after === before) console.log(`${SCENARIO_DOC}: the scenario table is up to date`);
else {
  writeFileSync(path, after);
  console.log(`${SCENARIO_DOC}: scenario table rewritten from the schema`);
}
