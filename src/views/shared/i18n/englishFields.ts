import { FIELDS } from '../../../i18n/en/fields';
import { RXE_FIELDS } from '../../../i18n/en/rxeFields';
import { addEnglish } from './catalogues';

// What each byte means: with the views that show bytes (the byte panels, the key bytes of the lecture and the embed).
addEnglish(FIELDS);
addEnglish(RXE_FIELDS);
