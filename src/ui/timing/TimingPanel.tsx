import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { selectRealTrace } from '../../store/selectors';
import { formatNs } from '../format';
import { useT } from '../i18n/useT';

/** The trace's timing: when each step starts and ends, and the three clocks for "done". */
export function TimingPanel() {
  const t = useT();
  const trace = useSim(selectRealTrace);
  const { clocks } = trace.timeline;
  return (
    <section className="timing-panel" data-testid="timing-panel" aria-label={t(msg('ui.timing.label'))}>
      <ul className="clocks">
        <li>{t(msg('ui.timing.placed', { time: formatNs(clocks.placedNs) }))}</li>
        <li>{t(clocks.cqeSeenNs === null ? msg('ui.timing.cqeNever') : msg('ui.timing.cqeSeen', { time: formatNs(clocks.cqeSeenNs) }))}</li>
        <li>{t(clocks.bToldNs === null ? msg('ui.timing.bNever') : msg('ui.timing.bTold', { time: formatNs(clocks.bToldNs) }))}</li>
      </ul>
    </section>
  );
}
