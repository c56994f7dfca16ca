import { type Msg, msg } from '../../i18n/msg';
import { PHASES, type Phase, type Step } from './types';

/** Why a range was refused: the view says it in one line. */
export type RangeProblem = { kind: 'unknown'; part: string } | { kind: 'backwards'; from: string; to: string } | { kind: 'empty' };

/**
 * The steps a deck or a GIF covers, from what the teacher typed: nothing (every step after the setup), one phase or
 * step ("B1", "B1.check", "7"), or a range of them ("A1–B4", "A1-B4", "3-9", "A1.wqe..B4.land"); phases by their
 * badge (A1 … COMPLETION), steps by their id or their number from 1. Inclusive; a range that runs backwards is refused.
 */
export function stepRange(text: string, steps: readonly Step[]): { ok: true; indices: number[] } | { ok: false; problem: RangeProblem } {
  const t = text.trim();
  if (t === '') {
    const indices = steps.filter((s) => s.phase !== 'SETUP').map((s) => s.index);
    return indices.length ? { ok: true, indices } : { ok: false, problem: { kind: 'empty' } };
  }
  const parts = t.split(/\s*(?:–|—|\.\.|-(?=[A-Za-z0-9]))\s*/).filter((p) => p !== '');
  if (parts.length > 2) return { ok: false, problem: { kind: 'unknown', part: t } };
  const ends = parts.map((p) => span(p, steps));
  const bad = ends.indexOf(null);
  if (bad >= 0) return { ok: false, problem: { kind: 'unknown', part: parts[bad] } };
  const [a, b] = [ends[0] as [number, number], (ends[1] ?? ends[0]) as [number, number]];
  if (b[1] < a[0]) return { ok: false, problem: { kind: 'backwards', from: parts[0], to: parts[1] } };
  const indices = steps.filter((s) => s.index >= a[0] && s.index <= b[1]).map((s) => s.index);
  return { ok: true, indices };
}

/** The first and last step a part names: a phase's steps, one step by id, or one by its number. */
function span(part: string, steps: readonly Step[]): [number, number] | null {
  const upper = part.toUpperCase();
  if ((PHASES as readonly string[]).includes(upper)) {
    const of = steps.filter((s) => s.phase === (upper as Phase));
    return of.length ? [of[0].index, of[of.length - 1].index] : null;
  }
  const byId = steps.find((s) => s.id.toUpperCase() === upper);
  if (byId) return [byId.index, byId.index];
  if (/^\d+$/.test(part)) {
    const n = Number(part) - 1;
    return n >= 0 && n < steps.length ? [n, n] : null;
  }
  return null;
}

/** The one line that names what is wrong with a range of steps (the slides, the GIFs and the command line read them). */
export const rangeProblemLine = (p: RangeProblem): Msg =>
  p.kind === 'unknown'
    ? msg('teach.slides.problem.unknown', { part: p.part })
    : p.kind === 'backwards'
      ? msg('teach.slides.problem.backwards', { from: p.from, to: p.to })
      : msg('teach.slides.problem.empty');
