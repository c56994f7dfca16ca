import { useState } from 'react';
import { MisconceptionPanel } from './misconception/MisconceptionPanel';
import { SideBySide } from './misconception/SideBySide';
import { ZeroCopyPanel } from './misconception/ZeroCopyPanel';
import { NuancePanel } from './misconception/NuancePanel';
import { BytesPanel } from './BytesPanel';

const TABS = [
  { id: 'figures', label: 'Why it fails', render: () => <MisconceptionPanel /> },
  { id: 'compare', label: 'Real vs imagined', render: () => <SideBySide /> },
  { id: 'zero-copy', label: 'Zero-copy?', render: () => <ZeroCopyPanel /> },
  { id: 'nuance', label: 'Where windows are real', render: () => <NuancePanel /> },
  { id: 'bytes', label: 'Bytes', render: () => <BytesPanel /> },
] as const;

/** Misconception mode's lower right panel: the figures of the current step, and the comparisons. */
export function MythTabs() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('figures');
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
  return (
    <section className="myth-tabs" aria-label="Misconception details">
      <div role="tablist" className="tab-strip">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`myth-tab-${t.id}`}
            aria-selected={t.id === tab}
            aria-controls="myth-tabpanel"
            className={t.id === tab ? 'tab current' : 'tab'}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="myth-tabpanel" aria-labelledby={`myth-tab-${tab}`} className="tab-body">
        {current.render()}
      </div>
    </section>
  );
}
