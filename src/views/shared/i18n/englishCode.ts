import { CODE } from '../../../i18n/en/code';
import { addEnglish } from './catalogues';

// The program's comments and the Code tab's labels: with the Code tab.
addEnglish(CODE);
