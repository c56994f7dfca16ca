import { useMemo } from 'react';
import type { MisconceptionFigures } from '../../../sim/misconception';
import type { StepView } from '../../../sim/trace/types';
import { BreakMark } from '../../shared/misconception/BreakMark';
import { breaksFor, breakTitle } from '../../shared/misconception/breaks';
import type { TopologyLayout } from '../layout/topologyLayout';
import { topologyBreakLabel, topologyBreaks } from './topologyBreaks';

/** The failure steps' marks on the topology (all six, unlabelled, on the comparison step). */
export function TopologyBreaks({ L, view, figures }: { L: TopologyLayout; view: StepView; figures: MisconceptionFigures }) {
  const spots = useMemo(() => topologyBreaks(L), [L]);
  const { ids, labelled } = breaksFor(view);
  return (
    <g className="misconception-breaks">
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
