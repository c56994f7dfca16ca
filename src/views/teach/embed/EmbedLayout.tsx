import { Suspense, useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { useSim, useSimStore } from '../../../store/SimProvider';
import {
  selectMisconception,
  selectScenario,
  selectStep,
  selectStepCount,
  selectStepIndex,
  selectTrace,
  selectView,
} from '../../../store/selectors';
import { writeUrlState } from '../../../store/urlState';
import { Pending } from '../../loading/readiness';
import { mapsFocus } from '../../maps/layout/mapsFocus';
import { MemoryMaps } from '../../maps/MemoryMaps';
import { useShownWhereWhole } from '../../shared/hooks/useShownWhereWhole';
import { TextFloor } from '../../shared/hooks/useTextFloor';
import { useT } from '../../shared/i18n/useT';
import { PhaseBadge } from '../../shared/PhaseBadge';
import { StepButtons } from '../../shared/StepButtons';
import { topologySize } from '../../topology/layout/topologyLayout';
import { Topology } from '../../topology/Topology';
import { drawingPlacement } from '../drawingPlacement';
import { BytesPanel, CodePanel, StepKeyBytes } from '../lazyViews';
import { oneLine } from '../oneLine';

/** Nothing a slide shows may be smaller than this, in CSS pixels. */
export const EMBED_MIN_TEXT_PX = 12;

/** The embed's view: the drawing (or the bytes) chosen in the link, large; the memory maps cropped to what the step touches. */
export function EmbedView() {
  const view = useSim(selectView);
  return (
    <div className={`embed-view embed-view-${view}`}>
      <TextFloor.Provider value={EMBED_MIN_TEXT_PX}>
        <Suspense fallback={<Pending />}>
          {view === 'memory' ? (
            <MemoryMaps focus />
          ) : view === 'bytes' ? (
            <BytesPanel slide />
          ) : view === 'code' ? (
            <CodePanel compact />
          ) : (
            <Topology />
          )}
        </Suspense>
      </TextFloor.Provider>
    </div>
  );
}

/** The step's phase and title. */
export function EmbedTitle() {
  const t = useT();
  const step = useSim(selectStep);
  return (
    <h1 className="embed-title">
      <PhaseBadge phase={step.phase} /> <span>{t(step.text.title)}</span>
    </h1>
  );
}

/** The step's one line of what really happens. */
export function EmbedLine() {
  const t = useT();
  const step = useSim(selectStep);
  const scenario = useSim(selectScenario);
  const line = oneLine(step, scenario);
  return line ? (
    <p className="embed-line" data-testid="embed-line">
      {t(line)}
    </p>
  ) : null;
}

/**
 * Beside a narrow drawing, the step's key bytes fill the column under the line (as in the lecture view), where they
 * fit whole: on a 640×360 slide a step's two short rows show, three long ones do not; nothing is cut or scrolled.
 */
export function EmbedKeyBytes() {
  const box = useRef<HTMLDivElement>(null);
  useShownWhereWhole(box);
  return (
    <div ref={box} className="embed-keys" data-testid="embed-keys">
      <Suspense fallback={<Pending />}>
        <StepKeyBytes className="embed-keys-body" />
      </Suspense>
    </div>
  );
}

/** Back, play or pause, next, where we are, and the way out to the full explorer. */
export function EmbedControls() {
  const t = useT();
  const store = useSimStore();
  const index = useSim(selectStepIndex);
  const count = useSim(selectStepCount);
  // The full explorer at this step: the same link without the embed switches (this renders on every step change).
  const s = store.getState();
  const full = `${window.location.pathname}${writeUrlState({ ...s, stepIndex: index, embed: false, view: 'topology', panel: null, tab: s.view === 'code' ? 'code' : s.tab })}`;
  return (
    <nav className="embed-controls" aria-label={t(msg('teach.embed.controls'))}>
      <StepButtons />
      <span className="embed-position" data-testid="embed-position">
        {t(msg('teach.embed.position', { index: String(index + 1), count: String(count) }))}
      </span>
      <a className="embed-open" href={full} target="_blank" rel="noopener" title={t(msg('teach.embed.openTitle'))}>
        <span className="embed-open-text">{t(msg('teach.embed.open'))}</span> ↗
      </a>
    </nav>
  );
}

/**
 * The layout for slides (`?embed=1`): no header and no step list; the chosen
 * view large, the step's title and one line, and minimal controls. Legible at
 * 640×360: no text under 12 CSS px, nothing cut off.
 */
export function EmbedLayout() {
  const t = useT();
  const view = useSim(selectView);
  const step = useSim(selectStep);
  const misconception = useSim(selectMisconception);
  // The scenario the drawing shows (the misconception's is its own plain WRITE between host memories).
  const drawn = useSim(selectTrace).scenario;
  // The drawing's shape decides the arrangement: a wide one goes under the title, a narrow one (a cropped memory map) beside it.
  const { beside: side, style } = drawingPlacement(
    view === 'memory' ? mapsFocus(step.view.touches, misconception, drawn).viewBox : view === 'topology' ? topologySize(drawn) : null,
  );
  return (
    <main className={`embed-layout${side ? ' embed-side' : ''}`} style={style} aria-label={t(msg('teach.embed.label'))}>
      <EmbedTitle />
      <EmbedControls />
      <EmbedLine />
      {side && <EmbedKeyBytes />}
      <EmbedView />
    </main>
  );
}
