import type { Range } from '../exchange/exchangePlan';

/** A run this long or shorter gets an event for every packet. */
export const ALL_PACKETS_UP_TO = 512;
/** Otherwise: this many packets at each end, this many spread evenly, and two on each side of every mark. */
const EDGE = 32;
const SPREAD = 64;

/**
 * The packets of a run [from, to) worth an event, in order: all of a short
 * run; of a long one its ends, an even spread, and the neighbourhood of each
 * mark (a fault, a round boundary, the packet that takes a receive WQE).
 * Every timing of a run is a closed form in the packet index, so these
 * packets cover each place where it could change.
 */
export function samplePackets([from, to]: Range, marks: readonly (number | null)[] = []): number[] {
  const n = to - from;
  if (n <= 0) return [];
  if (n <= ALL_PACKETS_UP_TO) return Array.from({ length: n }, (_, i) => from + i);
  const out = new Set<number>();
  for (let i = 0; i < EDGE; i++) {
    out.add(from + i);
    out.add(to - 1 - i);
  }
  for (let i = 0; i < SPREAD; i++) out.add(from + Math.floor((i * n) / SPREAD));
  for (const m of marks) {
    if (m === null) continue;
    for (let d = -2; d <= 2; d++) if (m + d >= from && m + d < to) out.add(m + d);
  }
  return [...out].sort((a, b) => a - b);
}
