import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectTrace } from '../../../store/selectors';
import { useT } from '../../shared/i18n/useT';

/** Over the step's text while a capture's message is walked: which file and message, what is inferred, the way back. */
export function WalkBanner() {
  const t = useT();
  const capture = useSim((s) => selectTrace(s).capture);
  const { closeWalk } = useActions();
  if (!capture) return null;
  return (
    <div className="walk-banner" data-testid="walk-banner">
      <p>{t(msg('capture.walk.banner', { message: capture.message, file: capture.file }))}</p>
      {capture.packets.some((p) => p.modelNs === null) && <p>{t(msg('capture.walk.faultNote'))}</p>}
      {capture.notInCapture.length > 0 && (
        <p className="muted">{t(msg('capture.walk.notInCapture', { keys: capture.notInCapture.join(', ') }))}</p>
      )}
      <button type="button" onClick={closeWalk} data-testid="walk-close">
        {t(msg('capture.walk.close'))}
      </button>
    </div>
  );
}
