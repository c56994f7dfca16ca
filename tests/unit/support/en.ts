import { EN } from '../../../src/i18n/en';
import { formatText } from '../../../src/i18n/format';
import type { Msg } from '../../../src/i18n/msg';

/**
 * What an English reader sees: tests assert on the formatted text, never on catalogue keys. A number and its unit
 * are joined by a no-break space (unit.measure); tests read it as the space it looks like.
 */
export const en = (x: Msg | undefined): string => (x === undefined ? '' : formatText(EN, x).replace(/\u00a0/g, ' '));
