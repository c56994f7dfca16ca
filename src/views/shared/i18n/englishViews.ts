import { ARTIFACTS } from '../../../i18n/en/artifacts';
import { CHECKS } from '../../../i18n/en/checks';
import { CODE } from '../../../i18n/en/code';
import { FIELDS } from '../../../i18n/en/fields';
import { GLOSSARY } from '../../../i18n/en/glossary';
import { MISCONCEPTION } from '../../../i18n/en/misconception';
import { PHASES_TEXT } from '../../../i18n/en/phases';
import { SCENARIO } from '../../../i18n/en/scenario';
import { SOURCES_TEXT } from '../../../i18n/en/sources';
import { STEPS } from '../../../i18n/en/steps';
import { TIMING } from '../../../i18n/en/timing';
import { VIZ } from '../../../i18n/en/viz';
import { addEnglish } from './catalogues';

// The English of the views (steps, fields, drawings, checks, the misconception, timing, the program): it comes with them.
addEnglish({
  ...FIELDS,
  ...ARTIFACTS,
  ...CHECKS,
  ...MISCONCEPTION,
  ...SCENARIO,
  ...STEPS,
  ...TIMING,
  ...VIZ,
  ...SOURCES_TEXT,
  ...PHASES_TEXT,
  ...CODE,
  ...GLOSSARY,
});
