import { type Msg, msg } from '../i18n/msg';
import { DEFAULT_SCENARIO } from '../sim/scenario/defaults';
import { parseScenario, SCENARIO_KEYS, scenarioError } from '../sim/scenario/parseScenario';
import { preview } from '../sim/scenario/preview';
import { scenarioDiff } from '../sim/scenario/serialize';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import { LANGS, type Lang } from '../i18n/msg';
import type { SimData } from './createSimStore';
import {
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
  tabFor,
  type Theme,
} from './vocabularies';
import { misconceptionIndexForReal } from '../sim/misconception';
import { SOURCES } from '../sim/sources/sourceTable';
import { canonicalKey, canonicalStepId } from './urlAliases';

/** Names as a list the catalogue joins with its own separator (", " in English, "、" in Chinese). */
const list = (names: readonly string[]) => names.map((text) => msg('common.raw', { text }));
import { activeTraceOf, misconceptionTraceOf, traceOf, traceProblem } from './traceCache';

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
] as const;

const isViewKey = (k: string): boolean => (VIEW_KEYS as readonly string[]).includes(k);

/**
 * Reads a URL's query into the initial store data. Bad values never break the
 * view: each gets one error naming the key and what is allowed, and the app
 * opens with the defaults for the whole scenario (never a partial one). A key
 * given twice is named too, and its first value is used.
 */
