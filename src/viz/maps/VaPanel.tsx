import { useMemo } from 'react';
import type { Scenario } from '../../sim/scenario/types';
import type { TransferPlan } from '../../sim/trace/plan';
import { processMapLayout, type VaRow } from '../layout/processMap';
import { PANELS } from '../layout/mapsLayout';
import type { MemItem } from '../layout/stepFocus';
import { fmtHex, fmtRange } from '../layout/format';
import { useLinkable } from '../hooks/useLinkable';

interface Props {
  s: Scenario;
  plan: TransferPlan;
  lit: ReadonlySet<MemItem>;
  relevant: boolean;
}

const WHY: Record<string, string> = {
  uar: "HCA A's UAR page, mmapped write-combining: a store here becomes a PCIe write to BAR0",
  dbr: 'Doorbell record: ordinary RAM the HCA reads by DMA; dbrec[1] holds the SQ producer counter',
  cq: 'Completion queue ring: the HCA writes CQEs here by DMA; the CPU polls it',
  sq: 'Send queue ring: the CPU writes WQEs here (ordinary cacheable RAM)',
  src: "The message's source buffer, registered (pinned) with lkey",
};

/** Host A's process virtual address space: the buffers and rings the write uses, each lit in the step that touches it. */
export function VaPanel({ s, plan, lit, relevant }: Props) {
  const rows = useMemo(() => processMapLayout(s), [s]);
  const db = useLinkable('map.doorbellVa');
  const sq = useLinkable('map.sqVa');
  const src = useLinkable('map.srcVa');
  const p = PANELS.va;
  const x = p.x + 6;
  const w = p.w - 12;
  const linkOf = (r: VaRow) => (r.region === 'sq' ? sq.props : r.region === 'src' ? src.props : {});
  return (
    <g className={`map-panel ${relevant ? 'relevant' : ''}`} data-map="va" data-relevant={String(relevant)}>
      <rect className="panel-bg" x={p.x} y={p.y} width={p.w} height={p.h} rx={6} />
      <text className="panel-title" x={p.x + 8} y={p.y + 15}>
        A's process · virtual
      </text>
      {rows.map((r) => {
        if (!r.region) {
          return r.gapLabel ? (
            <text key={r.id} className="gap-label" x={x + w / 2} y={r.y + r.h / 2 + 4} textAnchor="middle">
              <title>{`Unmapped: ${fmtRange(r.start, r.end)}`}</title>
              {r.gapLabel}
            </text>
          ) : null;
        }
        const on = lit.has(`va.${r.region}` as MemItem);
        const addr =
          r.region === 'sq' ? plan.addr.sqSlotVa : r.region === 'cq' ? plan.addr.cqSlotVa : r.region === 'dbr' ? plan.addr.dbrVa : r.start;
        return (
          <g
            key={r.id}
            className={`va-row ${r.region} ${on ? 'lit' : ''}`}
            data-item={`va.${r.region}`}
            data-lit={String(on)}
            {...linkOf(r)}
          >
            <title>{`${WHY[r.region]}. ${fmtRange(r.start, r.end)}`}</title>
            <rect x={x} y={r.y} width={w} height={r.h} rx={3} />
            <text x={x + 6} y={r.y + 12}>
              {r.label}
            </text>
            <text x={x + 6} y={r.y + 24} className="mono">
              {fmtHex(addr)}
            </text>
          </g>
        );
      })}
      {rows
        .filter((r) => r.region === 'uar')
        .map((r) => {
          const on = lit.has('va.uar');
          return (
            <g key="db" className={`register ${on ? 'touched' : ''}`} data-testid="uar-doorbell-va" data-lit={String(on)} {...db.props}>
              <title>{`The doorbell register as the process sees it: VA ${fmtHex(plan.addr.doorbellVa)} -> phys ${fmtHex(plan.addr.doorbell)}`}</title>
              <rect x={x + 4} y={r.y + r.h - 18} width={w - 8} height={15} rx={2} />
              <text x={x + 9} y={r.y + r.h - 6.5}>
                +0x800: doorbell / BF
              </text>
            </g>
          );
        })}
    </g>
  );
}
