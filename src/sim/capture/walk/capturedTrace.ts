import { type Msg, msg } from '../../../i18n/msg';
import { hex } from '../../bytes/hex';
import { AETH_NAK_INVALID_RD_REQUEST } from '../../ib/aeth';
import { opcodeName, RC_OP } from '../../ib/opcodes';
import { packetTypeOf } from '../../trace/artifactTypes';
import type { Place } from '../../trace/places';
import type { Artifact, ArtifactSet, CapturedTiming, Step, StepRole, StepView, Trace } from '../../trace/types';
import type { CaptureWalk, WalkPacket } from './captureWalk';

/**
 * The model's steps a capture shows as packets: what travels on the cable between the two HCAs (or NICs). A capture
 * point on a host's link sees these and nothing of the hosts' insides.
 */
const WIRE_ROLES: ReadonlySet<StepRole> = new Set(['transmit', 'switch-forward', 'cable', 'acknowledge', 'nak']);
const isWire = (s: Step) => WIRE_ROLES.has(s.role);
const SENDS: ReadonlySet<StepRole> = new Set(['transmit', 'acknowledge', 'nak']);

/** Consecutive duplicates out (two wire steps' routes meet in the fabric). */
function joinRoutes(routes: readonly (readonly Place[])[]): Place[] {
  const out: Place[] = [];
  for (const r of routes) for (const p of r) if (out[out.length - 1] !== p) out.push(p);
  return out;
}

/** How the views caption an ACKNOWLEDGE (Artifact.answer): the NAKs the model does not send are captioned by their class. */
const ANSWER_CAPTION: Record<NonNullable<WalkPacket['answer']>, NonNullable<Artifact['answer']>> = {
  ack: 'ack',
  rnr: 'nak-rnr',
  'nak-psn': 'nak-psn',
  'nak-access': 'nak-access',
  'nak-invalid': 'nak-access',
  'nak-remote-op': 'nak-access',
  'nak-other': 'nak-access',
};

const usText = (ns: number) => (ns / 1000).toFixed(ns < 10_000 ? 2 : 1);

/** What a real packet is, in one sentence chosen by its opcode and answer (never by text). */
function whatItIs(p: WalkPacket): Msg {
  const opcode = opcodeName(p.opcode);
  if (p.opcode === RC_OP.ACKNOWLEDGE && p.answer)
    return msg(`capture.walk.what.${p.answer}`, { opcode, psn: p.psn, rdNak: hex(AETH_NAK_INVALID_RD_REQUEST) });
  if (p.from === 'B') return msg('capture.walk.what.response', { opcode, psn: p.psn });
  return msg('capture.walk.what.request', { opcode, psn: p.psn });
}

function roleOf(p: WalkPacket): StepRole {
  if (p.opcode !== RC_OP.ACKNOWLEDGE) return 'transmit';
  return p.answer === 'ack' ? 'acknowledge' : 'nak';
}

/**
 * A message of the reader's capture as a trace: the same type the model builds, walked by the same store and views.
 * - Wire steps are the capture's packets, one step each, in capture order, at their real times (from the model's
 *   first packet time on, so the host steps before keep theirs), with the real bytes.
 * - Every other step is the model's, for the scenario the packets imply, marked inferred: what the hosts did that
 *   no capture can show. The requester's steps come before the first packet; the responder's (its checks, the
 *   placement or the READ's memory read) before the first packet it sends, as they cause it; the rest (the
 *   requester's checks of a READ's responses, the completions and the polls) after the last packet.
 * `model` is the model's trace of `walk.scenario`.
 */
