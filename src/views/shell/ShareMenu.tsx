import { msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import { lazyAfterExplorer } from './explorer/lazyParts';
import { HeaderMenu } from './HeaderMenu';

/** The panel's code (links, embed code, images) comes when it is first opened. */
const SharePanel = lazyAfterExplorer(() => import('../teach/share/SharePanel').then((m) => m.SharePanel));

/** The header's "Share" button and its panel: links, embed code, images of the step, the classroom modes (`panel=share`). */
export function ShareMenu() {
  const t = useT();
  return <HeaderMenu panel="share" label={t(msg('teach.share.button'))} Body={SharePanel} />;
}
