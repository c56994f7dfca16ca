import fc from 'fast-check';
import { LANGS } from '../../src/i18n/msg';
import { parseScenario } from '../../src/sim/scenario/parseScenario';
import { SOURCES } from '../../src/sim/sources/sourceTable';
import type { SimData } from '../../src/store/createSimStore';
import { activeTraceOf } from '../../src/store/traceCache';
import { EMBED_VIEWS, MODES, PANEL_TABS, PANELS, SPEEDS } from '../../src/store/vocabularies';

/** Everything that makes a view and lives in the link. */
export type ViewState = Pick<
  SimData,
  | 'scenario'
  | 'stepIndex'
  | 'misconception'
  | 'theme'
  | 'showSetup'
  | 'speed'
  | 'tab'
  | 'lang'
  | 'mode'
  | 'embed'
  | 'view'
  | 'quiz'
  | 'panel'
  | 'sourceFocus'
> & { intro: false };

/** Random views: a few scenarios' worth of knobs, any step of the trace on screen, every switch. */
export const arbViewState: fc.Arbitrary<ViewState> = fc
  .record({
    bytes: fc.constantFrom(0, 8, 64, 4096, 65536),
    mtu: fc.constantFrom(256, 1024, 4096),
    post: fc.constantFrom('doorbell', 'blueflame', 'inline'),
    hops: fc.integer({ min: 0, max: 2 }),
    signaled: fc.boolean(),
    iommu: fc.boolean(),
    misconception: fc.boolean(),
    at: fc.integer({ min: 0, max: 999 }).map((n) => n / 1000),
    theme: fc.constantFrom('light', 'dark'),
    setup: fc.boolean(),
    speed: fc.constantFrom(...SPEEDS),
    tab: fc.constantFrom(...PANEL_TABS),
    lang: fc.constantFrom(...LANGS),
    mode: fc.constantFrom(...MODES),
    embed: fc.boolean(),
    view: fc.constantFrom(...EMBED_VIEWS),
    quiz: fc.boolean(),
    panel: fc.constantFrom(null, ...PANELS),
    source: fc.constantFrom(...Object.keys(SOURCES)),
  })
  .map((r) => {
    const parsed = parseScenario({
      messageBytes: r.post === 'inline' ? Math.min(r.bytes, 64) : r.bytes,
      pathMtu: r.mtu,
      post: r.post,
      signaled: r.signaled,
      iommu: r.iommu,
      ib: { switchHops: r.hops },
    });
    if (!parsed.ok) throw new Error('arbViewState built an invalid scenario');
    const scenario = parsed.scenario;
    const count = activeTraceOf({ scenario, misconception: r.misconception }).steps.length;
    return {
      scenario,
      stepIndex: Math.min(count - 1, Math.floor(r.at * count)),
      misconception: r.misconception,
      theme: r.theme,
      showSetup: r.setup,
      speed: r.speed,
      tab: r.tab,
      lang: r.lang,
      mode: r.mode,
      embed: r.embed,
      view: r.view,
      quiz: r.quiz,
      panel: r.panel,
      // Only the Sources list keeps an entry open (a citation opened it there).
      sourceFocus: r.panel === 'sources' ? r.source : null,
      intro: false as const,
    };
  });
