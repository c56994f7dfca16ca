import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectView } from '../../../store/stateSelectors';
import type { EmbedView } from '../../../store/vocabularies';
import { TextFloor } from '../../shared/hooks/useTextFloor';
import { useT } from '../../shared/i18n/useT';
import { DrawingOrigin, MemoryMaps, Topology } from '../explorer/lazyParts';

/** The smallest label of a drawing on a phone (CSS px): as on a slide (EMBED_MIN_TEXT_PX). */
export const PHONE_MIN_DRAWING_TEXT_PX = 12;

const DRAWINGS: readonly Extract<EmbedView, 'topology' | 'memory'>[] = ['topology', 'memory'];

/**
 * The focus layout's one drawing, large: the topology or the memory maps, switched by two buttons (the link keeps
 * which). On a phone (`crop`), cropped to what the step touches.
 */
export function FocusDrawing({ crop = false }: { crop?: boolean }) {
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
      <DrawingOrigin />
      {/* On a phone the labels are at least a slide's 12 px. */}
      <TextFloor.Provider value={crop ? PHONE_MIN_DRAWING_TEXT_PX : 0}>
        {shown === 'memory' ? <MemoryMaps focus={crop} /> : <Topology crop={crop} />}
      </TextFloor.Provider>
    </div>
  );
}
