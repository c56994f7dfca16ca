import { useSim } from '../../../store/SimProvider';
import { selectStep } from '../../../store/selectors';
import { KeyBytes } from '../../teach/KeyBytes';

/** On a phone, under the step's drawing: the step's key bytes, large (the full bytes are a tap away, in the tabs). */
export function PhoneKeyBytes() {
  const step = useSim(selectStep);
  return (
    <div className="phone-keys">
      <KeyBytes step={step} caption="lecture" max={3} />
    </div>
  );
}
