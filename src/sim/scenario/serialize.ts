import { presetBase } from './defaults';
import { DEFAULT_PRESET } from './presets';
import { type JsonValue, SCHEMA, SCHEMA_ENTRIES, valueAt } from './schema';
import type { Scenario } from './types';

type Json = JsonValue | { [k: string]: Json };

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

/**
 * Flat "key=value" pairs for the keys that differ from the scenario's preset
 * (the URL carries these, and the preset itself when it is not the default).
 */
export function scenarioDiff(s: Scenario, base: Scenario = presetBase(s.preset)): [string, string][] {
  const out: [string, string][] = [];
  for (const { path, spec } of SCHEMA_ENTRIES) {
    const a = spec.toText(valueAt(s, path) as never);
    const b = path === 'preset' ? spec.toText(presetBase(DEFAULT_PRESET).preset as never) : spec.toText(valueAt(base, path) as never);
    if (a !== b) out.push([path, a]);
  }
  return out;
}

/** Stable identity of a scenario's content, every key included (timing too): the trace cache's key. */
export function scenarioKey(s: Scenario): string {
  return JSON.stringify(scenarioToJson(s));
}

export { SCHEMA };
