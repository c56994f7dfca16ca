import { LANGS, type Lang, type Msg, msg } from '../i18n/msg';
import { misconceptionIndexForReal } from '../sim/misconception';
import { DEFAULT_SCENARIO } from '../sim/scenario/defaults';
import { fieldName, parseScenario, SCENARIO_KEYS, scenarioError } from '../sim/scenario/parseScenario';
import { scenarioDiff } from '../sim/scenario/serialize';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import { SOURCES } from '../sim/sources/sourceTable';
import type { SimData } from './createSimStore';
import { activeTraceOf, misconceptionTraceOf, traceOf, traceProblem } from './traceCache';
import { canonicalKey, canonicalStepId } from './urlAliases';
import {
  CAPTURE_SAMPLES,
  type CaptureSample,
  EMBED_VIEWS,
  type EmbedView,
  LAYOUTS,
  type Layout,
  MODES,
  type Mode,
  PANEL_TABS,
  PANELS,
  type Panel,
  type PanelTab,
  SPEEDS,
  type Theme,
  tabFor,
} from './vocabularies';
import { firstAfterSetupOf } from './walk';

/** Names as a list the catalogue joins with its own separator (", " in English, "、" in Chinese). */
const list = (names: readonly string[]) => names.map((text) => msg('common.raw', { text }));

/** Keys the URL carries besides the scenario's own. */
export const VIEW_KEYS = [
  'step',
  'misconception',
  'theme',
  'setup',
  'embed',
  'speed',
  'play',
  'tab',
  'lang',
  'mode',
  'view',
  'layout',
  'quiz',
  'panel',
  'source',
  'capture',
] as const;

const isViewKey = (k: string): boolean => (VIEW_KEYS as readonly string[]).includes(k);

type ViewKey = (typeof VIEW_KEYS)[number];

/** A query, each key read once: what it gives, and the errors of what it gives wrongly (one a key). */
interface QueryReader {
  get(k: ViewKey): string | null;
  flag(k: ViewKey, fallback: boolean): boolean;
  /** One of a closed set of words, else the fallback and one error naming the key. */
  oneOf<T extends string, F extends T | null>(k: ViewKey, allowed: readonly T[], fallback: F, hidden?: readonly T[]): T | F;
  errors: ScenarioError[];
}

/** The query's keys as the app names them now (src/store/urlAliases.ts), each with its first value; a repeat is named. */
function firstValues(search: string, errors: ScenarioError[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const [given, v] of new URLSearchParams(search)) {
    // A name an older link carries is read as the name it stands for now.
    const k = canonicalKey(given);
    if (first.has(k)) {
      if (!errors.some((e) => e.field === fieldName(k))) errors.push(scenarioError(k, v, msg('url.allowed.once')));
      continue;
    }
    first.set(k, v);
  }
  return first;
}

function queryReader(first: ReadonlyMap<string, string>, errors: ScenarioError[]): QueryReader {
  const get = (k: ViewKey) => first.get(k) ?? null;
  return {
    get,
    flag: (k, fallback) => flagOf(get(k), k, fallback, errors),
    oneOf: (k, allowed, fallback, hidden = []) => {
      const v = get(k);
      if (v === null) return fallback;
      if ((allowed as readonly string[]).includes(v)) return v as (typeof allowed)[number];
      const shown = allowed.filter((a) => !hidden.includes(a));
      errors.push(scenarioError(k, v, msg('teach.url.oneOf', { values: list(shown) })));
      return fallback;
    },
    errors,
  };
}

/** The scenario the query's scenario keys give, whole or not at all: the defaults and the errors when any is wrong. */
function readScenario(first: ReadonlyMap<string, string>, errors: ScenarioError[]): Scenario {
  const raw: Record<string, string> = {};
  for (const [k, v] of first) {
    if (isViewKey(k)) continue;
    if (SCENARIO_KEYS.includes(k)) raw[k] = v;
    else errors.push(scenarioError(k, v, msg('url.allowed.keys', { scenario: list(SCENARIO_KEYS), view: list(VIEW_KEYS) })));
  }
  const parsed = parseScenario(raw);
  if (!parsed.ok) {
    errors.push(...parsed.errors);
    return DEFAULT_SCENARIO;
  }
  // A scenario the parser accepts but whose trace cannot be built falls back too, named.
  const problem = traceProblem({ scenario: parsed.scenario, misconception: false });
  if (problem) {
    errors.push(scenarioError('scenario', problem, msg('ui.build.allowed')));
    return DEFAULT_SCENARIO;
  }
  return parsed.scenario;
}

/**
 * The step `step=` names: an id (the old names too), a real step's id in the misconception mode, or a number from 1.
 * `named` is false without a step, or with one that names none: the link then opens as a link without a step does.
 */
