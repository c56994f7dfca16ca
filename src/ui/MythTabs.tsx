import { useState } from 'react';
import { msg } from '../i18n/msg';
import { useT } from './i18n/useT';
import { MisconceptionPanel } from './misconception/MisconceptionPanel';
import { SideBySide } from './misconception/SideBySide';
import { ZeroCopyPanel } from './misconception/ZeroCopyPanel';
import { NuancePanel } from './misconception/NuancePanel';
import { BytesPanel } from './BytesPanel';

const TABS = [
  { id: 'figures', label: msg('myth.ui.tabs.figures'), render: () => <MisconceptionPanel /> },
  { id: 'compare', label: msg('myth.ui.tabs.compare'), render: () => <SideBySide /> },
  { id: 'zero-copy', label: msg('myth.ui.tabs.zeroCopy'), render: () => <ZeroCopyPanel /> },
  { id: 'nuance', label: msg('myth.ui.tabs.nuance'), render: () => <NuancePanel /> },
  { id: 'bytes', label: msg('myth.ui.tabs.bytes'), render: () => <BytesPanel /> },
] as const;

/** Misconception mode's lower right panel: the figures of the current step, and the comparisons. */
export function MythTabs() {
  const t = useT();
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('figures');
  const current = TABS.find((x) => x.id === tab) ?? TABS[0];
  return (
    <section className="myth-tabs" aria-label={t(msg('myth.ui.tabs.label'))}>
      <div role="tablist" className="tab-strip">
        {TABS.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            id={`myth-tab-${x.id}`}
            aria-selected={x.id === tab}
            aria-controls="myth-tabpanel"
            className={x.id === tab ? 'tab current' : 'tab'}
            onClick={() => setTab(x.id)}
          >
            {t(x.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="myth-tabpanel" aria-labelledby={`myth-tab-${tab}`} className="tab-body">
        {current.render()}
      </div>
    </section>
  );
}
