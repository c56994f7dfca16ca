import { EN } from '../../i18n/en';
import { formatText } from '../../i18n/format';
import type { Msg } from '../../i18n/msg';
import type { Field } from '../bytes/field';
import { hex, toHex } from '../bytes/hex';
import { utf8Bytes } from '../bytes/utf8';
import { scenarioToJson } from '../scenario/serialize';
import type { Cite } from '../sources/cite';
import { artifactKind } from '../trace/artifactTypes';
import type { Artifact, ArtifactSet, Check, Step, StepText, Trace } from '../trace/types';

/** The exports are in English: a file is read by tools and by people in any language. */
const en = (x: Msg) => formatText(EN, x);

/**
 * How the JSON writes a sentence: in English (the export), or as the message itself, its catalogue key and
 * parameters (the golden files, which pin what the core says, not how the English catalogue words it).
 */
export type TextForm = 'english' | 'messages';
type Tx = (x: Msg) => unknown;
const TEXT_FORMS: Readonly<Record<TextForm, Tx>> = { english: en, messages: (x) => x };

/** Up to this message size every artifact is listed; above it, repeated ones are aggregated with a count. */
export const LIST_ALL_UP_TO_BYTES = 1 << 20;

const bigToHex = (_k: string, v: unknown) => (typeof v === 'bigint' ? hex(v) : v);

function fieldJson(f: Field, tx: Tx): Record<string, unknown> {
  const o: Record<string, unknown> = {
    name: f.name,
    path: f.path,
    offset: f.offset,
    bitOffset: f.bitOffset,
    bitLength: f.bitLength,
    value: f.value,
    meaning: tx(f.meaning),
  };
  if (f.link) o.link = f.link;
  if (f.icrcMasked) o.icrcMasked = true;
  if (f.children) o.children = f.children.map((c) => fieldJson(c, tx));
  return o;
}

function artifactJson(a: Artifact, tx: Tx, count?: number): Record<string, unknown> {
  const o: Record<string, unknown> = { type: a.type, kind: artifactKind(a.type), host: a.host, label: tx(a.label) };
  if (a.imagined) o.imagined = true;
  if (count !== undefined) o.count = count;
  if (a.address !== undefined) o.address = hex(a.address);
  if (a.timeNs !== undefined) o.timeNs = Math.round(a.timeNs * 1000) / 1000;
  o.hex = toHex(a.bytes);
  o.fields = a.fields.map((f) => fieldJson(f, tx));
  return o;
}

function* setJson(set: ArtifactSet, listAll: boolean, tx: Tx): Generator<string> {
  if (listAll || set.count <= 1) {
    for (let i = 0; i < set.count; i++) yield JSON.stringify(artifactJson(set.at(i), tx));
  } else {
    // Aggregated: the first one in full, with how many of its kind follow.
    const first = artifactJson(set.at(0), tx, set.count);
    first.aggregated = `${en(set.label)}: ${set.count} artifacts; the first is shown, the others follow the same layout`;
    yield JSON.stringify(first);
  }
}

/** A citation as the export writes it: the source ids (docs/sources.md lists them), the note in English. */
function citeJson(c: Cite, tx: Tx): Record<string, unknown> {
  return c.note ? { sources: c.sources, note: tx(c.note) } : { sources: c.sources };
}

function textJson(t: StepText, tx: Tx): Record<string, unknown> {
  const o: Record<string, unknown> = { title: tx(t.title), summary: t.summary.map(tx) };
  if (t.reality) o.reality = tx(t.reality);
  if (t.sources) o.sources = t.sources.map((c) => citeJson(c, tx));
  return o;
}

function checkJson(c: Check, tx: Tx): Record<string, unknown> {
  return {
    id: c.id,
    name: tx(c.name),
    expected: tx(c.expected),
    actual: tx(c.actual),
    ok: c.ok,
    verdict: c.verdict,
    why: tx(c.why),
    source: citeJson(c.source, tx),
  };
}

function stepHead(step: Step, tx: Tx): string {
  const head = {
    id: step.id,
    role: step.role,
    phase: step.phase,
    title: tx(step.text.title),
    actor: step.actor,
    from: step.from,
    to: step.to,
    startNs: Math.round(step.startNs * 1000) / 1000,
    endNs: Math.round(step.endNs * 1000) / 1000,
    text: textJson(step.text, tx),
    checks: step.checks?.map((c) => checkJson(c, tx)),
    state: step.state,
  };
  const s = JSON.stringify(head, bigToHex);
  return s.slice(0, -1); // reopen the object to append "artifacts"
}

/**
 * The trace as JSON, in chunks: {scenario, steps:[{id, phase, title, actor,
 * startNs, endNs, ..., artifacts:[{kind, host, label, hex, fields}]}]}. Streaming
 * keeps a 1 MiB message at a small MTU (tens of thousands of artifacts) from
 * ever being one giant string.
 */
export function* traceJsonChunks(trace: Trace, form: TextForm = 'english'): Generator<string> {
  const tx = TEXT_FORMS[form];
  const listAll = trace.scenario.messageBytes <= LIST_ALL_UP_TO_BYTES;
  yield `{"scenario":${JSON.stringify(scenarioToJson(trace.scenario))},"steps":[`;
  for (let i = 0; i < trace.steps.length; i++) {
    const step = trace.steps[i];
    yield `${i ? ',' : ''}\n${stepHead(step, tx)},"artifacts":[`;
    let first = true;
    for (const set of step.artifacts) {
      for (const chunk of setJson(set, listAll, tx)) {
        yield `${first ? '' : ','}\n${chunk}`;
        first = false;
      }
    }
    yield ']}';
  }
  yield '\n]}\n';
}

export function traceToJson(trace: Trace, form: TextForm = 'english'): string {
  return Array.from(traceJsonChunks(trace, form)).join('');
}

/**
 * About how many bytes traceJsonChunks writes, known before writing: every
 * step's head exactly, and each listed set as its first artifact times its
 * count (artifacts of a set differ by a few bytes). Above 1 MiB the sets are
 * aggregated, so the JSON of any message stays under about half a GB.
 */
export function traceJsonBytesEstimate(trace: Trace): number {
  const listAll = trace.scenario.messageBytes <= LIST_ALL_UP_TO_BYTES;
  let n = utf8Bytes(`{"scenario":${JSON.stringify(scenarioToJson(trace.scenario))},"steps":[`) + 4;
  for (const step of trace.steps) {
    n += utf8Bytes(stepHead(step, en)) + 18;
    for (const set of step.artifacts) {
      if (set.count === 0) continue;
      const first = setJson(set, false, en).next().value as string;
      n += (listAll ? set.count : 1) * (utf8Bytes(first) + 2);
    }
  }
  return n;
}
