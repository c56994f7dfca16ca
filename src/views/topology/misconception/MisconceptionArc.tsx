import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import type { MisconceptionArc as Arc } from './misconceptionArc';

/**
 * The misconception's window: a dashed red arc from HCA A's BAR0 to host B's
 * RAM, labelled as imagined. Drawn over the components, under what moves.
 * The failure steps leave its label out: the band is theirs.
 */
export function MisconceptionArc({ arc, marker, labelled }: { arc: Arc; marker: string; labelled: boolean }) {
  const t = useT();
  return (
    <g className="misconception-arc" data-testid="misconception-arc">
      <title>{t(msg('viz.misconceptionArc.title'))}</title>
      <defs>
        <marker id={marker} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" className="misconception-arrow-head" />
        </marker>
      </defs>
      <path className="misconception-arc-halo" d={arc.d} />
      <path className="misconception-arc-line" d={arc.d} markerEnd={`url(#${marker})`} />
      {labelled && (
        <text className="misconception-arc-label" x={arc.label.x} y={arc.label.y} textAnchor={arc.label.anchor}>
          {t(msg('viz.misconceptionArc.label'))}
        </text>
      )}
    </g>
  );
}