export function capturedTrace(model: Trace, walk: CaptureWalk): Trace {
  const firstWire = model.steps.findIndex(isWire);
  let lastWire = -1;
  model.steps.forEach((s, i) => {
    if (isWire(s)) lastWire = i;
  });
  if (firstWire < 0) throw new Error('the model trace has no wire step');
  const before = model.steps.slice(0, firstWire);
  const between = model.steps.slice(firstWire, lastWire + 1).filter((s) => !isWire(s));
  const after = model.steps.slice(lastWire + 1);
  const wireA = model.steps.filter((s) => isWire(s) && s.from.startsWith('A'));
  const wireB = model.steps.filter((s) => isWire(s) && !s.from.startsWith('A') && s.from !== 'fabric');
  const wireSteps = model.steps.filter(isWire);
  // A packet crosses from one HCA's port to the other's: the model's wire routes for its direction, joined.
  const aRoute = joinRoutes([
    ...wireSteps
      .filter((s) => model.steps.indexOf(s) < (between.length ? model.steps.indexOf(between[0]) : Infinity))
      .map((s) => s.view.route),
    [between[0]?.from ?? 'B.hca.port'],
  ]);
  const bFirst = wireB[0];
  const bRoute = bFirst?.view.route.includes('A.hca.port')
    ? [...bFirst.view.route]
    : joinRoutes([
        ...wireSteps.filter((s) => bFirst && model.steps.indexOf(s) >= model.steps.indexOf(bFirst)).map((s) => s.view.route),
        [after[0]?.from ?? 'A.hca.port'],
      ]);
  const t0 = model.steps[firstWire].startNs;
  const stateA = (wireA[wireA.length - 1] ?? model.steps[firstWire]).state;
  const stateB = (wireB[wireB.length - 1] ?? model.steps[lastWire]).state;
  const modelTimes = modelPacketTimes(model, walk);

  const packetStep = (p: WalkPacket, prev: WalkPacket | null): Step => {
    const route = p.from === 'A' ? aRoute : bRoute;
    const timeNs = t0 + p.realNs;
    const artifact: Artifact = {
      type: packetTypeOf(p.opcode),
      host: p.from,
      label: msg('capture.walk.frame', { frame: p.frame, opcode: opcodeName(p.opcode) }),
      bytes: p.bytes,
      fields: p.fields,
      timeNs,
    };
    if (p.answer) artifact.answer = ANSWER_CAPTION[p.answer];
    const set: ArtifactSet = { kind: 'packet', host: p.from, label: artifact.label, count: 1, bytes: p.bytes.length, at: () => artifact };
    const view: StepView = { motion: 'single', route, moving: [set], touches: [] };
    const summary: Msg[] = [
      prev
        ? msg('capture.walk.when', { t: usText(p.realNs), gap: usText(p.realNs - prev.realNs), frame: prev.frame })
        : msg('capture.walk.whenFirst', { file: walk.file }),
      whatItIs(p),
    ];
    if (p.resent) summary.push(msg('capture.walk.resent', { psn: p.psn }));
    if (!p.explained) summary.push(msg('capture.walk.unexplained'));
    return {
      index: 0,
      id: `CAPTURE.frame-${p.frame}`,
      role: roleOf(p),
      phase: p.from === 'A' ? (p.resent ? 'RETRY' : 'FABRIC') : p.opcode === RC_OP.ACKNOWLEDGE ? 'ACK' : 'RESPONSE',
      actor: 'cable',
      round: 0,
      from: route[0],
      to: route[route.length - 1],
      path: route,
      startNs: timeNs,
      endNs: timeNs,
      artifacts: [set],
      text: { title: msg('capture.walk.title', { frame: p.frame, opcode: opcodeName(p.opcode) }), summary },
      view,
      state: p.from === 'A' ? stateA : stateB,
      origin: { kind: 'captured', frame: p.frame },
    };
  };
  const inferred = (s: Step): Step => ({ ...s, origin: { kind: 'inferred' } });

  const steps: Step[] = before.map(inferred);
  let betweenDone = false;
  let prev: WalkPacket | null = null;
  for (const p of walk.packets) {
    // The responder's work causes its first packet: it comes before it.
    if (p.from === 'B' && !betweenDone) {
      steps.push(...chain(between, prev ? t0 + prev.realNs : t0).map(inferred));
      betweenDone = true;
    }
    steps.push(packetStep(p, prev));
    prev = p;
  }
  const end = prev ? t0 + prev.realNs : t0;
  if (!betweenDone) steps.push(...chain(between, end).map(inferred));
  steps.push(...chain(after, Math.max(end, steps[steps.length - 1]?.endNs ?? end)).map(inferred));
  const indexed = steps.map((s, index) => ({ ...s, index }));
  const packets: CapturedTiming[] = walk.packets.map((p, i) => ({
    frame: p.frame,
    from: p.from,
    opcode: p.opcode,
    psn: p.psn,
    realNs: p.realNs,
    modelNs: modelTimes[i]?.ns ?? null,
    modelPacket: modelTimes[i]?.at ?? null,
    diffAt: p.diffAt,
  }));
  return {
    ...model,
    steps: indexed,
    capture: { file: walk.file, message: walk.message, packets, notInCapture: walk.notInCapture.map((n) => n.key) },
  };
}

/** Steps the model times, moved to start at `fromNs`, their own durations and gaps kept. */
function chain(steps: readonly Step[], fromNs: number): Step[] {
  if (steps.length === 0) return [];
  const shift = fromNs - steps[0].startNs;
  return steps.map((s) => ({ ...s, startNs: s.startNs + shift, endNs: s.endNs + shift }));
}

/**
 * The model's time for each real packet, from the model's first packet: the k-th request packet of the first
 * transmission against the model's k-th, the k-th packet from B against the model's k-th from B. A resend has no
 * counterpart (the model of the inferred scenario loses nothing): null.
 */
function modelPacketTimes(model: Trace, walk: CaptureWalk): ({ ns: number; at: () => Artifact } | null)[] {
  const times: Record<'A' | 'B', { ns: number; at: () => Artifact }[]> = { A: [], B: [] };
  const seen = new Set<string>();
  for (const s of model.steps)
    for (const set of s.artifacts) {
      // Each packet once, where its sender puts it on the cable (a switch's step carries the same packets on).
      if (set.kind !== 'packet' || !SENDS.has(s.role)) continue;
      for (let i = 0; i < set.count; i++) {
        const a = set.at(i);
        const key = `${a.host}|${i}|${a.timeNs}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const k = i;
        times[a.host].push({ ns: a.timeNs ?? s.startNs, at: () => set.at(k) });
      }
    }
  const first = Math.min(...[...times.A, ...times.B].map((x) => x.ns));
  const next = { A: 0, B: 0 };
  return walk.packets.map((p) => {
    if (p.resent) return null;
    const t = times[p.from][next[p.from]++];
    return t === undefined ? null : { ns: t.ns - first, at: t.at };
  });
}
