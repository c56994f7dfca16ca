import { scaleLog } from 'd3-scale';
import { opcodeShortName } from '../../../sim/capture/opcodeShortName';
import type { Ladder, Rung } from '../../../sim/capture/reconstruct';
import { RC_OP } from '../../../sim/ib/opcodes';

/**
 * The ladder (sequence) diagram of one captured connection, as numbers: the requester's column (A) on the left, the
 * responder's (B) on the right, one arrow per packet, top to bottom in capture order. Pure maths; Ladder.tsx draws it.
 *
 * Why this vertical scale. A capture's gaps span seven or more orders of magnitude: the packets of a burst follow each
 * other within a few hundred nanoseconds, a round trip takes microseconds, and an RNR wait or a retransmission timer
 * milliseconds to seconds. A linear time scale would either squeeze a whole burst into one pixel or make the diagram
 * kilometres tall; pcap's microsecond timestamps also give many packets the very same time. So the rows are placed by
 * rank: every packet at least `minGap` below the one before it, however close in time, and its real time since the
 * connection's first packet is printed beside it. A pure rank would hide the waits, which are what a learner looks for,
 * so each gap also adds space growing with the logarithm of the idle time (d3's log scale, from 1 µs to `breakNs`,
 * clamped at `maxExtra`): a round trip shows as a little air, a long wait as a larger one, and none dominates. A gap of
 * `breakNs` or more is cut at that size and marked with a break symbol and its duration: the one place the drawing is
 * not to scale says so.
 */

/** How an arrow is drawn: requests dark, READ and atomic responses blue, ACKs grey, NAKs and RNR NAKs red. */
export type ArrowKind = 'request' | 'response' | 'ack' | 'nak' | 'rnr';

export interface LadderOptions {
  /** The least vertical distance between two consecutive arrows (px). */
  minGap?: number;
  /** How far an arrow drops from its sender's column to its receiver's (px): the slope that shows its direction. */
  slope?: number;
  /** The most space an idle gap adds to `minGap` (px). */
  maxExtra?: number;
  /** A gap this long or longer (ns) is cut and marked with a break symbol. */
  breakNs?: number;
  /** The text's size (px): the column heads and the time labels are sized from it. */
  fontPx?: number;
  /** The two ends' addresses, split into lines that fit their heads. */
  addresses?: { requester: string; responder: string };
  /** Lines of a column head besides its address lines (its role and its QP). */
  headExtraLines?: number;
}

export interface LadderArrow {
  rung: Rung;
  /** Wireshark's frame number (the capture index plus one). */
  frame: number;
  kind: ArrowKind;
  resend: boolean;
  /** The opcode's short name ("WRITE First", "ACK"): a protocol name, the same in every language. */
  opcode: string;
  /** The row's y: where the arrow leaves its sender's column. */
  y: number;
  /** The shaft, from the sender's column to the base of the head. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** The head, a triangle whose tip touches the receiver's column: "x,y x,y x,y". */
  head: string;
  /** The label's anchor (text-anchor middle, baseline), above the shaft. */
  labelX: number;
  labelY: number;
  /** The time label's baseline (text-anchor end at `LadderLayout.timeX`). */
  timeY: number;
  /** The area a pointer or a focus ring covers: the row, between the columns. */
  hit: { x: number; y: number; width: number; height: number };
}

/** A gap cut short: the break symbol's middle, between the arrow before and the arrow after. */
export interface LadderBreak {
  y: number;
  gapNs: number;
  /** The index (in `arrows`) of the arrow after the gap. */
  before: number;
}

export interface LadderLayout {
  width: number;
  height: number;
  /** The lifelines' x and their vertical extent; the A and B badges sit at `badgeY`. */
  a: number;
  b: number;
  badgeY: number;
  badgeR: number;
  lifeTop: number;
  lifeBottom: number;
  /** The column heads: A's text starts at `headA`, B's ends at `headB`; the first line's baseline, and the line step. */
  headA: number;
  headB: number;
  headY: number;
  lineHeight: number;
  /** The addresses, each split into lines that fit its head. */
  addressLines: { requester: string[]; responder: string[] };
  /** The time labels' right edge. */
  timeX: number;
  arrows: LadderArrow[];
  breaks: LadderBreak[];
  minGap: number;
}

export const LADDER_DEFAULTS = {
  minGap: 22,
  slope: 6,
  maxExtra: 24,
  breakNs: 200_000,
  fontPx: 12,
  headExtraLines: 2,
} as const;

/** The narrowest drawing laid out (px): a 360-px phone, less its panel's padding. */
export const LADDER_MIN_WIDTH = 280;

const PAD = 6;
const HEAD_LEN = 8;
const HEAD_HALF = 4;
/** From a row's y to its label's baseline (above the shaft), and to its time label's baseline. */
const LABEL_RISE = 4;
const TIME_DROP = 6;
/** Room above a row for its label (the cap height and a little air). */
const LABEL_ROOM = 14;
/** A gap's extra space grows from 1 µs on. */
const LOG_FROM_NS = 1_000;

const READ_RESPONSES: ReadonlySet<number> = new Set([
  RC_OP.RDMA_READ_RESPONSE_FIRST,
  RC_OP.RDMA_READ_RESPONSE_MIDDLE,
  RC_OP.RDMA_READ_RESPONSE_LAST,
  RC_OP.RDMA_READ_RESPONSE_ONLY,
  RC_OP.ATOMIC_ACKNOWLEDGE,
]);

