import type { Scenario } from '../scenario/types';
import { type StreamStage, streamRate } from './streamModel';

/**
 * perftest's `-a` sweep: 2 B to 8 MiB in powers of two (perftest src/perftest_parameters.h, MAX_SIZE 8388608;
 * the -a option in src/perftest_parameters.c).
 */
export const CURVE_SIZES: readonly number[] = Object.freeze(Array.from({ length: 23 }, (_, i) => 2 ** (i + 1)));

export interface CurvePoint {
  bytes: number;
  bandwidthGbps: number;
  messageRateMpps: number;
  bottleneck: StreamStage;
}

/**
 * Bandwidth and message rate against message size for one QP: the message
 * rate is flat while a per-message stage (the QP's message interval, the CPU's
 * post) is the slowest, so the bandwidth grows with the size; past the knee a
 * per-byte stage (the IB link or a PCIe link) is the slowest and the bandwidth
 * is flat (the plateau) while the message rate falls.
 */
export interface RateCurve {
  points: CurvePoint[];
  /** The bandwidth at the largest size, and what sets it. */
  plateauGbps: number;
  plateauBottleneck: StreamStage;
  /** The message rate at the smallest size, and what sets it. */
  smallMpps: number;
  smallBottleneck: StreamStage;
  /** Where the small-message line (size × rate) meets the plateau. */
  kneeBytes: number;
}

/** The curve for a scenario's hardware and post mode (inline only where perftest would inline: up to the limit). */
export function rateCurve(s: Scenario, sizes: readonly number[] = CURVE_SIZES): RateCurve {
  const points = sizes.map((bytes) => {
    const r = streamRate({ ...s, messageBytes: bytes });
    return { bytes, bandwidthGbps: r.bandwidthGbps, messageRateMpps: r.messageRateMpps, bottleneck: r.bottleneck };
  });
  const big = points[points.length - 1];
  const small = points[0];
  return {
    points,
    plateauGbps: big.bandwidthGbps,
    plateauBottleneck: big.bottleneck,
    smallMpps: small.messageRateMpps,
    smallBottleneck: small.bottleneck,
    kneeBytes: (big.bandwidthGbps * 1000) / (8 * small.messageRateMpps),
  };
}
