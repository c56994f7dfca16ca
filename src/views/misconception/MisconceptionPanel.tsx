import { msg } from '../../i18n/msg';
import { FAILURE_TITLES, figure, type MisconceptionFigure, type MisconceptionFigures } from '../../sim/misconception';
import { useSim } from '../../store/SimProvider';
import { selectMisconception, selectScenario } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';
import { failureOf } from '../shared/misconception/breaks';
import { citeString } from '../shared/sources/citeText';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { formatFigureValue } from './formatFigure';
import { selectMisconceptionStep, selectMisconceptionView } from './misconceptionSelectors';
// The imagined design's English comes with its panels.
import '../shared/i18n/englishMisconception';

type T = ReturnType<typeof useT>;

/**
 * Misconception mode: the failure figures behind the current misconception step, each
 * with its formula (numbers substituted) and its sources as footnotes.
 */
export function MisconceptionPanel() {
  const t = useT();
  const on = useSim(selectMisconception);
  const scenario = useSim(selectScenario);
  const step = useSim(selectMisconceptionStep);
  const view = useSim(selectMisconceptionView);
  if (!on) return null;
  const notes = new FootnoteSet();
  const figures = (step.figures ?? []).map((id) => figure(view.figures, id));
  const failure = failureOf(step.view) ?? undefined;
  return (
    <section className="misconception-panel" data-testid="misconception-panel" aria-labelledby="misconception-panel-title">
      <header className="misconception-head">
        <span className="misconception-tag">{t(msg('misconception.ui.panel.tag'))}</span>
        <h3 id="misconception-panel-title">
          {t(failure ? FAILURE_TITLES[failure] : step.text.title)}
          {refs(notes, step.text.sources, t)}
        </h3>
      </header>
      {(scenario.op !== 'write' || scenario.fault.kind !== 'none') && (
        <p className="misconception-as-write" data-testid="misconception-as-write">
          {t(msg('misconception.ui.panel.asWrite'))}
        </p>
      )}
      {step.role === 'misconception-compare' && (
        <p className="misconception-divergence">
          {t(view.divergence.sentence)}
          {refs(notes, view.divergence.sources, t)}
        </p>
      )}
      {figures.length > 0 && <ul className="misconception-figures">{figures.map((f) => figureItem(f, notes, t))}</ul>}
      {failure === 'addressing' && <AddressingTable figures={view.figures} />}
      {failure === 'protection' && <ChecksList figures={view.figures} />}
      <FootnoteList notes={notes} />
    </section>
  );
}

/** A plain function, not a component: footnote numbers are assigned in reading order during the parent's render. */
function figureItem(f: MisconceptionFigure, notes: FootnoteSet, t: T) {
  return (
    <li key={f.id} className="misconception-figure" data-testid="misconception-figure" data-figure-id={f.id}>
      <div className="misconception-figure-line">
        <span className="misconception-figure-label">
          {t(f.label)}
          {refs(notes, f.sources, t)}
        </span>
        <strong className="misconception-figure-value">{t(formatFigureValue(f))}</strong>
      </div>
      <div className="misconception-formula mono">{t(f.formula)}</div>
      {f.caveat && <div className="misconception-caveat">{t(msg('misconception.ui.figure.note', { caveat: f.caveat }))}</div>}
    </li>
  );
}

function AddressingTable({ figures }: { figures: MisconceptionFigures }) {
  const t = useT();
  return (
    <table className="misconception-table">
      <caption>{t(msg('misconception.ui.addressing.caption'))}</caption>
      <thead>
        <tr>
          <th scope="col">{t(msg('misconception.ui.addressing.needed'))}</th>
          <th scope="col">{t(msg('misconception.ui.addressing.ibField'))}</th>
          <th scope="col">{t(msg('misconception.ui.addressing.tlpField'))}</th>
        </tr>
      </thead>
      <tbody>
        {figures.addressingTable.map((r) => (
          <tr key={r.field}>
            <th scope="row">{t(r.need)}</th>
            <td>
              {t(r.ibField)} <span className="mono">({t(r.value)})</span>
            </td>
            <td className={r.verdict === 'missing' ? 'misconception-bad' : 'misconception-warn'}>{t(r.tlpField)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChecksList({ figures }: { figures: MisconceptionFigures }) {
  const t = useT();
  return (
    <table className="misconception-table">
      <caption>{t(msg('misconception.ui.checks.caption'))}</caption>
      <tbody>
        {figures.responderChecks.map((c, i) => (
          <tr key={i} title={citeString(t, c.source)}>
            <th scope="row">{t(c.name)}</th>
            <td>{t(c.expected)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
