import type { Place } from '../../sim/trace/places';
import type { CaptionSlot } from './topologyLayout';

/**
 * Where the caption of what moves goes: a free spot in the region the move
 * ends in (a host's or an HCA's title row, beside a PCIe link, above the
 * cable), so it never covers a component's own label.
 */
export function captionSlot(stepId: string, path: readonly Place[]): CaptionSlot {
  const last = path[path.length - 1];
  if (stepId === 'A3.transmit' || stepId.startsWith('FABRIC.') || last === 'fabric') return 'fabric';
  // Anything that crosses a PCIe link is captioned beside it, where there is room for two legs.
  if (path.includes('A.pcie')) return 'pcieA';
  if (path.includes('B.pcie')) return 'pcieB';
  if (last.startsWith('A.hca.')) return 'hcaA';
  if (last.startsWith('B.hca.')) return 'hcaB';
  return last.startsWith('B.') ? 'hostB' : 'hostA';
}