/** How a rung is drawn, from its typed fields: a NAK's answer first, then the opcode (a READ response may carry an AETH), then its sender. */
export function arrowKindOf(rung: Rung): ArrowKind {
  if (rung.answer === 'rnr') return 'rnr';
  if (rung.answer !== undefined && rung.answer !== 'ack') return 'nak';
  const op = rung.opcode & 0x1f;
  if (READ_RESPONSES.has(op)) return 'response';
  if (rung.answer === 'ack' || op === RC_OP.ACKNOWLEDGE) return 'ack';
  return rung.from === 'responder' ? 'response' : 'request';
}

/** Characters of a time label ("1,234.56 µs") for a time in ns: digits, group separators, two decimals, the unit. */
export function timeLabelChars(ns: number): number {
  const us = Math.max(0, ns) / 1000;
  const digits = us < 1 ? 1 : Math.floor(Math.log10(us)) + 1;
  return digits + Math.floor((digits - 1) / 3) + 3 + 3;
}

/**
 * An address split into lines of at most `max` characters: at its colons (a GID, an IPv6 address) or dots where it can,
 * else anywhere. An address that fits is one line.
 */
export function splitAddress(address: string, max: number): string[] {
  const limit = Math.max(4, Math.floor(max));
  const lines: string[] = [];
  let rest = address;
  while (rest.length > limit) {
    const window = rest.slice(0, limit + 1);
    const cut = Math.max(window.lastIndexOf(':'), window.lastIndexOf('.'));
    const at = cut > 0 ? cut + 1 : limit;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  if (rest.length > 0 || lines.length === 0) lines.push(rest);
  return lines;
}

const f1 = (n: number) => Math.round(n * 10) / 10;

/** The ladder of `ladder` laid out `width` px wide (at least LADDER_MIN_WIDTH). */
export function ladderLayout(ladder: Ladder, width: number, options: LadderOptions = {}): LadderLayout {
  const o = { ...LADDER_DEFAULTS, ...options };
  const w = Math.max(LADDER_MIN_WIDTH, Math.floor(width));
  const charPx = o.fontPx * 0.6;
  const lineHeight = Math.round(o.fontPx * 1.3);

  // The heads: A's text from the left edge, B's to the right edge, each at most half the width.
  const headChars = (w / 2 - 2 * PAD) / charPx;
  const addressLines = {
    requester: splitAddress(o.addresses?.requester ?? '', headChars),
    responder: splitAddress(o.addresses?.responder ?? '', headChars),
  };
  const headLines = o.headExtraLines + Math.max(addressLines.requester.length, addressLines.responder.length);
  const headY = o.fontPx + 2;
  const badgeR = Math.round(o.fontPx * 0.8);
  const badgeY = headY + (headLines - 1) * lineHeight + PAD + badgeR + 2;
  const lifeTop = badgeY + badgeR;

  // The time column, as wide as the longest time label; the columns inside the rest.
  const lastNs = ladder.rungs.reduce((m, r) => Math.max(m, r.timeNs), 0);
  const timeX = Math.ceil(PAD + timeLabelChars(lastNs) * charPx);
  const a = timeX + PAD + badgeR;
  const b = w - PAD - badgeR;

  const extra = scaleLog()
    .domain([LOG_FROM_NS, Math.max(o.breakNs, LOG_FROM_NS * 2)])
    .range([0, o.maxExtra])
    .clamp(true);

  const arrows: LadderArrow[] = [];
  const breaks: LadderBreak[] = [];
  let y = lifeTop + LABEL_ROOM + PAD;
  ladder.rungs.forEach((rung, i) => {
    if (i > 0) {
      const gapNs = Math.max(0, rung.timeNs - ladder.rungs[i - 1].timeNs);
      // Whole pixels: the rows stay crisp and their spacing exact.
      const add = gapNs > LOG_FROM_NS ? Math.round(extra(gapNs)) : 0;
      const prev = y;
      y += o.minGap + add;
      // The break symbol sits between the previous arrow's foot and this arrow's label.
      if (gapNs >= o.breakNs) breaks.push({ y: f1((prev + o.slope + y - LABEL_ROOM) / 2), gapNs, before: i });
    }
    const right = rung.from === 'requester';
    const xFrom = right ? a : b;
    const xTo = right ? b : a;
    const yTo = y + o.slope;
    const len = Math.hypot(xTo - xFrom, o.slope);
    const ux = (xTo - xFrom) / len;
    const uy = o.slope / len;
    const baseX = xTo - ux * HEAD_LEN;
    const baseY = yTo - uy * HEAD_LEN;
    const head = [
      [xTo, yTo],
      [baseX - uy * HEAD_HALF, baseY + ux * HEAD_HALF],
      [baseX + uy * HEAD_HALF, baseY - ux * HEAD_HALF],
    ]
      .map(([px, py]) => `${f1(px)},${f1(py)}`)
      .join(' ');
    arrows.push({
      rung,
      frame: rung.index + 1,
      kind: arrowKindOf(rung),
      resend: rung.resent === true,
      opcode: opcodeShortName(rung.opcode),
      y,
      x1: xFrom,
      y1: y,
      x2: f1(baseX),
      y2: f1(baseY),
      head,
      labelX: (a + b) / 2,
      labelY: y - LABEL_RISE,
      timeY: y + TIME_DROP,
      hit: { x: a - PAD, y: y - LABEL_ROOM, width: b - a + 2 * PAD, height: Math.max(o.minGap, LABEL_ROOM + o.slope + 2) },
    });
  });
  const lifeBottom = (arrows.length > 0 ? y + o.slope : lifeTop) + PAD * 2;
  return {
    width: w,
    height: Math.ceil(lifeBottom + PAD),
    a,
    b,
    badgeY,
    badgeR,
    lifeTop,
    lifeBottom,
    headA: PAD,
    headB: w - PAD,
    headY,
    lineHeight,
    addressLines,
    timeX,
    arrows,
    breaks,
    minGap: o.minGap,
  };
}
