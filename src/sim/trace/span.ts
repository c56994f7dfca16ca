/** A span on the simulated clock, in ns. */
export interface Span {
  start: number;
  end: number;
}

/** A span's length on the simulated clock, in ns. */
export const spanNs = (x: Span): number => x.end - x.start;
