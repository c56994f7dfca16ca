import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import type { SimStore } from '../../store/createSimStore';
import { useActions, useSim, useSimNow } from '../../store/SimProvider';
import { selectMisconception, selectTab, selectTabAsked } from '../../store/selectors';
import type { PanelTab } from '../../store/vocabularies';
import { BytesPanel } from '../bytes/BytesPanel';
import { prefetchable } from '../loading/prefetch';
import { Pending } from '../loading/readiness';
import { warmRender } from '../loading/warmRender';
import { englishCatalogue, loadedCatalogue } from '../shared/i18n/catalogues';
import { useT } from '../shared/i18n/useT';
import { useFocusLayout } from './focus/useFocusLayout';

/** Loaded when first opened: the first view does not need them. */
const MisconceptionPanel = lazy(
  prefetchable(() => import('../misconception/MisconceptionPanel').then((m) => ({ default: m.MisconceptionPanel }))),
);
const SideBySide = lazy(prefetchable(() => import('../misconception/SideBySide').then((m) => ({ default: m.SideBySide }))));
const ZeroCopyPanel = lazy(prefetchable(() => import('../misconception/ZeroCopyPanel').then((m) => ({ default: m.ZeroCopyPanel }))));
const NuancePanel = lazy(prefetchable(() => import('../misconception/NuancePanel').then((m) => ({ default: m.NuancePanel }))));
/** A tab rendered once out of sight in the idle prefetch, where it will open (loading/warmRender.tsx). */
const warmTab = (m: { default: ComponentType }, store: SimStore) =>
  warmRender(store, m.default, document.querySelector('.panel-tabs .tab-body'));
const TimingPanel = lazy(prefetchable(() => import('../timing/TimingPanel').then((m) => ({ default: m.TimingPanel })), warmTab));
// The Code tab's program for the trace on screen is built in the idle prefetch too, then the tab is rendered once out
// of sight: its first open only draws it.
const loadCode = prefetchable(
  () => import('../code/CodePanel'),
  (m, store) => {
    const s = store.getState();
    m.warmCode(s, loadedCatalogue(s.lang) ?? englishCatalogue());
    warmTab({ default: m.CodePanel }, store);
  },
);
const CodePanel = lazy(() => loadCode().then((m) => ({ default: m.CodePanel })));
// Fetched in the idle prefetch, not rendered there: its first render builds the other machine's trace, which only a
// reader who opens the tab needs.
const MachinesPanel = lazy(prefetchable(() => import('../machines/MachinesPanel').then((m) => ({ default: m.MachinesPanel }))));
const WirePanel = lazy(prefetchable(() => import('../bytes/WirePanel').then((m) => ({ default: m.WirePanel })), warmTab));

interface TabDef {
  id: PanelTab;
  label: Msg;
  render(): ReactNode;
}

const REAL: readonly TabDef[] = [
  { id: 'bytes', label: msg('ui.tabs.bytes'), render: () => <BytesPanel /> },
  { id: 'code', label: msg('code.ui.tab'), render: () => <CodePanel /> },
  { id: 'timing', label: msg('ui.tabs.timing'), render: () => <TimingPanel /> },
  { id: 'wire', label: msg('ui.tabs.wire'), render: () => <WirePanel /> },
  { id: 'machines', label: msg('ui.tabs.machines'), render: () => <MachinesPanel /> },
];
const MISCONCEPTION: readonly TabDef[] = [
  { id: 'figures', label: msg('misconception.ui.tabs.figures'), render: () => <MisconceptionPanel /> },
  { id: 'compare', label: msg('misconception.ui.tabs.compare'), render: () => <SideBySide /> },
  { id: 'zero-copy', label: msg('misconception.ui.tabs.zeroCopy'), render: () => <ZeroCopyPanel /> },
  { id: 'nuance', label: msg('misconception.ui.tabs.nuance'), render: () => <NuancePanel /> },
  { id: 'bytes', label: msg('misconception.ui.tabs.bytes'), render: () => <BytesPanel /> },
];

/**
 * The lower right panel: the bytes and timing of the real trace, or the misconception's figures and comparisons.
 * In the focus layout it is folded to its tab strip (the step's text has the column) until a tab is clicked.
 */
export function PanelTabs() {
  const t = useT();
  const misconception = useSim(selectMisconception);
  // The open tab follows the click at once (the store, not the copy this panel follows a frame or two behind).
  const tab = useSimNow(selectTab);
  const { focus } = useFocusLayout();
  // A link that names a tab (`tab=code`) opens it, folded layout or not, as on the desktop.
  const asked = useSimNow(selectTabAsked);
  const [unfolded, setUnfolded] = useState(asked);
  const { setTab } = useActions();
  const tabs = misconception ? MISCONCEPTION : REAL;
  const current = tabs.find((x) => x.id === tab) ?? tabs[0];
  const prefix = misconception ? 'misconception-tab' : 'panel-tab';
  const folded = focus && !unfolded;
  const cls = `${misconception ? 'misconception-tabs' : 'panel-tabs'}${folded ? ' folded' : ''}`;
  return (
    <section className={cls} aria-label={t(msg(misconception ? 'misconception.ui.tabs.label' : 'ui.tabs.label'))}>
      <div role="tablist" className="tab-strip">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`${prefix}-${x.id}`}
            aria-selected={!folded && x.id === current.id}
            aria-controls={folded ? undefined : `${prefix}panel`}
            className={!folded && x.id === current.id ? 'tab current' : 'tab'}
            onClick={() => {
              setTab(x.id);
              // Only where it folds: a state that did not change would still render the open panel again.
              if (focus && !unfolded) setUnfolded(true);
            }}
          >
            {t(x.label)}
          </button>
        ))}
        {focus && !folded && (
          <button type="button" className="tab-fold" onClick={() => setUnfolded(false)} data-testid="tabs-fold">
            {t(msg('ui.focus.fold'))}
          </button>
        )}
      </div>
      {!folded && (
        <div role="tabpanel" id={`${prefix}panel`} aria-labelledby={`${prefix}-${current.id}`} className="tab-body">
          <Suspense
            fallback={
              <Pending>
                <p className="loading">{t(msg('ui.tabs.loading'))}</p>
              </Pending>
            }
          >
            {current.render()}
          </Suspense>
        </div>
      )}
    </section>
  );
}