function readStep(r: QueryReader, scenario: Scenario, misconception: boolean): { stepIndex: number; named: boolean } {
  const given = r.get('step');
  if (given === null) return { stepIndex: 0, named: false };
  const step = canonicalStepId(given);
  const steps = activeTraceOf({ scenario, misconception }).steps;
  const byId = steps.findIndex((s) => s.id === step);
  const n = /^\d{1,6}$/.test(step) ? Number(step) : Number.NaN;
  // A real step's id in the misconception mode: the misconception step that stands for it (as the toggle would land).
  const real = misconception ? traceOf(scenario).steps.findIndex((s) => s.id === step) : -1;
  if (byId >= 0) return { stepIndex: byId, named: true };
  if (real >= 0) return { stepIndex: misconceptionIndexForReal(traceOf(scenario), misconceptionTraceOf(scenario), real), named: true };
  if (Number.isInteger(n) && n >= 1 && n <= steps.length) return { stepIndex: n - 1, named: true };
  r.errors.push(
    scenarioError('step', step, msg('url.allowed.step', { first: steps[0].id, last: steps[steps.length - 1].id, n: steps.length })),
  );
  // Opens where a link without a step opens (the start card, then A1's first step), not at the setup's first step.
  return { stepIndex: 0, named: false };
}

/** The theme and the playback speed. */
function readLook(r: QueryReader): { theme: Theme; speed: number } {
  const theme = r.get('theme');
  let themeValue: Theme = 'light';
  if (theme === 'dark' || theme === 'light') themeValue = theme;
  else if (theme !== null) r.errors.push(scenarioError('theme', theme, msg('url.allowed.theme')));
  const speedRaw = r.get('speed');
  let speed = 1;
  if (speedRaw !== null) {
    const n = Number(speedRaw);
    if ((SPEEDS as readonly number[]).includes(n)) speed = n;
    else r.errors.push(scenarioError('speed', speedRaw, msg('url.allowed.speed', { speeds: list(SPEEDS.map(String)) })));
  }
  return { theme: themeValue, speed };
}

/** The open panel, and the Sources list's entry a citation opened (it implies the list, and is kept only with it). */
function readPanel(r: QueryReader): { panel: Panel | null; sourceFocus: string | null; captureSample?: CaptureSample } {
  const panel: Panel | null = r.oneOf<Panel, null>('panel', PANELS, null);
  // `capture=sample:NAME` opens the capture panel on a sample (the reader's own files never go in a link).
  const captureRaw = r.get('capture');
  if (captureRaw !== null) {
    const name = captureRaw.startsWith('sample:') ? captureRaw.slice('sample:'.length) : null;
    if (name !== null && (CAPTURE_SAMPLES as readonly string[]).includes(name) && (panel === null || panel === 'capture'))
      return { panel: 'capture', sourceFocus: null, captureSample: name as CaptureSample };
    r.errors.push(
      scenarioError('capture', captureRaw, msg('url.allowed.capture', { samples: CAPTURE_SAMPLES.map((x) => `sample:${x}`).join(', ') })),
    );
  }
  const sourceRaw = r.get('source');
  if (sourceRaw === null) return { panel, sourceFocus: null };
  if (!Object.hasOwn(SOURCES, sourceRaw))
    r.errors.push(scenarioError('source', sourceRaw, msg('url.allowed.source', { example: Object.keys(SOURCES)[0] })));
  else if (panel !== null && panel !== 'sources') r.errors.push(scenarioError('source', sourceRaw, msg('url.allowed.sourcePanel')));
  else return { panel: 'sources', sourceFocus: sourceRaw };
  return { panel, sourceFocus: null };
}

/** The lower right panel's tab: the one `tab=` names if the mode has it (and the link asked for it), else the mode's first. */
function readTab(r: QueryReader, misconception: boolean): { tab: PanelTab; tabAsked: boolean } {
  const tabRaw = r.get('tab');
  const fallback: PanelTab = misconception ? 'figures' : 'bytes';
  if (tabRaw === null) return { tab: fallback, tabAsked: false };
  if ((PANEL_TABS as readonly string[]).includes(tabRaw)) return { tab: tabFor(misconception, tabRaw as PanelTab), tabAsked: true };
  r.errors.push(scenarioError('tab', tabRaw, msg('url.allowed.tab', { tabs: PANEL_TABS.join(', ') })));
  return { tab: fallback, tabAsked: false };
}

/**
 * Reads a URL's query into the initial store data. Bad values never break the
 * view: each gets one error naming the key and what is allowed, and the app
 * opens with the defaults for the whole scenario (never a partial one). A key
 * given twice is named too, and its first value is used.
 */
