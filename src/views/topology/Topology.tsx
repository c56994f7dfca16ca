import { type CSSProperties, useId, useMemo } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import {
  selectLandedB,
  selectMisconceptionFigures,
  selectSelectedLink,
  selectSpeed,
  selectStep,
  selectSwitchHops,
  selectTrace,
} from '../shared/drawingSelectors';
import { animationMs } from '../shared/hooks/useStepAnimation';
import { useTextFloor } from '../shared/hooks/useTextFloor';
import { useT } from '../shared/i18n/useT';
import { doorbellLit, dramPartFor } from '../shared/layout/stepFocus';
import { failureOf } from '../shared/misconception/breaks';
import { ArtifactTrain, MotionCaption } from './ArtifactTrain';
import { BoxPlacesContext } from './Box';
import { Gpu } from './Gpu';
import { HcaA } from './HcaA';
import { HcaB } from './HcaB';
import { HostA } from './HostA';
import { HostB } from './HostB';
import { Fabric, PcieLink, SwitchLabels } from './Links';
import { cropBox } from './layout/cropBox';
import { stepMotion } from './layout/motion';
import { type CaptionSlot, drawsGpu, type TextSpot, topologyLayout } from './layout/topologyLayout';
import { MisconceptionArc } from './misconception/MisconceptionArc';
import { arcLabelWithin, misconceptionArc, misconceptionBadgeSpots } from './misconception/misconceptionArc';
import { TopologyBreaks } from './misconception/TopologyBreaks';
import { Nic } from './Nic';
import { StepMark } from './StepMark';
import { ArrowMarker, OobLabel, SetupArrow, Trail } from './Trail';

/** Where a caption's region puts its count badge. */
const BADGE_SIDE: Record<CaptionSlot, 'A' | 'B' | 'fabric'> = {
  hostA: 'A',
  hcaA: 'A',
  pcieA: 'A',
  hostB: 'B',
  hcaB: 'B',
  pcieB: 'B',
  fabric: 'fabric',
};

