import { msg } from '../../i18n/msg';
import { NUANCES } from '../../sim/misconception';
import { useT } from '../shared/i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';

/** Where a window really maps remote memory, and where the CPU really writes through the BAR. */
export function NuancePanel() {
  const t = useT();
  const notes = new FootnoteSet();
  return (
    <section className="misconception-nuance" data-testid="nuance-panel" aria-labelledby="misconception-nuance-title">
      <h3 id="misconception-nuance-title">{t(msg('misconception.ui.nuance.title'))}</h3>
      <ul>
        {NUANCES.map((n) => (
          <li key={n.id} data-nuance-id={n.id}>
            <div className="misconception-nuance-head">
              <strong>{t(n.title)}</strong>
              {refs(notes, n.sources, t)}
              <span className="misconception-nuance-relation">{t(n.relation)}</span>
            </div>
            {n.text.map((p, i) => (
              <p key={i}>{t(p)}</p>
            ))}
          </li>
        ))}
      </ul>
      <FootnoteList notes={notes} />
    </section>
  );
}
