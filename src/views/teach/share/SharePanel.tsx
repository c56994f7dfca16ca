import { useRef, useState } from 'react';
import { msg } from '../../../i18n/msg';
import { EMBED_VIEWS, type EmbedView } from '../../../store/vocabularies';
import { useActions, useSim, useSimStore } from '../../../store/SimProvider';
import { selectQuiz, selectStep } from '../../../store/selectors';
import { download } from '../../shared/download';
import { useT } from '../../shared/i18n/useT';
import { PanelHead } from '../../shared/PanelHead';
import { copyText } from './copy';
import { EMBED_SIZES, embedCode, embedLink, stepLink } from './links';

const VIEW_LABEL = {
  topology: 'teach.view.topology',
  memory: 'teach.view.memory',
  bytes: 'teach.view.bytes',
  code: 'teach.view.code',
} as const;
/** The drawings that can be saved as images, by the test id of their section. */
const DRAWINGS = [
  { view: 'topology', testId: 'topology' },
  { view: 'memory', testId: 'memory-maps' },
] as const;

type Status = 'copied' | 'failed' | null;

/** Saves one drawing of this instance as an SVG or a PNG named after the step. */
async function saveDrawing(from: HTMLElement, testId: string, file: string, title: string, format: 'svg' | 'png') {
  const view = from.closest('.app')?.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const svg = view?.querySelector<SVGSVGElement>(':scope > svg:not(.in-flight-layer)');
  if (!view || !svg) return;
  const { standaloneSvg, svgToPng } = await import('./exportImage');
  const text = standaloneSvg(svg, title, [...view.querySelectorAll<SVGSVGElement>(':scope > svg.in-flight-layer')]);
  if (format === 'svg') {
    download(`${file}.svg`, [text], 'image/svg+xml');
    return;
  }
  const vb = svg.viewBox.baseVal;
  download(`${file}.png`, [await svgToPng(text, vb.width, vb.height)], 'image/png');
}

export function SharePanel({ id, onClose }: { id: string; onClose(): void }) {
  const t = useT();
  const store = useSimStore();
  const step = useSim(selectStep);
  const quiz = useSim(selectQuiz);
  const { setMode, setQuiz } = useActions();
  // On the Code tab, the embed shows the program large by default.
  const [view, setView] = useState<EmbedView>(() => (store.getState().tab === 'code' ? 'code' : 'topology'));
  const [size, setSize] = useState(0);
  const [status, setStatus] = useState<{ what: 'link' | 'embed'; s: Status }>({ what: 'link', s: null });
  const linkField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLTextAreaElement>(null);
  const state = store.getState();
  const href = window.location.href;
  const link = stepLink({ ...state, stepIndex: step.index }, href);
  const code = embedCode(
    embedLink({ ...state, stepIndex: step.index }, view, href),
    EMBED_SIZES[size],
    t(msg('teach.share.iframeTitle', { title: step.text.title })),
  );
  const copy = async (what: 'link' | 'embed') => {
    const ok = await copyText(what === 'link' ? link : code, what === 'link' ? linkField.current : codeField.current);
    setStatus({ what, s: ok ? 'copied' : 'failed' });
  };
  const say = (what: 'link' | 'embed') =>
    status.what === what && status.s ? t(msg(status.s === 'copied' ? 'teach.share.copied' : 'teach.share.copyFailed')) : '';
  const file = `rdma-write-${step.id}`;
  const title = t(step.text.title);
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
      <section aria-labelledby={`${id}-link`}>
        <h3 id={`${id}-link`}>{t(msg('teach.share.link'))}</h3>
        <div className="share-row">
          <input
            ref={linkField}
            readOnly
            value={link}
            aria-labelledby={`${id}-link`}
            data-testid="share-link"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" data-testid="copy-link" onClick={() => void copy('link')}>
            {t(msg('teach.share.copyLink'))}
          </button>
        </div>
        <p className="share-status" role="status">
          {say('link')}
        </p>
      </section>
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
          ref={codeField}
          readOnly
          value={code}
          rows={3}
          aria-labelledby={`${id}-embed`}
          data-testid="embed-code"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" data-testid="copy-embed" onClick={() => void copy('embed')}>
          {t(msg('teach.share.copyEmbed'))}
        </button>
        <p className="share-status" role="status">
          {say('embed')}
        </p>
      </section>
      <section aria-labelledby={`${id}-images`}>
        <h3 id={`${id}-images`}>{t(msg('teach.share.images'))}</h3>
        <div className="share-row">
          {DRAWINGS.map((d) =>
            (['svg', 'png'] as const).map((format) => (
              <button
                key={`${d.view}-${format}`}
                type="button"
                data-testid={`export-${d.view}-${format}`}
                title={t(msg('teach.export.title', { view: msg(VIEW_LABEL[d.view]) }))}
                onClick={(e) => void saveDrawing(e.currentTarget, d.testId, `${file}-${d.view}`, title, format)}
              >
                {t(msg(format === 'svg' ? 'teach.export.svg' : 'teach.export.png', { view: msg(VIEW_LABEL[d.view]) }))}
              </button>
            )),
          )}
        </div>
      </section>
      <section aria-labelledby={`${id}-modes`}>
        <h3 id={`${id}-modes`}>{t(msg('teach.share.modes'))}</h3>
        <div className="share-row">
          <button type="button" data-testid="open-lecture" onClick={() => setMode('lecture')}>
            {t(msg('teach.share.lecture'))}
          </button>
          <button
            type="button"
            data-testid="open-lecture-quiz"
            onClick={() => {
              setQuiz(true);
              setMode('lecture');
            }}
          >
            {t(msg('teach.share.lectureQuiz'))}
          </button>
          <button type="button" data-testid="open-print" onClick={() => setMode('print')}>
            {t(msg('teach.share.print'))}
          </button>
          <button type="button" data-testid="open-print-compact" onClick={() => setMode('print-compact')}>
            {t(msg('teach.share.printCompact'))}
          </button>
        </div>
        <label className="toggle share-quiz">
          <input type="checkbox" checked={quiz} onChange={(e) => setQuiz(e.target.checked)} data-testid="quiz-toggle" />
          {t(msg('teach.share.quiz'))}
        </label>
        <p className="share-note">{t(msg('teach.share.quizNote'))}</p>
      </section>
    </div>
  );
}
