import { type Msg, msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import {
  selectLandedB,
  selectLandedBeforeB,
  selectMisconceptionFigures,
  selectSpeed,
  selectStep,
  selectTrace,
} from '../shared/drawingSelectors';
import { animationMs } from '../shared/hooks/useStepAnimation';
import { useTextFloor } from '../shared/hooks/useTextFloor';
import { MachineContext } from '../shared/i18n/machineText';
import { useT } from '../shared/i18n/useT';
import { doorbellLit, litItems, panelsFor } from '../shared/layout/stepFocus';
import { failureOf } from '../shared/misconception/breaks';
import { ALL_MAPS, mapsFocus } from './layout/mapsFocus';
import { MrPanel } from './MrPanel';
import { PhysPanel } from './PhysPanel';
import { VaPanel } from './VaPanel';

/**
 * Three address spaces side by side: host A's physical map (with BAR0), A's
 * process virtual map, and B's MR mapped to its physical pages. What the
 * current step touches lights up; its panel is outlined. With `focus` (a
 * slide) only the panels the step touches are drawn, larger.
 */
export function MemoryMaps({ focus = false, label }: { focus?: boolean; label?: Msg }) {
  const trace = useSim(selectTrace);
  const step = useSim(selectStep);
  const speed = useSim(selectSpeed);
  const landed = useSim(selectLandedB);
  const landedBefore = useSim(selectLandedBeforeB);
  // Non-null only in the misconception mode: BAR0 becomes the imagined window, B's buffer unregistered.
  const figures = useSim(selectMisconceptionFigures);
  const t = useT();
  const { view } = step;
  const failure = failureOf(view);
  const s = trace.scenario;
  const lit = litItems(view.touches);
  const panels = panelsFor(view.touches);
  // A slide shows only the panels the step touches (focus); the explorer shows all three.
  const crop = focus ? mapsFocus(view.touches, !!figures, s) : ALL_MAPS;
  const vb = crop.viewBox;
  const floor = useTextFloor<SVGSVGElement>(vb.w, vb.h);
  return (
    <MachineContext value={trace.machine}>
      <section className="memory-maps viz" data-testid="memory-maps" aria-label={t(label ?? msg('viz.maps.label'))}>
        <svg
          ref={floor.ref}
          style={floor.style}
          viewBox={`${vb.x} ${vb.y} ${vb.w} ${vb.h}`}
          preserveAspectRatio="xMidYMid meet"
          role="img"
          aria-label={t(msg('viz.maps.aria', { title: step.text.title }))}
        >
          {crop.panels.has('phys') && (
            <PhysPanel
              s={s}
              plan={trace.plan}
              lit={lit}
              relevant={panels.has('phys')}
              doorbellLit={doorbellLit(view.touches)}
              misconception={figures && { figures, size: failure === 'size' }}
            />
          )}
          {crop.panels.has('va') && <VaPanel s={s} plan={trace.plan} lit={lit} relevant={panels.has('va')} />}
          {crop.panels.has('mr') && (
            <MrPanel
              s={s}
              mrKey={trace.plan.responder.mrs[0].key}
              mrLength={trace.plan.responder.mrs[0].length}
              lit={lit}
              relevant={panels.has('mr')}
              landed={landed}
              landedBefore={landedBefore}
              animKey={step}
              durationMs={animationMs(speed)}
              misconception={figures && { figures, failure }}
              bottom={vb.y + vb.h}
            />
          )}
        </svg>
      </section>
    </MachineContext>
  );
}
