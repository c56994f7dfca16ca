import { msg } from '../../i18n/msg';
import { PAGE } from '../../sim/platform/pageMap';
import { formatRange, formatSizeDrawing, hex } from '../shared/displayFormat';
import { useLinkable } from '../shared/hooks/useLinkable';
import { useT } from '../shared/i18n/useT';
import type { MemItem } from '../shared/layout/stepFocus';
import type { PhysMapLayout } from './layout/physMap';

/** Host A's DRAM pages the write uses, each with a leader to its place in the address column. */
export function DramPages({ m, lit }: { m: PhysMapLayout; lit: ReadonlySet<MemItem> }) {
  const t = useT();
  const src = useLinkable('map.srcPhys');
  const { column: c, callout: k } = m;
  const right = c.x + c.w;
  const ys = m.pages.rows.map((r) => r.markerY);
  return (
    <>
      <text className="callout-title" x={k.x} y={m.pages.box.y + 12}>
        {t(msg('viz.pages.title', { size: formatSizeDrawing(PAGE) }))}
      </text>
      {m.pages.rows.map((r) => {
        const on = lit.has(`phys.${r.id}` as MemItem);
        const linkProps = r.id === 'src' ? src.props : {};
        return (
          <g key={r.id} className={`page-row ${on ? 'lit' : ''}`} data-item={`phys.${r.id}`} data-lit={String(on)} {...linkProps}>
            <title>{t(msg('viz.maps.rangeTitle', { what: r.label, range: formatRange(r.start, r.end) }))}</title>
            <path className="leader" d={`M${right},${r.markerY} L${k.x},${r.y + r.h / 2}`} />
            <rect x={k.x} y={r.y} width={k.w} height={r.h} rx={3} />
            <text x={k.x + 6} y={r.y + 11}>
              {t(r.label)}
            </text>
            <text x={k.x + 6} y={r.y + 23} className="mono">
              {hex(r.start)}
            </text>
          </g>
        );
      })}
      <rect className="page-marker" x={right - 3} y={Math.min(...ys) - 3} width={8} height={Math.max(...ys) - Math.min(...ys) + 6} rx={1} />
    </>
  );
}
