import { GLOSSARY } from '../../../i18n/en/glossary';
import { SCENARIO } from '../../../i18n/en/scenario';
import { SOURCES_TEXT } from '../../../i18n/en/sources';
import { TIMING } from '../../../i18n/en/timing';
import './englishCode';
import './englishDrawings';
import './englishFields';
import './englishMisconception';
import { addEnglish } from './catalogues';

// The English of the whole explorer: the drawings' and the step texts' (englishDrawings), the bytes', the program's
// and the misconception's, and the scenario, timing, sources and glossary panels'. It comes with the explorer's chunk.
addEnglish({ ...SCENARIO, ...TIMING, ...SOURCES_TEXT, ...GLOSSARY });
