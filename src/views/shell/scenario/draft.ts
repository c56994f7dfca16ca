import { parseScenario } from '../../../sim/scenario/parseScenario';
import { SCHEMA_ENTRIES, valueAt } from '../../../sim/scenario/schema';
import type { Scenario, ScenarioError, ScenarioResult } from '../../../sim/scenario/types';
import { FIELD_GROUPS } from './fields';
import { formatSize, parseSize } from './size';

/**
 * The form's draft: what the inputs hold, by dotted key, as typed. Keeping the
 * text (not the parsed value) lets an invalid value stay on screen with its
 * message while the last valid scenario stays applied.
 */
export type Draft = Record<string, string | boolean>;

/** Keys the form edits: the schema's editable keys. */
export const DRAFT_KEYS: readonly string[] = FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.key));

const SPEC = new Map(SCHEMA_ENTRIES.map((e) => [e.path, e.spec]));

export function scenarioToDraft(s: Scenario): Draft {
  const d: Draft = {};
  for (const k of DRAFT_KEYS) {
    const spec = SPEC.get(k);
    if (!spec) continue;
    const v = valueAt(s, k);
    if (spec.form.input === 'checkbox') d[k] = v === true;
    else if (spec.form.size && typeof v === 'number') d[k] = formatSize(v);
    else d[k] = spec.toText(v as never);
  }
  return d;
}

/** The draft as parseScenario input: sizes with suffixes become numbers, everything else goes through as typed. */
export function draftToInput(d: Draft): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const k of DRAFT_KEYS) {
    const v = d[k];
    if (v === undefined) continue;
    if (typeof v === 'boolean') input[k] = v;
    else if (SPEC.get(k)?.form.size) input[k] = parseSize(v) ?? v;
    else input[k] = v.trim();
  }
  return input;
}

export interface DraftCheck {
  result: ScenarioResult;
  /** Errors by the key they name; errors naming no form key go under "". */
  errorsByField: Map<string, ScenarioError[]>;
}

/**
 * Validates a draft exactly as the URL and the CLI are validated: through
 * parseScenario. `editing` is the key just changed: a rule between two keys
 * names it, so the message appears under the input the person is typing in.
 */
export function checkDraft(d: Draft, editing?: string): DraftCheck {
  const result = parseScenario(draftToInput(d), undefined, { editing });
  const errorsByField = new Map<string, ScenarioError[]>();
  if (!result.ok) {
    for (const e of result.errors) {
      const key = DRAFT_KEYS.includes(e.field) ? e.field : '';
      errorsByField.set(key, [...(errorsByField.get(key) ?? []), e]);
    }
  }
  return { result, errorsByField };
}
