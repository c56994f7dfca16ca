import type { LinkKey } from '../bytes/field';

/** " on host A" / " on host B" when a link key says which host a LID or QPN belongs to, else "". */
export function onHost(link: LinkKey | undefined): string {
  if (link === 'lidA' || link === 'qpnA') return ' on host A';
  if (link === 'lidB' || link === 'qpnB') return ' on host B';
  return '';
}
