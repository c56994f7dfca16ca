import { useEffect, useRef } from 'react';
import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectScenario } from '../../store/stateSelectors';
import { useT } from '../shared/i18n/useT';
import { scenarioChip } from '../shared/scenarioChip';

/**
 * The first screen: the question this app exists for, its answer in one
 * paragraph, and three ways in. A link to a step skips it; → or Space start
 * the walk at step 1, as they would for a reader who never saw it.
 */
export function StartCard() {
  const t = useT();
  const { beginWalk, dismissIntro, setPanel } = useActions();
  const s = useSim(selectScenario);
  // The answer is about a plain RDMA WRITE; a link may open another operation, a fault or RoCEv2.
  const other = s.op !== 'write' || s.fault.kind !== 'none' || s.transport !== 'ib';
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="start-card" role="dialog" aria-modal="false" aria-labelledby="start-q" data-testid="start-card">
      <button type="button" className="start-close" onClick={dismissIntro} aria-label={t(msg('ui.start.close'))}>
        ✕
      </button>
      <p className="start-kicker">{t(msg('ui.start.kicker'))}</p>
      <h2 id="start-q">{t(msg('ui.start.question'))}</h2>
      <p className="start-answer">{t(msg('ui.start.answer'))}</p>
      <ol className="start-chain">
        <li>{t(msg('ui.start.chain1'))}</li>
        <li>{t(msg('ui.start.chain2'))}</li>
        <li>{t(msg('ui.start.chain3'))}</li>
        <li>{t(msg('ui.start.chain4'))}</li>
      </ol>
      {other && (
        <p className="start-note" data-testid="start-note">
          {t(msg('ui.start.otherScenario', { chip: scenarioChip(s) }))}
        </p>
      )}
      <div className="start-ways" role="group" aria-label={t(msg('ui.start.waysLabel'))}>
        <button ref={first} type="button" className="way primary" data-way="real" onClick={() => beginWalk('real')}>
          {t(msg('ui.start.wayReal'))}
        </button>
        <button type="button" className="way" data-way="misconception" onClick={() => beginWalk('misconception')}>
          {t(msg('ui.start.wayMisconception'))}
        </button>
        <button type="button" className="way" data-way="bytes" onClick={() => beginWalk('bytes')}>
          {t(msg('ui.start.wayBytes'))}
        </button>
      </div>
      <p className="start-more">
        <button type="button" className="start-questions" data-testid="start-questions" onClick={() => setPanel('questions')}>
          {t(msg('ui.start.questions'))}
        </button>
      </p>
      <p className="start-keys">{t(msg('ui.start.keys'))}</p>
    </section>
  );
}
