import { expect } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatText, placeholdersOf, withFallback } from '../../../src/i18n/format';
import { type Catalogue, type Entry, isMsg, type Msg } from '../../../src/i18n/msg';
import { ZH_CN } from '../../../src/i18n/zh-CN';
import { allFields, coverageProblems, type Field, leafFields } from '../../../src/sim/bytes/field';
import { en } from '../support/en';

/** Every catalogue key the rxe tests saw in a field tree: the catalogue test checks each RXE_FIELDS key is among them. */
export const USED_KEYS = new Set<string>();

const ZH = withFallback(EN as Catalogue, ZH_CN);

/** Concatenates hex rows written with spaces for reading. */
export const hexRows = (...rows: string[]): string => rows.join('').replace(/ /g, '');
/** `n` zero bytes as hex. */
export const zeros = (n: number): string => '00'.repeat(n);

export function meaningOf(fields: readonly Field[], path: string): string {
  return en(allFields(fields).find((f) => f.path === path)?.meaning);
}

/** Offsets of the leaves, by path. */
export function offsets(fields: readonly Field[]): Record<string, number> {
  return Object.fromEntries(leafFields(fields).map((f) => [f.path, f.offset]));
}

function params(m: Msg, where: string, problems: string[]): void {
  USED_KEYS.add(m.key);
  const entry = (EN as Record<string, Entry | undefined>)[m.key];
  if (entry === undefined) {
    problems.push(`${where}: unknown key ${m.key}`);
    return;
  }
  const want = placeholdersOf(entry).sort();
  const have = Object.keys(m.params ?? {}).sort();
  if (want.join() !== have.join()) problems.push(`${where}: ${m.key} has ${have.join(',')}, template names ${want.join(',')}`);
  if (!(m.key in ZH_CN)) problems.push(`${where}: ${m.key} has no Chinese`);
}

/**
 * Every bit explained once; every field's meaning a message with a known key and exactly its template's
 * parameters, reading as a sentence in English and in Chinese.
 */
export function expectExplained(a: { bytes: Uint8Array; fields: Field[] }): void {
  expect(coverageProblems(a.fields, a.bytes.length)).toEqual([]);
  const problems: string[] = [];
  for (const f of allFields(a.fields)) {
    if (!isMsg(f.meaning)) {
      problems.push(`${f.path}: meaning is not a message`);
      continue;
    }
    params(f.meaning, f.path, problems);
    for (const text of [en(f.meaning), formatText(ZH, f.meaning)]) {
      if (text.length < 2 || /[{}]/.test(text)) problems.push(`${f.path}: formats as ${JSON.stringify(text)}`);
    }
  }
  expect(problems).toEqual([]);
}
