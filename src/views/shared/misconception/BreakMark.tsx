import type { Msg } from '../../../i18n/msg';
import { useT } from '../i18n/useT';
import { BREAK_LINE, BREAK_R, type BreakSpot } from './breaks';

interface Props {
  spot: BreakSpot;
  /** The label's lines; none for a bare mark. */
  lines: Msg[];
  title: Msg;
  view: 'topology' | 'maps';
}

const X = BREAK_R * 0.42;

/** Where the imagined design breaks: a red ✗ on the component, a short red label beside it. */
export function BreakMark({ spot, lines, title, view }: Props) {
  const t = useT();
  const { mark, label } = spot;
  return (
    <g className="misconception-break" data-testid="misconception-break" data-failure={spot.failure} data-view={view}>
      <title>{`✗ ${t(title)}`}</title>
      <circle className="break-dot" cx={mark.x} cy={mark.y} r={BREAK_R} />
      <path
        className="break-x"
        d={`M${mark.x - X},${mark.y - X} L${mark.x + X},${mark.y + X} M${mark.x + X},${mark.y - X} L${mark.x - X},${mark.y + X}`}
      />
      {lines.length > 0 && (
        <text className="break-label" x={label.x} y={label.y} textAnchor={label.anchor}>
          {lines.map((line, i) => (
            <tspan key={i} x={label.x} dy={i === 0 ? 0 : BREAK_LINE}>
              {t(line)}
            </tspan>
          ))}
        </text>
      )}
    </g>
  );
}
