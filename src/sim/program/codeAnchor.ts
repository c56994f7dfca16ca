/**
 * The calls of the application's program that steps of the trace map to, as a closed set. A line carries at
 * most one; the Code view lights the lines whose anchor causes the current step (codeFocus.ts), never by text.
 */
export const CODE_ANCHORS = [
  'reg-mr',
  'rereg-mr',
  'create-cq',
  'create-qp',
  'exchange',
  'modify-init',
  'modify-rtr',
  'modify-rts',
  'post-recv',
  'post-send',
  'poll-cq',
  'wait-posted',
  'wait-done',
] as const;
export type CodeAnchor = (typeof CODE_ANCHORS)[number];

/** Which part of the file a line is in: the helpers both sides call, A's function, B's function, main(). */
export type CodeSection = 'common' | 'A' | 'B' | 'main';
