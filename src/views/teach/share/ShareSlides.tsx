import { useState } from 'react';
import { type Msg, msg } from '../../../i18n/msg';
import { SEND_OP_NAME } from '../../../sim/mlx5/sendOps';
import { SOURCES, type Source, type SourceId } from '../../../sim/sources/sourceTable';
import { PHASES, type Step } from '../../../sim/trace/types';
import type { SimData } from '../../../store/createSimStore';
import { writeUrlState } from '../../../store/urlState';
import { download } from '../../shared/download';
import { useT } from '../../shared/i18n/useT';
import { scenarioChip } from '../../shared/scenarioChip';
import { keyArtifact, keyRows } from '../keyByteRows';
import { DrawingField, type DrawingView, RangeField } from './shareFields';
import type { Aspect, StepSlide } from './slides/buildDeck';
import { useShareJob } from './useShareJob';

type Status =
  | { kind: 'idle' }
  | { kind: 'making'; done: number; total: number }
  | { kind: 'done'; line: Msg; slides: number }
  | { kind: 'problem'; line: Msg };

/**
 * "Slides": the walk (or a range of it) as a PowerPoint deck for the scenario and language on screen, each step's
 * drawing rendered out of sight in its end state; a progress line and a cancel while it is made. The deck opens in
 * PowerPoint, Keynote, Google Slides and LibreOffice Impress.
 */
export function ShareSlides({ id }: { id: string }) {
  const t = useT();
  const share = useShareJob();
  const [range, setRange] = useState('');
  const [view, setView] = useState<DrawingView>('topology');
  const [aspect, setAspect] = useState<Aspect>('16:9');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const make = async () => {
    const begun = share.begin(range);
    if (!begun.ok) return setStatus({ kind: 'problem', line: begun.line });
    const { state, trace, indices, signal, tr, base } = begun.job;
    setStatus({ kind: 'making', done: 0, total: indices.length });
    const [{ stepDrawings }, { buildDeck }] = await Promise.all([import('./slides/stepDrawings'), import('./slides/buildDeck')]);
    const drawings = await stepDrawings(
      base,
      indices,
      view,
      (i) => tr(trace.steps[i].text.title),
      (done) => setStatus({ kind: 'making', done, total: indices.length }),
      signal,
    );
    if (!drawings || signal.aborted) return;
    const link = (i: number) =>
      new URL(`${window.location.pathname}${writeUrlState({ ...base, stepIndex: i } as SimData)}`, window.location.href).href;
    const slides: StepSlide[] = indices.map((i, n) => slideOf(trace.steps[i], trace.steps.length, drawings[n], tr, link(i)));
    const sources = [...new Set(indices.flatMap((i) => (trace.steps[i].text.sources ?? []).flatMap((c) => c.sources)))].map((x) =>
      sourceLine(x, false),
    );
    const bytes = await buildDeck(
      {
        title: tr(msg('ui.header.title', { op: SEND_OP_NAME[trace.scenario.op], sub: msg('ui.header.subtitle') })),
        question: tr(msg('ui.start.question')),
        answer: tr(msg('ui.start.answer')),
        scenario: tr(scenarioChip(trace.scenario)),
        sourcesTitle: tr(msg('teach.slides.sources')),
        sources,
        link: link(indices[0]),
      },
      slides,
      aspect,
    );
    if (signal.aborted) return;
    const file = `rdma-${trace.scenario.op}-${state.lang}.pptx`;
    download(file, [bytes as Uint8Array<ArrayBuffer>], 'application/vnd.openxmlformats-officedocument.presentationml.presentation');
    const total = slides.length + 1 + Math.max(1, Math.ceil(sources.length / 12));
    setStatus({
      kind: 'done',
      slides: total,
      line: msg('teach.slides.done', { file, slides: total, kb: Math.round(bytes.length / 1024) }),
    });
  };

  return (
    <section aria-labelledby={`${id}-slides`} data-testid="share-slides">
      <h3 id={`${id}-slides`}>{t(msg('teach.slides.title'))}</h3>
      <div className="share-row">
        <RangeField value={range} placeholder={`${PHASES[1]}–${PHASES[8]}`} onChange={setRange} testId="slides-range" />
        <DrawingField value={view} onChange={setView} testId="slides-view" />
        <label>
          {t(msg('teach.slides.aspect'))}{' '}
          <select value={aspect} onChange={(e) => setAspect(e.currentTarget.value as Aspect)} data-testid="slides-aspect">
            <option value="16:9">16:9</option>
            <option value="4:3">4:3</option>
          </select>
        </label>
      </div>
      <div className="share-row">
        <button type="button" onClick={() => void make()} disabled={status.kind === 'making'} data-testid="slides-download">
          {t(msg('teach.slides.download'))}
        </button>
        {status.kind === 'making' && (
          <>
            <progress max={status.total} value={status.done} aria-label={t(msg('teach.slides.progress'))} />{' '}
            <button
              type="button"
              data-testid="slides-cancel"
              onClick={() => {
                share.cancel();
                setStatus({ kind: 'idle' });
              }}
            >
              {t(msg('teach.slides.cancel'))}
            </button>
          </>
        )}
      </div>
      {(status.kind === 'done' || status.kind === 'problem') && (
        <p
          role={status.kind === 'problem' ? 'alert' : 'status'}
          data-testid="slides-status"
          // The slide count for a reader that is not a person (the command line's --pptx), in any language.
          data-slides={status.kind === 'done' ? status.slides : undefined}
          className={status.kind === 'problem' ? 'capture-problem' : ''}
        >
          {t(status.line)}
        </p>
      )}
    </section>
  );
}

/** A source as a line a reader can find it by: its publisher, the exact place, its version (and its address, in the notes). */
function sourceLine(id: SourceId, url: boolean): string {
  const x: Source = SOURCES[id];
  return `${x.publisher}, ${x.where}${x.version ? ` (${x.version})` : ''}${url ? `: ${x.url}` : ''}`;
}

/** A step's slide: its title, where it is, its drawing, its key bytes, one line of what really happens, its notes. */
function slideOf(step: Step, count: number, drawing: StepSlide['drawing'], tr: (m: Msg) => string, link: string): StepSlide {
  const a = keyArtifact(step);
  const rows = a ? keyRows(a, 6) : [];
  const keyBytes: [string, string][] = [
    [tr(msg('teach.slides.field')), tr(msg('teach.slides.value'))],
    ...rows.map((r): [string, string] => [r.field ? r.field.name : tr(msg('teach.keyBytes.address')), r.value]),
  ];
  const summary = step.text.summary.map(tr);
  const line = step.text.reality ? tr(step.text.reality) : (summary[0] ?? '');
  const sources = (step.text.sources ?? []).flatMap((c) => c.sources).map((x) => sourceLine(x, true));
  const notes = [
    ...summary,
    ...(step.text.reality ? [`${tr(msg('ui.step.reality'))}: ${tr(step.text.reality)}`] : []),
    ...(sources.length ? [tr(msg('ui.step.sources', { sources: sources.join('; ') }))] : []),
    link,
  ].join('\n\n');
  return {
    title: tr(step.text.title),
    where: `${tr(msg('teach.print.step', { index: String(step.index + 1), count: String(count) }))} · ${step.phase}`,
    drawing,
    keyBytes,
    line,
    notes,
  };
}
