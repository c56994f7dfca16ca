import type { MsgKey } from '../../i18n/en';
import type { Phase } from './types';

/** Which side of the transfer a phase happens on: host A, host B, the fabric, neither (setup, answers), or the misconception. */
export type PhaseSide = 'a' | 'b' | 'f' | 'o' | 'm';

/** Each phase's badge: its label (a message, translated) and its side (the badge's colour). Views read this, never the phase's spelling. */
export const PHASE_INFO: Readonly<Record<Phase, { label: MsgKey; side: PhaseSide }>> = {
  SETUP: { label: 'phase.SETUP', side: 'o' },
  A1: { label: 'phase.A1', side: 'a' },
  A2: { label: 'phase.A2', side: 'a' },
  A3: { label: 'phase.A3', side: 'a' },
  FABRIC: { label: 'phase.FABRIC', side: 'f' },
  B1: { label: 'phase.B1', side: 'b' },
  B2: { label: 'phase.B2', side: 'b' },
  B3: { label: 'phase.B3', side: 'b' },
  B4: { label: 'phase.B4', side: 'b' },
  RESPONSE: { label: 'phase.RESPONSE', side: 'b' },
  ACK: { label: 'phase.ACK', side: 'o' },
  RETRY: { label: 'phase.RETRY', side: 'o' },
  COMPLETION: { label: 'phase.COMPLETION', side: 'o' },
  MISCONCEPTION: { label: 'phase.MISCONCEPTION', side: 'm' },
};
