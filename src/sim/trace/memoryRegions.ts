import { PAGE, pagesSpanned } from '../platform/pageMap';
import type { Scenario } from '../scenario/types';

/**
 * B's memory region: registered from remoteVa, whole pages, at least one page,
 * large enough for the message. (Fault scenarios write past it instead.)
 */
export function mrLengthB(s: Scenario): number {
  const inFirstPage = Number(s.remoteVa & BigInt(PAGE - 1));
  return Math.max(PAGE - inFirstPage, Math.ceil((inFirstPage + s.messageBytes) / PAGE) * PAGE - inFirstPage);
}

export function mrPagesB(s: Scenario): number {
  return pagesSpanned(s.remoteVa, Math.max(1, mrLengthB(s)));
}
