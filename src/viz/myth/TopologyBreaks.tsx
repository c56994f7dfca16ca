import { useMemo } from 'react';
import type { MythFigures } from '../../sim/misconception';
import { breakTitle, breaksFor, topologyBreakLabel, topologyBreaks } from '../layout/mythBreaks';
import type { TopologyLayout } from '../layout/topologyLayout';
import { BreakMark } from './BreakMark';

/** The failure steps' marks on the topology (all six, unlabelled, on the comparison step). */
export function TopologyBreaks({ L, stepId, figures }: { L: TopologyLayout; stepId: string; figures: MythFigures }) {
  const spots = useMemo(() => topologyBreaks(L), [L]);
  const { ids, labelled } = breaksFor(stepId);
  return (
    <g className="myth-breaks">
      {ids.map((id) => (
        <BreakMark
          key={id}
          spot={spots[id]}
          lines={labelled ? topologyBreakLabel(id, figures) : []}
          title={breakTitle(id, figures)}
          view="topology"
        />
      ))}
    </g>
  );
}
