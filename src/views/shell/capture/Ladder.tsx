import { type KeyboardEvent, useMemo } from 'react';
import type { MsgKey } from '../../../i18n/en';
import { CAPTURE_LADDER } from '../../../i18n/en/captureLadder';
import { type Msg, msg } from '../../../i18n/msg';
import type { CapturedConnection, Ladder as LadderData, Rung } from '../../../sim/capture/reconstruct';
import { addEnglish } from '../../shared/i18n/catalogues';
import { type Translate, useT } from '../../shared/i18n/useT';
import { useWidth } from '../../timing/useWidth';
import { type ArrowKind, type LadderArrow, type LadderLayout, ladderLayout } from './ladderLayout';

// The diagram's English comes with it (the capture panel's chunk).
addEnglish(CAPTURE_LADDER);

/** Laid out at this width before the container is measured (and when rendered on the server): a phone's. */
const FALLBACK_WIDTH = 360;
const hex = (n: number) => `0x${n.toString(16)}`;
/** A time since the connection's first packet, in µs, as the reader's language writes numbers. */
const timeMsg = (ns: number): Msg => msg('capture.ladder.time', { t: { num: ns / 1000 } });

const LEGEND: readonly { kind: ArrowKind | 'resend'; key: MsgKey }[] = [
  { kind: 'request', key: 'capture.ladder.legend.request' },
  { kind: 'response', key: 'capture.ladder.legend.response' },
  { kind: 'ack', key: 'capture.ladder.legend.ack' },
  { kind: 'nak', key: 'capture.ladder.legend.nak' },
  { kind: 'resend', key: 'capture.ladder.legend.resend' },
];

/** What the arrow's label names: a NAK's or an RNR NAK's kind, else the opcode's short name. */
function whatOf(a: LadderArrow): Msg | string {
  const answer = a.rung.answer;
  return answer !== undefined && answer !== 'ack' ? msg(`capture.ladder.answer.${answer}`) : a.opcode;
}

function Arrow({ a, layout, t, onPick }: { a: LadderArrow; layout: LadderLayout; t: Translate; onPick: (rung: Rung) => void }) {
  const what = whatOf(a);
  const time = timeMsg(a.rung.timeNs);
  const label = t(
    msg('capture.ladder.aria', {
      frame: a.frame,
      direction: msg(a.rung.from === 'requester' ? 'capture.ladder.aToB' : 'capture.ladder.bToA'),
      what,
      psn: String(a.rung.psn),
      time,
      resend: a.resend ? msg('capture.ladder.aria.resend') : '',
    }),
  );
  const key = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onPick(a.rung);
  };
  return (
    <g
      className={`ladder-arrow kind-${a.kind}${a.resend ? ' resend' : ''}`}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid="ladder-arrow"
      data-frame={a.frame}
      data-kind={a.kind}
      data-resend={a.resend ? '' : undefined}
      onClick={() => onPick(a.rung)}
      onKeyDown={key}
    >
      <rect className="ladder-hit" x={a.hit.x} y={a.hit.y} width={a.hit.width} height={a.hit.height} rx={3} />
      <text className="ladder-time" x={layout.timeX} y={a.timeY} textAnchor="end">
        {t(time)}
      </text>
      <line className="ladder-shaft" x1={a.x1} y1={a.y1} x2={a.x2} y2={a.y2} />
      <polygon className="ladder-tip" points={a.head} />
      <text className="ladder-label" x={a.labelX} y={a.labelY} textAnchor="middle">
        {t(msg('capture.ladder.arrow', { opcode: what, psn: String(a.rung.psn) }))}
        {a.resend && (
          <tspan className="ladder-resend" dx={6}>
            {t(msg('capture.ladder.resend'))}
          </tspan>
        )}
      </text>
    </g>
  );
}

/** A column's head: its role, its address (in as many lines as it needs) and its QP; A's from the left, B's to the right. */
function Head({ x, end, layout, lines }: { x: number; end: boolean; layout: LadderLayout; lines: string[] }) {
  return (
    <text className="ladder-head" x={x} y={layout.headY} textAnchor={end ? 'end' : 'start'}>
      {lines.map((l, i) => (
        <tspan key={i} x={x} y={layout.headY + i * layout.lineHeight} className={i === 0 ? 'ladder-role' : undefined}>
          {l}
        </tspan>
      ))}
    </text>
  );
}

