import { interpolateNumber } from 'd3-interpolate';
import { useRef } from 'react';
import { msg } from '../../i18n/msg';
import { formatRange, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useStepAnimation } from '../shared/hooks/useStepAnimation';
import { useT } from '../shared/i18n/useT';
import { type MrPage, pageFill } from './layout/mrPages';
import type { MrPanelLayout } from './layout/mrPanelLayout';

interface Props {
  pages: readonly MrPage[];
  /** The row of each page (by index) in this column, which is sorted by address. */
  physRow: ReadonlyMap<number, number>;
  lit: boolean;
  L: MrPanelLayout;
  /** Bytes landed in B's buffer after this step, and before it. */
  landed: number;
  landedBefore: number;
  animKey: object;
  durationMs: number;
}

/** The MR's physical frames, by address, each filling with the payload bytes that land in it. */
export function MrPhysPages({ pages, physRow, lit, L, landed, landedBefore, animKey, durationMs }: Props) {
  const t = useT();
  const payload = useLinkable('map.mrPages');
  const fills = useRef<(SVGRectElement | null)[]>([]);
  const { phys } = L;
  useStepAnimation(animKey, landed === landedBefore ? 0 : durationMs, (time) => {
    // Drawn pages fill one after another over the animation, from where the step found them.
    pages.forEach((pg, i) => {
      const el = fills.current[i];
      if (!el) return;
      const from = pageFill(pg, landedBefore);
      const to = pageFill(pg, landed);
      const local = Math.max(0, Math.min(1, time * pages.length - i));
      const w = L.fillW(pg.inPage, pg.msgEnd - pg.msgStart, interpolateNumber(from, to)(local), to > 0 || from > 0);
      el.setAttribute('width', String(w));
    });
  });
  return pages.map((pg, i) => {
    const row = physRow.get(pg.index) ?? i;
    const filled = pg.msgEnd > pg.msgStart && pageFill(pg, landed) >= 1;
    const gpu = pg.phys !== pg.frame;
    const title = msg(gpu ? 'viz.mr.bar1Title' : 'viz.mr.physTitle', {
      range: formatRange(pg.phys, pg.phys + BigInt(pg.size)),
      frame: hex(pg.frame),
      index: String(pg.index),
      first: String(pg.msgStart),
      last: String(Math.max(pg.msgStart, pg.msgEnd - 1)),
      offset: hex(pg.inPage),
    });
    return (
      <g
        key={`p${i}`}
        className={`phys-page ${lit ? 'lit' : ''}`}
        data-testid="mr-page"
        data-page={pg.index}
        data-filled={String(filled)}
        {...payload.props}
      >
        <title>{t(title)}</title>
        <rect x={phys.x} y={L.rowY(row)} width={phys.w} height={L.rowH} rx={2} />
        <rect
          className="page-fill"
          ref={(el) => {
            fills.current[i] = el;
          }}
          x={L.share(pg.inPage, pg.msgEnd - pg.msgStart).x}
          y={L.rowY(row) + 1}
          height={L.rowH - 2}
          // The end state (the animation's last frame): what a first drawing, and the prerendered page, show.
          width={L.fillW(
            pg.inPage,
            pg.msgEnd - pg.msgStart,
            pageFill(pg, landed),
            pageFill(pg, landed) > 0 || pageFill(pg, landedBefore) > 0,
          )}
        />
        <text x={phys.x + phys.w / 2} y={L.textY(row)} textAnchor="middle" className="mono">
          {hex(pg.phys)}
        </text>
      </g>
    );
  });
}
