import { useState } from 'react';
import { msg } from '../../../i18n/msg';
import { useT } from '../../shared/i18n/useT';
import { PanelHead } from '../../shared/PanelHead';
import { ShareEmbed } from './ShareEmbed';
import { ShareGif } from './ShareGif';
import { ShareImages } from './ShareImages';
import { ShareLink } from './ShareLink';
import { ShareModes } from './ShareModes';
import { ShareSlides } from './ShareSlides';

/** What the last copy came to, and of which text: one status line speaks at a time. */
type CopyStatus = { what: 'link' | 'embed'; s: 'copied' | 'failed' | null };

/** The share panel: the link to this step, an embed for slides, images of the drawings, the classroom modes. */
export function SharePanel({ id, onClose }: { id: string; onClose(): void }) {
  const t = useT();
  const [status, setStatus] = useState<CopyStatus>({ what: 'link', s: null });
  const said = (what: CopyStatus['what']) =>
    status.what === what && status.s ? t(msg(status.s === 'copied' ? 'teach.share.copied' : 'teach.share.copyFailed')) : '';
  const copied = (what: CopyStatus['what']) => (ok: boolean) => setStatus({ what, s: ok ? 'copied' : 'failed' });
  return (
    <div
      className="floating-panel menu-panel share-panel"
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      data-testid="share-panel"
    >
      <PanelHead titleId={`${id}-title`} title={t(msg('teach.share.title'))} closeLabel={t(msg('teach.share.close'))} onClose={onClose} />
      <ShareLink id={id} said={said('link')} onCopied={copied('link')} />
      <ShareEmbed id={id} said={said('embed')} onCopied={copied('embed')} />
      <ShareImages id={id} />
      <ShareSlides id={id} />
      <ShareGif id={id} />
      <ShareModes id={id} />
    </div>
  );
}
