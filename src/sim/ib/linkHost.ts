import type { LinkKey } from '../bytes/field';

/** The host a LID or QPN belongs to when its link key says so ("A" / "B"), else undefined. */
export function hostOfLink(link: LinkKey | undefined): 'A' | 'B' | undefined {
  if (link === 'lidA' || link === 'qpnA') return 'A';
  if (link === 'lidB' || link === 'qpnB') return 'B';
  return undefined;
}
