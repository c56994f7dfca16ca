import { parseScenario, SCENARIO_KEYS } from '../../sim/scenario/parseScenario';
import { scenarioToJson } from '../../sim/scenario/serialize';
import type { Scenario, ScenarioError, ScenarioResult } from '../../sim/scenario/types';
import { formatSize, parseSize } from './size';

/**
 * The form's draft: what the inputs hold, by dotted key, as typed. Keeping the
 * text (not the parsed value) lets an invalid value stay on screen with its
 * message while the last valid scenario stays applied.
 */
export type Draft = Record<string, string | boolean>;

/** Keys the form edits ("op" has one value and is not shown). */
export const DRAFT_KEYS = SCENARIO_KEYS.filter((k) => k !== 'op');

const BOOL_KEYS = new Set(['signaled', 'iommu']);

export function scenarioToDraft(s: Scenario): Draft {
  const json = scenarioToJson(s);
  const flat: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(json)) {
    if (v !== null && typeof v === 'object') for (const [k2, v2] of Object.entries(v)) flat[`${k}.${k2}`] = v2;
    else flat[k] = v;
  }
  const d: Draft = {};
  for (const k of DRAFT_KEYS) d[k] = BOOL_KEYS.has(k) ? Boolean(flat[k]) : String(flat[k]);
  d.messageBytes = formatSize(s.messageBytes);
  return d;
}

/** The draft as parseScenario input: sizes with suffixes become numbers, everything else goes through as typed. */
export function draftToInput(d: Draft): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const k of DRAFT_KEYS) {
    const v = d[k];
    if (typeof v === 'boolean') input[k] = v;
    else if (k === 'messageBytes') input[k] = parseSize(v) ?? v;
    else input[k] = v.trim();
  }
  return input;
}

export interface DraftCheck {
  result: ScenarioResult;
  /** Errors by the key they name; errors naming no form key go under "". */
  errorsByField: Map<string, ScenarioError[]>;
}

/** Validates a draft exactly as the URL and the CLI are validated: through parseScenario. */
export function checkDraft(d: Draft): DraftCheck {
  const result = parseScenario(draftToInput(d));
  const errorsByField = new Map<string, ScenarioError[]>();
  if (!result.ok) {
    for (const e of result.errors) {
      const key = DRAFT_KEYS.includes(e.field) ? e.field : '';
      errorsByField.set(key, [...(errorsByField.get(key) ?? []), e]);
    }
  }
  return { result, errorsByField };
}
