import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESET } from '../../../src/sim/scenario/presets';
import type { Scenario } from '../../../src/sim/scenario/types';
import { HARDWARE_PRESET_IDS } from '../../../src/sim/scenario/values';
import type { Step, Trace } from '../../../src/sim/trace/types';
import type { SimData } from '../../../src/store/createSimStore';
import { activeTraceOf, traceOf } from '../../../src/store/traceCache';
import { renderDrawings } from '../support/drawings';
import { expectGolden, GOLDEN_DIR } from '../support/golden';
import { lineDiff } from '../support/lineDiff';
import { prettyMarkup } from '../support/prettyMarkup';
import { scenario } from '../trace/helpers';

/**
 * The drawings (the topology and the memory maps) rendered on the server and pinned, as Observable Plot's snapshot
 * tests pin their charts: one golden file per case under tests/fixtures/golden/svg/, pretty and stable
 * (tests/unit/support/prettyMarkup.ts), each step's end state. On a mismatch the test writes `<name>-changed.<ext>`
 * beside the golden file (tests/unit/support/golden.ts): review the diff, then move it over the golden one.
 *
 * - The default preset at one step of each step family (the first step of each role in its trace): a file each.
 * - Every other hardware preset, and RoCEv2, at the same steps: one file each holding only the lines of each step's
 *   render that differ from the default preset's (most are the same from step to step: the link labels).
 * - A READ, a SEND, a lost packet (drop:2 of 12 KiB) at the steps that are theirs, and the misconception mode at a
 *   few of its steps: a file each.
 */
const DIR = 'svg';

/** What a drawing must never show: a number gone wrong, or a message not formatted (⟨key⟩, {name}). */
const BROKEN = /NaN|undefined|Infinity|⟨|\{[A-Za-z][A-Za-z0-9_]*\}/;

const renders = new Map<string, string>();
/** The drawings at a position, as golden text (each position rendered once per run). */
function renderedAt(init: Partial<SimData>): string {
  const key = JSON.stringify(init, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
  let text = renders.get(key);
  if (text === undefined) {
    text = prettyMarkup(renderDrawings(init));
    expect(text.match(new RegExp(`.{0,60}(${BROKEN.source}).{0,60}`))?.[0]).toBeUndefined();
    renders.set(key, text);
  }
  return text;
}

function stepOf(t: Trace, id: string): Step {
  const step = t.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id} in ${t.scenario.op}`);
  return step;
}

/** One step of each role, the first of each in the trace (both SETUP.reg-mr-* are register-memory: the first). */
const familySteps = (t: Trace) => t.steps.filter((s, i) => t.steps.findIndex((o) => o.role === s.role) === i);

const nn = (i: number) => String(i + 1).padStart(2, '0');

interface Whole {
  id: string;
  file: string;
  label: string;
  init: Partial<SimData>;
}

/** A file holding a whole render, with a first line saying what it is. */
function whole(prefix: string, sc: Scenario, id: string, misconception = false): Whole {
  const t = activeTraceOf({ scenario: sc, misconception });
  const step = stepOf(t, id);
  return {
    id: step.id,
    file: `${prefix}-${nn(step.index)}-${step.id}.html`,
    label: `${prefix}, step ${step.index + 1} of ${t.steps.length}: ${step.id} (${step.role})`,
    init: { scenario: sc, misconception, stepIndex: step.index },
  };
}

const base = scenario({ preset: DEFAULT_PRESET });
const baseTrace = traceOf(base);
const FAMILY = familySteps(baseTrace).map((s) => whole(DEFAULT_PRESET, base, s.id));

const read = scenario({ op: 'read' });
const send = scenario({ op: 'send' });
const drop = scenario({ fault: 'drop:2', messageBytes: 12288 });
const OTHERS: Whole[] = [
  ...['B3.read-memory', 'RESPONSE.transmit', 'RESPONSE.check', 'RESPONSE.land'].map((id) => whole('read', read, id)),
  ...['SETUP.post-recv', 'B1.recv-wqe', 'B4.land', 'COMPLETION.cqe-b'].map((id) => whole('send', send, id)),
  ...['FABRIC.switch-1', 'ACK.nak', 'R2.A3.transmit', 'R2.B4.land'].map((id) => whole('drop2-12k', drop, id)),
  ...['A1.wqe', 'A1.syscall', 'A2.requester', 'A3.copy', 'A3.transmit', 'B1.receive', 'B1.check', 'B4.land', 'COMPLETION.cqe'].map((id) =>
    whole('rxe', scenario({ preset: 'rxe' }), id),
  ),
  ...[
    'MISCONCEPTION.map',
    'MISCONCEPTION.mov',
    'MISCONCEPTION.tlp',
    'MISCONCEPTION.land',
    'MISCONCEPTION.fail.size',
    'MISCONCEPTION.fail.protection',
    'MISCONCEPTION.fail.pinning',
  ].map((id) => whole('misconception', base, id, true)),
];

/** Scenarios drawn at the default preset's family steps, pinned as their differences from it. */
const VARIANTS: { file: string; name: string; sc: Scenario }[] = [
  // soft-RoCE has steps of its own: drawn whole below, not as a difference.
  ...HARDWARE_PRESET_IDS.filter((p) => p !== DEFAULT_PRESET).map((p) => ({ file: `${p}.diff`, name: p, sc: scenario({ preset: p }) })),
  { file: 'rocev2.diff', name: 'RoCEv2', sc: scenario({ transport: 'rocev2' }) },
];

/** The variant's render at each family step, as the lines that differ from the default preset's (repeats named, not written again). */
function variantText(name: string, sc: Scenario): string {
  const t = traceOf(sc);
  const out = [
    `${name} against ${DEFAULT_PRESET}: at each step, the lines of the drawings that differ from ${DEFAULT_PRESET}'s golden file (tests/fixtures/golden/svg/${DEFAULT_PRESET}-*.html); - is ${DEFAULT_PRESET}, + is ${name}.`,
  ];
  const seen = new Map<string, string>();
  for (const w of FAMILY) {
    const step = stepOf(t, w.id);
    const here = `${w.id} (${step.role})`;
    const hunks = lineDiff(renderedAt(w.init), renderedAt({ scenario: sc, stepIndex: step.index }));
    const key = JSON.stringify(hunks);
    out.push('');
    if (hunks.length === 0) out.push(`${here}: the same drawings`);
    else if (seen.has(key)) out.push(`${here}: the same lines differ as at ${seen.get(key)}`);
    else {
      seen.set(key, w.id);
      out.push(here);
      for (const h of hunks) out.push('@@', ...h);
    }
  }
  return `${out.join('\n')}\n`;
}

