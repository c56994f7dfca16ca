import { useId, useMemo } from 'react';
import { useSim } from '../store/SimProvider';
import { selectLandedB, selectSelectedLink, selectSpeed, selectStep, selectSwitchHops, selectTrace } from './selectors';
import { topologyLayout, type TextSpot } from './layout/topologyLayout';
import { stepMotion } from './layout/motion';
import { doorbellLit, dramPartFor } from './layout/stepFocus';
import { animationMs } from './hooks/useStepAnimation';
import { HostA } from './topology/HostA';
import { HostB } from './topology/HostB';
import { HcaA } from './topology/HcaA';
import { HcaB } from './topology/HcaB';
import { Fabric, PcieLink, SwitchLabels } from './topology/Links';
import { ArrowMarker, OobLabel, SetupArrow, Trail } from './topology/Trail';
import { ArtifactTrain, MotionCaption } from './topology/ArtifactTrain';
import './viz.css';

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
export function Topology() {
  const trace = useSim(selectTrace);
  const step = useSim(selectStep);
  const hops = useSim(selectSwitchHops);
  const selected = useSim(selectSelectedLink);
  const speed = useSim(selectSpeed);
  const landedBytes = useSim(selectLandedB);
  const marker = `viz-arrow-${useId().replace(/:/g, '')}`;
  const L = useMemo(() => topologyLayout(hops), [hops]);
  const motion = useMemo(() => stepMotion(trace, step, L), [trace, step, L]);
  const s = trace.scenario;
  const path = step.path as readonly string[];
  const on = (place: string) => path.includes(place);
  const hop = /^FABRIC\.switch-(\d+)$/.exec(step.id);
  const landed = s.messageBytes === 0 ? (landedBytes > 0 ? 1 : 0) : landedBytes / s.messageBytes;
  return (
    <section className="topology viz" data-testid="topology" aria-label="Topology: host A, HCA A, fabric, HCA B, host B">
      <svg viewBox={`0 0 ${L.width} ${L.height}`} preserveAspectRatio="xMidYMid meet" role="img" aria-label={`Topology, step ${step.id}: ${step.title}`}>
        <ArrowMarker id={marker} />
        <Trail motion={motion} />
        <SetupArrow motion={motion} marker={marker} />
        <PcieLink side="A" L={L} s={s} active={on('A.pcie')} />
        <PcieLink side="B" L={L} s={s} active={on('B.pcie')} />
        <Fabric L={L} s={s} active={on('fabric')} focusSwitch={hop ? Number(hop[1]) : 0} />
        <HostA L={L} s={s} plan={trace.plan} on={on} part={dramPartFor(step.id)} />
        <HcaA L={L} s={s} plan={trace.plan} on={on} doorbellLit={doorbellLit(step.id)} />
        <HcaB L={L} s={s} on={on} />
        <HostB L={L} s={s} on={on} landed={landed} setup={step.phase === 'SETUP'} />
        <OobLabel L={L} active={on('oob')} />
        {motion.badge && <Badge lines={motion.badge} spot={L.badges[motion.slot === 'fabric' ? 'fabric' : motion.slot.endsWith('A') ? 'A' : 'B']} />}
        <ArtifactTrain motion={motion} animKey={step} durationMs={animationMs(speed)} selected={selected} />
        <SwitchLabels L={L} active={on('fabric')} focusSwitch={hop ? Number(hop[1]) : 0} />
        <MotionCaption motion={motion} L={L} />
      </svg>
    </section>
  );
}
