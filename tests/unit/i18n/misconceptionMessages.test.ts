import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { placeholdersOf } from '../../../src/i18n/format';
import { type Entry, isMsg, msg } from '../../../src/i18n/msg';
import type { Field } from '../../../src/sim/bytes/field';
import {
  buildMisconceptionTrace,
  compareRows,
  FAILURE_TITLES,
  FAILURES,
  figureList,
  firstDivergence,
  misconceptionFigures,
  NUANCES,
  zeroCopy,
} from '../../../src/sim/misconception';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { scenario } from '../trace/helpers';

const CATALOGUE = EN as Readonly<Record<string, Entry>>;

/**
 * What is wrong with one learner-facing text: not a message, a key missing from
 * the English catalogue, a placeholder without a parameter, a plural without a
 * numeric `n`; nested messages are checked the same way.
 */
function problems(x: unknown, where: string): string[] {
  if (!isMsg(x)) return [`${where}: not a message: ${JSON.stringify(x)}`];
  const entry = CATALOGUE[x.key];
  if (entry === undefined) return [`${where}: no key "${x.key}" in EN`];
  const out: string[] = [];
  for (const name of placeholdersOf(entry)) {
    if (x.params?.[name] === undefined) out.push(`${where}: "${x.key}" has no parameter {${name}}`);
  }
  if (typeof entry !== 'string' && typeof x.params?.n !== 'number') out.push(`${where}: plural "${x.key}" has no numeric n`);
  for (const [name, v] of Object.entries(x.params ?? {})) {
    if (isMsg(v)) out.push(...problems(v, `${where}.${name}`));
    else if (Array.isArray(v)) for (const [i, m] of v.entries()) out.push(...problems(m, `${where}.${name}[${i}]`));
  }
  return out;
}

/** The fields the misconception writes itself (the TLP headers' own fields belong to the PCIe encoders). */
const MISCONCEPTION_FIELDS = new Set(['Payload', 'Data']);

function leaves(fields: readonly Field[]): Field[] {
  return fields.flatMap((f) => (f.children?.length ? leaves(f.children) : [f]));
}

/** Every text of the misconception trace a learner reads: titles, summaries, realities, artifact labels and meanings. */
function traceTexts(t: Trace): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const st of t.steps) {
    out.push([`${st.id}.text.title`, st.text.title]);
    for (const [i, x] of st.text.summary.entries()) out.push([`${st.id}.summary[${i}]`, x]);
    out.push([`${st.id}.reality`, st.text.reality]);
    for (const [k, set] of st.artifacts.entries()) {
      out.push([`${st.id}.artifacts[${k}].label`, set.label]);
      for (const i of new Set([0, set.count - 1])) {
        const a = set.at(i);
        out.push([`${st.id}.artifacts[${k}].at(${i}).label`, a.label]);
        for (const f of leaves(a.fields).filter((f) => MISCONCEPTION_FIELDS.has(f.name))) {
          out.push([`${st.id}.artifacts[${k}].at(${i}).${f.path}`, f.meaning]);
        }
      }
    }
  }
  return out;
}

const SCENARIOS = {
  default: scenario(),
  '1 MiB': scenario({ messageBytes: 1048576 }),
  'inline 64 B': scenario({ post: 'inline', messageBytes: 64 }),
};

describe.each(Object.entries(SCENARIOS))('misconception texts are messages of the catalogue, %s scenario', (_name, s) => {
  const real = buildTrace(s);
  const f = misconceptionFigures(s, real);

  it('figures: label, formula and caveat; the addressing table; the TLP header fields', () => {
    const texts: [string, unknown][] = [];
    for (const x of figureList(f)) {
      texts.push([`${x.id}.label`, x.label], [`${x.id}.formula`, x.formula]);
      if (x.caveat !== undefined) texts.push([`${x.id}.caveat`, x.caveat]);
    }
    for (const r of f.addressingTable) {
      texts.push([`${r.field}.need`, r.need], [`${r.field}.ibField`, r.ibField], [`${r.field}.value`, r.value]);
      texts.push([`${r.field}.tlpField`, r.tlpField]);
    }
    for (const x of f.tlpFields) texts.push([`${x.name}.carries`, x.carries]);
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.flatMap(([where, x]) => problems(x, where))).toEqual([]);
  });

  it('the misconception trace: every step text, artifact label and the meanings the misconception writes', () => {
    const texts = traceTexts(buildMisconceptionTrace(s, real));
    expect(texts.some(([where]) => where.includes('artifacts'))).toBe(true);
    expect(texts.flatMap(([where, x]) => problems(x, where))).toEqual([]);
  });

  it('the comparison, the first divergence, zero-copy, the nuances and the failure titles', () => {
    const d = firstDivergence(s, real);
    const z = zeroCopy(s, real);
    const texts: [string, unknown][] = [
      ...compareRows(s, real, f).flatMap((r): [string, unknown][] => [
        [`compare.${r.id}.label`, r.label],
        [`compare.${r.id}.misconception`, r.misconception],
        [`compare.${r.id}.real`, r.real],
      ]),
      ['divergence.realWhat', d.realWhat],
      ['divergence.misconceptionWhat', d.misconceptionWhat],
      ['divergence.sentence', d.sentence],
      ['zeroCopy.answer', z.answer],
      ['zeroCopy.staging', z.staging.text],
      ['zeroCopy.notes.rdma', z.notes.rdma],
      ['zeroCopy.notes.tcp', z.notes.tcp],
      ...NUANCES.flatMap((n): [string, unknown][] => [
        [`nuance.${n.id}.title`, n.title],
        [`nuance.${n.id}.relation`, n.relation],
        ...n.text.map((x, i): [string, unknown] => [`nuance.${n.id}.text[${i}]`, x]),
      ]),
      ...FAILURES.map((id): [string, unknown] => [`title.${id}`, FAILURE_TITLES[id]]),
    ];
    expect(texts.flatMap(([where, x]) => problems(x, where))).toEqual([]);
  });
});

describe('the message check', () => {
  it('finds plain strings, unknown keys, missing parameters and plurals without n, also when nested', () => {
    expect(problems('a sentence', 'x')).toHaveLength(1);
    expect(problems({ key: 'misconception.no.such.key' }, 'x')).toHaveLength(1);
    expect(problems(msg('misconception.addr.value.lid'), 'x')).toEqual(['x: "misconception.addr.value.lid" has no parameter {lid}']);
    expect(problems(msg('misconception.unit.load', { n: '3' }), 'x')).toHaveLength(1);
    expect(problems(msg('misconception.step.land.summary2', { pages: msg('unit.page') }), 'x')).toHaveLength(2);
    expect(
      problems(msg('misconception.figure.addressing.missingFields.formula', { fields: [msg('common.raw')], missing: '4' }), 'x'),
    ).toHaveLength(1);
    expect(problems(msg('misconception.step.land.summary2', { pages: msg('unit.page', { n: 2 }) }), 'x')).toEqual([]);
  });
});
