import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { traceOf } from '../../../src/store/traceCache';
import { readUrlState, writeUrlState } from '../../../src/store/urlState';
import { tabFor } from '../../../src/store/vocabularies';
import { arbViewState } from '../../support/viewStates';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';

describe('URL state: language, mode, embed view, quiz and open panel', () => {
  it('round-trips each new key, and writes nothing for the defaults', () => {
    const base = { scenario: DEFAULT_SCENARIO, stepIndex: 8, misconception: false, theme: 'light' as const, showSetup: true, speed: 1 };
    expect(writeUrlState({ ...base, lang: 'en', mode: 'explore', view: 'topology', quiz: false, panel: null })).toBe('?step=A2.tlp');
    const q = writeUrlState({ ...base, lang: 'zh-CN', mode: 'lecture', embed: true, view: 'memory', quiz: true, panel: 'share' });
    expect(q).toBe('?step=A2.tlp&embed=1&view=memory&mode=lecture&lang=zh-CN&quiz=1&panel=share');
    const back = readUrlState(q).init;
    expect(back).toMatchObject({
      stepIndex: 8,
      lang: 'zh-CN',
      mode: 'lecture',
      embed: true,
      view: 'memory',
      quiz: true,
      panel: 'share',
      urlErrors: [],
    });
    expect(readUrlState('?mode=print').init).toMatchObject({ mode: 'print', intro: false });
  });

  it('a first visit opens on the start card; a link that names a step, a tab or a panel goes straight to it', () => {
    expect(readUrlState('').init.intro).toBe(true);
    expect(readUrlState('?op=read').init.intro).toBe(true);
    expect(readUrlState('?step=A2.tlp').init.intro).toBe(false);
    const timing = readUrlState('?tab=timing').init;
    expect(timing).toMatchObject({ intro: false, tab: 'timing', tabAsked: true });
    // Where the card leads: A1's first step, not the setup's.
    const at = timing.stepIndex ?? 0;
    expect(traceOf(DEFAULT_SCENARIO).steps[at].phase).toBe('A1');
    expect(traceOf(DEFAULT_SCENARIO).steps[at - 1].phase).toBe('SETUP');
    expect(readUrlState('?panel=glossary').init).toMatchObject({ intro: false, panel: 'glossary' });
    expect(readUrlState('?tab=nope').init.intro).toBe(true);
  });

  it('a bad value gets one error naming its key and what is allowed, and a working default', () => {
    const back = readUrlState('?lang=fr&mode=slides&view=graph&panel=help&quiz=yes&step=A2.tlp').init;
    const errors = back.urlErrors ?? [];
    expect(errors.map((e) => e.field)).toEqual(['lang', 'mode', 'view', 'panel', 'quiz']);
    expect(errors.map((e) => e.value)).toEqual(['"fr"', '"slides"', '"graph"', '"help"', '"yes"']);
    // The values are a list the catalogue joins with its own separator (", " in English, "、" in Chinese).
    expect(en(errors[0].allowed)).toBe('one of en, zh-CN');
    expect(en(errors[1].allowed)).toBe('one of lecture, print, print-compact');
    expect(back).toMatchObject({ lang: 'en', mode: 'explore', view: 'topology', panel: null, quiz: false, stepIndex: 8 });
  });

  it('source= opens the Sources list at that entry; an unknown id, or another panel, is named and ignored', () => {
    const base = { scenario: DEFAULT_SCENARIO, stepIndex: 8, misconception: false, theme: 'light' as const, showSetup: true, speed: 1 };
    const q = writeUrlState({ ...base, panel: 'sources', sourceFocus: 'linux.rxe.comp' });
    expect(q).toBe('?step=A2.tlp&panel=sources&source=linux.rxe.comp');
    expect(readUrlState(q).init).toMatchObject({ panel: 'sources', sourceFocus: 'linux.rxe.comp', urlErrors: [] });
    // The entry alone implies the list.
    expect(readUrlState('?step=A2.tlp&source=linux.rxe.comp').init).toMatchObject({ panel: 'sources', sourceFocus: 'linux.rxe.comp' });
    // Another panel keeps no entry.
    expect(writeUrlState({ ...base, panel: 'questions', sourceFocus: 'linux.rxe.comp' })).toBe('?step=A2.tlp&panel=questions');
    const bad = readUrlState('?step=A2.tlp&source=linux.nowhere').init;
    expect(bad).toMatchObject({ panel: null, sourceFocus: null });
    expect(bad.urlErrors?.map((e) => [e.field, en(e.allowed)])).toEqual([
      ['source', 'the id of an entry in the Sources list, such as rdma-core.rxe.post-send-db'],
    ]);
    const clash = readUrlState('?step=A2.tlp&panel=questions&source=linux.rxe.comp').init;
    expect(clash).toMatchObject({ panel: 'questions', sourceFocus: null });
    expect(clash.urlErrors?.map((e) => e.field)).toEqual(['source']);
  });

  it('any view written to a link opens as exactly that view (property, 200 random views)', () => {
    fc.assert(
      fc.property(arbViewState, (v) => {
        const q = writeUrlState(v);
        const back = readUrlState(q).init;
        expect(back.urlErrors).toEqual([]);
        expect(back.scenario).toEqual(v.scenario);
        expect(back).toMatchObject({
          stepIndex: v.stepIndex,
          misconception: v.misconception,
          theme: v.theme,
          showSetup: v.showSetup,
          speed: v.speed,
          tab: tabFor(v.misconception, v.tab),
          lang: v.lang,
          mode: v.mode,
          embed: v.embed,
          view: v.view,
          quiz: v.quiz,
          panel: v.panel,
          sourceFocus: v.sourceFocus,
        });
        // And the link it writes back is the same link.
        expect(writeUrlState({ ...v, ...back } as typeof v)).toBe(q);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
