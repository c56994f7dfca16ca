/** A span on the simulated clock, in ns. */
export interface Span {
  start: number;
  end: number;
}
