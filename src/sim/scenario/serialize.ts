import { DEFAULT_SCENARIO } from './defaults';
import { type JsonScalar, SCHEMA, SCHEMA_ENTRIES, valueAt } from './schema';
import type { Scenario } from './types';

type Json = JsonScalar | { [k: string]: Json };

/** JSON-safe form, nested like the scenario: 64-bit addresses and keys as "0x..." strings, the way engineers write them. */
export function scenarioToJson(s: Scenario): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const { path, spec } of SCHEMA_ENTRIES) {
    const parts = path.split('.');
    let o = out;
    for (const p of parts.slice(0, -1)) {
      o[p] ??= {};
      o = o[p] as Record<string, Json>;
    }
    o[parts[parts.length - 1]] = spec.toJson(valueAt(s, path) as never);
  }
  return out;
}

/** Flat "key=value" pairs for the keys that differ from `base` (the URL carries these). */
export function scenarioDiff(s: Scenario, base: Scenario = DEFAULT_SCENARIO): [string, string][] {
  const out: [string, string][] = [];
  for (const { path, spec } of SCHEMA_ENTRIES) {
    const a = spec.toJson(valueAt(s, path) as never);
    const b = spec.toJson(valueAt(base, path) as never);
    if (a !== b) out.push([path, String(a)]);
  }
  return out;
}

/** Stable identity of a scenario's content, every key included (timing too): the trace cache's key. */
export function scenarioKey(s: Scenario): string {
  return JSON.stringify(scenarioToJson(s));
}

export { SCHEMA };
