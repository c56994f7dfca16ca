import { COMMON } from './common';
import { FIELDS } from './fields';
import { MYTH } from './myth';

/**
 * The English catalogue: every sentence the app shows, by key. One file per
 * part of the app; the key prefixes say which (`field.`, `step.`, `check.`,
 * `myth.`, `ui.`, `scenario.`). Other languages implement the same keys.
 */
export const EN = {
  ...COMMON,
  ...FIELDS,
  ...MYTH,
} as const;

export type MsgKey = keyof typeof EN;
