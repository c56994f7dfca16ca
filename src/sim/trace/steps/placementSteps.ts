import { bufferInGpu, gpuPagesSpanned } from '../../platform/gpuMemory';
import { pagesSpanned } from '../../platform/pageMap';
import { bufferOf, dmaWriteSet, memoryWriteSet } from '../artifacts/dma';
import type { TraceContext } from '../context';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import { piecesOf, type StreamTiming } from '../exchange/streamTiming';
import { bufferPath } from '../peerPath';
import type { Place } from '../places';
import type { StepSpec } from '../stepSpec';
import { landText, pcieWriteText, translateText } from '../text/placementText';
import { gpuRoute } from '../text/senderText';
import type { HostId, Phase } from '../types';
import { roundNaming } from './roundIds';

const PLACES_OF = {
  A: { mtt: 'A.hca.mtt', engine: 'A.hca.engine', pcie: 'A.pcie', rc: 'A.rc', dram: 'A.dram' },
  B: { mtt: 'B.hca.mtt', engine: 'B.hca.engine', pcie: 'B.pcie', rc: 'B.rc', dram: 'B.dram' },
} as const satisfies Record<HostId, Record<string, Place>>;

/**
 * The receiving HCA places the packets it accepted: it translates the buffer's
 * addresses (MTT), writes by DMA over its PCIe link, and the root complex puts
 * the bytes in memory. HCA B for a WRITE, WRITE with immediate or SEND; HCA A
 * for a READ's responses. Nothing when the round places nothing.
 */
export function placementSteps(c: TraceContext, round: Round, st: StreamTiming, host: HostId, phases: [Phase, Phase, Phase]): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const writes = host === 'B' ? plan.remoteWrites : plan.localWrites;
  const placed = st.placed;
  if (rangeSize(placed) === 0 || !st.translate || !st.pcie || !st.land) return [];
  const name = roundNaming(round);
  const buffer = bufferOf(plan, host);
  // A zero-length message is executed but writes nothing: the steps stay, with nothing to move.
  const win = writes ? piecesOf(writes, placed) : { first: 0, count: 0 };
  const from = placed[0] * s.pathMtu;
  const placedBytes = Math.min(s.messageBytes, placed[1] * s.pathMtu) - from;
  const va = buffer.va + BigInt(from);
  const hca = host === 'B' ? ('hcaB' as const) : ('hcaA' as const);
  const P = PLACES_OF[host];
  const partial = placedBytes < s.messageBytes;
  // From the HCA to the memory: link, root complex, DRAM; or the switch (or root complex) and the GPU.
  const way = bufferPath(s, host);
  const gpu = bufferInGpu(s, host);
  return [
    {
      id: name.id(host === 'B' ? 'B2.translate' : 'RESPONSE.translate'),
      role: 'translate',
      phase: phases[0],
      actor: hca,
      path: [P.mtt, P.engine],
      span: st.translate,
      text: translateText(host, s.iommu, writes ? va : null, win.count, s.pcie.mps, gpu),
      artifacts: writes ? [dmaWriteSet(plan, buffer, writes, win, st, 'built')] : [],
      view: { touches: [{ object: host === 'B' ? 'B.mtt' : 'A.buffer', by: 'bus' }] },
    },
    {
      id: name.id(host === 'B' ? 'B3.pcie' : 'RESPONSE.pcie'),
      role: 'pcie-write',
      phase: phases[1],
      actor: hca,
      path: [P.engine, ...way.slice(0, -1)],
      span: st.pcie,
      text: pcieWriteText(host, s.iommu, writes ? win.count : null, gpu ? gpuRoute(s, host) : null),
      artifacts: writes ? [dmaWriteSet(plan, buffer, writes, win, st, 'crossing')] : [],
      view: { touches: [{ object: host === 'B' ? 'B.pages' : 'A.buffer', by: 'bus' }] },
    },
    {
      id: name.id(host === 'B' ? 'B4.land' : 'RESPONSE.land'),
      role: 'place-data',
      phase: phases[2],
      // The memory the buffer is in takes the writes: the root complex and DRAM, or the GPU behind BAR1.
      actor: gpu ? (host === 'B' ? 'gpuB' : 'gpuA') : host === 'B' ? 'rootComplexB' : 'rootComplexA',
      path: way.slice(-2),
      span: st.land,
      text: landText(
        s.op,
        host,
        writes
          ? { bytes: placedBytes, from, pages: gpu ? gpuPagesSpanned(va, placedBytes) : pagesSpanned(va, placedBytes), partial }
          : null,
        gpu,
      ),
      artifacts: writes ? [memoryWriteSet(plan, buffer, writes, win, st)] : [],
      delta: {
        [host]: { memWriteBytes: placedBytes },
        // Placement is in message order, so what has landed is everything up to this round's last byte.
        memory: host === 'B' ? { landedBytesB: from + placedBytes } : { landedBytesA: from + placedBytes },
        hcaBufferBytes: { [host]: 0 },
      },
      view: { touches: [{ object: host === 'B' ? 'B.pages' : 'A.buffer', by: 'bus' }] },
    },
  ];
}
