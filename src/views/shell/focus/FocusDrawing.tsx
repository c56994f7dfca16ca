import { useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectMisconception, selectStepIndex, selectView } from '../../../store/stateSelectors';
import type { EmbedView } from '../../../store/vocabularies';
import { TextFloor } from '../../shared/hooks/useTextFloor';
import { useT } from '../../shared/i18n/useT';
import { DrawingOrigin, MemoryMaps, Topology } from '../explorer/lazyParts';
import { usePannable } from './usePannable';

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
        {shown === 'memory' ? <MemoryMaps focus={crop} /> : crop ? <PannedTopology /> : <Topology />}
      </TextFloor.Provider>
    </div>
  );
}

/**
 * A phone's topology, cropped to what the step touches. A crop of both hosts at the screen's width drew its labels at
 * 12 px over a drawing scaled to 0.6, so they ran into each other: such a crop is drawn wider than the screen
 * (phone.css) and pans sideways inside this box, the page itself never scrolling sideways; a line under it says so.
 * Each step opens on what it is about (usePannable).
 */
function PannedTopology() {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const index = useSim(selectStepIndex);
  const misconception = useSim(selectMisconception);
  usePannable(box, `${misconception}:${index}`);
  return (
    <>
      <div ref={box} className="topology-pan" data-testid="topology-pan">
        <Topology crop />
      </div>
      <p className="topology-pan-hint" aria-hidden="true">
        {t(msg('ui.focus.panHint'))}
      </p>
    </>
  );
}
