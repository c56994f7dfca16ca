import { useSim } from '../store/SimProvider';
import { selectIntro, selectMisconception, selectTheme } from '../store/selectors';
import { StartCard } from './StartCard';
import { PanelTabs } from './PanelTabs';
import { Header } from './Header';
import { StepList } from './StepList';
import { StepPanel } from './StepPanel';
import { Controls } from './Controls';
import { UrlErrors } from './UrlErrors';
import { Topology } from '../viz/Topology';
import { MemoryMaps } from '../viz/MemoryMaps';
import { usePlayback } from './hooks/usePlayback';
import { useKeyboard } from './hooks/useKeyboard';
import { useUrlSync } from './hooks/useUrlSync';

/** One instance of the explorer. `primary` instances own the keyboard and the address bar. */
export function App({ primary = true, embed = false }: { primary?: boolean; embed?: boolean }) {
  const theme = useSim(selectTheme);
  const myth = useSim(selectMisconception);
  const intro = useSim(selectIntro);
  usePlayback();
  useKeyboard(primary);
  useUrlSync(primary, embed);
  return (
    <div className={`app theme-${theme}${embed ? ' embed' : ''}${myth ? ' myth-mode' : ''}`} data-theme={theme} data-myth={myth}>
      <Header />
      <UrlErrors />
      <main className="layout">
        {intro && <StartCard />}
        <StepList />
        <div className="center">
          <Topology />
          <MemoryMaps />
        </div>
        <div className="right">
          <StepPanel />
          <PanelTabs />
        </div>
      </main>
      <Controls />
    </div>
  );
}
