import { type Msg, msg } from '../../i18n/msg';
import type { Scenario } from '../scenario/types';
import { buildTrace } from '../trace/buildTrace';
import type { Trace } from '../trace/types';
import { addressingFigures, addressingTable, tlpFields } from './figuresAddressing';
import { cpuFigures } from './figuresCpu';
import { pinningFigures, protectionFigures, timeoutFigures } from './figuresFailure';
import { sizeFigures } from './figuresSize';
import { FAILURES, type FailureId, type MisconceptionFigure, type MisconceptionFigures } from './types';

export { misconceptionCpuNs, type Rates, rates, realPostNsWithoutInline } from './cpuRates';
export { rcTimeoutNs } from './figuresFailure';

/**
 * Every failure figure of the misconception, computed from the scenario. The
 * real trace supplies what the real design costs (A's CPU time, MMIO bytes);
 * pass it when you already have it, it is rebuilt otherwise.
 */
export function misconceptionFigures(s: Scenario, real: Trace = buildTrace(s)): MisconceptionFigures {
  const protection = protectionFigures(real.plan);
  return {
    size: sizeFigures(s),
    addressing: addressingFigures(s),
    cpu: cpuFigures(s, real),
    timeout: timeoutFigures(s),
    protection: protection.figures,
    pinning: pinningFigures(s),
    addressingTable: addressingTable(s),
    tlpFields: tlpFields(s),
    responderChecks: protection.checks,
  };
}

/** All figures in failure order. */
export function figureList(f: MisconceptionFigures): MisconceptionFigure[] {
  return FAILURES.flatMap((id) => f[id]);
}

/** One figure by id; throws when the id is unknown (a typo in a step's figure list). */
export function figure(f: MisconceptionFigures, id: string): MisconceptionFigure {
  const found = figureList(f).find((x) => x.id === id);
  if (!found) throw new Error(`no misconception figure "${id}"`);
  return found;
}

/** The panel's heading for each failure. */
export const FAILURE_TITLES: Readonly<Record<FailureId, Msg>> = {
  size: msg('misconception.fail.size.title'),
  addressing: msg('misconception.fail.addressing.title'),
  cpu: msg('misconception.fail.cpu.title'),
  timeout: msg('misconception.fail.timeout.title'),
  protection: msg('misconception.fail.protection.title'),
  pinning: msg('misconception.fail.pinning.title'),
};
