import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { useRich, useT } from '../shared/i18n/useT';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMythView } from './mythSelectors';
import './misconception.css';

/** Misconception vs the real design for this scenario, and where the two first part. */
export function SideBySide() {
  const t = useT();
  const rich = useRich();
  const { compare, divergence } = useSim(selectMythView);
  const notes = new FootnoteSet();
  return (
    <section className="myth-side" data-testid="side-by-side" aria-labelledby="myth-side-title">
      <h3 id="myth-side-title">{t(msg('myth.ui.side.title'))}</h3>
      <aside className="myth-divergence" data-testid="first-divergence">
        {rich(msg('common.leadThen', { text: divergence.sentence }), { lead: <strong>{t(msg('myth.ui.side.firstDivergence'))}</strong> })}
        {refs(notes, divergence.sources, t)}
      </aside>
      <table className="myth-table myth-compare">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="myth-col-myth">
              {t(msg('myth.ui.side.mythColumn'))}
            </th>
            <th scope="col" className="myth-col-real">
              {t(msg('myth.ui.side.realColumn'))}
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
              <td>{t(r.myth)}</td>
              <td>{t(r.real)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FootnoteList notes={notes} />
    </section>
  );
}
