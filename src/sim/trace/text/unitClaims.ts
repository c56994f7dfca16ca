import { type Claims, LABEL } from '../claims/claim';

/** Units are labels: they state no more than the number they format (src/sim/format/messageParams.ts). */
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
