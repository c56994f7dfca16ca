import { bufferInGpu } from '../platform/gpuMemory';
import type { Scenario } from '../scenario/types';
import type { Place } from './places';
import type { HostId } from './types';

/**
 * The places between a host's HCA and the memory its buffer is in, HCA side first: its PCIe link, root complex and
 * DRAM; or, for a buffer in GPU memory, the PCIe switch the GPU and the HCA share and the GPU, or (p2pPath
 * root-complex) the link up to the root complex and back down to the GPU.
 */
export function bufferPath(s: Pick<Scenario, 'memA' | 'memB' | 'p2pPath'>, host: HostId): Place[] {
  const P =
    host === 'A'
      ? ({ pcie: 'A.pcie', rc: 'A.rc', dram: 'A.dram', sw: 'A.pcieSwitch', gpu: 'A.gpu' } as const)
      : ({ pcie: 'B.pcie', rc: 'B.rc', dram: 'B.dram', sw: 'B.pcieSwitch', gpu: 'B.gpu' } as const);
  if (!bufferInGpu(s, host)) return [P.pcie, P.rc, P.dram];
  return s.p2pPath === 'switch' ? [P.sw, P.gpu] : [P.pcie, P.rc, P.gpu];
}
