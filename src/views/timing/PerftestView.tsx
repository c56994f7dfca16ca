import { useId } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import type { PerftestLatency, ReadRoundTrip } from '../../sim/perf/perftestLatency';
import { ANCHORS } from '../../sim/timing/anchors';
import { useT } from '../shared/i18n/useT';
import { type PingPongSegment, pingPongLayout } from './pingPongLayout';
import { formatPerftest } from './timingFormat';
import { useWidth } from './useWidth';

const SEGMENT_TEXT: Record<PingPongSegment['label'], Msg> = {
  write: msg('timing.pingpong.write'),
  send: msg('timing.pingpong.send'),
  seen: msg('timing.pingpong.seen'),
  ownCqe: msg('timing.pingpong.ownCqe'),
  request: msg('timing.pingpong.request'),
  dmaRead: msg('timing.pingpong.dmaRead'),
  response: msg('timing.pingpong.response'),
  pollCq: msg('timing.pingpong.pollCq'),
};

const HEIGHT = 210;

/** The published latencies the model is checked against (one definition: the anchors), as perftest prints them. */
const publishedFigures = {
  source: ANCHORS['write-lat-inline'].source,
  inline: formatPerftest(ANCHORS['write-lat-inline'].value),
  noInline: formatPerftest(ANCHORS['write-lat-noninline'].value),
  read: formatPerftest(ANCHORS['read-lat'].value),
};

/** What makes A wait each iteration: B's WRITE into its buffer, or (ib_send_lat) B's SEND on its receive CQ. */
const loopKey = (send: boolean, cqSets: boolean) =>
  send
    ? cqSets
      ? 'timing.perftest.cqSetsSend'
      : 'timing.perftest.notCqSend'
    : cqSets
      ? 'timing.perftest.cqSets'
      : 'timing.perftest.notCq';

/**
 * "What ib_write_lat measures": half of a ping-pong in which each side polls
 * the last byte of its own buffer (ib_send_lat: its receive CQ; ib_read_lat:
 * one round trip, printed whole), drawn as two timelines with the numbers of
 * this scenario, and a switch that marks it on the waterfall.
 */
export function PerftestView({
  lat,
  read,
  overlay,
  onOverlay,
}: {
  lat: PerftestLatency;
  read: ReadRoundTrip | null;
  overlay: boolean;
  onOverlay: ((on: boolean) => void) | null;
}) {
  const t = useT();
  const [ref, width] = useWidth<HTMLDivElement>(400);
  const arrow = useId();
  const layout = pingPongLayout(lat, read, width, HEIGHT);
  const explain =
    lat.test === 'ib_read_lat' ? 'timing.perftest.read' : lat.test === 'ib_send_lat' ? 'timing.perftest.send' : 'timing.perftest.write';

  return (
    <section className="perftest" data-testid="perftest" aria-labelledby={`${arrow}-title`}>
      <header className="timing-head">
        <h3 id={`${arrow}-title`}>{t(msg('timing.perftest.title', { test: lat.test }))}</h3>
        {onOverlay && (
          <button type="button" className="toggle" aria-pressed={overlay} onClick={() => onOverlay(!overlay)} data-testid="perftest-toggle">
            {t(msg('timing.perftest.show'))}
          </button>
        )}
      </header>
      <p>
        {t(
          msg(explain, {
            test: lat.test,
            period: formatPerftest(lat.periodNs),
            reported: formatPerftest(lat.reportedNs),
          }),
        )}
      </p>
      <div ref={ref} className="pingpong-box">
        <svg
          className="pingpong"
          data-testid="pingpong"
          width={layout.width}
          height={layout.height}
          role="img"
          aria-label={t(msg('timing.pingpong.label'))}
        >
          <defs>
            <marker id={arrow} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="pp-head" />
            </marker>
          </defs>
          <text x={layout.axisA} y={16} className="pp-host side-a" textAnchor="middle">
            {t(msg('timing.pingpong.hostA'))}
          </text>
          <text x={layout.axisB} y={16} className="pp-host side-b" textAnchor="middle">
            {t(msg('timing.pingpong.hostB'))}
          </text>
          <line x1={layout.axisA} x2={layout.axisA} y1={layout.y0} y2={layout.y1} className="pp-axis" />
          <line x1={layout.axisB} x2={layout.axisB} y1={layout.y0} y2={layout.y1} className="pp-axis" />
          {layout.segments.map((s, i) => (
            <Segment key={`${s.label}-${i}`} s={s} text={t(SEGMENT_TEXT[s.label])} arrow={arrow} />
          ))}
          {lat.rttFactor === 2 && (
            <Bracket {...layout.period} text={t(msg('timing.pingpong.period', { time: formatPerftest(layout.period.ns) }))} />
          )}
          <Bracket {...layout.printed} text={t(msg('timing.pingpong.printed', { time: formatPerftest(layout.printed.ns) }))} strong />
        </svg>
      </div>
      {lat.test !== 'ib_read_lat' && <p className="muted">{t(msg(loopKey(lat.test === 'ib_send_lat', lat.limitedBy === 'completion')))}</p>}
      {/* ib_send_lat has no published figure of its own: the note says so first, and the figures shown are named. */}
      {lat.test === 'ib_send_lat' && <p className="perftest-uncalibrated">{t(msg('timing.perftest.sendUncalibrated'))}</p>}
      <p className="muted">
        {t(msg(lat.test === 'ib_send_lat' ? 'timing.perftest.publishedSend' : 'timing.perftest.published', publishedFigures))}
      </p>
    </section>
  );
}

function Segment({ s, text, arrow }: { s: PingPongSegment; text: string; arrow: string }) {
  const midY = (s.y1 + s.y2) / 2;
  if (s.kind === 'op') {
    return (
      <g className="pp-op">
        <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} markerEnd={`url(#${arrow})`} />
        <text x={(s.x1 + s.x2) / 2} y={midY - 6} textAnchor="middle" className="pp-label">
          {text}
        </text>
      </g>
    );
  }
  if (s.kind === 'cqe') {
    return (
      <g className="pp-cqe">
        <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
        <text x={s.x1 - 4} y={s.y1 + 4} textAnchor="end" className="pp-label">
          {text}
        </text>
      </g>
    );
  }
  // A poll or B's DMA read: a thick stretch of the host's own timeline, labelled on its left.
  return (
    <g className={s.kind === 'dma' ? 'pp-dma' : 'pp-seen'}>
      <line x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} />
      <text x={s.x1 - 8} y={Math.max(midY + 4, s.y1 + 12)} textAnchor="end" className="pp-label">
        {text}
      </text>
    </g>
  );
}

/** A bracket from y0 to y1 opening towards B's timeline, its label to the right of its lower end. */
function Bracket({ x, y0, y1, text, strong = false }: { x: number; y0: number; y1: number; text: string; strong?: boolean }) {
  return (
    <g className={strong ? 'pp-bracket strong' : 'pp-bracket'}>
      <path d={`M ${x - 6} ${y0} H ${x} V ${y1} H ${x - 6}`} />
      <text x={x + 6} y={y1 + 4} className="pp-label">
        {text}
      </text>
    </g>
  );
}
