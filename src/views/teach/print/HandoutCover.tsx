import { msg } from '../../../i18n/msg';
import { SEND_OP_NAME } from '../../../sim/mlx5/sendOps';
import type { Scenario } from '../../../sim/scenario/types';
import { useT } from '../../shared/i18n/useT';
import { scenarioChip } from '../../shared/scenarioChip';

const CHAIN = ['ui.start.chain1', 'ui.start.chain2', 'ui.start.chain3', 'ui.start.chain4'] as const;

/**
 * The handout's cover: the question the app answers and its answer (the start card's own sentences), the chain
 * in four lines, the scenario the pages show, and the link back to the interactive version.
 */
export function HandoutCover({
  scenario,
  link,
  explorer,
  onExit,
}: {
  scenario: Scenario;
  link: string;
  explorer: string;
  onExit: () => void;
}) {
  const t = useT();
  // The answer is about a plain RDMA WRITE over InfiniBand; another scenario says so, as the start card does.
  const other = scenario.op !== 'write' || scenario.fault.kind !== 'none' || scenario.transport !== 'ib';
  return (
    <header className="handout-cover" data-testid="handout-cover">
      <h1>{t(msg('teach.print.title', { op: SEND_OP_NAME[scenario.op] }))}</h1>
      <p className="handout-kicker">{t(msg('ui.start.kicker'))}</p>
      <p className="handout-question">{t(msg('ui.start.question'))}</p>
      <p className="handout-kicker">{t(msg('teach.print.answer'))}</p>
      <p className="handout-answer" data-testid="handout-answer">
        {t(msg('ui.start.answer'))}
      </p>
      <ol className="handout-chain">
        {CHAIN.map((k) => (
          <li key={k}>{t(msg(k))}</li>
        ))}
      </ol>
      {other && <p className="handout-other">{t(msg('ui.start.otherScenario', { chip: scenarioChip(scenario) }))}</p>}
      <p>{t(msg('teach.print.intro', { op: SEND_OP_NAME[scenario.op], chip: scenarioChip(scenario) }))}</p>
      <p className="handout-link">{t(msg('teach.print.link', { url: link }))}</p>
      <p className="handout-actions">
        <button type="button" onClick={() => window.print()}>
          {t(msg('teach.print.print'))}
        </button>{' '}
        <a
          href={explorer}
          onClick={(e) => {
            e.preventDefault();
            onExit();
          }}
        >
          {t(msg('teach.print.exit'))}
        </a>
      </p>
    </header>
  );
}
