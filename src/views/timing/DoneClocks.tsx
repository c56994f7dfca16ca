import { scaleLinear } from 'd3-scale';
import { type Msg, msg } from '../../i18n/msg';
import type { DoneClocks as Clocks } from '../../sim/trace/timeline';
import { formatNs } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import { TOLD_TITLE, toldNever } from './toldClock';

interface Clock {
  id: 'placed' | 'cqe' | 'told';
  title: Msg;
  ns: number | null;
  /** Why there is no time, when there is none. */
  never: Msg;
}

function clocksOf(c: Clocks): Clock[] {
  return [
    {
      id: 'placed',
      title: msg('ui.clocks.placed', { host: c.placedHost }),
      ns: c.placedNs,
      never: msg('ui.clocks.placedNever'),
    },
    {
      id: 'cqe',
      title: msg(c.refused ? 'ui.clocks.cqeError' : 'ui.clocks.cqe'),
      ns: c.cqeSeenNs,
      never: msg('ui.clocks.cqeNever'),
    },
    {
      id: 'told',
      title: msg(TOLD_TITLE[c.bTold]),
      ns: c.bToldNs,
      never: msg(toldNever(c)),
    },
  ];
}

/** How far the current step has come towards a clock, in percent: full once the clock is reached. */
function progress(nowNs: number, ns: number): number {
  return scaleLinear()
    .domain([0, Math.max(ns, 1)])
    .range([0, 100])
    .clamp(true)(nowNs);
}

/**
 * "Done" three ways, side by side: the last byte placed,
 * A's CPU seeing its completion, B's CPU being told. Each is reached (or not
 * yet) at the current step's time; one that never happens says why.
 */
export function DoneClocks({ clocks, nowNs }: { clocks: Clocks; nowNs: number }) {
  const t = useT();
  const list = clocksOf(clocks);
  return (
    <ol className="done-clocks" data-testid="done-clocks" aria-label={t(msg('ui.clocks.label'))}>
      {list.map((c) => {
        const reached = c.ns !== null && nowNs >= c.ns;
        const state = c.ns === null ? 'never' : reached ? 'reached' : 'pending';
        return (
          <li key={c.id} className={`clock clock-${state}`} data-clock={c.id} data-state={state}>
            <span className="clock-title">{t(c.title)}</span>
            <span className="clock-time">{c.ns === null ? t(c.never) : formatNs(c.ns)}</span>
            <span className="clock-axis" aria-hidden="true">
              {c.ns !== null && <span className="clock-bar" style={{ width: `${progress(nowNs, c.ns).toFixed(3)}%` }} />}
            </span>
            <span className="clock-state">{t(msg(`ui.clocks.state.${state}`))}</span>
          </li>
        );
      })}
    </ol>
  );
}
