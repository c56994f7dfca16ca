import { Suspense } from 'react';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectPanel } from '../../../store/stateSelectors';
import { Pending } from '../../loading/readiness';
import { PanelBoundary } from '../../shared/PanelBoundary';
import { lazyAfterExplorer } from '../explorer/lazyParts';

/** The reading panels load when first opened: the first view does not need them. */
const SourcesPanel = lazyAfterExplorer(() => import('./SourcesPanel').then((m) => m.SourcesPanel));
const QuestionsPanel = lazyAfterExplorer(() => import('./QuestionsPanel').then((m) => m.QuestionsPanel));
const GlossaryPanel = lazyAfterExplorer(() => import('./GlossaryPanel').then((m) => m.GlossaryPanel));
const CapturePanel = lazyAfterExplorer(() => import('../capture/CapturePanel').then((m) => m.CapturePanel));

/** The Sources list, the questions people ask, the glossary or your own capture, when open (`panel=sources|questions|glossary|capture`). */
export function InfoPanels() {
  const panel = useSim(selectPanel);
  const { setPanel } = useActions();
  if (panel !== 'sources' && panel !== 'questions' && panel !== 'glossary' && panel !== 'capture') return null;
  const close = () => setPanel(null);
  return (
    <PanelBoundary name={panel}>
      <Suspense fallback={<Pending />}>
        {panel === 'capture' ? (
          <CapturePanel onClose={close} />
        ) : panel === 'sources' ? (
          <SourcesPanel onClose={close} />
        ) : panel === 'glossary' ? (
          <GlossaryPanel onClose={close} />
        ) : (
          <QuestionsPanel onClose={close} />
        )}
      </Suspense>
    </PanelBoundary>
  );
}
