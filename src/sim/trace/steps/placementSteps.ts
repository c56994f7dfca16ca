import { msg } from '../../../i18n/msg';
import { tlpHeaderBytes } from '../../pcie/tlp';
import { bufferAddress, bufferOf, dmaWriteSet, memoryWriteSet } from '../artifacts/dma';
import type { TraceContext } from '../context';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import { piecesOf, type StreamTiming } from '../exchange/streamTiming';
import { pagesSpanned } from '../../platform/pageMap';
import type { Place } from '../places';
import type { StepSpec } from '../stepSpec';
import type { HostId, Phase } from '../types';
import { roundNaming } from './roundIds';

const hex = (v: number | bigint) => `0x${v.toString(16)}`;

const PLACES_OF = {
  A: { mtt: 'A.hca.mtt', engine: 'A.hca.engine', pcie: 'A.pcie', rc: 'A.rc', dram: 'A.dram' },
  B: { mtt: 'B.hca.mtt', engine: 'B.hca.engine', pcie: 'B.pcie', rc: 'B.rc', dram: 'B.dram' },
} as const satisfies Record<HostId, Record<string, Place>>;
const bytes = (n: number) => msg('unit.byte', { n });

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
  const header = tlpHeaderBytes(bufferAddress(plan, buffer, 0).dma, true);
  const hca = host === 'B' ? ('hcaB' as const) : ('hcaA' as const);
  const P = PLACES_OF[host];
  const partial = placedBytes < s.messageBytes;
  return [
    {
      id: name.id(host === 'B' ? 'B2.translate' : 'RESPONSE.translate'),
      role: 'translate',
      phase: phases[0],
      actor: hca,
      path: [P.mtt, P.engine],
      span: st.translate,
      text: {
        title: msg('step.translate.title', { host }),
        summary: [
          writes
            ? msg(s.iommu ? 'step.translate.s1Iommu' : 'step.translate.s1', {
                va: hex(va),
                writes: msg('step.translate.writes', { n: win.count }),
                mps: s.pcie.mps,
                host,
              })
            : msg('step.translate.s1Empty'),
        ],
        reality: msg(host === 'B' ? 'step.translate.reality' : 'step.translate.realityA'),
      },
      artifacts: writes ? [dmaWriteSet(plan, buffer, writes, win, st, 'built')] : [],
      view: { touches: [{ object: host === 'B' ? 'B.mtt' : 'A.buffer', by: 'bus' }] },
    },
    {
      id: name.id(host === 'B' ? 'B3.pcie' : 'RESPONSE.pcie'),
      role: 'pcie-write',
      phase: phases[1],
      actor: hca,
      path: [P.engine, P.pcie, P.rc],
      span: st.pcie,
      text: {
        title: msg('step.pcieB.title', { host }),
        summary: [
          writes
            ? msg(s.iommu ? 'step.pcieB.s1Iommu' : 'step.pcieB.s1', { tlps: msg('unit.tlp', { n: win.count }), host, n: win.count })
            : msg('step.pcieB.s1Empty'),
          msg('step.pcieB.s2', { host }),
        ],
      },
      artifacts: writes ? [dmaWriteSet(plan, buffer, writes, win, st, 'crossing')] : [],
      delta: { [host]: { tlpsUp: win.count, tlpBytesUp: win.count * header + placedBytes } },
      view: { touches: [{ object: host === 'B' ? 'B.pages' : 'A.buffer', by: 'bus' }] },
    },
    {
      id: name.id(host === 'B' ? 'B4.land' : 'RESPONSE.land'),
      role: 'place-data',
      phase: phases[2],
      actor: host === 'B' ? 'rootComplexB' : 'rootComplexA',
      path: [P.rc, P.dram],
      span: st.land,
      text: {
        title: msg('step.land.title', { host }),
        summary: [
          msg(!writes ? 'step.land.s1Empty' : partial ? 'step.land.s1Part' : 'step.land.s1', {
            bytes: bytes(placedBytes),
            pages: msg('step.land.pages', { n: pagesSpanned(va, placedBytes) }),
            host,
            from,
            to: from + placedBytes - 1,
          }),
          msg(host === 'B' ? 'step.land.s2' : 'step.land.s2Read'),
          msg('step.land.ddio'),
        ],
        reality: msg(landReality(s.op, host)),
      },
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

function landReality(op: TraceContext['plan']['s']['op'], host: HostId) {
  if (host === 'A') return 'step.land.realityRead' as const;
  return op === 'write' ? ('step.land.reality' as const) : ('step.land.realityTold' as const);
}