/** A count that a few drawn items stand for: "262,144 packets / ~2 in flight". */
function Badge({ lines, spot }: { lines: string[]; spot: TextSpot }) {
  return (
    <text className="badge" x={spot.x} y={spot.y} textAnchor={spot.anchor} data-testid="flight-count">
      {lines.map((line, i) => (
        <tspan key={i} x={spot.x} dy={i === 0 ? 0 : 14}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * Host A -> PCIe -> HCA A -> cable and switches -> HCA B -> PCIe -> host B,
 * with the current step's artifact moving along its path. Components the
 * step does not use recede.
 */
export function Topology({ label, crop = false }: { label?: Msg; crop?: boolean } = {}) {
  const trace = useSim(selectTrace);
  const step = useSim(selectStep);
  const hops = useSim(selectSwitchHops);
  const selected = useSim(selectSelectedLink);
  const speed = useSim(selectSpeed);
  const landedBytes = useSim(selectLandedB);
  // Non-null only in the misconception mode: the imagined window and where it breaks are drawn then.
  const figures = useSim(selectMisconceptionFigures);
  const uid = useId().replace(/:/g, '');
  const marker = `viz-arrow-${uid}`;
  const sc = trace.scenario;
  const { A: gpuA, B: gpuB } = drawsGpu(sc);
  const L = useMemo(() => topologyLayout(hops, { A: gpuA, B: gpuB, path: sc.p2pPath }), [hops, gpuA, gpuB, sc.p2pPath]);
  const arc = useMemo(() => (figures ? misconceptionArc(L) : null), [figures, L]);
  const badges = arc ? misconceptionBadgeSpots(L) : L.badges;
  const t = useT();
  const { view } = step;
  // A failure step's label takes the band the count badge would use.
  const failure = failureOf(view);
  const motion = useMemo(() => stepMotion(trace, step, L), [trace, step, L]);
  const s = trace.scenario;
  // Components light up along the drawn route.
  const path = view.route as readonly string[];
  const on = (place: string) => path.includes(place);
  // A switch step focuses its switch: its stretch of the cable starts there (node h = switch h).
  const focusSwitch = view.fabric && Number.isInteger(view.fabric.from) && view.fabric.from >= 1 ? view.fabric.from : 0;
  const landed = s.messageBytes === 0 ? (landedBytes > 0 ? 1 : 0) : landedBytes / s.messageBytes;
  // A narrow screen shows only the part the step touches (as an embed's memory maps do).
  const captionSpot = motion.legs.length > 0 && motion.captioned ? L.slots[motion.slot] : null;
  const box = useMemo(() => (crop ? cropBox(L, view.route, captionSpot) : null), [crop, L, view.route, captionSpot]) ?? {
    x: 0,
    y: 0,
    w: L.width,
    h: L.height,
  };
  const viewBox = `${box.x} ${box.y} ${box.w} ${box.h}`;
  const floor = useTextFloor<SVGSVGElement>(box.w, box.h);
  return (
    <section
      className={crop ? 'topology viz cropped' : 'topology viz'}
      data-testid="topology"
      // The crop's width in drawing units: a phone draws a wide crop wider than the screen, to pan (phone.css).
      style={crop ? ({ '--crop-aspect': (box.w / box.h).toFixed(4), '--crop-w': box.w.toFixed(1) } as CSSProperties) : undefined}
      aria-label={t(label ?? msg('viz.topology.label'))}
    >
      <svg
        ref={floor.ref}
        style={floor.style}
        viewBox={viewBox}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={t(msg('viz.topology.aria', { title: step.text.title }))}
      >
        <ArrowMarker id={marker} />
        <Trail motion={motion} />
        <SetupArrow motion={motion} marker={marker} />
        <PcieLink side="A" L={L} s={s} active={on('A.pcie')} />
        <PcieLink side="B" L={L} s={s} active={on('B.pcie')} />
        <Fabric L={L} s={s} active={on('fabric')} focusSwitch={focusSwitch} />
        <BoxPlacesContext value={{ boxes: L.boxes, on }}>
          <Gpu L={L} side="A" s={s} on={on} landed={landed} />
          <Gpu L={L} side="B" s={s} on={on} landed={landed} />
          <HostA L={L} s={s} plan={trace.plan} part={dramPartFor(view)} machine={trace.machine} />
          {trace.machine === 'rxe' ? (
            <>
              <Nic L={L} s={s} side="A" txLit={step.actor === 'nicA' && step.role === 'transmit'} />
              <Nic L={L} s={s} side="B" txLit={step.actor === 'nicB' && step.role === 'transmit'} />
            </>
          ) : (
            <>
              <HcaA L={L} s={s} plan={trace.plan} doorbellLit={doorbellLit(view.touches)} />
              <HcaB L={L} s={s} misconception={figures ? { tag: failure !== 'protection' } : undefined} />
            </>
          )}
          <HostB L={L} s={s} on={on} landed={landed} setup={step.phase === 'SETUP'} misconception={!!figures} machine={trace.machine} />
        </BoxPlacesContext>
        <OobLabel L={L} active={on('oob')} caption={view.caption} />
        {motion.badge && !failure && <Badge lines={motion.badge.map(t)} spot={badges[BADGE_SIDE[motion.slot]]} />}
        {arc && (
          <MisconceptionArc
            arc={arc}
            marker={`misconception-arrow-${uid}`}
            label={failure === null ? arcLabelWithin(arc, crop ? box : null) : null}
          />
        )}
        <SwitchLabels L={L} active={on('fabric')} focusSwitch={focusSwitch} />
        <MotionCaption motion={motion} L={L} />
        <StepMark L={L} view={view} />
        {figures && <TopologyBreaks L={L} view={view} figures={figures} />}
      </svg>
      {/* The moving artifacts in a layer of their own: moving them inside the drawing made Chromium lay the whole page
          out on every frame of the animation (13-25 ms each); here a frame lays out a handful of nodes. */}
      <svg className="in-flight-layer" viewBox={viewBox} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        <ArtifactTrain motion={motion} animKey={step} durationMs={animationMs(speed)} selected={selected} />
      </svg>
    </section>
  );
}
