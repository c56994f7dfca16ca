import { ARTIFACTS } from '../../../i18n/en/artifacts';
import { CHECKS } from '../../../i18n/en/checks';
import { PHASES_TEXT } from '../../../i18n/en/phases';
import { RXE } from '../../../i18n/en/rxe';
import { STEPS } from '../../../i18n/en/steps';
import { VIZ } from '../../../i18n/en/viz';
import { addEnglish } from './catalogues';

// The English a step's drawings and its title and text need (an embed, the lecture view, the explorer's panels): the
// steps, the drawings' labels, the artifacts, the phases, and the checks the step texts name. It comes with them.
addEnglish({ ...STEPS, ...RXE, ...VIZ, ...ARTIFACTS, ...PHASES_TEXT, ...CHECKS });
