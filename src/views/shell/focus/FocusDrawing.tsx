import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectView } from '../../../store/stateSelectors';
import type { EmbedView } from '../../../store/vocabularies';
import { useT } from '../../shared/i18n/useT';
import { MemoryMaps, Topology } from '../explorer/lazyParts';

const DRAWINGS: readonly Extract<EmbedView, 'topology' | 'memory'>[] = ['topology', 'memory'];

/** The focus layout's one drawing, large: the topology or the memory maps, switched by two buttons (the link keeps which). */
export function FocusDrawing() {
  const t = useT();
  const view = useSim(selectView);
  const { setView } = useActions();
  const shown = view === 'memory' ? 'memory' : 'topology';
  return (
    <div className="center focus-center" data-testid="focus-drawing" data-drawing={shown}>
      <div className="drawing-switch" role="group" aria-label={t(msg('ui.focus.drawing'))}>
        {DRAWINGS.map((d) => (
          <button key={d} type="button" aria-pressed={d === shown} onClick={() => setView(d)}>
            {t(msg(`teach.view.${d}`))}
          </button>
        ))}
      </div>
      {shown === 'memory' ? <MemoryMaps /> : <Topology />}
    </div>
  );
}
