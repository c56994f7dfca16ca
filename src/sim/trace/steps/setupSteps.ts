import type { Narrator } from '../../narrative/en';
import type { TransferPlan } from '../plan';
import type { StepSpec } from '../stepSpec';
import type { EncodedWqe } from '../artifacts/wqe';
import type { Span } from '../timeline';
import { narrativeContext } from '../context';
import { mmioPayload } from '../artifacts/hostA';

const AT_ZERO: Span = { start: 0, end: 0 };

/** Done once, before the clock starts: registration, connection, the key exchange. */
export function setupSteps(plan: TransferPlan, wqe: EncodedWqe, N: Narrator): StepSpec[] {
  const c = narrativeContext(plan, wqe, mmioPayload(plan, wqe).bytes.length);
  return [
    {
      id: 'SETUP.reg-mr-b',
      phase: 'SETUP',
      actor: 'kernelB',
      path: ['B.cpu', 'B.rc', 'B.pcie', 'B.hca.mtt'],
      span: AT_ZERO,
      text: N.setupRegMrB(c),
      delta: { memory: { mrB: true } },
    },
    {
      id: 'SETUP.reg-mr-a',
      phase: 'SETUP',
      actor: 'kernelA',
      path: ['A.cpu', 'A.rc', 'A.pcie', 'A.hca.mtt'],
      span: AT_ZERO,
      text: N.setupRegMrA(c),
      delta: { memory: { mrA: true } },
    },
    {
      id: 'SETUP.connect',
      phase: 'SETUP',
      actor: 'apps',
      path: ['A.cpu', 'A.hca.engine', 'fabric', 'B.hca.engine', 'B.cpu'],
      span: AT_ZERO,
      text: N.setupQps(c),
      delta: { memory: { connected: true } },
    },
    {
      id: 'SETUP.exchange',
      phase: 'SETUP',
      actor: 'apps',
      path: ['B.cpu', 'oob', 'A.cpu'],
      span: AT_ZERO,
      text: N.setupExchange(c),
      delta: { memory: { keyAtA: true } },
    },
  ];
}
