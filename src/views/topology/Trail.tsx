import { type Msg, msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import { pathOf } from './Links';
import type { Motion } from './layout/motion';
import type { TopologyLayout } from './layout/topologyLayout';

/**
 * The current step's route, under the components: visible between them, it
 * shows where the artifact goes. Setup steps add a dashed arrow (a command
 * or a message, not bytes of the write), also under the components.
 */
export function Trail({ motion }: { motion: Motion }) {
  if (motion.trail.points.length < 2) return null;
  return <path className="trail" d={pathOf(motion.trail.points) ?? ''} />;
}

export function SetupArrow({ motion, marker }: { motion: Motion; marker: string }) {
  if (!motion.arrow || motion.trail.points.length < 2) return null;
  return <path className="setup-arrow" d={pathOf(motion.trail.points) ?? ''} markerEnd={`url(#${marker})`} />;
}

/** The out-of-band exchange B -> A (TCP, not InfiniBand): its label under the dashed bend the setup arrow draws. */
export function OobLabel({ L, active, caption }: { L: TopologyLayout; active: boolean; caption?: Msg }) {
  const t = useT();
  if (!active) return null;
  const mid = L.oob[Math.floor(L.oob.length / 2)];
  return (
    <g className="oob active" data-place="oob" data-active="true">
      <title>{t(msg('viz.oob.title'))}</title>
      <text x={mid.x} y={mid.y + 14} textAnchor="middle" className="oob-label">
        {t(msg('viz.oob.label', { what: caption ?? msg('viz.oob.what') }))}
      </text>
    </g>
  );
}

/** Arrowhead shared by the setup arrows. */
export function ArrowMarker({ id }: { id: string }) {
  return (
    <defs>
      <marker id={id} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
        <path d="M0,0 L10,5 L0,10 z" className="arrow-head" />
      </marker>
    </defs>
  );
}