/** A gap cut short: a break across each lifeline, and how long nothing was sent. */
function Break({ y, gapNs, layout, t }: { y: number; gapNs: number; layout: LadderLayout; t: Translate }) {
  const cut = (x: number) => `M${x - 7},${y + 2} l14,-5 M${x - 7},${y + 6} l14,-5`;
  return (
    <g className="ladder-break" data-testid="ladder-break">
      {[layout.a, layout.b].map((x) => (
        <g key={x}>
          <rect className="ladder-break-gap" x={x - 8} y={y - 3} width={16} height={8} />
          <path d={cut(x)} />
        </g>
      ))}
      <text className="ladder-gap" x={(layout.a + layout.b) / 2} y={y + 4} textAnchor="middle">
        {t(msg('capture.ladder.gap', { t: { num: gapNs / 1000 } }))}
      </text>
    </g>
  );
}

/**
 * The ladder (sequence) diagram of one captured connection: the requester (A) on the left, the responder (B) on the
 * right, one arrow per packet in capture order, each a button that picks its packet. Laid out at its container's width
 * (1:1, so its 12-px text stays 12 px), never narrower than a phone's panel.
 */
export function Ladder({
  ladder,
  connection,
  onPick,
}: {
  ladder: LadderData;
  connection: CapturedConnection;
  onPick: (rung: Rung) => void;
}) {
  const t = useT();
  const [ref, width] = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const { requester, responder } = connection;
  const layout = useMemo(
    () => ladderLayout(ladder, width, { addresses: { requester: requester.address, responder: responder.address } }),
    [ladder, width, requester.address, responder.address],
  );
  const qpA = requester.qpn === null ? '?' : hex(requester.qpn);
  const qpB = hex(responder.qpn);
  const title = t(
    msg('capture.ladder.title', { n: connection.id + 1, requester: requester.address, qpA, responder: responder.address, qpB }),
  );
  const headA = [t(msg('capture.ladder.roleA')), ...layout.addressLines.requester, t(msg('capture.ladder.qp', { qpn: qpA }))];
  const headB = [t(msg('capture.ladder.roleB')), ...layout.addressLines.responder, t(msg('capture.ladder.qp', { qpn: qpB }))];
  return (
    <div className="ladder" ref={ref} data-connection={connection.id}>
      <p className="ladder-caption muted">{t(msg('capture.ladder.caption'))}</p>
      <svg
        className="ladder-svg"
        data-testid="ladder"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        role="group"
        aria-label={title}
      >
        <title>{title}</title>
        <Head x={layout.headA} end={false} layout={layout} lines={headA} />
        <Head x={layout.headB} end layout={layout} lines={headB} />
        {(
          [
            [layout.a, 'capture.ladder.badgeA'],
            [layout.b, 'capture.ladder.badgeB'],
          ] as const
        ).map(([x, key]) => (
          <g key={key} className="ladder-column">
            <line className="ladder-life" x1={x} y1={layout.lifeTop} x2={x} y2={layout.lifeBottom} />
            <circle className="ladder-badge" cx={x} cy={layout.badgeY} r={layout.badgeR} />
            <text className="ladder-badge-text" x={x} y={layout.badgeY + 4} textAnchor="middle">
              {t(msg(key))}
            </text>
          </g>
        ))}
        {layout.breaks.map((b) => (
          <Break key={b.before} y={b.y} gapNs={b.gapNs} layout={layout} t={t} />
        ))}
        {layout.arrows.map((a) => (
          <Arrow key={a.rung.index} a={a} layout={layout} t={t} onPick={onPick} />
        ))}
      </svg>
      {ladder.more > 0 && (
        <p className="ladder-more" data-testid="ladder-more">
          {t(msg('capture.ladder.more', { n: ladder.more }))}
        </p>
      )}
      <ul className="ladder-legend" aria-label={t(msg('capture.ladder.legend'))}>
        {LEGEND.map((l) => (
          <li key={l.kind} className={l.kind === 'resend' ? 'resend' : `kind-${l.kind}`}>
            <span className="ladder-swatch" aria-hidden="true" />
            {t(l.key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
