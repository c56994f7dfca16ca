import { scaleLog } from 'd3-scale';
import { type Msg, msg } from '../../../i18n/msg';
import { isTlpType } from '../../../sim/trace/artifactTypes';
import type { Artifact, ArtifactKind } from '../../../sim/trace/types';
import { countParam } from '../../shared/displayFormat';

/** What moves in a step: an artifact of the trace, or a command that has no bytes in the trace. */
export type MovingKind = ArtifactKind | 'setup';

export const ARTIFACT_H = 13;

/**
 * Width grows with the log of the byte count: a 4-B doorbell record, a 64-B
 * CQE and a 4,138-B packet stay distinguishable without the packet swallowing
 * the drawing.
 */
const widthOf = scaleLog().domain([4, 4200]).range([8, 36]).clamp(true);

export const artifactWidth = (bytes: number): number => widthOf(Math.max(4, bytes));

/** Fill colour by family: PCIe = --pcie, InfiniBand = --fabric, host A's own stores = --host-a, B's memory = --host-b. */
export const KIND_COLOUR: Record<MovingKind, string> = {
  wqe: 'var(--host-a)',
  'recv-wqe': 'var(--host-b)',
  'doorbell-record': 'var(--host-a)',
  mmio: 'var(--host-a)',
  cqe: 'var(--host-a)',
  tlp: 'var(--pcie)',
  packet: 'var(--fabric)',
  'memory-write': 'var(--host-b)',
  'ring-index': 'var(--host-a)',
  syscall: 'var(--host-a)',
  setup: 'var(--muted)',
};

/** The short caption that rides along with an artifact: its size and what it is, e.g. "4,138 B packet". */
export function captionOf(a: Artifact, wqeByDma: boolean): Msg {
  const bytes = msg('unit.measure', { n: a.bytes.length, unit: 'B' });
  if (isTlpType(a.type)) return msg('viz.caption.tlp', { bytes, type: a.type });
  switch (a.type) {
    case 'wqe':
      return msg('viz.caption.wqe', { bytes });
    case 'recv-wqe':
      return msg('viz.caption.recvWqe', { bytes });
    case 'doorbell-record':
      return msg('viz.caption.dbr', { bytes });
    case 'mmio':
      // The misconception's CPU stores payload itself: neither a doorbell nor a WQE.
      return msg(a.imagined ? 'viz.caption.store' : wqeByDma ? 'viz.caption.doorbell' : 'viz.caption.bfWqe', { bytes });
    case 'cqe':
      return msg('viz.caption.cqe', { bytes });
    case 'memory-write':
      return msg('viz.caption.write', { bytes });
    case 'ring-index':
      return msg('viz.caption.ringIndex', { bytes });
    case 'syscall':
      return msg('viz.caption.syscall', { bytes });
    case 'ACKNOWLEDGE':
      return msg(a.answer && a.answer !== 'ack' ? 'viz.caption.nak' : 'viz.caption.ack', { bytes });
    case 'RDMA_READ_REQUEST':
      return msg('viz.caption.readRequest', { bytes });
    default:
      return msg(a.damaged ? 'viz.caption.damaged' : 'viz.caption.packet', { bytes });
  }
}

/** "262,144 MWr", "4 packets": a count of one artifact set, short enough for the gap between the HCAs. */
export function countOf(n: number, a: Artifact): Msg {
  const count = countParam(n);
  if (isTlpType(a.type)) return msg('viz.count.tlp', { count, type: a.type });
  if (a.type === 'memory-write') return msg('viz.count.writes', { count, n });
  if (
    a.type === 'mmio' ||
    a.type === 'wqe' ||
    a.type === 'cqe' ||
    a.type === 'doorbell-record' ||
    a.type === 'recv-wqe' ||
    a.type === 'ring-index' ||
    a.type === 'syscall'
  ) {
    return msg('viz.count.items', { count, n });
  }
  return msg('viz.count.packets', { count, n });
}
