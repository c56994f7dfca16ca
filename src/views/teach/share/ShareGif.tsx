import { useState } from 'react';
import { type Msg, msg } from '../../../i18n/msg';
import { PHASES } from '../../../sim/trace/types';
import { download } from '../../shared/download';
import { reducedMotion } from '../../shared/hooks/useStepAnimation';
import { useT } from '../../shared/i18n/useT';
import { DrawingField, type DrawingView, PixelField, RangeField } from './shareFields';
import { useShareJob } from './useShareJob';

type Status =
  | { kind: 'idle' }
  | { kind: 'making'; done: number; total: number }
  | { kind: 'done'; line: Msg }
  | { kind: 'problem'; line: Msg };

/** The embed's sizes (a 16:9 slide and its half), or the teacher's own within these bounds. */
const SIZES = ['960x540', '640x360', 'custom'] as const;
type Size = (typeof SIZES)[number];
const BOUNDS = { minW: 160, maxW: 1920, minH: 90, maxH: 1080 };
/** The bounds as the line says them: pixels, not thousands. */
const BOUNDS_TEXT = { minW: '160', maxW: '1920', minH: '90', maxH: '1080' };

/** The size asked for, in whole pixels within the bounds, or null. */
function sizeOf(size: Size, w: string, h: string): { width: number; height: number } | null {
  const [width, height] = size === 'custom' ? [Number(w), Number(h)] : size.split('x').map(Number);
  const ok = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;
  return ok(width, BOUNDS.minW, BOUNDS.maxW) && ok(height, BOUNDS.minH, BOUNDS.maxH) ? { width, height } : null;
}

/**
 * "Animated GIF": one step or a range, drawn from the same drawings as on screen (the packets move, the pages count),
 * with its title line, at the embed's sizes or the teacher's own. A GIF plays anywhere: slides, a README, a chat, a
 * course page. A progress bar and a cancel while it is made; its size and time when it is done.
 */
export function ShareGif({ id }: { id: string }) {
  const t = useT();
  const share = useShareJob();
  const [range, setRange] = useState('');
  const [view, setView] = useState<DrawingView>('topology');
  const [size, setSize] = useState<Size>('960x540');
  const [custom, setCustom] = useState({ w: '800', h: '450' });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const make = async () => {
    const dims = sizeOf(size, custom.w, custom.h);
    const begun = share.begin(range);
    if (!begun.ok) return setStatus({ kind: 'problem', line: begun.line });
    if (!dims) return setStatus({ kind: 'problem', line: msg('teach.gif.problem.size', BOUNDS_TEXT) });
    const { state, trace, indices, signal, tr, base } = begun.job;
    const total = indices.length;
    let drawn = 0;
    setStatus({ kind: 'making', done: 0, total });
    const started = performance.now();
    const { makeGif } = await import('./gif/makeGif');
    const gif = await makeGif(
      { base, indices, view, ...dims, titleOf: (i) => `${trace.steps[i].phase} · ${tr(trace.steps[i].text.title)}` },
      (done) => {
        drawn = done;
        setStatus({ kind: 'making', done, total });
      },
      signal,
    );
    // Cancelled: said once the work has stopped (the button comes back then, so two GIFs are never made at once).
    if (!gif || signal.aborted) return setStatus({ kind: 'done', line: msg('teach.gif.cancelled', { done: drawn, total }) });
    const file = `rdma-${trace.scenario.op}-${state.lang}-${dims.width}x${dims.height}.gif`;
    download(file, [gif.bytes as Uint8Array<ArrayBuffer>], 'image/gif');
    setStatus({
      kind: 'done',
      line: msg('teach.gif.done', {
        file,
        frames: gif.frames,
        seconds: (gif.durationMs / 1000).toFixed(1),
        kb: Math.round(gif.bytes.length / 1024),
        made: ((performance.now() - started) / 1000).toFixed(1),
      }),
    });
  };

  return (
    <section aria-labelledby={`${id}-gif`} data-testid="share-gif">
      <h3 id={`${id}-gif`}>{t(msg('teach.gif.title'))}</h3>
      <div className="share-row">
        <RangeField value={range} placeholder={PHASES[1]} onChange={setRange} testId="gif-range" />
        <DrawingField value={view} onChange={setView} testId="gif-view" />
        <label>
          {t(msg('teach.gif.size'))}{' '}
          <select value={size} onChange={(e) => setSize(e.currentTarget.value as Size)} data-testid="gif-size">
            <option value="960x540">960×540</option>
            <option value="640x360">640×360</option>
            <option value="custom">{t(msg('teach.gif.custom'))}</option>
          </select>
        </label>
        {size === 'custom' && (
          <>
            <PixelField label={msg('teach.gif.width')} value={custom.w} onChange={(w) => setCustom({ ...custom, w })} testId="gif-width" />
            <PixelField
              label={msg('teach.gif.height')}
              value={custom.h}
              onChange={(h) => setCustom({ ...custom, h })}
              testId="gif-height"
            />
          </>
        )}
      </div>
      <div className="share-row">
        <button type="button" onClick={() => void make()} disabled={status.kind === 'making'} data-testid="gif-download">
          {t(msg('teach.gif.download'))}
        </button>
        {status.kind === 'making' && (
          <>
            <progress max={status.total} value={status.done} aria-label={t(msg('teach.gif.progress'))} data-testid="gif-progress" />{' '}
            <button type="button" data-testid="gif-cancel" onClick={share.cancel}>
              {t(msg('teach.slides.cancel'))}
            </button>
          </>
        )}
      </div>
      {status.kind === 'making' && reducedMotion() && (
        <p className="muted" data-testid="gif-still">
          {t(msg('teach.gif.still'))}
        </p>
      )}
      {(status.kind === 'done' || status.kind === 'problem') && (
        <p
          role={status.kind === 'problem' ? 'alert' : 'status'}
          data-testid="gif-status"
          className={status.kind === 'problem' ? 'capture-problem' : ''}
        >
          {t(status.line)}
        </p>
      )}
    </section>
  );
}
