// The misconception "HCA A's BAR maps host B's RAM": figures, trace, comparison, nuance.

export { type CompareRow, compareRows, type Divergence, firstDivergence } from './compare';
export {
  FAILURE_TITLES,
  figure,
  figureList,
  misconceptionCpuNs,
  misconceptionFigures,
  type Rates,
  rates,
  rcTimeoutNs,
  realPostNsWithoutInline,
} from './figures';
export { fillRoute } from './misconceptionRoute';
export { FAILURE_PHASE } from './misconceptionStepsFailures';
export { buildMisconceptionTrace, misconceptionScenarioOf } from './misconceptionTrace';
export { NUANCES, type NuanceEntry } from './nuance';
export { SRC } from './sources';
export { misconceptionIndexForReal, realIndexForMisconception } from './toggle';
export type { AddressingRow, FailureId, MisconceptionFigure, MisconceptionFigures, TlpFieldInfo } from './types';
export { FAILURES } from './types';
export { PioChunks, WINDOW_BITS, windowAddress, windowOffset } from './window';
export { type HostTraffic, type ZeroCopyComparison, zeroCopy } from './zeroCopy';
