import { isMsg, type Msg } from '../../../i18n/msg';
import type { Step } from '../types';

/** A message a learner reads at a step, and whether it is a whole sentence or a part quoted inside one. */
export interface ShownMsg {
  msg: Msg;
  nested: boolean;
}

function walk(x: Msg | undefined, nested: boolean, out: ShownMsg[]): void {
  if (x === undefined || typeof x === 'string') return;
  out.push({ msg: x, nested });
  for (const v of Object.values(x.params ?? {})) {
    if (isMsg(v)) walk(v, true, out);
    else if (Array.isArray(v)) for (const m of v as readonly Msg[]) walk(m, true, out);
  }
}

/** Every message a step shows: its title, text, asides, checks table and caption, with what they quote. */
export function shownMessages(step: Step): ShownMsg[] {
  const out: ShownMsg[] = [];
  const t = step.text;
  walk(t.title, false, out);
  for (const m of t.summary) walk(m, false, out);
  walk(t.reality, false, out);
  for (const a of t.asides ?? []) {
    walk(a.title, false, out);
    for (const p of a.points) walk(p, false, out);
  }
  for (const c of step.checks ?? []) for (const m of [c.name, c.expected, c.actual, c.why]) walk(m, false, out);
  walk(step.view.caption, false, out);
  return out;
}
