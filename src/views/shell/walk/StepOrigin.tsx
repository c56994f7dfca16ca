import { msg } from '../../../i18n/msg';
import type { Step } from '../../../sim/trace/types';
import { useT } from '../../shared/i18n/useT';

/**
 * Where a step of a capture's walk comes from, said on the step itself: a frame of the reader's capture, or what the
 * host did per the model (no capture can show it). Nothing in a model trace.
 */
export function StepOrigin({ step, short = false }: { step: Step; short?: boolean }) {
  const t = useT();
  const o = step.origin;
  if (!o) return null;
  if (o.kind === 'captured')
    return (
      <span className="step-origin captured" data-origin="captured">
        {short ? `#${o.frame}` : t(msg('capture.walk.captured', { frame: o.frame }))}
      </span>
    );
  return (
    <span className="step-origin inferred" data-origin="inferred" title={short ? t(msg('capture.walk.inferred')) : undefined}>
      {short ? t(msg('capture.walk.inferredShort')) : t(msg('capture.walk.inferred'))}
    </span>
  );
}
