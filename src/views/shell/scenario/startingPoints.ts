import { type Msg, msg } from '../../../i18n/msg';

/**
 * Named starting points. They are data: partial scenario inputs over the
 * defaults, validated through parseScenario like a URL (a unit test checks
 * that every starting point is valid).
 */
export interface StartingPoint {
  id: string;
  name: Msg;
  /** What the starting point shows a class, in one line (the button's tooltip). */
  why: Msg;
  input: Record<string, unknown>;
}

export const STARTING_POINTS: readonly StartingPoint[] = [
  { id: 'default', name: msg('ui.startingPoint.default.name'), why: msg('ui.startingPoint.default.why'), input: {} },
  {
    id: '64k',
    name: msg('ui.startingPoint.64k.name'),
    why: msg('ui.startingPoint.64k.why'),
    input: { messageBytes: 65536, pathMtu: 4096 },
  },
  {
    id: 'doorbell',
    name: msg('ui.startingPoint.doorbell.name'),
    why: msg('ui.startingPoint.doorbell.why'),
    input: { post: 'doorbell' },
  },
  {
    id: 'inline',
    name: msg('ui.startingPoint.inline.name'),
    why: msg('ui.startingPoint.inline.why'),
    input: { post: 'inline', messageBytes: 64 },
  },
];
