/** The phase badges: the classic numbering A1..B4 stays as it is, the other phases are words. */
export const PHASES_TEXT = {
  'phase.SETUP': 'SETUP',
  'phase.A1': 'A1',
  'phase.A2': 'A2',
  'phase.A3': 'A3',
  'phase.FABRIC': 'FABRIC',
  'phase.B1': 'B1',
  'phase.B2': 'B2',
  'phase.B3': 'B3',
  'phase.B4': 'B4',
  'phase.RESPONSE': 'RESPONSE',
  'phase.ACK': 'ACK',
  'phase.RETRY': 'RETRY',
  'phase.COMPLETION': 'CQE',
  'phase.MISCONCEPTION': '✗ IMAGINED',
} as const;
