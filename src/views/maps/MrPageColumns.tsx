import { msg } from '../../i18n/msg';
import { formatRange } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import type { MrPage } from './layout/mrPages';
import type { MrPanelLayout } from './layout/mrPanelLayout';

interface Props {
  pages: readonly MrPage[];
  /** The row of each page (by index) in the physical column, which is sorted by address. */
  physRow: ReadonlyMap<number, number>;
  /** The MTT is lit: so are its mapping lines. */
  mttLit: boolean;
  L: MrPanelLayout;
  /** Misconception mode: the pages are not pinned. */
  imagined: boolean;
}

/** The column heads, the MTT's mapping lines from each VA page to its frame, and the VA (and IOVA) pages. */
export function MrPageColumns({ pages, physRow, mttLit, L, imagined }: Props) {
  const t = useT();
  const { va, iova, phys } = L;
  return (
    <>
      <text className="col-head" x={va.x + va.w / 2} y={L.headY} textAnchor="middle">
        {t(msg('viz.mr.colVa'))}
      </text>
      {iova && (
        <text className="col-head" x={iova.x + iova.w / 2} y={L.headY} textAnchor="middle">
          {t(msg('viz.mr.colIova'))}
        </text>
      )}
      <text className="col-head" x={phys.x + phys.w / 2} y={L.headY} textAnchor="middle">
        {t(msg(pages[0] && pages[0].phys !== pages[0].frame ? 'viz.mr.colBar1' : 'viz.mr.colPhys'))}
      </text>
      {pages.map((pg, i) => (
        <path
          key={`l${i}`}
          className={`map-line ${mttLit ? 'lit' : ''} ${imagined ? 'unpinned' : ''}`}
          d={L.link(i, physRow.get(pg.index) ?? i)}
        />
      ))}
      {pages.map((pg, i) => (
        <g key={`v${i}`} className="va-page">
          <title>{t(msg('viz.mr.vaTitle', { index: String(pg.index), range: formatRange(pg.va, pg.va + BigInt(pg.size)) }))}</title>
          <rect x={va.x} y={L.rowY(i)} width={va.w} height={L.rowH} rx={2} />
          <text x={va.x + va.w / 2} y={L.textY(i)} textAnchor="middle">
            {t(msg('viz.mr.vaPage', { index: String(pg.index) }))}
          </text>
          {iova && (
            <g className="iova-page">
              <title>{t(msg('viz.mr.iovaTitle', { range: formatRange(pg.dma, pg.dma + BigInt(pg.size)) }))}</title>
              <rect x={iova.x} y={L.rowY(i)} width={iova.w} height={L.rowH} rx={2} />
            </g>
          )}
        </g>
      ))}
    </>
  );
}
