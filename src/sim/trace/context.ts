import type { Field } from '../bytes/field';
import { mmioPayload } from './artifacts/hostA';
import type { EncodedWqe } from './artifacts/wqe';
import type { TransferPlan } from './plan';
import type { Timeline } from './timeline';

/** What every step builder reads: the plan, the timeline, the WQE and what the CPU stores through the BAR. Built once per trace. */
export interface TraceContext {
  plan: TransferPlan;
  t: Timeline;
  wqe: EncodedWqe;
  mmio: { bytes: Uint8Array; fields: Field[] };
}

export function traceContext(plan: TransferPlan, t: Timeline, wqe: EncodedWqe): TraceContext {
  return { plan, t, wqe, mmio: mmioPayload(plan, wqe) };
}
