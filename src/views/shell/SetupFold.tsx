import { msg } from '../../i18n/msg';
import { useActions, useSim } from '../../store/SimProvider';
import { selectShowSetup, selectStep, selectSteps } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';

/**
 * The walk opens at A1 with the setup folded: on the first step after it, one click unfolds the setup and goes
 * to its first step (registration, queues, the exchange, the connection).
 */
export function SetupFold() {
  const t = useT();
  const showSetup = useSim(selectShowSetup);
  const step = useSim(selectStep);
  const steps = useSim(selectSteps);
  const { showSetupFromStart } = useActions();
  const setup = steps.filter((s) => s.phase === 'SETUP').length;
  const first = steps.findIndex((s) => s.phase !== 'SETUP');
  if (showSetup || setup === 0 || step.index !== first) return null;
  return (
    <p className="setup-fold">
      <button type="button" data-testid="setup-fold" onClick={showSetupFromStart}>
        {t(msg('ui.steps.howHere', { n: setup }))}
      </button>
    </p>
  );
}
