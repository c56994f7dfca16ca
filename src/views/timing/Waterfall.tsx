import { type Msg, msg } from '../../i18n/msg';
import type { PerftestLatency } from '../../sim/perf/perftestLatency';
import type { DoneClocks } from '../../sim/trace/timeline';
import type { Trace } from '../../sim/trace/types';
import { useActions, useSim } from '../../store/SimProvider';
import { selectStepIndex } from '../../store/selectors';
import { useT } from '../shared/i18n/useT';
import { PhaseBadge } from '../shared/PhaseBadge';
import { formatPerftest, formatShare, formatTick, formatTime } from './timingFormat';
import { TOLD_TITLE, toldNever } from './toldClock';
import { markAt, type WaterfallMark, waterfallLayout } from './waterfallLayout';

const pct = (f: number) => `${(f * 100).toFixed(3)}%`;

/** The three clocks for "done", as the clocks panel words them: a null clock says why it never comes. */
const CLOCK_TEXT: Record<'placedNs' | 'cqeSeenNs' | 'bToldNs', (c: DoneClocks) => Msg> = {
  placedNs: (c) =>
    c.placedNs === null
      ? msg('ui.clocks.never', { clock: msg('ui.clocks.placed', { host: c.placedHost }), why: msg('ui.clocks.placedNever') })
      : msg('ui.clocks.at', { clock: msg('ui.clocks.placed', { host: c.placedHost }), time: formatTime(c.placedNs) }),
  cqeSeenNs: (c) => {
    const clock = msg(c.refused ? 'ui.clocks.cqeError' : 'ui.clocks.cqe');
    return c.cqeSeenNs === null
      ? msg('ui.clocks.never', { clock, why: msg('ui.clocks.cqeNever') })
      : msg('ui.clocks.at', { clock, time: formatTime(c.cqeSeenNs) });
  },
  bToldNs: (c) => {
    const clock = msg(TOLD_TITLE[c.bTold]);
    return c.bToldNs === null
      ? msg('ui.clocks.never', { clock, why: msg(toldNever(c)) })
      : msg('ui.clocks.at', { clock, time: formatTime(c.bToldNs) });
  },
};
const CLOCKS = ['placedNs', 'cqeSeenNs', 'bToldNs'] as const;

/** The clock lines (and the perftest mark) drawn in one track: stacked rows make them read as lines down the waterfall. */
function Marks({ clocks, perftest }: { clocks: WaterfallMark[]; perftest: WaterfallMark | null }) {
  return (
    <>
      {perftest && <span className="wf-perftest-band" style={{ width: pct(perftest.at) }} data-testid="perftest-band" />}
      {clocks.map((c) => (
        <span key={c.kind} className={`wf-clock clock-${c.kind}`} style={{ left: pct(c.at) }} data-clock={c.kind} />
      ))}
      {perftest && <span className="wf-clock clock-perftest" style={{ left: pct(perftest.at) }} />}
    </>
  );
}

/**
 * The latency waterfall of the trace: one row per step (its title, duration
 * and share of the total, then its bar from start to end on one axis from the
 * post to the end of the trace), the three clocks for "done" as lines down
 * the rows, and (when asked) what the perftest latency test prints.
 */
export function Waterfall({ trace, perftest }: { trace: Trace; perftest: PerftestLatency | null }) {
  const t = useT();
  const current = useSim(selectStepIndex);
  const { goTo } = useActions();
  // Four ticks at any width (the bars are placed in fractions of the axis): no measuring, so a first open lays out once.
  const layout = waterfallLayout(trace);
  const total = formatTime(layout.totalNs);
  const mark = perftest ? markAt(layout, perftest.reportedNs) : null;
  const { clocks } = trace.timeline;
  return (
    <div className="wf" data-testid="waterfall" data-total-ns={layout.totalNs}>
      <div className="wf-body" role="group" aria-label={t(msg('timing.waterfall.label', { start: formatTime(0), end: total }))}>
        {layout.rows.map((r) => {
          const label = t(
            msg('timing.waterfall.row', {
              title: r.title,
              start: formatTime(r.startNs),
              end: formatTime(r.endNs),
              duration: formatTime(r.durationNs),
              share: formatShare(r.share),
              total,
            }),
          );
          return (
            <button
              key={r.index}
              type="button"
              className={`wf-row side-${r.side}${r.index === current ? ' current' : ''}`}
              data-step-index={r.index}
              data-start-ns={r.startNs}
              data-end-ns={r.endNs}
              title={label}
              aria-label={label}
              aria-current={r.index === current ? 'step' : undefined}
              onClick={() => goTo(r.index)}
            >
              <span className="wf-line">
                <PhaseBadge phase={r.phase} />
                <span className="wf-title">{t(r.title)}</span>
                <span className="wf-meta">
                  {formatTime(r.durationNs)} · <b>{t(formatShare(r.share))}</b>
                </span>
              </span>
              <span className="wf-track">
                <Marks clocks={layout.clocks} perftest={mark} />
                <span className="wf-bar" style={{ left: pct(r.left), width: pct(r.width) }} />
              </span>
            </button>
          );
        })}
      </div>
      <div className="wf-axis" aria-hidden="true">
        {layout.ticks.map((k) => (
          <span key={k.ns} className="wf-tick" style={{ left: pct(k.at), transform: `translateX(-${(k.at * 100).toFixed(1)}%)` }}>
            {formatTick(k.ns, layout.totalNs)}
          </span>
        ))}
      </div>
      <ul className="wf-legend">
        <li className="wf-total" data-testid="waterfall-total">
          {t(msg('timing.waterfall.total', { total }))}
        </li>
        {CLOCKS.map((k) => (
          <li key={k} className={clocks[k] === null ? 'never' : `clock-${k}`}>
            {t(CLOCK_TEXT[k](clocks))}
          </li>
        ))}
        {perftest && (
          <li className="clock-perftest">
            {t(msg('timing.waterfall.perftest', { test: perftest.test, time: formatPerftest(perftest.reportedNs) }))}
          </li>
        )}
      </ul>
    </div>
  );
}
