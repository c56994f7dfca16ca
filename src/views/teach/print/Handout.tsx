import { msg } from '../../../i18n/msg';
import type { SimData } from '../../../store/createSimStore';
import { SimProvider, useActions, useSim, useSimStore } from '../../../store/SimProvider';
import { selectLang, selectMisconception, selectScenario, selectStep, selectSteps, selectTrace } from '../../../store/selectors';
import { writeUrlState } from '../../../store/urlState';
import { ChecksTable } from '../../bytes/ChecksTable';
import { mapsFocus } from '../../maps/layout/mapsFocus';
import { MemoryMaps } from '../../maps/MemoryMaps';
import { StillMotion } from '../../shared/hooks/useStepAnimation';
import { useT } from '../../shared/i18n/useT';
import { PhaseBadge } from '../../shared/PhaseBadge';
import { Topology } from '../../topology/Topology';
import { KeyBytes } from '../KeyBytes';
import { HandoutCover } from './HandoutCover';
import { pageVars } from './pageFit';
import { useHandoutFit } from './useHandoutFit';

/**
 * One step of the handout: its number and title, its diagram, its text, its key bytes, and the memory maps when
 * it touches memory. Compact (two steps a page): the diagram beside the text, and the key bytes without their
 * meanings; the maps and the checks are left to the full handout.
 */
function HandoutStep({ count, compact }: { count: number; compact: boolean }) {
  const t = useT();
  const step = useSim(selectStep);
  const misconception = useSim(selectMisconception);
  const drawn = useSim(selectTrace).scenario;
  const id = `handout-step-${step.index + 1}`;
  // The memory maps, cropped to the panels the step touches. Beside the text go the checks (B1) or a single
  // narrow map panel; wider maps go below, full width.
  const maps = step.view.touches.length > 0 && !compact;
  const checks = step.checks && !compact ? step.checks : null;
  const side = checks ? 'checks' : maps && mapsFocus(step.view.touches, misconception, drawn).viewBox.w <= 240 ? 'maps' : null;
  const text = (
    <div className="handout-text handout-block">
      {step.view.misconception && <p className="misconception-banner">{t(msg('ui.step.misconceptionBanner'))}</p>}
      {step.text.summary.map((p, i) => (
        <p key={i}>{t(p)}</p>
      ))}
      {step.text.reality && (
        <div className="reality">
          <h3>{t(msg('ui.step.reality'))}</h3>
          <p>{t(step.text.reality)}</p>
        </div>
      )}
    </div>
  );
  return (
    <section className="handout-step" aria-labelledby={id} data-testid="handout-step" data-step-id={step.id}>
      <div className="handout-head">
        <p className="handout-num">{t(msg('teach.print.step', { index: String(step.index + 1), count: String(count) }))}</p>
        <h2 id={id}>
          <PhaseBadge phase={step.phase} /> {t(step.text.title)}
        </h2>
      </div>
      <div className={`handout-top${compact ? ' compact-top' : ''}`}>
        <figure className="handout-figure handout-topology handout-block">
          <Topology label={msg('teach.print.topologyOf', { index: String(step.index + 1) })} />
        </figure>
        {compact && text}
      </div>
      <div className={`handout-body${side ? ` side-${side}` : ''}`}>
        <div className="handout-main">
          {!compact && text}
          <KeyBytes step={step} caption="print" max={compact ? 4 : 6} meanings={!compact} />
        </div>
        {(checks || maps) && (
          <div className="handout-side">
            {checks && <ChecksTable checks={checks} by={step.actor} />}
            {maps && (
              <figure className="handout-figure handout-maps handout-block">
                <figcaption>{t(msg('teach.print.memory'))}</figcaption>
                <MemoryMaps focus label={msg('teach.print.mapsOf', { index: String(step.index + 1) })} />
              </figure>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Every step of the trace on screen, one after another, each in its own store
 * (one instance per step: the views read their step as usual), drawn in its
 * end state, in the light theme, with a page break before each.
 */
export function Handout({ compact = false }: { compact?: boolean }) {
  const store = useSimStore();
  const steps = useSim(selectSteps);
  const scenario = useSim(selectScenario);
  const misconception = useSim(selectMisconception);
  const lang = useSim(selectLang);
  const { setMode } = useActions();
  const base: Partial<SimData> = {
    ...store.getState(),
    scenario,
    misconception: misconception,
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
  const fit = useHandoutFit(compact, steps.length);
  return (
    <StillMotion.Provider value={true}>
      <main
        ref={fit}
        className={`handout${compact ? ' compact' : ''}`}
        data-testid="handout"
        data-compact={String(compact)}
        style={pageVars}
      >
        <svg className="handout-hatch" aria-hidden="true" focusable="false">
          <defs>
            <pattern id="handout-hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="5" height="5" fill="#fff" />
              <line x1="0" y1="0" x2="0" y2="5" stroke="#c4c4c4" strokeWidth="1.2" />
            </pattern>
          </defs>
        </svg>
        <HandoutCover scenario={scenario} link={absolute} explorer={explorer} onExit={() => setMode('explore')} />
        {steps.map((st) => (
          <SimProvider key={st.index} init={{ ...base, stepIndex: st.index }}>
            <HandoutStep count={steps.length} compact={compact} />
          </SimProvider>
        ))}
      </main>
    </StillMotion.Provider>
  );
}
