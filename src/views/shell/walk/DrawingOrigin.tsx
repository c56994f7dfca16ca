import { useSim } from '../../../store/SimProvider';
import { selectStep } from '../../../store/selectors';
import { StepOrigin } from './StepOrigin';

/** Above the drawings in a capture's walk: whether what is drawn is a packet of the capture or the model's inference. */
export function DrawingOrigin() {
  const step = useSim(selectStep);
  if (!step.origin) return null;
  return (
    <p className="drawing-origin" data-testid="drawing-origin">
      <StepOrigin step={step} />
    </p>
  );
}
