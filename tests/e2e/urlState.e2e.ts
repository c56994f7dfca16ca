import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { activeTraceOf } from '../../src/store/traceCache';
import { writeUrlState } from '../../src/store/urlState';
import { EMBED_VIEWS, isHandoutMode, MODES, PANELS } from '../../src/store/vocabularies';
import { questionFor } from '../../src/views/teach/quiz/questions';
import { arbViewState, type ViewState } from '../support/viewStates';
import { useSession } from './support/browser';

const baseUrl = inject('baseUrl');
const s = useSession(baseUrl, { width: 1280, height: 720 });

/** Twenty random views, the same on every run (a fixed seed). */
const VIEWS: ViewState[] = fc.sample(arbViewState, { seed: 1207, numRuns: 20 });

/** What the page shows that says which view it is. */
async function shown(v: ViewState) {
  const p = s.page;
  const layout = isHandoutMode(v.mode) ? '.app-print' : v.embed ? '.app.embed' : v.mode === 'lecture' ? '.app.lecture' : '.app .layout';
  await p.locator(layout).first().waitFor();
  await expect.poll(() => p.evaluate(() => document.documentElement.lang)).toBe(v.lang);
  if (isHandoutMode(v.mode)) {
    await p.getByTestId('handout').waitFor();
    expect(await p.locator('.app-print').getAttribute('data-theme')).toBe('light');
    expect(await p.getByTestId('handout-step').count()).toBe(activeTraceOf(v).steps.length);
    return;
  }
  expect(await p.locator('.app').first().getAttribute('data-theme')).toBe(v.theme);
  expect(await p.locator('.app').first().getAttribute('data-misconception')).toBe(String(v.misconception));
  const step = activeTraceOf(v).steps[v.stepIndex];
  const asked = v.quiz && !v.misconception && questionFor(step.role, v.scenario) !== null;
  // The quiz's code loads when asked for: wait for the question, or for the step it would hide.
  if (asked) await p.getByTestId('quiz-card').waitFor();
  else if (v.quiz && !v.misconception) await p.locator('.quiz-covered').first().waitFor({ state: 'attached' });
  expect(await p.getByTestId('quiz-card').count(), 'the question before the step').toBe(asked ? 1 : 0);
  if (!v.embed && v.mode === 'explore') {
    if (!asked) expect(await p.locator('.step-item.current').getAttribute('data-step-id')).toBe(step.id);
    expect(await p.getByTestId('share-panel').count()).toBe(v.panel === 'share' ? 1 : 0);
    expect(await p.getByTestId('scenario-panel').count()).toBe(v.panel === 'scenario' ? 1 : 0);
    // The reading panels load when opened: wait for the one the link names, then check the other is closed.
    if (v.panel === 'sources' || v.panel === 'questions') await p.getByTestId(`${v.panel}-panel`).waitFor();
    expect(await p.getByTestId('sources-panel').count()).toBe(v.panel === 'sources' ? 1 : 0);
    expect(await p.getByTestId('questions-panel').count()).toBe(v.panel === 'questions' ? 1 : 0);
    if (v.panel === 'sources')
      await expect.poll(() => p.locator('.source-entry.focused').getAttribute('data-source-entry')).toBe(v.sourceFocus);
  } else if (!asked) {
    const position = v.embed ? p.getByTestId('embed-position') : p.locator('.lecture-position');
    expect(await position.textContent()).toBe(`${v.stepIndex + 1} / ${activeTraceOf(v).steps.length}`);
  }
}

describe('URL round trip: opening a link restores exactly that view', () => {
  it.each(VIEWS.map((v, i) => [i + 1, writeUrlState(v), v] as const))('view %i: %s', async (_i, query, v) => {
    await s.page.goto(baseUrl + query);
    await shown(v);
    // The app writes back the very link it was opened with (nothing lost, nothing added).
    await expect.poll(() => new URL(s.page.url()).search).toBe(query);
    await s.page.reload();
    await shown(v);
    expect(new URL(s.page.url()).search).toBe(query);
  });

  it('the twenty views cover every switch', () => {
    const seen = (f: (v: ViewState) => unknown) => new Set(VIEWS.map(f)).size;
    expect(seen((v) => v.lang)).toBe(2);
    expect(seen((v) => v.mode)).toBe(MODES.length);
    expect(seen((v) => v.embed)).toBe(2);
    expect(seen((v) => v.view)).toBe(EMBED_VIEWS.length);
    expect(seen((v) => v.quiz)).toBe(2);
    expect(seen((v) => v.panel)).toBe(PANELS.length + 1);
    expect(seen((v) => v.misconception)).toBe(2);
    expect(seen((v) => v.theme)).toBe(2);
  });

  it('a bad value gets one error naming its key, above a working view', async () => {
    await s.page.goto(`${baseUrl}?step=A2.tlp&lang=fr&mode=slides&view=graph`);
    const alert = s.page.locator('.url-errors');
    await alert.waitFor();
    const text = await alert.textContent();
    for (const k of ['lang', 'mode', 'view']) expect(text).toContain(k);
    expect(text).toContain('one of en, zh-CN');
    expect(text).toContain('one of lecture, print');
    expect(text).toContain('one of topology, memory, bytes');
    expect(await s.page.locator('#step-title').textContent()).toContain('Memory Write TLP');
  });
});
