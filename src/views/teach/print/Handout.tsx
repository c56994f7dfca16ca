import { msg } from '../../../i18n/msg';
import type { SimData } from '../../../store/createSimStore';
import { SimProvider, useActions, useSim, useSimStore } from '../../../store/SimProvider';
import { selectLang, selectMisconception, selectScenario, selectStep, selectSteps } from '../../../store/selectors';
import { writeUrlState } from '../../../store/urlState';
import { MemoryMaps } from '../../maps/MemoryMaps';
import { Topology } from '../../topology/Topology';
import { StillMotion } from '../../shared/hooks/useStepAnimation';
import { mapsFocus } from '../../maps/layout/mapsFocus';
import { ChecksTable } from '../../bytes/ChecksTable';
import { useT } from '../../shared/i18n/useT';
import { PhaseBadge } from '../../shared/PhaseBadge';
import { scenarioChip } from '../../shared/scenarioChip';
import { KeyBytes } from '../KeyBytes';
import './print.css';

/** One step of the handout: its number and title, its diagram, its text, its key bytes, and the memory maps when it touches memory. */
function HandoutStep({ count }: { count: number }) {
  const t = useT();
  const step = useSim(selectStep);
  const myth = useSim(selectMisconception);
  const id = `handout-step-${step.index + 1}`;
  // The memory maps, cropped to the panels the step touches: one panel stands beside the text, more go below it.
  const touches = step.view.touches.length > 0;
  const beside = touches && mapsFocus(step.view.touches, myth).viewBox.w <= 240;
  return (
    <section className="handout-step" aria-labelledby={id} data-testid="handout-step">
      <p className="handout-num">{t(msg('teach.print.step', { index: String(step.index + 1), count: String(count) }))}</p>
      <h2 id={id}>
        <PhaseBadge phase={step.phase} /> {t(step.text.title)}
      </h2>
      <figure className="handout-figure">
        <Topology label={msg('teach.print.topologyOf', { index: String(step.index + 1) })} />
      </figure>
      <div className={`handout-body${beside ? ' maps-beside' : ''}`}>
        <div className="handout-text">
          {step.view.myth && <p className="myth-banner">{t(msg('ui.step.mythBanner'))}</p>}
          {step.text.summary.map((p, i) => (
            <p key={i}>{t(p)}</p>
          ))}
          {step.text.reality && (
            <div className="reality">
              <h3>{t(msg('ui.step.reality'))}</h3>
              <p>{t(step.text.reality)}</p>
            </div>
          )}
          <KeyBytes step={step} caption="print" />
        </div>
        {touches && (
          <figure className="handout-figure handout-maps">
            <figcaption>{t(msg('teach.print.memory'))}</figcaption>
            <MemoryMaps focus label={msg('teach.print.mapsOf', { index: String(step.index + 1) })} />
          </figure>
        )}
      </div>
      {step.checks && <ChecksTable checks={step.checks} />}
    </section>
  );
}

/**
 * Every step of the trace on screen, one after another, each in its own store
 * (one instance per step: the views read their step as usual), drawn in its
 * end state, in the light theme, with a page break before each.
 */
export function Handout() {
  const t = useT();
  const store = useSimStore();
  const steps = useSim(selectSteps);
  const scenario = useSim(selectScenario);
  const myth = useSim(selectMisconception);
  const lang = useSim(selectLang);
  const { setMode } = useActions();
  const base: Partial<SimData> = {
    ...store.getState(),
    scenario,
    misconception: myth,
    lang,
    theme: 'light',
    mode: 'explore',
    embed: false,
    quiz: false,
    playing: false,
    intro: false,
    panel: null,
    urlErrors: [],
  };
  const explorer = `${window.location.pathname}${writeUrlState({ ...base, stepIndex: 0, intro: false } as SimData)}`;
  const absolute = new URL(explorer, window.location.href).href;
  return (
    <StillMotion.Provider value={true}>
      <main className="handout" data-testid="handout">
        <header className="handout-cover">
          <h1>{t(msg('teach.print.title'))}</h1>
          <p>{t(msg('teach.print.intro', { chip: scenarioChip(scenario) }))}</p>
          <p className="handout-link">{t(msg('teach.print.link', { url: absolute }))}</p>
          <p className="handout-actions">
            <button type="button" onClick={() => window.print()}>
              {t(msg('teach.print.print'))}
            </button>{' '}
            <a
              href={explorer}
              onClick={(e) => {
                e.preventDefault();
                setMode('explore');
              }}
            >
              {t(msg('teach.print.exit'))}
            </a>
          </p>
        </header>
        {steps.map((st) => (
          <SimProvider key={st.index} init={{ ...base, stepIndex: st.index }}>
            <HandoutStep count={steps.length} />
          </SimProvider>
        ))}
      </main>
    </StillMotion.Provider>
  );
}
