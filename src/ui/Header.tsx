import { useSim, useActions } from '../store/SimProvider';
import { selectMisconception, selectScenario, selectTheme } from '../store/selectors';
import { formatBytes } from './format';
import { ScenarioMenu } from './scenario/ScenarioMenu';
import { ExportButtons } from './ExportButtons';

/** Title, what is being simulated, and the view switches. */
export function Header() {
  const s = useSim(selectScenario);
  const myth = useSim(selectMisconception);
  const theme = useSim(selectTheme);
  const { setMisconception, setTheme } = useActions();
  return (
    <header className="app-header">
      <h1>
        RDMA WRITE, <span className="sub">byte by byte</span>
      </h1>
      <p className="scenario-chip" title="Scenario">
        {formatBytes(s.messageBytes)} · {s.post} · MTU {s.pathMtu} · {s.ib.speed} {s.ib.width}x · PCIe Gen{s.pcie.gen} x{s.pcie.lanes} ·{' '}
        {s.ib.switchHops === 0 ? 'no switch' : `${s.ib.switchHops} switch${s.ib.switchHops > 1 ? 'es' : ''}`}
      </p>
      <ScenarioMenu />
      <label className="toggle myth-toggle" title="Run the wrong model and see where it breaks">
        <input type="checkbox" checked={myth} onChange={(e) => setMisconception(e.target.checked)} />
        Misconception: the BAR maps remote RAM
      </label>
      <ExportButtons />
      <button
        type="button"
        className="theme-toggle"
        onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}
        aria-label={`Switch to ${theme === 'light' ? 'dark' : 'light'} theme`}
      >
        {theme === 'light' ? '☾ Dark' : '☀ Light'}
      </button>
    </header>
  );
}
