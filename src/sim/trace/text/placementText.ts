import { type Msg, msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { byteCount } from '../../format/messageParams';
import type { Op } from '../../scenario/types';
import { type Claims, LABEL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import type { HostId, StepText } from '../types';

/** The receiver's buffer is in GPU memory: B's for a WRITE or SEND, A's for a READ's responses. */
const placesInGpu = (f: StepFacts) => (f.op === 'read' ? f.memA : f.memB) === 'gpu';

/** What each sentence of the receiver's placement (translate, PCIe writes, landing) asserts. */
export const PLACEMENT_CLAIMS: Claims = {
  'step.translate.title': when((f) => f.role === 'translate'),
  'step.translate.s1': when((f) => !f.iommu && f.messageBytes > 0 && !placesInGpu(f)),
  'step.translate.s1Iommu': when((f) => f.iommu && f.messageBytes > 0),
  'step.translate.s1Gpu': when((f) => f.messageBytes > 0 && placesInGpu(f)),
  'step.translate.s1Empty': when((f) => f.messageBytes === 0),
  'step.translate.writes': LABEL,
  'step.translate.reality': when((f) => f.op !== 'read' && f.messageBytes > 0),
  'step.translate.realityA': when((f) => f.op === 'read' && f.messageBytes > 0),
  'step.pcieB.title': when((f) => f.role === 'pcie-write'),
  'step.pcieB.s1': when((f) => !f.iommu && f.messageBytes > 0 && !placesInGpu(f)),
  'step.pcieB.s1Gpu': when((f) => f.messageBytes > 0 && placesInGpu(f)),
  'step.pcieB.s1Iommu': when((f) => f.iommu && f.messageBytes > 0),
  'step.pcieB.s1Empty': when((f) => f.messageBytes === 0),
  'step.pcieB.s2': when((f) => f.messageBytes > 0),
  'step.land.title': when((f) => f.role === 'place-data'),
  'step.land.s1': when((f) => f.messageBytes > 0 && f.rounds >= 1 && !placesInGpu(f)),
  'step.land.s1Part': when((f) => f.messageBytes > 0 && f.rounds > 1 && !placesInGpu(f)),
  'step.land.s1Gpu': when((f) => f.messageBytes > 0 && f.rounds >= 1 && placesInGpu(f)),
  'step.land.s1PartGpu': when((f) => f.messageBytes > 0 && f.rounds > 1 && placesInGpu(f)),
  'step.land.gpuPages': LABEL,
  'step.land.gpuOrder': when((f) => f.messageBytes > 0 && placesInGpu(f)),
  'step.land.s1Empty': when((f) => f.messageBytes === 0 && f.bytesPlaced === 0),
  'step.land.pages': LABEL,
  'step.land.ddio': when((f) => f.messageBytes > 0 && !placesInGpu(f)),
  'step.land.s2': when((f) => f.op !== 'read' && (f.step.actor === 'rootComplexB' || f.step.actor === 'gpuB')),
  'step.land.s2Read': when((f) => f.op === 'read' && !f.cpuBActs),
  'step.land.reality': when((f) => f.op === 'write' && f.cqeB === null && f.messageBytes > 0),
  'step.land.realityEmpty': when((f) => f.op === 'write' && f.messageBytes === 0 && f.bytesPlaced === 0),
  'step.land.realityTold': when((f) => (f.op === 'send' || f.op === 'write-imm') && f.cqeB?.ok === true),
  'step.land.realityRead': when((f) => f.op === 'read'),
};

/** The receiving HCA translates the buffer's addresses through its MTT and builds the writes. */
export function translateText(host: HostId, iommu: boolean, va: bigint | null, writes: number, mps: number, gpu = false): StepText {
  return {
    title: msg('step.translate.title', { host }),
    summary: [
      va === null
        ? msg('step.translate.s1Empty')
        : msg(gpu ? 'step.translate.s1Gpu' : iommu ? 'step.translate.s1Iommu' : 'step.translate.s1', {
            va: hex(va),
            writes: msg('step.translate.writes', { n: writes }),
            mps,
            host,
          }),
    ],
    // A zero-length message builds no write: nothing to say about who issues them.
    ...(va === null ? {} : { reality: msg(host === 'B' ? 'step.translate.reality' : 'step.translate.realityA') }),
  };
}

/** The writes cross the receiver's PCIe link. */
export function pcieWriteText(host: HostId, iommu: boolean, writes: number | null, gpuRoute: Msg | null = null): StepText {
  return {
    title: msg('step.pcieB.title', { host }),
    summary:
      writes === null
        ? [msg('step.pcieB.s1Empty')]
        : [
            gpuRoute
              ? msg('step.pcieB.s1Gpu', { tlps: msg('unit.tlp', { n: writes }), host, n: writes, route: gpuRoute })
              : msg(iommu ? 'step.pcieB.s1Iommu' : 'step.pcieB.s1', { tlps: msg('unit.tlp', { n: writes }), host, n: writes }),
            msg('step.pcieB.s2', { host }),
          ],
  };
}

/** The bytes land in the receiver's pinned pages: all of them, or (a retransmission) the part this round places. */
export function landText(
  op: Op,
  host: HostId,
  placed: { bytes: number; from: number; pages: number; partial: boolean } | null,
  gpu = false,
): StepText {
  const pages = (n: number) => msg(gpu ? 'step.land.gpuPages' : 'step.land.pages', { n });
  const s1 = gpu ? (placed?.partial ? 'step.land.s1PartGpu' : 'step.land.s1Gpu') : placed?.partial ? 'step.land.s1Part' : 'step.land.s1';
  return {
    title: msg('step.land.title', { host }),
    summary: [
      placed === null
        ? msg('step.land.s1Empty', { host })
        : msg(s1, {
            bytes: byteCount(placed.bytes),
            pages: pages(placed.pages),
            host,
            from: placed.from,
            to: placed.from + placed.bytes - 1,
          }),
      msg(host === 'B' ? 'step.land.s2' : 'step.land.s2Read'),
      ...(placed === null ? [] : [gpu ? msg('step.land.gpuOrder', { host }) : msg('step.land.ddio')]),
    ],
    reality: msg(
      host === 'A'
        ? 'step.land.realityRead'
        : op !== 'write'
          ? 'step.land.realityTold'
          : placed === null
            ? 'step.land.realityEmpty'
            : 'step.land.reality',
    ),
  };
}
