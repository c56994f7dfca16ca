import { type CSSProperties, Suspense } from 'react';
import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import {
  selectMisconception,
  selectScenario,
  selectStep,
  selectStepCount,
  selectStepIndex,
  selectTrace,
  selectView,
} from '../../../store/selectors';
import { Pending } from '../../loading/readiness';
import { mapsFocus } from '../../maps/layout/mapsFocus';
import { MemoryMaps } from '../../maps/MemoryMaps';
import { TextFloor } from '../../shared/hooks/useTextFloor';
import { useT } from '../../shared/i18n/useT';
import { PhaseBadge } from '../../shared/PhaseBadge';
import { StepButtons } from '../../shared/StepButtons';
import { Topology } from '../../topology/Topology';
import { drawingPlacement } from '../drawingPlacement';
import { KeyBytes } from '../KeyBytes';
import { CodePanel } from '../lazyViews';
import { oneLine } from '../oneLine';
import { useDesignZoom } from './useDesignZoom';

/** On a projector at 1280×720, the drawings' text is at least this large (CSS px); a smaller screen scales the whole view (useDesignZoom). */
export const LECTURE_MIN_TEXT_PX = 16;

/**
 * The lecture view (`mode=lecture`): one idea per screen for a projector. The
 * step's title, one line of what really happens, the drawing large and the
 * step's key bytes magnified; large type, strong contrast, few controls.
 */
export function Lecture() {
  const t = useT();
  const step = useSim(selectStep);
  const scenario = useSim(selectScenario);
  const view = useSim(selectView);
  const index = useSim(selectStepIndex);
  const count = useSim(selectStepCount);
  const misconception = useSim(selectMisconception);
  // The scenario the maps draw (the misconception's is its own plain WRITE).
  const drawn = useSim(selectTrace).scenario;
  const { setMode } = useActions();
  const zoom = useDesignZoom();
  const line = oneLine(step, scenario) ?? step.text.summary[0];
  // The memory maps show the panels the step touches; a narrow drawing goes beside the text, a wide one above it.
  const memory = view === 'memory';
  const { beside: side, style } = drawingPlacement(memory ? mapsFocus(step.view.touches, misconception, drawn).viewBox : null);
  return (
    <main
      className={`lecture-layout${side ? ' lecture-side-by-side' : ''}`}
      style={{ ...style, zoom, '--lecture-zoom': zoom } as CSSProperties}
      aria-label={t(msg('teach.lecture.label'))}
    >
      <header className="lecture-head">
        <h1>
          <PhaseBadge phase={step.phase} /> <span>{t(step.text.title)}</span>
        </h1>
        <span className="lecture-position">{t(msg('teach.embed.position', { index: String(index + 1), count: String(count) }))}</span>
      </header>
      <div className="lecture-view">
        <TextFloor.Provider value={LECTURE_MIN_TEXT_PX}>
          <Suspense fallback={<Pending />}>
            {memory ? <MemoryMaps focus /> : view === 'code' ? <CodePanel compact /> : <Topology />}
          </Suspense>
        </TextFloor.Provider>
      </div>
      <div className="lecture-text">
        {line && (
          <p className="lecture-line" data-testid="lecture-line">
            {t(line)}
          </p>
        )}
        <KeyBytes step={step} caption="lecture" max={side ? 4 : 3} />
      </div>
      <nav className="lecture-controls" aria-label={t(msg('teach.embed.controls'))}>
        <StepButtons />
        <button type="button" className="lecture-exit" onClick={() => setMode('explore')}>
          {t(msg('teach.lecture.exit'))}
        </button>
      </nav>
    </main>
  );
}
