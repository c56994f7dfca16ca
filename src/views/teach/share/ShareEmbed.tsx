import { useRef, useState } from 'react';
import { msg } from '../../../i18n/msg';
import { useSim, useSimStore } from '../../../store/SimProvider';
import { selectStep } from '../../../store/selectors';
import { EMBED_VIEWS, type EmbedView } from '../../../store/vocabularies';
import { useT } from '../../shared/i18n/useT';
import { copyText } from './copy';
import { EMBED_SIZES, embedCode, embedLink } from './links';
import { VIEW_LABEL } from './viewLabels';

/** An iframe snippet for slides: the view it shows large, its size, the code and its copy button. */
export function ShareEmbed({ id, said, onCopied }: { id: string; said: string; onCopied(ok: boolean): void }) {
  const t = useT();
  const store = useSimStore();
  const step = useSim(selectStep);
  // On the Code tab, the embed shows the program large by default.
  const [view, setView] = useState<EmbedView>(() => (store.getState().tab === 'code' ? 'code' : 'topology'));
  const [size, setSize] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const code = embedCode(
    embedLink({ ...store.getState(), stepIndex: step.index }, view, window.location.href),
    EMBED_SIZES[size],
    t(msg('teach.share.iframeTitle', { title: step.text.title })),
  );
  const copy = async () => onCopied(await copyText(code, field.current));
  return (
    <section aria-labelledby={`${id}-embed`}>
      <h3 id={`${id}-embed`}>{t(msg('teach.share.embed'))}</h3>
      <div className="share-row">
        <label>
          {t(msg('teach.share.embedView'))}{' '}
          <select value={view} onChange={(e) => setView(e.target.value as EmbedView)} data-testid="embed-view">
            {EMBED_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(msg(VIEW_LABEL[v]))}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t(msg('teach.share.embedSize'))}{' '}
          <select value={size} onChange={(e) => setSize(Number(e.target.value))} data-testid="embed-size">
            {EMBED_SIZES.map((s, i) => (
              <option key={i} value={i}>
                {'fill' in s ? t(msg('teach.share.sizeFill')) : t(msg('teach.share.size', { w: String(s.w), h: String(s.h) }))}
              </option>
            ))}
          </select>
        </label>
      </div>
      <textarea
        ref={field}
        readOnly
        value={code}
        rows={3}
        aria-labelledby={`${id}-embed`}
        data-testid="embed-code"
        onFocus={(e) => e.currentTarget.select()}
      />
      <button type="button" data-testid="copy-embed" onClick={() => void copy()}>
        {t(msg('teach.share.copyEmbed'))}
      </button>
      <p className="share-status" role="status">
        {said}
      </p>
    </section>
  );
}
