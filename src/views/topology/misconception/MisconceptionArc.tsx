import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import type { MisconceptionArc as Arc, ArcLabel } from './misconceptionArc';

/** The second line's drop under the first, in the drawing's units (its labels' line height). */
const LINE = 14;

/** The label's two parts: "imagined:" and what is imagined, "BAR0 → B's RAM". */
const imagined = msg('viz.misconceptionArc.imagined');
const imaginedWindow = msg('viz.misconceptionArc.window');

/**
 * The misconception's window: a dashed red arc from HCA A's BAR0 to host B's
 * RAM, labelled as imagined. Drawn over the components, under what moves.
 * The failure steps leave its label out (null): the band is theirs.
 */

export function MisconceptionArc({ arc, marker, label }: { arc: Arc; marker: string; label: ArcLabel | null }) {
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
      {label && (
        <text className="misconception-arc-label" data-pan-focus="arc" x={label.x} y={label.y} textAnchor={label.anchor}>
          {label.stacked ? (
            <>
              <tspan x={label.x}>{t(imagined)}</tspan>
              <tspan x={label.x} dy={LINE}>
                {t(imaginedWindow)}
              </tspan>
            </>
          ) : (
            t(msg('common.leadThen', { lead: imagined, text: imaginedWindow }))
          )}
        </text>
      )}
    </g>
  );
}
