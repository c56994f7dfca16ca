import { createContext, type ReactNode, type SVGProps, useContext } from 'react';
import { type Msg, msg } from '../../i18n/msg';
import { useT } from '../shared/i18n/useT';
import type { Rect } from '../shared/layout/geometry';
import type { BoxPlace } from './layout/topologyLayout';

export type Tone = 'a' | 'b' | 'pcie' | 'fabric' | 'neutral';

/** Where each place's box sits and whether the step's route passes it: the topology gives it once to every Box. */
export interface BoxPlaces {
  boxes: Readonly<Record<BoxPlace, Rect>>;
  on(place: string): boolean;
}

export const BoxPlacesContext = createContext<BoxPlaces | null>(null);

/** A box is a place of the route (its rectangle and whether it is lit come from the place), or a box beside it. */
type Where = { place: BoxPlace; r?: undefined; active?: undefined } | { place?: undefined; r: Rect; active: boolean };

type BoxProps = Where & {
  /** Text lines, centred in the box (or at its top when the box holds parts). */
  lines: readonly Msg[];
  tone: Tone;
  top?: boolean;
  title?: Msg;
  className?: string;
  children?: ReactNode;
};

const LINE = 13;

/** Attributes spread on a row (BoxRow): handlers and data-* test hooks. */
export type DataProps = SVGProps<SVGGElement> & { [k: `data-${string}`]: string | undefined };

/** The rectangle of a box and whether the step uses it (on its route, so it is lit; else it recedes). */
function useWhere(where: Where): { r: Rect; active: boolean } {
  const places = useContext(BoxPlacesContext);
  if (where.place === undefined) return { r: where.r, active: where.active };
  if (!places) throw new Error(`Box ${where.place}: no BoxPlacesContext around it`);
  return { r: places.boxes[where.place], active: places.on(where.place) };
}

/** One component of the topology: a labelled rectangle that knows whether the step uses it. */
export function Box({ lines, tone, top = false, title, className = '', children, ...where }: BoxProps) {
  const t = useT();
  const { r, active } = useWhere(where);
  const { place } = where;
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

interface BoxRowProps {
  r: Rect;
  label: Msg;
  /** The step reads or writes this part. */
  touched?: boolean;
  title?: Msg;
  className?: string;
  extra?: DataProps;
}

/** A row inside a component (a ring in DRAM, a register in the BAR). */
export function BoxRow({ r, label, touched = false, title, className = '', extra }: BoxRowProps) {
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
