import { useSim } from '../../store/SimProvider';
import { selectStep } from '../../store/selectors';
import { KeyBytes } from './KeyBytes';

/**
 * The current step's key bytes, three at most, large: beside an embed's narrow drawing (embed.css shows them only
 * where they fit whole) and under the drawing on a phone (the full bytes are a tap away, in the tabs).
 */
export function StepKeyBytes({ className }: { className: string }) {
  const step = useSim(selectStep);
  return (
    <div className={className}>
      <KeyBytes step={step} caption="lecture" max={3} />
    </div>
  );
}
