import { lazy, type MouseEvent, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { msg } from '../../i18n/msg';
import { useSim, useSimStore } from '../../store/SimProvider';
import { selectEmbed, selectIntro, selectMisconception, selectMode, selectQuiz, selectTheme } from '../../store/stateSelectors';
import { isHandoutMode } from '../../store/vocabularies';
import { AfterPaint } from '../loading/AfterPaint';
import { prefetchWhenIdle } from '../loading/prefetch';
import { Pending, useReportReadiness } from '../loading/readiness';
import { useT } from '../shared/i18n/useT';
import { PanelBoundary } from '../shared/PanelBoundary';
import { inFrame, useDeckBridge } from '../teach/embed/useDeckBridge';
import {
  Controls,
  DrawingOrigin,
  lazyAfterExplorer,
  loadDrawings,
  loadExplorer,
  MemoryMaps,
  Narration,
  PanelTabs,
  PhoneReadingLinks,
  StepList,
  StepPanel,
  Topology,
} from './explorer/lazyParts';
import { FocusDrawing } from './focus/FocusDrawing';
import { FocusSwitch } from './focus/FocusSwitch';
import { useFocusLayout } from './focus/useFocusLayout';
import { useOverlayDismiss } from './focus/useOverlayDismiss';
import { Header } from './Header';
import { useDocumentLang } from './hooks/useDocumentLang';
import { useKeyboard } from './hooks/useKeyboard';
import { useUrlSync } from './hooks/useUrlSync';
import { idleLoadFor } from './idleLoad';
import { LangNote } from './LangNote';
import { Playback } from './Playback';
import { useSwipeSteps } from './phone/useSwipeSteps';
import { StartCard } from './StartCard';
import { InfoPanels } from './sources/InfoPanels';
import { UrlErrors } from './UrlErrors';
import { usePrintHandout } from './usePrintHandout';

/** Loaded when asked for: the first view does not need them. */
// An embed and the lecture view show a drawing and a step's text: they load the drawings' chunk, not the explorer's.
const Lecture = lazyAfterExplorer(() => import('../teach/lecture/Lecture').then((m) => m.Lecture), 'drawings');
const QuizGate = lazyAfterExplorer(() => import('../teach/quiz/QuizGate').then((m) => m.QuizGate), 'drawings');
const EmbedLayout = lazyAfterExplorer(() => import('../teach/embed/EmbedLayout').then((m) => m.EmbedLayout), 'drawings');
const StepKeyBytes = lazyAfterExplorer(() => import('../teach/StepKeyBytes').then((m) => m.StepKeyBytes), 'drawings');

function Loading() {
  const t = useT();
  return <p className="loading">{t(msg('ui.tabs.loading'))}</p>;
}

/** The step's views behind the predict-then-reveal question, when the quiz is on. */
export function Gated({ children }: { children: ReactNode }) {
  const quiz = useSim(selectQuiz);
  const misconception = useSim(selectMisconception);
  if (!quiz || misconception) return children;
  return (
    <Suspense
      fallback={
        <Pending>
          <Loading />
        </Pending>
      }
    >
      <QuizGate>{children}</QuizGate>
    </Suspense>
  );
}

/** One instance of the explorer. `primary` instances own the keyboard, the address bar and the page's language. */
export function App({ primary = true }: { primary?: boolean }) {
  const theme = useSim(selectTheme);
  const misconception = useSim(selectMisconception);
  const embed = useSim(selectEmbed);
  const mode = useSim(selectMode);
  // An embed prints its own view of its step: a deck printed to PDF holds each embed's step, never the handout.
  const handout = usePrintHandout(isHandoutMode(mode) ? mode : null, !embed);
  useKeyboard(primary && !handout.page, embed && inFrame());
  useDeckBridge(primary && embed);
  useUrlSync(primary);
  useDocumentLang(primary);
  useReportReadiness(primary);
  // Once the first step is drawn, the chunks of what this page's controls can open come while it is idle, so none
  // waits on its first open (idleLoad.ts).
  const store = useSimStore();
  const idleLoad = idleLoadFor(embed, mode);
  useEffect(() => {
    if (!primary || idleLoad === 'none') return;
    void (idleLoad === 'explorer' ? loadExplorer() : loadDrawings()).then(() => prefetchWhenIdle(store));
  }, [primary, idleLoad, store]);
  if (handout.page) return handout.page;
  const cls = `app theme-${theme}${misconception ? ' misconception-mode' : ''}`;
  return (
    <>
      {embed || mode === 'lecture' ? <OneViewLarge cls={cls} embed={embed} /> : <Explorer cls={cls} primary={primary} />}
      {handout.forPrint}
      {/* The playback timer follows the step index: a component of its own, so a step does not re-render App. */}
      <Playback />
    </>
  );
}

/**
 * The imagined design's English, fetched before an embed or a lecture in the misconception mode draws (its steps'
 * titles and texts are the misconception's); the explorer's chunk has it already.
 */
const MisconceptionEnglish = lazy(() =>
  import('../shared/i18n/englishMisconception').then(() => ({ default: ({ children }: { children: ReactNode }) => children })),
);

/** An embed and the lecture view: one layout, large, with the narration (no header, no step list). */
function OneViewLarge({ cls, embed }: { cls: string; embed: boolean }) {
  const theme = useSim(selectTheme);
  const misconception = useSim(selectMisconception);
  const name = embed ? 'embed' : 'lecture';
  const view = (
    <>
      {embed ? <EmbedLayout /> : <Lecture />}
      <Narration />
    </>
  );
  return (
    <div key={name} className={`${cls} ${name}`} data-theme={theme} data-misconception={misconception}>
      <UrlErrors />
      <PanelBoundary name={name}>
        <Suspense
          fallback={
            <Pending>
              <Loading />
            </Pending>
          }
        >
          <Gated>{misconception ? <MisconceptionEnglish>{view}</MisconceptionEnglish> : view}</Gated>
        </Suspense>
      </PanelBoundary>
    </div>
  );
}

/** The explorer: header, step list, drawings, the step's text and the tabs, the controls. */
function Explorer({ cls, primary }: { cls: string; primary: boolean }) {
  const theme = useSim(selectTheme);
  const misconception = useSim(selectMisconception);
  const intro = useSim(selectIntro);
  // A phone (or a portrait tablet) lays the explorer out as the focus layout does, in one column (phone/phone.css).
  const { focus, narrow } = useFocusLayout();
  const swipe = useSwipeSteps(narrow && primary);
  // The focus layout's step list opens over the drawing, and closes when a step is picked in it.
  const [stepsOpen, setStepsOpen] = useState(false);
  const pickedStep = (e: MouseEvent) => {
    if (stepsOpen && (e.target as Element).closest('.step-item')) setStepsOpen(false);
  };
  // Escape, or a press outside the list and its button, closes it too.
  useOverlayDismiss(
    stepsOpen,
    useCallback(() => setStepsOpen(false), []),
    '.steps-slot, [data-testid="focus-steps"]',
  );
  const layout = `layout${intro ? ' intro' : ''}${focus ? ' focus' : ''}${narrow ? ' narrow' : ''}${focus && stepsOpen ? ' steps-open' : ''}`;
  return (
    <div className={cls} data-theme={theme} data-misconception={misconception}>
      <PanelBoundary name="header">
        <Header />
      </PanelBoundary>
      <UrlErrors />
      <LangNote />
      <InfoPanels />
      {/* `intro` while the start card is open: see viz.css (in-flight-layer) for why the drawings care. */}
      <main className={layout} {...swipe}>
        {intro && (
          <PanelBoundary name="start">
            <StartCard />
          </PanelBoundary>
        )}
        <Gated>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the step buttons inside are the controls; this only closes the overlay after one is picked */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a step button's Enter or Space is a click, which this sees */}
          <div className="steps-slot" onClick={pickedStep}>
            <StepList />
          </div>
          <Drawings focus={focus} narrow={narrow} />
          <StepTextAndTabs />
          <Narration />
        </Gated>
      </main>
      <footer className="controls-footer">
        <Controls />
        {!intro && <FocusSwitch stepsOpen={stepsOpen} onSteps={setStepsOpen} narrow={narrow} />}
      </footer>
    </div>
  );
}

/** The step's drawings, a painted frame after its text (AfterPaint): the focus layout's one drawing, or both. */
function Drawings({ focus, narrow }: { focus: boolean; narrow: boolean }) {
  return (
    <AfterPaint>
      {focus ? (
        <>
          <FocusDrawing crop={narrow} />
          {narrow && (
            <Suspense fallback={null}>
              <StepKeyBytes className="phone-keys" />
            </Suspense>
          )}
        </>
      ) : (
        <div className="center">
          <DrawingOrigin />
          <Topology />
          <MemoryMaps />
        </div>
      )}
    </AfterPaint>
  );
}

/** The step's text at once, the tabs (the bytes) two painted frames later, after the drawings. */
function StepTextAndTabs() {
  const t = useT();
  return (
    <div className="right">
      {/* The step's text scrolls here: focusable, so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <div className="step-scroll" tabIndex={0} role="group" aria-label={t(msg('teach.a11y.stepText'))}>
        <StepPanel />
      </div>
      <AfterPaint frames={2}>
        <PanelTabs />
        <PhoneReadingLinks />
      </AfterPaint>
    </div>
  );
}
