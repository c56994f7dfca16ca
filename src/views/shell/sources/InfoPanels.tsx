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

/** The Sources list, the questions people ask or the glossary, when the panel is open (`panel=sources|questions|glossary`). */
export function InfoPanels() {
  const panel = useSim(selectPanel);
  const { setPanel } = useActions();
  if (panel !== 'sources' && panel !== 'questions' && panel !== 'glossary') return null;
  const close = () => setPanel(null);
  return (
    <PanelBoundary name={panel}>
      <Suspense fallback={<Pending />}>
        {panel === 'sources' ? (
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
