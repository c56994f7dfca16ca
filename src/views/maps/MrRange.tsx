import { msg } from '../../i18n/msg';
import type { Scenario } from '../../sim/scenario/types';
import { countParam, formatRange, formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import type { MrPanelLayout } from './layout/mrPanelLayout';

interface Props {
  s: Scenario;
  /** The key B's MKey really has. */
  mrKey: number;
  /** How many bytes B registered (the responder's MR, which its Bounds check compares against). */
  mrLength: number;
  /** Pages the message touches, drawn or not. */
  total: number;
  lit: boolean;
  L: MrPanelLayout;
  /** Misconception mode: a bare buffer, registered by nothing. */
  imagined: boolean;
}

/** The MR's virtual range: where it starts, how much it holds, its rkey (in the misconception, the bare buffer's range). */
export function MrRange({ s, mrKey, mrLength, total, lit, L, imagined }: Props) {
  const t = useT();
  const range = useLinkable('map.mrRange');
  const va = hex(s.remoteVa);
  const bytes = String(s.messageBytes);
  // The MR's own size: it said the message's 8 B, where B1's Bounds check compares with the MR's whole page (4 KiB).
  // The misconception's bare buffer is the message's bytes.
  const size = formatSizeDrawing(imagined ? s.messageBytes : mrLength);
  return (
    <g className={`mr-range ${lit ? 'lit' : ''}`} data-item="mr.va" data-lit={String(lit)} {...range.props}>
      <title>
        {t(
          imagined
            ? msg('viz.mr.rangeTitleMisconception', { va, bytes })
            : msg('viz.mr.rangeTitle', { range: formatRange(s.remoteVa, s.remoteVa + BigInt(mrLength)), rkey: hex(mrKey), bytes, va }),
        )}
      </title>
      <rect x={L.range.box.x} y={L.range.box.y} width={L.range.box.w} height={L.range.box.h} rx={3} />
      <text x={L.range.lines[0].x} y={L.range.lines[0].y}>
        {t(msg(imagined ? 'viz.mr.atMisconception' : 'viz.mr.at', { va }))}
      </text>
      <text x={L.range.lines[1].x} y={L.range.lines[1].y}>
        {t(msg(imagined ? 'viz.mr.sizeMisconception' : 'viz.mr.size', { size, count: countParam(total), n: total }))}
      </text>
    </g>
  );
}
