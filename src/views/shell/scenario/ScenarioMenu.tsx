import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import { lazyAfterExplorer } from '../explorer/lazyParts';
import { HeaderMenu } from '../HeaderMenu';

/** The panel's code (the form, the starting points, the checks) comes when it is first opened. */
const ScenarioPanel = lazyAfterExplorer(() => import('./ScenarioPanel').then((m) => m.ScenarioPanel));

/** The header's "Scenario" button and its panel; each valid change redraws the views (`panel=scenario`). */
export function ScenarioMenu() {
  const t = useT();
  return <HeaderMenu panel="scenario" label={`⚙ ${t(msg('ui.scenario.button'))}`} Body={ScenarioPanel} focusOnOpen=".scn-form input" />;
}
