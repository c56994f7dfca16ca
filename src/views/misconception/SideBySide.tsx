import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { useRich, useT } from '../shared/i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMisconceptionView } from './misconceptionSelectors';

/** Misconception vs the real design for this scenario, and where the two first part. */
export function SideBySide() {
  const t = useT();
  const rich = useRich();
  const { compare, divergence } = useSim(selectMisconceptionView);
  const notes = new FootnoteSet();
  return (
    <section className="misconception-side" data-testid="side-by-side" aria-labelledby="misconception-side-title">
      <h3 id="misconception-side-title">{t(msg('misconception.ui.side.title'))}</h3>
      <aside className="misconception-divergence" data-testid="first-divergence">
        {rich(msg('common.leadThen', { text: divergence.sentence }), {
          lead: <strong>{t(msg('misconception.ui.side.firstDivergence'))}</strong>,
        })}
        {refs(notes, divergence.sources, t)}
      </aside>
      <table className="misconception-table misconception-compare">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="misconception-col-misconception">
              {t(msg('misconception.ui.side.misconceptionColumn'))}
            </th>
            <th scope="col" className="misconception-col-real">
              {t(msg('misconception.ui.side.realColumn'))}
            </th>
          </tr>
        </thead>
        <tbody>
          {compare.map((r) => (
            <tr key={r.id} data-row-id={r.id}>
              <th scope="row">
                {t(r.label)}
                {refs(notes, r.sources, t)}
              </th>
              <td>{t(r.misconception)}</td>
              <td>{t(r.real)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FootnoteList notes={notes} />
    </section>
  );
}
