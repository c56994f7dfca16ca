import { useId } from 'react';
import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { selectStep, selectStepCount } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';

/** Says each step as it is shown, for screen readers: its number, its title and its first sentence. One per instance. */
export function Narration() {
  const t = useT();
  const step = useSim(selectStep);
  const count = useSim(selectStepCount);
  const id = useId();
  return (
    <p id={`narration${id}`} className="sr-only" aria-live="polite" aria-atomic="true" data-testid="narration">
      {t(
        msg('teach.narration', {
          index: String(step.index + 1),
          count: String(count),
          title: step.text.title,
          first: step.text.summary[0] ?? '',
        }),
      )}
    </p>
  );
}
