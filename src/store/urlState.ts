import { parseScenario, SCENARIO_KEYS } from '../sim/scenario/parseScenario';
import { scenarioDiff } from '../sim/scenario/serialize';
import { DEFAULT_SCENARIO } from '../sim/scenario/defaults';
import type { Scenario, ScenarioError } from '../sim/scenario/types';
import { activeTraceOf } from './traceCache';
import type { SimData, Theme } from './createSimStore';

/** Keys the URL carries besides the scenario's own. */
const VIEW_KEYS = ['step', 'myth', 'theme', 'setup', 'embed', 'speed', 'play'] as const;

/**
 * Reads a URL's query into the initial store data. Bad values never break the
 * view: each gets an error naming the key and what is allowed, and the app
 * opens with the defaults for the whole scenario (never a partial one).
 */
export function readUrlState(search: string): { init: Partial<SimData>; embed: boolean } {
  const q = new URLSearchParams(search);
  const errors: ScenarioError[] = [];
  const raw: Record<string, string> = {};
  for (const [k, v] of q) {
    if ((VIEW_KEYS as readonly string[]).includes(k)) continue;
    if (SCENARIO_KEYS.includes(k)) raw[k] = v;
    else
      errors.push({
        field: k,
        value: JSON.stringify(v),
        allowed: `a scenario key (${SCENARIO_KEYS.join(', ')}) or one of ${VIEW_KEYS.join(', ')}`,
        message: `${k}: unknown URL parameter`,
      });
  }
  let scenario: Scenario = DEFAULT_SCENARIO;
  const parsed = parseScenario(raw);
  if (parsed.ok) scenario = parsed.scenario;
  else errors.push(...parsed.errors);

  const misconception = flagOf(q, 'myth', false, errors);
  const steps = activeTraceOf({ scenario, misconception }).steps;
  let stepIndex = 0;
  const step = q.get('step');
  if (step !== null) {
    const byId = steps.findIndex((s) => s.id === step);
    const n = /^\d+$/.test(step) ? Number(step) : NaN;
    if (byId >= 0) stepIndex = byId;
    else if (Number.isInteger(n) && n >= 1 && n <= steps.length) stepIndex = n - 1;
    else
      errors.push({
        field: 'step',
        value: JSON.stringify(step),
        allowed: `a step id (${steps[0].id} … ${steps[steps.length - 1].id}) or a number 1..${steps.length}`,
        message: 'step: no such step',
      });
  }
  const flag = (k: string, fallback: boolean) => flagOf(q, k, fallback, errors);
  const theme = q.get('theme');
  let themeValue: Theme = 'light';
  if (theme === 'dark' || theme === 'light') themeValue = theme;
  else if (theme !== null)
    errors.push({ field: 'theme', value: JSON.stringify(theme), allowed: 'light or dark', message: 'theme: expected light or dark' });
  const speedRaw = q.get('speed');
  let speed = 1;
  if (speedRaw !== null) {
    const n = Number(speedRaw);
    if ([0.5, 1, 2, 4].includes(n)) speed = n;
    else
      errors.push({ field: 'speed', value: JSON.stringify(speedRaw), allowed: '0.5, 1, 2 or 4', message: 'speed: not a playback speed' });
  }
  return {
    init: {
      scenario,
      stepIndex,
      misconception,
      theme: themeValue,
      showSetup: flag('setup', true),
      speed,
      playing: flag('play', false),
      urlErrors: errors,
    },
    embed: flag('embed', false),
  };
}

function flagOf(q: URLSearchParams, k: string, fallback: boolean, errors: ScenarioError[]): boolean {
  const v = q.get(k);
  if (v === null) return fallback;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  errors.push({ field: k, value: JSON.stringify(v), allowed: '1 or 0', message: `${k}: expected 1 or 0` });
  return fallback;
}

/** The query string for a state: the step id, the view switches and the scenario keys that differ from the defaults. */
export function writeUrlState(
  d: Pick<SimData, 'scenario' | 'stepIndex' | 'misconception' | 'theme' | 'showSetup' | 'speed'>,
  embed = false,
): string {
  const q = new URLSearchParams();
  const steps = activeTraceOf(d).steps;
  q.set('step', steps[Math.min(d.stepIndex, steps.length - 1)].id);
  if (d.misconception) q.set('myth', '1');
  if (d.theme !== 'light') q.set('theme', d.theme);
  if (!d.showSetup) q.set('setup', '0');
  if (d.speed !== 1) q.set('speed', String(d.speed));
  if (embed) q.set('embed', '1');
  for (const [k, v] of scenarioDiff(d.scenario)) q.set(k, v);
  return `?${q.toString()}`;
}
