import { DEFAULT_PRESET, PRESET_VALUES } from './presets';
import { buildFromSchema, type SchemaEntry, valueAt } from './schema';
import type { PresetId, Scenario } from './types';

export { MAX_INLINE_BYTES, MAX_MESSAGE_BYTES } from './values';

/**
 * The default scenario, from the schema's defaults: one signaled 8-byte RDMA
 * WRITE over native InfiniBand. The identifiers are example values (remote VA
 * 0x7f0000001000, rkey 0x1234, local VA 0x7f1234560000, lkey 0x5678, DestQP
 * 0x12, PSN 1, LIDs 1 -> 2; BAR0 at 0xe4000000 as on the ConnectX-6 Dx of
 * NVIDIA/l2fwd-nv#6), so its bytes can be checked against the golden test
 * vectors (tests/unit/support, tests/fixtures/golden). A's QP is 0x11 so that the two QPNs stay distinguishable.
 */
export const DEFAULT_SCENARIO: Scenario = presetBase(DEFAULT_PRESET);

/** The scenario a preset starts from: the schema's defaults with the preset's values over them. */
export function presetBase(preset: PresetId): Scenario {
  const values = PRESET_VALUES[preset];
  return buildFromSchema<Scenario>((path: string, spec: SchemaEntry['spec']) =>
    path === 'preset' ? preset : Object.hasOwn(values, path) ? values[path] : spec.default,
  );
}

export { valueAt };
