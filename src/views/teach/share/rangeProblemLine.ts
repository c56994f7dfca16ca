import { type Msg, msg } from '../../../i18n/msg';
import type { RangeProblem } from './slides/stepRange';

/** The one line that names what is wrong with a range of steps (slides and GIFs read the same ranges). */
export const rangeProblemLine = (p: RangeProblem): Msg =>
  p.kind === 'unknown'
    ? msg('teach.slides.problem.unknown', { part: p.part })
    : p.kind === 'backwards'
      ? msg('teach.slides.problem.backwards', { from: p.from, to: p.to })
      : msg('teach.slides.problem.empty');
