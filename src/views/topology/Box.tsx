import type { ReactNode, SVGProps } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import type { Place } from '../../sim/trace/places';
import type { Rect } from '../shared/layout/geometry';

export type Tone = 'a' | 'b' | 'pcie' | 'fabric' | 'neutral';

interface BoxProps {
  r: Rect;
  /** Text lines, centred in the box (or at its top when the box holds parts). */
  lines: readonly Msg[];
  tone: Tone;
  place?: Place;
  /** On the current step's path; components off the path recede. */
  active: boolean;
  top?: boolean;
  title?: Msg;
  className?: string;
  children?: ReactNode;
}

const LINE = 13;

/** Attributes spread on a part: handlers and data-* test hooks. */
export type DataProps = SVGProps<SVGGElement> & { [k: `data-${string}`]: string | undefined };

/** One component of the topology: a labelled rectangle that knows whether the step uses it. */
export function Box({ r, lines, tone, place, active, top = false, title, className = '', children }: BoxProps) {
  const t = useT();
  const x = r.x + r.w / 2;
  const y0 = top ? r.y + 13 : r.y + r.h / 2 - ((lines.length - 1) * LINE) / 2 + 4;
  return (
    <g
      className={`box tone-${tone} ${active ? 'active' : 'recede'} ${className}`}
      data-place={place}
      data-active={place ? String(active) : undefined}
    >
      {title && <title>{t(title)}</title>}
      <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={4} />
      {lines.map((l, i) => (
        <text key={i} x={x} y={y0 + i * LINE} textAnchor="middle" className={i === 0 ? 'box-title' : 'box-sub'}>
          {t(l)}
        </text>
      ))}
      {children}
    </g>
  );
}

interface PartProps {
  r: Rect;
  label: Msg;
  /** The step reads or writes this part. */
  touched?: boolean;
  title?: Msg;
  className?: string;
  extra?: DataProps;
}

/** A row inside a component (a ring in DRAM, a register in the BAR). */
export function Part({ r, label, touched = false, title, className = '', extra }: PartProps) {
  const t = useT();
  return (
    <g className={`part ${touched ? 'touched' : ''} ${className}`} {...extra}>
      {title && <title>{t(title)}</title>}
      <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={3} />
      <text x={r.x + r.w / 2} y={r.y + r.h / 2 + 4} textAnchor="middle">
        {t(label)}
      </text>
    </g>
  );
}

/** A host's or an HCA's outline and its name, at the side away from the other host (A: left, B: right). */
export function Container({ r, title, side, titleDy }: { r: Rect; title: Msg; side: 'A' | 'B'; titleDy: number }) {
  const t = useT();
  return (
    <>
      <rect className="container" x={r.x} y={r.y} width={r.w} height={r.h} rx={6} />
      <text
        className="container-title"
        x={side === 'A' ? r.x + 8 : r.x + r.w - 8}
        y={r.y + titleDy}
        textAnchor={side === 'A' ? undefined : 'end'}
      >
        {t(title)}
      </text>
    </>
  );
}

/** An HCA's QP tag: its number, linked across the views with the QPN in the bytes. */
export function QpTag({ r, qpn, title, linked, props }: { r: Rect; qpn: string; title: Msg; linked: boolean; props: DataProps }) {
  const t = useT();
  return (
    <g className={`qp-tag ${linked ? 'linked' : ''}`} {...props}>
      <title>{t(title)}</title>
      <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={7} />
      <text x={r.x + r.w / 2} y={r.y + 11} textAnchor="middle">
        {t(msg('viz.box.qp', { qpn }))}
      </text>
    </g>
  );
}
