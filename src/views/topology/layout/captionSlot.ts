import type { Place } from '../../../sim/trace/places';
import type { StepView } from '../../../sim/trace/types';
import { HCA_PLACES, SIDE } from './placeSides';
import type { CaptionSlot } from './topologyLayout';

/**
 * Where the caption of what moves goes: a free spot in the region the move
 * ends in (a host's or an HCA's title row, beside a PCIe link, above the
 * cable), so it never covers a component's own label.
 */
export function captionSlot(view: Pick<StepView, 'fabric' | 'motion'>, route: readonly Place[]): CaptionSlot {
  const last = route[route.length - 1];
  if (view.fabric || view.motion === 'stream' || last === 'fabric') return 'fabric';
  // Anything that crosses a PCIe link is captioned beside it, where there is room for two legs.
  // A GPU's peer traffic through its switch (GPUDirect RDMA) crosses the same stretch of PCIe.
  if (route.includes('A.pcie') || route.includes('A.pcieSwitch') || route.includes('A.gpu')) return 'pcieA';
  if (route.includes('B.pcie') || route.includes('B.pcieSwitch') || route.includes('B.gpu')) return 'pcieB';
  if (HCA_PLACES.has(last)) return SIDE[last] === 'A' ? 'hcaA' : 'hcaB';
  return SIDE[last] === 'B' ? 'hostB' : 'hostA';
}
