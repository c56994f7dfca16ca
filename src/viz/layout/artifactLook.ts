import { EN } from '../../i18n/en';
import { formatText } from '../../i18n/format';
/** Transitional: the label's English text (replaced by typed fields in the next commits). */
const labelOf = (a: { label: Parameters<typeof formatText>[1] }) => formatText(EN, a.label);
import { scaleLog } from 'd3-scale';
import type { Artifact, ArtifactKind } from '../../sim/trace/types';
import { fmtCount } from './format';

/** What moves in a step: an artifact of the trace, or a setup message that has no bytes in the trace. */
export type MovingKind = ArtifactKind | 'setup';

export const ARTIFACT_H = 13;

/**
 * Width grows with the log of the byte count: a 4-B doorbell record, a 64-B
 * CQE and a 4,138-B packet stay distinguishable without the packet swallowing
 * the drawing.
 */
const widthOf = scaleLog().domain([4, 4200]).range([8, 36]).clamp(true);

export const artifactWidth = (bytes: number): number => widthOf(Math.max(4, bytes));

/** Fill colour by kind: PCIe = --pcie, InfiniBand = --fabric, host A's own stores = --host-a, B's memory = --host-b. */
export const KIND_COLOUR: Record<MovingKind, string> = {
  wqe: 'var(--host-a)',
  'doorbell-record': 'var(--host-a)',
  mmio: 'var(--host-a)',
  cqe: 'var(--host-a)',
  tlp: 'var(--pcie)',
  ib: 'var(--fabric)',
  'memory-write': 'var(--host-b)',
  setup: 'var(--muted)',
};

/** "MWr", "MRd" or "CplD" from a TLP's label (the misconception's are labelled "Imagined MWr …"). */
const tlpType = (label: string): string | undefined => /^(?:Imagined )?(MWr|MRd|CplD)/.exec(label)?.[1];

/** The short caption that rides along with an artifact: its size and what it is, e.g. "4,138 B packet". */
export function captionOf(a: Artifact, wqeByDma: boolean): string {
  const n = `${fmtCount(a.bytes.length)} B`;
  // The misconception's CPU stores payload itself: neither a doorbell nor a WQE.
  if (a.kind === 'mmio' && /^Imagined store/.test(labelOf(a))) return `${n} store`;
  switch (a.kind) {
    case 'wqe':
      return `${n} WQE`;
    case 'doorbell-record':
      return `${n} doorbell record`;
    case 'mmio':
      return wqeByDma ? `${n} doorbell` : `${n} BlueFlame WQE`;
    case 'tlp':
      return `${n} ${tlpType(labelOf(a)) ?? 'TLP'}`;
    case 'ib':
      return /ACKNOWLEDGE/.test(labelOf(a)) ? `${n} ACK` : `${n} packet`;
    case 'cqe':
      return `${n} CQE`;
    case 'memory-write':
      return `${n} write`;
  }
}

/** "262,144 MWr", "4 packets": a count of one artifact set, short enough for the gap between the HCAs. */
export function countOf(n: number, a: Artifact): string {
  const tlp = tlpType(labelOf(a));
  const what =
    a.kind === 'tlp' && tlp
      ? tlp
      : a.kind === 'ib'
        ? n === 1
          ? 'packet'
          : 'packets'
        : a.kind === 'memory-write'
          ? n === 1
            ? 'write'
            : 'writes'
          : a.kind;
  return `${fmtCount(n)} ${what}`;
}
