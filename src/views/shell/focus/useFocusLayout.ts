import { useSim } from '../../../store/SimProvider';
import { selectLayout } from '../../../store/stateSelectors';
import { useNarrow } from '../../shared/hooks/useNarrow';

/**
 * Whether the explorer is laid out as the focus layout (one drawing, the step list and the tabs folded away): when
 * the link asks for it, and always on a narrow screen (a phone, a portrait tablet), which is also reported.
 */
export function useFocusLayout(): { focus: boolean; narrow: boolean } {
  const narrow = useNarrow();
  const asked = useSim(selectLayout) === 'focus';
  return { focus: asked || narrow, narrow };
}
