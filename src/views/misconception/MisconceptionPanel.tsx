import { msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import { useSim } from '../../store/SimProvider';
import { selectMisconception, selectScenario } from '../../store/selectors';
import { failureOf } from '../shared/myth/breaks';
import { FAILURE_TITLES, figure, type MythFigure, type MythFigures } from '../../sim/misconception';
import { FootnoteList, FootnoteSet, refs } from './Footnotes';
import { formatFigureValue } from './formatFigure';
import { selectMythStep, selectMythView } from './mythSelectors';
import { citeString } from '../shared/sources/citeText';
import './misconception.css';

type T = ReturnType<typeof useT>;

/**
 * Misconception mode: the failure figures behind the current myth step, each
 * with its formula (numbers substituted) and its sources as footnotes.
 */
export function MisconceptionPanel() {
  const t = useT();
  const on = useSim(selectMisconception);
  const scenario = useSim(selectScenario);
  const step = useSim(selectMythStep);
  const view = useSim(selectMythView);
  if (!on) return null;
  const notes = new FootnoteSet();
  const figures = (step.figures ?? []).map((id) => figure(view.figures, id));
  const failure = failureOf(step.view) ?? undefined;
  return (
    <section className="myth-panel" data-testid="misconception-panel" aria-labelledby="myth-panel-title">
      <header className="myth-head">
        <span className="myth-tag">{t(msg('myth.ui.panel.tag'))}</span>
        <h3 id="myth-panel-title">
          {t(failure ? FAILURE_TITLES[failure] : step.text.title)}
          {refs(notes, step.text.sources, t)}
        </h3>
      </header>
      {(scenario.op !== 'write' || scenario.fault.kind !== 'none') && (
        <p className="myth-as-write" data-testid="myth-as-write">
          {t(msg('myth.ui.panel.asWrite'))}
        </p>
      )}
      {step.role === 'myth-compare' && (
        <p className="myth-divergence">
          {t(view.divergence.sentence)}
          {refs(notes, view.divergence.sources, t)}
        </p>
      )}
      {figures.length > 0 && <ul className="myth-figures">{figures.map((f) => figureItem(f, notes, t))}</ul>}
      {failure === 'addressing' && <AddressingTable figures={view.figures} />}
      {failure === 'protection' && <ChecksList figures={view.figures} />}
      <FootnoteList notes={notes} />
    </section>
  );
}

/** A plain function, not a component: footnote numbers are assigned in reading order during the parent's render. */
function figureItem(f: MythFigure, notes: FootnoteSet, t: T) {
  return (
    <li key={f.id} className="myth-figure" data-testid="myth-figure" data-figure-id={f.id}>
      <div className="myth-figure-line">
        <span className="myth-figure-label">
          {t(f.label)}
          {refs(notes, f.sources, t)}
        </span>
        <strong className="myth-figure-value">{t(formatFigureValue(f))}</strong>
      </div>
      <div className="myth-formula mono">{t(f.formula)}</div>
      {f.caveat && <div className="myth-caveat">{t(msg('myth.ui.figure.note', { caveat: f.caveat }))}</div>}
    </li>
  );
}

function AddressingTable({ figures }: { figures: MythFigures }) {
  const t = useT();
  return (
    <table className="myth-table">
      <caption>{t(msg('myth.ui.addressing.caption'))}</caption>
      <thead>
        <tr>
          <th scope="col">{t(msg('myth.ui.addressing.needed'))}</th>
          <th scope="col">{t(msg('myth.ui.addressing.ibField'))}</th>
          <th scope="col">{t(msg('myth.ui.addressing.tlpField'))}</th>
        </tr>
      </thead>
      <tbody>
        {figures.addressingTable.map((r) => (
          <tr key={r.field}>
            <th scope="row">{t(r.need)}</th>
            <td>
              {t(r.ibField)} <span className="mono">({t(r.value)})</span>
            </td>
            <td className={r.verdict === 'missing' ? 'myth-bad' : 'myth-warn'}>{t(r.tlpField)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ChecksList({ figures }: { figures: MythFigures }) {
  const t = useT();
  return (
    <table className="myth-table">
      <caption>{t(msg('myth.ui.checks.caption'))}</caption>
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
