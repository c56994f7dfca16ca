// The misconception "HCA A's BAR maps host B's RAM": figures, trace, comparison, nuance.
export type { AddressingRow, FailureId, MythFigure, MythFigures, TlpFieldInfo } from './types';
export { FAILURES } from './types';
export {
  FAILURE_TITLES,
  figure,
  figureList,
  mythCpuNs,
  mythFigures,
  rates,
  rcTimeoutNs,
  realPostNsWithoutInline,
  type Rates,
} from './figures';
export { buildMythTrace, FAILURE_PHASE, mythScenarioOf } from './mythTrace';
export { compareRows, firstDivergence, type CompareRow, type Divergence } from './compare';
export { zeroCopy, type HostTraffic, type ZeroCopyComparison } from './zeroCopy';
export { NUANCES, type NuanceEntry } from './nuance';
export { mythIndexForReal, realIndexForMyth } from './toggle';
export { fillRoute } from './mythRoute';
export { PioChunks, WINDOW_BITS, windowAddress, windowOffset } from './window';
export { SRC } from './sources';
