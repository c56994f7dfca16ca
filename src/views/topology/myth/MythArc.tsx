import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import type { MythArc as Arc } from './mythArc';

/**
 * The misconception's window: a dashed red arc from HCA A's BAR0 to host B's
 * RAM, labelled as imagined. Drawn over the components, under what moves.
 * The failure steps leave its label out: the band is theirs.
 */
export function MythArc({ arc, marker, labelled }: { arc: Arc; marker: string; labelled: boolean }) {
  const t = useT();
  return (
    <g className="myth-arc" data-testid="myth-arc">
      <title>{t(msg('viz.mythArc.title'))}</title>
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="myth-arrow-head" />
        </marker>
      </defs>
      <path className="myth-arc-halo" d={arc.d} />
      <path className="myth-arc-line" d={arc.d} markerEnd={`url(#${marker})`} />
      {labelled && (
        <text className="myth-arc-label" x={arc.label.x} y={arc.label.y} textAnchor={arc.label.anchor}>
          {t(msg('viz.mythArc.label'))}
        </text>
      )}
    </g>
  );
}
