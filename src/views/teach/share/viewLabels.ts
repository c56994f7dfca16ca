import type { EmbedView } from '../../../store/vocabularies';

/** The name of each view an embed can show large, or an image can be saved of. */
export const VIEW_LABEL = {
  topology: 'teach.view.topology',
  memory: 'teach.view.memory',
  bytes: 'teach.view.bytes',
  code: 'teach.view.code',
} as const satisfies Record<EmbedView, string>;
