import { useLayoutEffect, useMemo, useRef } from 'react';
import { msg } from '../../i18n/msg';
import type { CodeAnchor, CodeSection } from '../../sim/program/codeAnchor';
import { stepsOfAnchor } from '../../sim/program/codeFocus';
import type { CodeLine, Program } from '../../sim/program/programTypes';
import type { HostId, Trace } from '../../sim/trace/types';
import { useActions } from '../../store/SimProvider';
import { usePastFirstFrame } from '../loading/Later';
import { useT } from '../shared/i18n/useT';

/** Lines drawn in a first open's first frame, around the first lit one: what the box shows at once in the desktop and phone layouts (a taller box fills in a frame later). */
const FIRST_FRAME_LINES = 16;

interface Props {
  trace: Trace;
  program: Program;
  lineNumbers: readonly number[];
  host: HostId;
  sections: readonly CodeSection[];
  run: readonly CodeAnchor[];
  wait: CodeAnchor | null;
  /** Scroll the first lit line into the box (the listing scrolls inside itself, never the page). */
  follow: boolean;
}

/** A line's state at this step: it causes the step, its CPU waits in it, or neither. */
function stateOf(l: CodeLine, run: readonly CodeAnchor[], wait: CodeAnchor | null): 'run' | 'wait' | null {
  if (!('anchor' in l) || !l.anchor) return null;
  if (run.includes(l.anchor)) return 'run';
  return l.anchor === wait ? 'wait' : null;
}

/** The lines around the first lit one (the file's start when none is lit). */
function firstOfWindow(lines: readonly { l: CodeLine }[], run: readonly CodeAnchor[], wait: CodeAnchor | null): number {
  const lit = lines.findIndex(({ l }) => stateOf(l, run, wait) !== null);
  return Math.max(0, Math.min(lit - FIRST_FRAME_LINES / 3, lines.length - FIRST_FRAME_LINES));
}

/**
 * Where to scroll so the box starts with a whole line: the start of the line (a call, or a comment of several rows)
 * that holds `target`, or of the next one where starting earlier would push the lit line's end (`litEnd`) out of view.
 */
function wholeLineAt(box: HTMLElement, origin: number, target: number, litEnd: number): number {
  let at = 0;
  for (const line of box.children) {
    const start = line.getBoundingClientRect().top - origin;
    if (start > target) return litEnd - at <= box.clientHeight ? at : start;
    at = start;
  }
  return target;
}

/** The program's lines for one host's part of the file, with the lit lines and, on each call's first line, the steps it causes. */
export function CodeListing({ trace, program, lineNumbers, host, sections, run, wait, follow }: Props) {
  const t = useT();
  const { goTo } = useActions();
  const box = useRef<HTMLOListElement>(null);
  const steps = useMemo(() => {
    const m = new Map<CodeAnchor, number[]>();
    for (const l of program.lines) if ('anchor' in l && l.anchor && !m.has(l.anchor)) m.set(l.anchor, stepsOfAnchor(trace, host, l.anchor));
    return m;
  }, [trace, program, host]);
  // The host's own function first; the helpers both sides call (lit when the step runs in them) after it.
  const all = program.lines.map((l, i) => ({ l, i }));
  const own = all.filter(({ l }) => l.section !== 'common' && sections.includes(l.section));
  const helpers = sections.includes('common') ? all.filter(({ l }) => l.section === 'common') : [];
  const whole = [...own, ...helpers];
  // A first open draws the lines around the lit one first and the whole file a frame later: the listing's layout was
  // most of a 160 ms first open at CPU throttling 4×. The scroll below runs again on the whole file, before its paint.
  const past = usePastFirstFrame();
  const from = past ? 0 : firstOfWindow(whole, run, wait);
  const shown = past ? whole : whole.slice(from, from + FIRST_FRAME_LINES);
  useLayoutEffect(() => {
    const el = box.current;
    if (!follow || !el) return;
    // The first lit line of code (a call, not its comment) goes two fifths down the box, its comment above it.
    const lit =
      el.querySelector<HTMLElement>('.code-code[data-state="run"]') ??
      el.querySelector<HTMLElement>('.code-code[data-state="wait"]') ??
      el.querySelector<HTMLElement>('[data-state]');
    if (!lit) return;
    const origin = el.getBoundingClientRect().top - el.scrollTop;
    const top = lit.getBoundingClientRect().top - origin;
    if (top < el.scrollTop || top + lit.offsetHeight > el.scrollTop + el.clientHeight)
      el.scrollTop = wholeLineAt(el, origin, Math.max(0, top - el.clientHeight * 0.4), top + lit.offsetHeight);
  });
  return (
    <ol
      className="code-listing"
      ref={box}
      data-testid={`code-listing-${host}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={t(msg(host === 'A' ? 'code.ui.hostA' : 'code.ui.hostB'))}
    >
      {shown.flatMap(({ l, i }, at) => {
        const k = from + at;
        const state = stateOf(l, run, wait);
        const anchor = 'anchor' in l ? l.anchor : undefined;
        const prev = whole[k - 1]?.l;
        const first = anchor && !(prev && 'anchor' in prev && prev.anchor === anchor);
        const caused = anchor ? (steps.get(anchor) ?? []) : [];
        const text = l.kind === 'blank' ? '' : l.kind === 'code' ? l.text : `/* ${t(l.text)} */`;
        const stepsButton =
          first && caused.length > 0 ? (
            <button
              key="steps"
              type="button"
              className="code-steps"
              data-testid="code-steps"
              title={t(msg('code.ui.goStep', { n: String(caused[0] + 1) }))}
              onClick={(e) => {
                e.stopPropagation();
                goTo(caused[0]);
              }}
            >
              {t(msg('code.ui.causes', { n: caused.length, steps: caused.map((x) => String(x + 1)).join(t(msg('common.listSeparator'))) }))}
            </button>
          ) : null;
        const divider =
          k === own.length && helpers.length > 0 ? (
            <li key="helpers" className="code-divider" aria-hidden="true">
              {t(msg('code.ui.helpers'))}
            </li>
          ) : null;
        return [
          divider,
          // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut; the keyboard reaches the same step through the call's step button
          <li
            key={i}
            className={`code-line code-${l.kind}${state ? ` code-${state}` : ''}`}
            data-state={state ?? undefined}
            data-anchor={anchor}
            onClick={caused.length ? () => goTo(caused[0]) : undefined}
          >
            <span className="code-no" aria-hidden="true">
              {lineNumbers[i]}
            </span>
            <code style={{ paddingLeft: `${l.indent * 4}ch` }}>
              {text}
              {stepsButton && ' '}
              {stepsButton}
            </code>
            {state === 'run' && <span className="sr-only">{t(msg('code.ui.runs'))}</span>}
          </li>,
        ];
      })}
    </ol>
  );
}
