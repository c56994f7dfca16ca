import { PRESET_TIMING, timingScenarioValues } from '../timing/presetTiming';
import type { PresetId } from './values';

/**
 * What each hardware preset sets, by dotted scenario key. Any key given
 * explicitly still wins: a preset is a starting point, every parameter stays
 * editable. The PCIe slot and link follow each generation's usual pairing;
 * MPS 256 / MRRS 4096 is what lspci shows on a ConnectX-6 Dx (NVIDIA/l2fwd-nv#6)
 * and a common setting on servers (not checked against a public survey). Each preset also
 * sets every `timing.*` key (src/sim/timing/presetTiming.ts: which constants
 * are cited, estimated or calibrated, and why the HCA hops are shared).
 */
export const PRESET_VALUES: Readonly<Record<PresetId, Readonly<Record<string, unknown>>>> = {
  'cx4-edr': {
    'pcie.gen': 3,
    'pcie.lanes': 16,
    'pcie.mps': 256,
    'pcie.mrrs': 4096,
    'ib.speed': 'EDR',
    'ib.width': 4,
    ...timingScenarioValues(PRESET_TIMING['cx4-edr']),
  },
  'cx5-edr': {
    'pcie.gen': 3,
    'pcie.lanes': 16,
    'pcie.mps': 256,
    'pcie.mrrs': 4096,
    'ib.speed': 'EDR',
    'ib.width': 4,
    ...timingScenarioValues(PRESET_TIMING['cx5-edr']),
  },
  'cx6-hdr': {
    'pcie.gen': 4,
    'pcie.lanes': 16,
    'pcie.mps': 256,
    'pcie.mrrs': 4096,
    'ib.speed': 'HDR',
    'ib.width': 4,
    ...timingScenarioValues(PRESET_TIMING['cx6-hdr']),
  },
  'cx7-ndr': {
    'pcie.gen': 5,
    'pcie.lanes': 16,
    'pcie.mps': 256,
    'pcie.mrrs': 4096,
    'ib.speed': 'NDR',
    'ib.width': 4,
    ...timingScenarioValues(PRESET_TIMING['cx7-ndr']),
  },
  // soft-RoCE speaks RoCEv2 only (rxe registers a RoCE port: drivers/infiniband/sw/rxe/rxe.c) and has no BlueFlame:
  // librxe posts through the ring and one write() (rdma-core providers/rxe/rxe.c, post_send_db). The link is a
  // 10 GbE NIC, which rxe reports as 1X FDR10 (rxe_query_port -> ib_get_eth_speed, drivers/infiniband/core/verbs.c).
  // The NIC's slot is a common one for a 10 GbE card. The timing keys are the hardware's: not calibrated for rxe.
  rxe: {
    transport: 'rocev2',
    post: 'doorbell',
    'pcie.gen': 3,
    'pcie.lanes': 8,
    'pcie.mps': 256,
    'pcie.mrrs': 4096,
    'ib.speed': 'FDR10',
    'ib.width': 1,
    ...timingScenarioValues(PRESET_TIMING.rxe),
  },
};

export const DEFAULT_PRESET: PresetId = 'cx5-edr';
