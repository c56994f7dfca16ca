import { useRef } from 'react';
import { msg } from '../../../i18n/msg';
import { useSim, useSimStore } from '../../../store/SimProvider';
import { selectStep } from '../../../store/selectors';
import { useT } from '../../shared/i18n/useT';
import { copyText } from './copy';
import { stepLink } from './links';

/** The link to this step as it is, and its copy button; `said` is what the last copy of it came to. */
export function ShareLink({ id, said, onCopied }: { id: string; said: string; onCopied(ok: boolean): void }) {
  const t = useT();
  const store = useSimStore();
  const step = useSim(selectStep);
  const field = useRef<HTMLInputElement>(null);
  const link = stepLink({ ...store.getState(), stepIndex: step.index }, window.location.href);
  const copy = async () => onCopied(await copyText(link, field.current));
  return (
    <section aria-labelledby={`${id}-link`}>
      <h3 id={`${id}-link`}>{t(msg('teach.share.link'))}</h3>
      <div className="share-row">
        <input
          ref={field}
          readOnly
          value={link}
          aria-labelledby={`${id}-link`}
          data-testid="share-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" data-testid="copy-link" onClick={() => void copy()}>
          {t(msg('teach.share.copyLink'))}
        </button>
      </div>
      <p className="share-status" role="status">
        {said}
      </p>
    </section>
  );
}