export function readUrlState(search: string, pageLang: Lang = 'en'): { init: Partial<SimData>; embed: boolean } {
  const errors: ScenarioError[] = [];
  const first = firstValues(search, errors);
  const scenario = readScenario(first, errors);
  const r = queryReader(first, errors);
  const misconception = r.flag('misconception', false);
  const embed = r.flag('embed', false);
  // Read in the order the errors are listed in (the order the keys were always read).
  const { stepIndex, named } = readStep(r, scenario, misconception);
  const look = readLook(r);
  // Without ?lang=, the language the page chose before its first paint (a remembered choice, the browser's).
  const lang: Lang = r.oneOf('lang', LANGS, pageLang);
  // 'explore' is the default and never written: the link says lecture or print, or nothing.
  const mode: Mode = r.oneOf('mode', MODES, 'explore', ['explore']);
  const view: EmbedView = r.oneOf('view', EMBED_VIEWS, 'topology');
  // 'full' is the default and never written: the link says focus, or nothing.
  const layout: Layout = r.oneOf('layout', LAYOUTS, 'full', ['full']);
  const panel = readPanel(r);
  const quiz = r.flag('quiz', false);
  const tab = readTab(r, misconception);
  const intro = !named && !tab.tabAsked && panel.panel === null && !misconception && !embed && mode === 'explore';
  // A link that names a tab or a panel but no step skips the start card and opens where the card leads: A1's first step.
  const straightIn = !named && !intro && !misconception && !embed && mode === 'explore';
  return {
    init: {
      ...tab,
      scenario,
      stepIndex: straightIn ? firstAfterSetupOf(traceOf(scenario)) : stepIndex,
      misconception,
      ...look,
      showSetup: r.flag('setup', true),
      playing: r.flag('play', false),
      urlErrors: errors,
      // A first visit opens on the start card; a link to a step, a tab or a panel (or an embed, a lecture, a handout)
      // goes straight there: a link that names what to show has chosen it.
      intro,
      lang,
      mode,
      embed,
      view,
      layout,
      quiz,
      ...panel,
    },
    embed,
  };
}

function flagOf(v: string | null, k: string, fallback: boolean, errors: ScenarioError[]): boolean {
  if (v === null) return fallback;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  const allowed: Msg = msg('url.allowed.flag');
  errors.push(scenarioError(k, v, allowed));
  return fallback;
}

/** The query string for a state: the step id, the view switches and the scenario keys that differ from the defaults. */
export function writeUrlState(
  d: Pick<SimData, 'scenario' | 'stepIndex' | 'misconception' | 'theme' | 'showSetup' | 'speed'> &
    Partial<
      Pick<SimData, 'intro' | 'tab' | 'lang' | 'mode' | 'embed' | 'view' | 'layout' | 'quiz' | 'panel' | 'sourceFocus' | 'captureSample'>
    >,
  embed = d.embed ?? false,
): string {
  const q = new URLSearchParams();
  const steps = activeTraceOf(d).steps;
  // While the start card is open the link has no step, so a reload shows the card again. A capture's walk never goes
  // in the link (the file stays in the page): its packet step is linked as the model's first step of the same kind.
  const here = steps[Math.min(d.stepIndex, steps.length - 1)];
  const id = here.origin?.kind === 'captured' ? (traceOf(d.scenario).steps.find((x) => x.role === here.role) ?? here).id : here.id;
  if (!d.intro) q.set('step', id);
  if (d.misconception) q.set('misconception', '1');
  if (d.theme !== 'light') q.set('theme', d.theme);
  if (!d.showSetup) q.set('setup', '0');
  if (d.speed !== 1) q.set('speed', String(d.speed));
  if (embed) q.set('embed', '1');
  if (d.view !== undefined && d.view !== 'topology') q.set('view', d.view);
  if (d.layout === 'focus') q.set('layout', d.layout);
  if (d.mode !== undefined && d.mode !== 'explore') q.set('mode', d.mode);
  if (d.lang !== undefined && d.lang !== 'en') q.set('lang', d.lang);
  if (d.quiz) q.set('quiz', '1');
  if (d.panel) q.set('panel', d.panel);
  if (d.panel === 'sources' && d.sourceFocus) q.set('source', d.sourceFocus);
  if (d.panel === 'capture' && d.captureSample) q.set('capture', `sample:${d.captureSample}`);
  const tab = d.tab === undefined ? undefined : tabFor(d.misconception, d.tab);
  if (tab !== undefined && tab !== tabFor(d.misconception, d.misconception ? 'figures' : 'bytes')) q.set('tab', tab);
  for (const [k, v] of scenarioDiff(d.scenario)) q.set(k, v);
  const query = q.toString();
  return query ? `?${query}` : '';
}
