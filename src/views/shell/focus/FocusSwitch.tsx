import { msg } from '../../../i18n/msg';
import { useActions, useSim } from '../../../store/SimProvider';
import { selectLayout } from '../../../store/stateSelectors';
import { useT } from '../../shared/i18n/useT';

/**
 * The footer's layout switch: "Focus" gives the step's text and one drawing most of the screen (for a 1280×720
 * laptop or projector); there, "Steps" opens the step list over the drawing, and "All panels" goes back.
 */
export function FocusSwitch({ stepsOpen, onSteps, narrow }: { stepsOpen: boolean; onSteps(open: boolean): void; narrow: boolean }) {
  const t = useT();
  const layout = useSim(selectLayout);
  const { setLayout } = useActions();
  const focus = layout === 'focus';
  // A phone is always laid out so: it has the Steps button, not the switch.
  return (
    <div className="focus-switch">
      {(focus || narrow) && (
        <button type="button" aria-expanded={stepsOpen} onClick={() => onSteps(!stepsOpen)} data-testid="focus-steps">
          {t(msg('ui.focus.steps'))}
        </button>
      )}
      {!narrow && (
        <button
          type="button"
          aria-pressed={focus}
          title={t(msg(focus ? 'ui.focus.fullTitle' : 'ui.focus.focusTitle'))}
          onClick={() => {
            onSteps(false);
            setLayout(focus ? 'full' : 'focus');
          }}
          data-testid="layout-toggle"
        >
          {t(msg(focus ? 'ui.focus.full' : 'ui.focus.focus'))}
        </button>
      )}
    </div>
  );
}
