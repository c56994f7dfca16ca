import { msg } from '../i18n/msg';
import { faultToText, type Scenario } from '../sim/scenario/types';
import { useSim, useActions } from '../store/SimProvider';
import { selectMisconception, selectScenario, selectTheme } from '../store/selectors';
import { formatBytes } from './format';
import { useRich, useT } from './i18n/useT';
import { ScenarioMenu } from './scenario/ScenarioMenu';
import { ExportButtons } from './ExportButtons';

/** Title, what is being simulated, and the view switches. */
/** The operation's name in the title: a name, the same in every language. */
const OP_NAME: Record<Scenario['op'], string> = {
  write: 'RDMA WRITE',
  'write-imm': 'RDMA WRITE WITH IMMEDIATE',
  read: 'RDMA READ',
  send: 'SEND',
};

export function Header() {
  const t = useT();
  const rich = useRich();
  const s = useSim(selectScenario);
  const myth = useSim(selectMisconception);
  const theme = useSim(selectTheme);
  const { setMisconception, setTheme } = useActions();
  const hops = s.ib.switchHops;
  const chip = msg('ui.header.chip', {
    size: formatBytes(s.messageBytes),
    post: s.post,
    mtu: String(s.pathMtu),
    speed: s.ib.speed,
    width: String(s.ib.width),
    gen: String(s.pcie.gen),
    lanes: String(s.pcie.lanes),
    switches: hops === 0 ? msg('ui.header.noSwitch') : msg('ui.header.switches', { n: hops }),
    link: s.transport === 'rocev2' ? msg('ui.header.roce', { ip: s.roceIp }) : msg('ui.header.ib'),
    fault: s.fault.kind === 'none' ? '' : msg('ui.header.fault', { fault: faultToText(s.fault) }),
  });
  return (
    <header className="app-header">
      <h1>{rich(msg('ui.header.title', { op: OP_NAME[s.op] }), { sub: <span className="sub">{t(msg('ui.header.subtitle'))}</span> })}</h1>
      <p className="scenario-chip" title={t(msg('ui.header.chipTitle'))}>
        {t(chip)}
      </p>
      <ScenarioMenu />
      <label className="toggle myth-toggle" title={t(msg('ui.header.mythToggleTitle'))}>
        <input type="checkbox" checked={myth} onChange={(e) => setMisconception(e.target.checked)} />
        {t(msg('ui.header.mythToggle'))}
      </label>
      <ExportButtons />
      <button
        type="button"
        className="theme-toggle"
        onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}
        aria-label={t(msg(theme === 'light' ? 'ui.theme.toDark' : 'ui.theme.toLight'))}
      >
        {t(msg(theme === 'light' ? 'ui.theme.dark' : 'ui.theme.light'))}
      </button>
    </header>
  );
}
