import { type Msg, msg } from '../../../i18n/msg';
import { PAGE_BIG } from '../../../sim/platform/pageMap';
import { PROCESS_A } from '../../../sim/platform/processLayout';
import { machineOf, type Scenario } from '../../../sim/scenario/types';
import { formatSizeDrawing } from '../../shared/displayFormat';
import { type StackItem, type StackRow, stackRows } from './addressStack';
import { MAP_BOTTOM, MAP_TOP } from './mapsLayout';

export type VaRegionId = 'uar' | 'dbr' | 'cq' | 'sq' | 'src';

export interface VaRow extends StackRow {
  region: VaRegionId | null;
  /** The region's name (null for a gap). */
  label: Msg | null;
  /** For a gap: its size, shown when it is large. */
  gapLabel?: Msg;
}

/** Gaps larger than this get a labelled break ("⋮ 1.2 TiB"); smaller ones a thin space. */
const BIG_GAP = 1n << 30n;

/**
 * Host A's process, top = highest virtual address: the mmapped UAR page, the
 * doorbell record, CQ and SQ rings (libmlx5's allocations) and the source
 * buffer, with the unmapped space between them as breaks.
 */
export function processMapLayout(s: Scenario): VaRow[] {
  const regions: { region: VaRegionId; label: Msg; start: bigint; end: bigint; minH: number }[] = [
    { region: 'uar', label: msg('viz.va.uar'), start: PROCESS_A.uarVa, end: PROCESS_A.uarVa + PAGE_BIG, minH: 46 },
    { region: 'dbr', label: msg('viz.va.dbr'), start: PROCESS_A.dbrVa, end: PROCESS_A.dbrVa + PAGE_BIG, minH: 28 },
    {
      region: 'cq',
      label: msg('viz.va.cq', { count: String(PROCESS_A.cqEntries) }),
      start: PROCESS_A.cqVa,
      end: PROCESS_A.cqVa + PAGE_BIG,
      minH: 28,
    },
    {
      region: 'sq',
      label: msg('viz.va.sq', { count: String(PROCESS_A.sqBasicBlocks) }),
      start: PROCESS_A.sqVa,
      end: PROCESS_A.sqVa + BigInt(PROCESS_A.sqBasicBlocks * 64),
      minH: 28,
    },
    {
      region: 'src',
      // GPUDirect RDMA: the device pointer is an address of this process too (UVA), backed by GPU A's memory.
      label: msg(s.memA === 'gpu' ? 'viz.va.srcGpu' : 'viz.va.src', { size: formatSizeDrawing(s.messageBytes) }),
      start: s.localVa,
      end: s.localVa + BigInt(Math.max(1, s.messageBytes)),
      minH: 28,
    },
  ];
  // soft-RoCE maps no device page and keeps no doorbell record: its rings (mmapped from the kernel) and the buffer remain.
  if (machineOf(s.preset) === 'rxe') regions.splice(0, regions.length, ...regions.filter((r) => r.region !== 'uar' && r.region !== 'dbr'));
  regions.sort((a, b) => (a.start < b.start ? 1 : -1));
  const items: (StackItem & { region: VaRegionId | null; label: Msg | null; gapLabel?: Msg })[] = [];
  regions.forEach((r, i) => {
    items.push({ id: r.region, start: r.start, end: r.end, minH: r.minH, region: r.region, label: r.label });
    const below = regions[i + 1];
    if (below && below.end < r.start) {
      const big = r.start - below.end >= BIG_GAP;
      items.push({
        id: `gap-${i}`,
        start: below.end,
        end: r.start,
        fixedH: big ? 16 : 3,
        region: null,
        label: null,
        gapLabel: big ? msg('viz.va.gap', { size: formatSizeDrawing(r.start - below.end) }) : undefined,
      });
    }
  });
  return stackRows(items, MAP_TOP, MAP_BOTTOM - MAP_TOP, 2).map((row, i) => ({ ...items[i], ...row }));
}