describe('the drawings, server-rendered, against their golden files (tests/fixtures/golden/svg)', () => {
  it.each(FAMILY.map((w) => [w.file, w] as const))(`${DEFAULT_PRESET}: %s`, (_f, w) => {
    expectGolden(`${DIR}/${w.file}`, `<!-- ${w.label} -->\n${renderedAt(w.init)}`);
  });

  it.each(VARIANTS.map((v) => [v.file, v] as const))('%s', (_f, v) => {
    expectGolden(`${DIR}/${v.file}`, variantText(v.name, v.sc));
  });

  it.each(OTHERS.map((w) => [w.file, w] as const))('%s', (_f, w) => {
    expectGolden(`${DIR}/${w.file}`, `<!-- ${w.label} -->\n${renderedAt(w.init)}`);
  });

  it('one step of each role of the default trace, and a variant’s steps are the same ones', () => {
    expect(FAMILY.length).toBe(new Set(baseTrace.steps.map((s) => s.role)).size);
    for (const v of VARIANTS) expect(traceOf(v.sc).steps.map((s) => s.id)).toEqual(baseTrace.steps.map((s) => s.id));
  });

  it('holds no golden file the test does not write (a case removed takes its file with it)', () => {
    const written = new Set([...FAMILY, ...OTHERS, ...VARIANTS].map((c) => c.file));
    const found = readdirSync(join(GOLDEN_DIR, DIR)).filter((f) => !/-changed\.[^.]+$/.test(f));
    expect(found.filter((f) => !written.has(f))).toEqual([]);
  });

  it('renders the same text twice (no clock, no randomness, ids from the tree)', () => {
    for (const w of [FAMILY[8], OTHERS[OTHERS.length - 1]]) expect(prettyMarkup(renderDrawings(w.init))).toBe(renderedAt(w.init));
  });
});
