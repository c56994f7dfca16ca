import { useSim } from '../../store/SimProvider';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { selectMythView } from './mythSelectors';
import './misconception.css';

/** Misconception vs the real design for this scenario, and where the two first part. */
export function SideBySide() {
  const { compare, divergence } = useSim(selectMythView);
  const notes = new FootnoteSet();
  return (
    <section className="myth-side" data-testid="side-by-side" aria-labelledby="myth-side-title">
      <h3 id="myth-side-title">Misconception vs real RDMA WRITE</h3>
      <aside className="myth-divergence" data-testid="first-divergence">
        <strong>First divergence: the MOV.</strong> {divergence.sentence}
        {refs(notes, divergence.sources)}
      </aside>
      <table className="myth-table myth-compare">
        <thead>
          <tr>
            <th scope="col"></th>
            <th scope="col" className="myth-col-myth">
              “BAR = B’s RAM”
            </th>
            <th scope="col" className="myth-col-real">
              Real design
            </th>
          </tr>
        </thead>
        <tbody>
          {compare.map((r) => (
            <tr key={r.id} data-row-id={r.id}>
              <th scope="row">
                {r.label}
                {refs(notes, r.sources)}
              </th>
              <td>{r.myth}</td>
              <td>{r.real}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FootnoteList notes={notes} />
    </section>
  );
}
