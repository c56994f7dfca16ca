import { type Msg, msg } from '../../../i18n/msg';

/**
 * Named starting points. They are data: partial scenario inputs over the
 * defaults, validated through parseScenario like a URL (a unit test checks
 * that every preset is valid).
 */
export interface Preset {
  id: string;
  name: Msg;
  /** What the preset shows a class, in one line (the button's tooltip). */
  why: Msg;
  input: Record<string, unknown>;
}

export const PRESETS: readonly Preset[] = [
  { id: 'default', name: msg('ui.preset.default.name'), why: msg('ui.preset.default.why'), input: {} },
  { id: '64k', name: msg('ui.preset.64k.name'), why: msg('ui.preset.64k.why'), input: { messageBytes: 65536, pathMtu: 4096 } },
  {
    id: 'doorbell',
    name: msg('ui.preset.doorbell.name'),
    why: msg('ui.preset.doorbell.why'),
    input: { post: 'doorbell' },
  },
  { id: 'inline', name: msg('ui.preset.inline.name'), why: msg('ui.preset.inline.why'), input: { post: 'inline', messageBytes: 64 } },
];
