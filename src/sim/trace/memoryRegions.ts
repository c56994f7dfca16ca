import type { Scenario } from '../scenario/types';
import { pagesSpanned } from '../platform/pageMap';

/**
 * B's memory region: registered from remoteVa, whole pages, at least one page,
 * large enough for the message. (A future fault scenario shrinks it.)
 */
export function mrLengthB(s: Scenario): number {
  const inFirstPage = Number(s.remoteVa & 0xfffn);
  return Math.max(4096 - inFirstPage, Math.ceil((inFirstPage + s.messageBytes) / 4096) * 4096 - inFirstPage);
}

export function mrPagesB(s: Scenario): number {
  return pagesSpanned(s.remoteVa, Math.max(1, mrLengthB(s)));
}

export function mrPagesA(s: Scenario): number {
  return pagesSpanned(s.localVa, Math.max(1, s.messageBytes));
}
