// The table of scenario keys in docs/scenario.md, generated from the schema (`npm run docs:scenario` rewrites it;
// a unit test fails when docs/scenario.md and the schema disagree).
import { EN } from '../src/i18n/en';
import { formatMsg } from '../src/i18n/format';
import { SCHEMA_ENTRIES } from '../src/sim/scenario/schema';

/** The file that holds the table, relative to the repository's root. */
export const SCENARIO_DOC = 'docs/scenario.md';

export const TABLE_START = '<!-- scenario-keys:start (generated from src/sim/scenario/schema.ts by `npm run docs:scenario`) -->';
export const TABLE_END = '<!-- scenario-keys:end -->';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** One row per key: the dotted key, its default in JSON form, and what it allows. */
export function scenarioTable(): string {
  const rows = SCHEMA_ENTRIES.map(({ path, spec }) => {
    const dflt = JSON.stringify(spec.toJson(spec.default as never));
    const what = formatMsg(EN, spec.form.label);
    return `| \`${path}\` | ${cell(what)} | \`${cell(dflt)}\` | ${cell(formatMsg(EN, spec.parse.allowed))} |`;
  });
  return ['| key | what it is | default | allowed |', '|---|---|---|---|', ...rows].join('\n');
}

/** The document with its table replaced by the generated one (throws when the markers are missing). */
export function withScenarioTable(doc: string): string {
  const a = doc.indexOf(TABLE_START);
  const b = doc.indexOf(TABLE_END);
  if (a < 0 || b < a) throw new Error(`${SCENARIO_DOC} has no scenario-keys markers`);
  return `${doc.slice(0, a + TABLE_START.length)}\n${scenarioTable()}\n${doc.slice(b)}`;
}
