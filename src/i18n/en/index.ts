import { ARTIFACTS } from './artifacts';
import { CAPTURE } from './capture';
import { CAPTURE_LADDER } from './captureLadder';
import { CHECKS } from './checks';
import { CODE } from './code';
import { COMMON } from './common';
import { FIELDS } from './fields';
import { GLOSSARY } from './glossary';
import { LOCALE_TEXT } from './locale';
import { MISCONCEPTION } from './misconception';
import { PHASES_TEXT } from './phases';
import { RXE } from './rxe';
import { RXE_FIELDS } from './rxeFields';
import { SCENARIO } from './scenario';
import { SOURCES_TEXT } from './sources';
import { STEPS } from './steps';
import { TEACH } from './teach';
import { TIMING } from './timing';
import { UI } from './ui';
import { URL_TEXT } from './url';
import { VIZ } from './viz';

/**
 * The English catalogue: every sentence the app shows, by key. One file per
 * part of the app; the key prefixes say which (`field.`, `step.`, `check.`,
 * `misconception.`, `ui.`, `scenario.`, `teach.`). Other languages implement the same keys.
 */
export const EN = {
  ...COMMON,
  ...FIELDS,
  ...RXE_FIELDS,
  ...ARTIFACTS,
  ...CHECKS,
  ...MISCONCEPTION,
  ...SCENARIO,
  ...STEPS,
  ...RXE,
  ...TIMING,
  ...UI,
  ...URL_TEXT,
  ...VIZ,
  ...TEACH,
  ...SOURCES_TEXT,
  ...PHASES_TEXT,
  ...LOCALE_TEXT,
  ...CODE,
  ...GLOSSARY,
  ...CAPTURE,
  ...CAPTURE_LADDER,
} as const;

export type MsgKey = keyof typeof EN;
