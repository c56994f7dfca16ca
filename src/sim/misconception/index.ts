// The misconception "HCA A's BAR maps host B's RAM": figures, trace, comparison, nuance.
export type { AddressingRow, FailureId, MisconceptionFigure, MisconceptionFigures, TlpFieldInfo } from './types';
export { FAILURES } from './types';
export {
  FAILURE_TITLES,
  figure,
  figureList,
  misconceptionCpuNs,
  misconceptionFigures,
  rates,
  rcTimeoutNs,
  realPostNsWithoutInline,
  type Rates,
} from './figures';
export { buildMisconceptionTrace, misconceptionScenarioOf } from './misconceptionTrace';
export { FAILURE_PHASE } from './misconceptionStepsFailures';
export { compareRows, firstDivergence, type CompareRow, type Divergence } from './compare';
export { zeroCopy, type HostTraffic, type ZeroCopyComparison } from './zeroCopy';
export { NUANCES, type NuanceEntry } from './nuance';
export { misconceptionIndexForReal, realIndexForMisconception } from './toggle';
export { fillRoute } from './misconceptionRoute';
export { PioChunks, WINDOW_BITS, windowAddress, windowOffset } from './window';
export { SRC } from './sources';
