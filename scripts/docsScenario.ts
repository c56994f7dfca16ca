// `npm run docs:scenario`: rewrites the README's scenario table from the schema.
import { readFileSync, writeFileSync } from 'node:fs';
import { withScenarioTable } from './scenarioTable';

const path = new URL('../README.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withScenarioTable(before);
if (after === before) console.log('README.md: the scenario table is up to date');
else {
  writeFileSync(path, after);
  console.log('README.md: scenario table rewritten from the schema');
}
