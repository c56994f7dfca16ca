import { perftestLatency } from '../perf/perftestLatency';
import { streamRate } from '../perf/streamModel';
import { parseScenario } from '../scenario/parseScenario';
import type { Scenario } from '../scenario/types';
import { ANCHORS, type Anchor, type AnchorId } from './anchors';
import { TransferTiming } from './transferTiming';

/** The tolerance the calibration test holds the checked rows to. */
export const CALIBRATION_TOLERANCE = 0.15;

/** One published figure and the model's prediction for it, made the way the figure was measured. */
export interface CalibrationRow {
  anchor: Anchor;
  /** The scenario the prediction runs (keys over the default preset, cx5-edr). */
  scenario: Record<string, unknown>;
  /** How the model reproduces the measurement. */
  modelled: string;
  predicted: number;
  /** (predicted - published) / published. */
  error: number;
  /** Held to ±15% by the test (the anchors); the others are shown, not enforced. */
  checked: boolean;
  /** What the row fitted, if a constant was calibrated on it. */
  fits?: string;
}

function scenarioOf(input: Record<string, unknown>): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(`calibration scenario ${JSON.stringify(input)} is invalid`);
  return r.scenario;
}

interface RowSpec {
  id: AnchorId;
  scenario: Record<string, unknown>;
  modelled: string;
  checked: boolean;
  fits?: string;
  predict(s: Scenario): number;
}

/** pcie-bench's device: an NFP6000, "natively a PCIe gen3 x8 device" (pcie-bench/data README). */
const PCIE_BENCH_LINK = { 'pcie.gen': 3, 'pcie.lanes': 8 };

const SPECS: readonly RowSpec[] = [
  {
    id: 'write-lat-inline',
    scenario: { messageBytes: 2, post: 'inline' },
    modelled:
      'The trace of a 2-B inline WRITE: post to the last byte placed in B’s memory, plus B’s poll seeing it (cpuPollNs); the period is twice that (or the poster’s own completion, if later); reported = period / 2',
    checked: true,
    fits: 'hcaRxNs',
    predict: (s) => perftestLatency(s).reportedNs,
  },
  {
    id: 'write-lat-noninline',
    scenario: { messageBytes: 2, post: 'blueflame' },
    modelled: 'As above with post "blueflame": the WQE still arrives by BlueFlame; HCA A reads the 2-B payload by DMA before it sends',
    checked: true,
    fits: 'hcaTxOverlapNs (the 0.39 µs between the two rows)',
    predict: (s) => perftestLatency(s).reportedNs,
  },
  {
    id: 'read-lat',
    scenario: { messageBytes: 2, op: 'read' },
    modelled:
      'Read off the trace of the READ: post, request packet, HCA B’s DMA read of its memory, response packet, HCA A’s write of the data and the CQE behind it, A’s poll',
    checked: false,
    predict: (s) => perftestLatency(s).reportedNs,
  },
  {
    id: 'write-bw-64k',
    scenario: { messageBytes: 65536 },
    modelled:
      'Steady-state stream of 64-KiB WRITEs on one QP: the slowest of the CPU’s post, the QP’s message interval, A’s PCIe link both ways, the EDR link (16 packets: 4138 B + 15 × 4122 B) and B’s PCIe link; here the link',
    checked: true,
    predict: (s) => streamRate(s).bandwidthGbps,
  },
  {
    id: 'msg-rate-2',
    scenario: { messageBytes: 2 },
    modelled: 'The same stream model at 2 B: the QP’s message interval (wqeIntervalNs) is the slowest stage',
    checked: true,
    fits: 'wqeIntervalNs',
    predict: (s) => streamRate(s).messageRateMpps,
  },
  {
    id: 'msg-rate-4',
    scenario: { messageBytes: 4 },
    modelled: 'As the 2-B row',
    checked: false,
    predict: (s) => streamRate(s).messageRateMpps,
  },
  {
    id: 'msg-rate-8',
    scenario: { messageBytes: 8 },
    modelled: 'As the 2-B row',
    checked: false,
    predict: (s) => streamRate(s).messageRateMpps,
  },
  {
    id: 'dma-read-64',
    scenario: PCIE_BENCH_LINK,
    modelled:
      'dmaRead(64) on pcie-bench’s Gen3 x8 link: the fixed round trip (dmaReadNs) plus one 64-B CplD’s link time; on the presets’ Gen3 x16 it is 6 ns shorter',
    checked: true,
    fits: 'dmaReadNs',
    predict: (s) => new TransferTiming(s).dmaRead(64),
  },
  {
    id: 'dma-read-2048',
    scenario: PCIE_BENCH_LINK,
    modelled: 'dmaRead(2048) on Gen3 x8: the round trip plus eight 256-B CplDs on the link; the NFP’s DMA engine is not modelled',
    checked: false,
    predict: (s) => new TransferTiming(s).dmaRead(2048),
  },
];

/** Every row: the published figure, the model's prediction and the error. Deterministic (no clock). */
export function calibrationTable(): CalibrationRow[] {
  return SPECS.map((spec) => {
    const anchor = ANCHORS[spec.id];
    const predicted = spec.predict(scenarioOf(spec.scenario));
    const row: CalibrationRow = {
      anchor,
      scenario: spec.scenario,
      modelled: spec.modelled,
      predicted,
      error: (predicted - anchor.value) / anchor.value,
      checked: spec.checked,
    };
    if (spec.fits) row.fits = spec.fits;
    return row;
  });
}
