import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { selectRealTrace, selectStep } from '../../store/selectors';
import { useT } from '../i18n/useT';
import { DoneClocks } from './DoneClocks';
import './timing.css';

/** The trace's timing: when each step starts and ends, and the three clocks for "done". */
export function TimingPanel() {
  const t = useT();
  const trace = useSim(selectRealTrace);
  const step = useSim(selectStep);
  return (
    <section className="timing-panel" data-testid="timing-panel" aria-label={t(msg('ui.timing.label'))}>
      <DoneClocks clocks={trace.timeline.clocks} nowNs={step.endNs} />
    </section>
  );
}
