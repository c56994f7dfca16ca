import { useActions, useSim } from '../../../store/SimProvider';
import { selectSelectedLink } from '../drawingSelectors';
import { isLinked, type LinkTarget, primaryLink } from '../layout/linkTargets';

/**
 * Props that make an SVG element a linked-highlighting target: it reports its
 * key (data-link), shows when the followed value lives here (data-linked),
 * and hovering or focusing it follows its value everywhere.
 */
export function useLinkable(target: LinkTarget) {
  const selected = useSim(selectSelectedLink);
  const { select } = useActions();
  const key = primaryLink(target);
  const linked = isLinked(target, selected);
  return {
    linked,
    props: {
      'data-link': key,
      'data-linked': linked ? 'true' : 'false',
      tabIndex: 0,
      onMouseEnter: () => select(key),
      onMouseLeave: () => select(null),
      onFocus: () => select(key),
      onBlur: () => select(null),
      // A tap on a touch screen has no hover: clicking follows the value too.
      onClick: () => select(key),
    },
  };
}
