import { type PacketWhere, psnOf } from '../artifacts/packets';
import type { TraceContext } from '../context';
import type { Round } from '../exchange/exchangePlan';
import type { StreamTiming } from '../exchange/streamTiming';
import type { Place } from '../places';
import type { StepSpec } from '../stepSpec';
import { cableText, faultNote, switchText } from '../text/fabricText';
import type { ArtifactSet, HostId, Phase, StepView } from '../types';
import { roundNaming } from './roundIds';

export { linkCrcName } from '../text/fabricText';

const markOf = (how: 'lost' | 'corrupted') => (how === 'lost' ? ('lost' as const) : ('damaged' as const));

/** The pipeline a `stream` step draws: departure spacing and time in flight, from the timeline. */
export function streamHint(st: StreamTiming, toward: HostId): StepView['stream'] {
  const k = st.sent[0];
  const interval = st.sent[1] - k > 1 ? st.departNs(k + 1) - st.departNs(k) : 0;
  return { intervalNs: interval, flightNs: st.arriveNs(k) - st.departNs(k), toward };
}

/**
 * The fabric between the HCAs for one run of data packets: the bare cable, or
 * one step per switch, each forwarding the run. A lost packet is marked on the
 * first link it takes; a damaged one where it is damaged (inside the last
 * switch, or on a bare cable).
 */
/** The packets of a run at a point of their trip, the one a fault damages arriving damaged. */
export type RunSet = (where: PacketWhere, damaged: number | null) => ArtifactSet;

export function fabricSteps(
  c: TraceContext,
  round: Round,
  st: StreamTiming,
  toward: HostId,
  phase: Phase,
  setAt: RunSet,
  hit: { index: number; how: 'lost' | 'corrupted' } | null,
): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const name = roundNaming(round);
  const hops = s.ib.switchHops;
  const n = st.sent[1] - st.sent[0];
  const motion = n > 1 ? ('stream' as const) : ('single' as const);
  const stream = streamHint(st, toward);
  const toB = toward === 'B';
  const ends: [Place, Place] = toB ? ['A.hca.port', 'B.hca.port'] : ['B.hca.port', 'A.hca.port'];
  const lostNote = hit ? faultNote(plan, hit, toward, psnOf(plan, hit.index)) : null;
  const sentSet = setAt('sent', null);
  if (hops === 0) {
    return [
      {
        id: name.id(toB ? 'FABRIC.cable' : 'RESPONSE.cable'),
        role: 'cable',
        phase,
        actor: 'cable',
        path: [ends[0], 'fabric', ends[1]],
        span: st.hops[0],
        text: cableText(plan, toward, lostNote),
        artifacts: hit?.how === 'corrupted' ? [setAt('received', hit.index)] : [],
        view: {
          motion,
          moving: [sentSet],
          fabric: toB ? { from: 0.5, to: 1 } : { from: 0.5, to: 0 },
          stream,
          ...(hit ? { mark: { kind: markOf(hit.how), at: 'fabric' as const } } : {}),
        },
      },
    ];
  }
  const steps: StepSpec[] = [];
  for (let h = 0; h < hops; h++) {
    const lastSwitch = h === hops - 1;
    // Lost on the link into switch 1; damaged inside the last switch.
    const note = hit && ((hit.how === 'lost' && h === 0) || (hit.how === 'corrupted' && lastSwitch)) ? lostNote : null;
    const forwarded = setAt({ switch: h }, hit?.how === 'corrupted' ? hit.index : null);
    steps.push({
      id: name.id(toB ? `FABRIC.switch-${h + 1}` : `RESPONSE.switch-${hops - h}`),
      role: 'switch-forward',
      phase,
      actor: 'switch',
      path: ['fabric'],
      span: st.hops[h],
      text: switchText(plan, toB ? h + 1 : hops - h, toward, note),
      artifacts: [forwarded],
      view: {
        motion,
        fabric: toB ? { from: h + 1, to: h + 2 } : { from: hops - h, to: hops - h - 1 },
        stream,
        ...(note && hit ? { mark: { kind: markOf(hit.how), at: 'fabric' as const } } : {}),
      },
    });
  }
  return steps;
}
