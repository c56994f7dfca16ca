import { msg, type Msg } from '../../../i18n/msg';
import { LABEL, type Claims } from '../claims/claim';

export { hex } from '../../bytes/hex';

/** A byte count, as the catalogue formats it ("8 B", "4,096 B"). */
export const bytes = (n: number): Msg => msg('unit.byte', { n });

/** Units are labels: they state no more than the number they format. */
export const UNIT_CLAIMS: Claims = {
  'unit.byte': LABEL,
  'unit.bytesShort': LABEL,
  'unit.packet': LABEL,
  'unit.page': LABEL,
  'unit.tlp': LABEL,
  'unit.mrd': LABEL,
  'unit.cpld': LABEL,
  'unit.measure': LABEL,
  'unit.percent': LABEL,
};