export function readUrlState(search: string, pageLang: Lang = 'en'): { init: Partial<SimData>; embed: boolean } {
  const q = new URLSearchParams(search);
  const errors: ScenarioError[] = [];
  const first = new Map<string, string>();
  for (const [given, v] of q) {
    // A name an older link carries is read as the name it stands for now.
    const k = canonicalKey(given);
    if (first.has(k)) {
      if (!errors.some((e) => e.field === preview(k, 40).replace(/^"|"$/g, ''))) errors.push(scenarioError(k, v, msg('url.allowed.once')));
      continue;
    }
    first.set(k, v);
  }
  const raw: Record<string, string> = {};
  for (const [k, v] of first) {
    if (isViewKey(k)) continue;
    if (SCENARIO_KEYS.includes(k)) raw[k] = v;
    else errors.push(scenarioError(k, v, msg('url.allowed.keys', { scenario: list(SCENARIO_KEYS), view: list(VIEW_KEYS) })));
  }
  let scenario: Scenario = DEFAULT_SCENARIO;
  const parsed = parseScenario(raw);
  if (parsed.ok) scenario = parsed.scenario;
  else errors.push(...parsed.errors);
  // A scenario the parser accepts but whose trace cannot be built falls back too, named.
  const problem = traceProblem({ scenario, misconception: false });
  if (problem) {
    errors.push(scenarioError('scenario', problem, msg('ui.build.allowed')));
    scenario = DEFAULT_SCENARIO;
  }

  const get = (k: (typeof VIEW_KEYS)[number]) => first.get(k) ?? null;
  const flag = (k: (typeof VIEW_KEYS)[number], fallback: boolean) => flagOf(get(k), k, fallback, errors);
  const misconception = flag('misconception', false);
  const embed = flag('embed', false);
  const steps = activeTraceOf({ scenario, misconception }).steps;
  let stepIndex = 0;
  const stepGiven = get('step');
  const step = stepGiven === null ? null : canonicalStepId(stepGiven);
  if (step !== null) {
    const byId = steps.findIndex((s) => s.id === step);
    const n = /^\d{1,6}$/.test(step) ? Number(step) : Number.NaN;
    // A real step's id in the misconception mode: the misconception step that stands for it (as the toggle would land).
    const real = misconception ? traceOf(scenario).steps.findIndex((s) => s.id === step) : -1;
    if (byId >= 0) stepIndex = byId;
    else if (real >= 0) stepIndex = misconceptionIndexForReal(traceOf(scenario), misconceptionTraceOf(scenario), real);
    else if (Number.isInteger(n) && n >= 1 && n <= steps.length) stepIndex = n - 1;
    else
      errors.push(
        scenarioError('step', step, msg('url.allowed.step', { first: steps[0].id, last: steps[steps.length - 1].id, n: steps.length })),
      );
  }
  const theme = get('theme');
  let themeValue: Theme = 'light';
  if (theme === 'dark' || theme === 'light') themeValue = theme;
  else if (theme !== null) errors.push(scenarioError('theme', theme, msg('url.allowed.theme')));
  const speedRaw = get('speed');
  let speed = 1;
  if (speedRaw !== null) {
    const n = Number(speedRaw);
    if ((SPEEDS as readonly number[]).includes(n)) speed = n;
    else errors.push(scenarioError('speed', speedRaw, msg('url.allowed.speed', { speeds: list(SPEEDS.map(String)) })));
  }
  /** One of a closed set of words, else the fallback and one error naming the key. */
  const oneOf = <T extends string, F extends T | null>(
    k: (typeof VIEW_KEYS)[number],
    allowed: readonly T[],
    fallback: F,
    hidden: readonly T[] = [],
  ): T | F => {
    const v = get(k);
    if (v === null) return fallback;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    const shown = allowed.filter((a) => !hidden.includes(a));
    errors.push(scenarioError(k, v, msg('teach.url.oneOf', { values: list(shown) })));
    return fallback;
  };
  // Without ?lang=, the language the page chose before its first paint (a remembered choice, the browser's).
  const lang: Lang = oneOf('lang', LANGS, pageLang);
  // 'explore' is the default and never written: the link says lecture or print, or nothing.
  const mode: Mode = oneOf('mode', MODES, 'explore', ['explore']);
  const view: EmbedView = oneOf('view', EMBED_VIEWS, 'topology');
  // 'full' is the default and never written: the link says focus, or nothing.
  const layout: Layout = oneOf('layout', LAYOUTS, 'full', ['full']);
  let panel: Panel | null = oneOf<Panel, null>('panel', PANELS, null);
  // The entry of the Sources list a citation opened: it implies the list, and is kept only with it.
  const sourceRaw = get('source');
  let sourceFocus: string | null = null;
  if (sourceRaw !== null) {
    if (!Object.hasOwn(SOURCES, sourceRaw))
      errors.push(scenarioError('source', sourceRaw, msg('url.allowed.source', { example: Object.keys(SOURCES)[0] })));
    else if (panel !== null && panel !== 'sources') errors.push(scenarioError('source', sourceRaw, msg('url.allowed.sourcePanel')));
    else {
      sourceFocus = sourceRaw;
      panel = 'sources';
    }
  }
  const quiz = flag('quiz', false);
  const tabRaw = get('tab');
  let tab: PanelTab = misconception ? 'figures' : 'bytes';
  let tabAsked = false;
  if (tabRaw !== null) {
    if ((PANEL_TABS as readonly string[]).includes(tabRaw)) {
      tab = tabFor(misconception, tabRaw as PanelTab);
      tabAsked = true;
    } else errors.push(scenarioError('tab', tabRaw, msg('url.allowed.tab', { tabs: PANEL_TABS.join(', ') })));
  }
  return {
    init: {
      tab,
      tabAsked,
      scenario,
      stepIndex,
      misconception,
      theme: themeValue,
      showSetup: flag('setup', true),
      speed,
      playing: flag('play', false),
      urlErrors: errors,
      // A first visit opens on the start card; a link to a step (or an embed, a lecture, a handout) goes straight there.
      intro: step === null && !misconception && !embed && mode === 'explore',
      lang,
      mode,
      embed,
      view,
      layout,
      quiz,
      panel,
      sourceFocus,
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
    Partial<Pick<SimData, 'intro' | 'tab' | 'lang' | 'mode' | 'embed' | 'view' | 'layout' | 'quiz' | 'panel' | 'sourceFocus'>>,
  embed = d.embed ?? false,
): string {
  const q = new URLSearchParams();
  const steps = activeTraceOf(d).steps;
  // While the start card is open the link has no step, so a reload shows the card again.
  if (!d.intro) q.set('step', steps[Math.min(d.stepIndex, steps.length - 1)].id);
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
  const tab = d.tab === undefined ? undefined : tabFor(d.misconception, d.tab);
  if (tab !== undefined && tab !== tabFor(d.misconception, d.misconception ? 'figures' : 'bytes')) q.set('tab', tab);
  for (const [k, v] of scenarioDiff(d.scenario)) q.set(k, v);
  const query = q.toString();
  return query ? `?${query}` : '';
}
