/** The one typed scenario shared by the URL, the CLI and the UI: derived from the schema. */
import type { Msg } from '../../i18n/msg';
import type { SCHEMA, ValueOf } from './schema';

export * from './values';

export type Scenario = ValueOf<typeof SCHEMA>;

/** A problem with one scenario field: names the field, the bad value (quoted, at most ~80 characters) and what is allowed. */
export interface ScenarioError {
  field: string;
  value: string;
  allowed: Msg;
  /** One line: "field: value is not allowed; expected …". */
  message: Msg;
}

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] };
