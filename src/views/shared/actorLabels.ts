import type { Msg } from '../../i18n/msg';
import type { Actor } from '../../sim/trace/types';

/** Who acts, as the step panel and the machines' comparison name them. */
export const ACTOR_LABEL: Record<Actor, Msg['key']> = {
  cpuA: 'ui.actor.cpuA',
  cpuB: 'ui.actor.cpuB',
  kernelA: 'ui.actor.kernelA',
  kernelB: 'ui.actor.kernelB',
  apps: 'ui.actor.apps',
  rootComplexA: 'ui.actor.rootComplexA',
  hcaA: 'ui.actor.hcaA',
  switch: 'ui.actor.switch',
  cable: 'ui.actor.cable',
  hcaB: 'ui.actor.hcaB',
  rootComplexB: 'ui.actor.rootComplexB',
  gpuA: 'ui.actor.gpuA',
  gpuB: 'ui.actor.gpuB',
  nicA: 'ui.actor.nicA',
  nicB: 'ui.actor.nicB',
};
