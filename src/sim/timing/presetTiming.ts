import type { PresetId } from '../scenario/values';
import { HOST_AND_HCA_TIMING, SWITCH_HOP_NS, TIMING_KEYS, type TimingParams } from './timingParams';

/**
 * Each hardware preset's timing. The host and HCA hops are shared (no public
 * figure tells the generations apart, see HOST_AND_HCA_TIMING); the switch
 * follows the link generation. The presets' PCIe generation and IB speed
 * (src/sim/scenario/presets.ts) change the serialisation and the bandwidth.
 */
export const PRESET_TIMING: Readonly<Record<PresetId, Readonly<TimingParams>>> = Object.freeze({
  'cx4-edr': Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.edr }),
  'cx5-edr': Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.edr }),
  'cx6-hdr': Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.hdr }),
  'cx7-ndr': Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.ndr }),
  // soft-RoCE: no public figure calibrates its steps (docs/research/soft-roce, D20); the app marks its times so.
  rxe: Object.freeze({ ...HOST_AND_HCA_TIMING, switchHopNs: SWITCH_HOP_NS.edr }),
});

/** A preset's timing as dotted scenario keys (`timing.hcaRxNs`: 99, ...). */
export function timingScenarioValues(p: Readonly<TimingParams>): Record<string, number> {
  return Object.fromEntries(TIMING_KEYS.map((k) => [`timing.${k}`, p[k]]));
}
