import { Suspense } from 'react';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectPanel } from '../../../store/stateSelectors';
import { lazyAfterExplorer } from '../explorer/lazyParts';
import { Pending } from '../../shared/readiness';
import { PanelBoundary } from '../../shared/PanelBoundary';

/** The reading panels load when first opened: the first view does not need them. */
const SourcesPanel = lazyAfterExplorer(() => import('./SourcesPanel').then((m) => m.SourcesPanel));
const QuestionsPanel = lazyAfterExplorer(() => import('./QuestionsPanel').then((m) => m.QuestionsPanel));

/** The Sources list or the questions people ask, when the panel is open (`panel=sources|questions`). */
export function InfoPanels() {
  const panel = useSim(selectPanel);
  const { setPanel } = useActions();
  if (panel !== 'sources' && panel !== 'questions') return null;
  const close = () => setPanel(null);
  return (
    <PanelBoundary name={panel}>
      <Suspense fallback={<Pending />}>
        {panel === 'sources' ? <SourcesPanel onClose={close} /> : <QuestionsPanel onClose={close} />}
      </Suspense>
    </PanelBoundary>
  );
}
