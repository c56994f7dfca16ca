import { msg } from '../i18n/msg';
import { useSim } from '../store/SimProvider';
import { useT } from '../ui/i18n/useT';
import { selectLandedB, selectLandedBeforeB, selectMythFigures, selectSpeed, selectStep, selectTrace } from './selectors';
import { failureOf } from './layout/mythBreaks';
import { MAPS_H, MAPS_W } from './layout/mapsLayout';
import { doorbellLit, litItems, panelsFor } from './layout/stepFocus';
import { animationMs } from './hooks/useStepAnimation';
import { PhysPanel } from './maps/PhysPanel';
import { VaPanel } from './maps/VaPanel';
import { MrPanel } from './maps/MrPanel';
import './viz.css';

/**
 * Three address spaces side by side: host A's physical map (with BAR0), A's
 * process virtual map, and B's MR mapped to its physical pages. What the
 * current step touches lights up; its panel is outlined.
 */
export function MemoryMaps() {
  const trace = useSim(selectTrace);
  const step = useSim(selectStep);
  const speed = useSim(selectSpeed);
  const landed = useSim(selectLandedB);
  const landedBefore = useSim(selectLandedBeforeB);
  // Non-null only in the misconception mode: BAR0 becomes the imagined window, B's buffer unregistered.
  const figures = useSim(selectMythFigures);
  const t = useT();
  const { view } = step;
  const failure = failureOf(view);
  const s = trace.scenario;
  const lit = litItems(view.touches);
  const panels = panelsFor(view.touches);
  return (
    <section className="memory-maps viz" data-testid="memory-maps" aria-label={t(msg('viz.maps.label'))}>
      <svg
        viewBox={`0 0 ${MAPS_W} ${MAPS_H}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={t(msg('viz.maps.aria', { title: step.text.title }))}
      >
        <PhysPanel
          s={s}
          plan={trace.plan}
          lit={lit}
          relevant={panels.has('phys')}
          doorbellLit={doorbellLit(view.touches)}
          myth={figures && { figures, size: failure === 'size' }}
        />
        <VaPanel s={s} plan={trace.plan} lit={lit} relevant={panels.has('va')} />
        <MrPanel
          s={s}
          lit={lit}
          relevant={panels.has('mr')}
          landed={landed}
          landedBefore={landedBefore}
          animKey={step}
          durationMs={animationMs(speed)}
          myth={figures && { figures, failure }}
        />
      </svg>
    </section>
  );
}
