import { useState } from 'react';
import { msg } from '../../i18n/msg';
import { SEND_OP_NAME } from '../../sim/mlx5/sendOps';
import { useActions, useSim } from '../../store/SimProvider';
import { selectMisconception, selectScenario, selectTheme } from '../../store/stateSelectors';
import { useRich, useT } from '../shared/i18n/useT';
import { PanelBoundary } from '../shared/PanelBoundary';
import { scenarioChip } from '../shared/scenarioChip';
import { ExportButtons } from './ExportButtons';
import { LanguageSwitch } from './LanguageSwitch';
import { ShareMenu } from './ShareMenu';
import { ScenarioMenu } from './scenario/ScenarioMenu';

/** Title, what is being simulated, and the view switches. */
export function Header() {
  const t = useT();
  const rich = useRich();
  const s = useSim(selectScenario);
  const misconception = useSim(selectMisconception);
  const theme = useSim(selectTheme);
  const { setMisconception, setTheme } = useActions();
  const chip = scenarioChip(s);
  const [menu, setMenu] = useState(false);
  return (
    <header className="app-header">
      <h1>
        {rich(msg('ui.header.title', { op: SEND_OP_NAME[s.op] }), { sub: <span className="sub">{t(msg('ui.header.subtitle'))}</span> })}
      </h1>
      <p className="scenario-chip" title={t(msg('ui.header.chipTitle'))}>
        {t(chip)}
      </p>
      {/* On a phone the tools fold into a menu (phone/phone.css); elsewhere the wrapper is no box of its own. */}
      <button
        type="button"
        className="header-menu-toggle"
        aria-expanded={menu}
        onClick={() => setMenu(!menu)}
        data-testid="header-menu-toggle"
      >
        {t(msg(menu ? 'ui.header.menuClose' : 'ui.header.menu'))}
      </button>
      <div className={menu ? 'header-tools open' : 'header-tools'}>
        <PanelBoundary name="scenario-menu">
          <ScenarioMenu />
        </PanelBoundary>
        <label className="toggle misconception-toggle" title={t(msg('ui.header.misconceptionToggleTitle'))}>
          <input type="checkbox" checked={misconception} onChange={(e) => setMisconception(e.target.checked)} />
          {t(msg('ui.header.misconceptionToggle'))}
        </label>
        <PanelBoundary name="share-menu">
          <ShareMenu />
        </PanelBoundary>
        <PanelBoundary name="exports">
          <ExportButtons />
        </PanelBoundary>
        <PanelBoundary name="language">
          <LanguageSwitch />
        </PanelBoundary>
        <button
          type="button"
          className="theme-toggle"
          onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}
          aria-label={t(msg(theme === 'light' ? 'ui.theme.toDark' : 'ui.theme.toLight'))}
        >
          {t(msg(theme === 'light' ? 'ui.theme.dark' : 'ui.theme.light'))}
        </button>
      </div>
    </header>
  );
}
