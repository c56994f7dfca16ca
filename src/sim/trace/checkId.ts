/** The responder's checks (B1), as a closed set: tests, fault scenarios and the exchange plan name them. */
export const CHECK_IDS = [
  'vcrc',
  'fcs',
  'icrc',
  'source',
  'dest-qp',
  'pkey',
  'psn',
  'opcode-sequence',
  'qp-access',
  'length',
  'recv-wqe',
  'rkey',
  'pd',
  'mr-access',
  'bounds',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];
