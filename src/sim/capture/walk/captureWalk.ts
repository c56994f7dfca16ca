import { msg } from '../../../i18n/msg';
import { type Field, leafFields } from '../../bytes/field';
import { RC_OP } from '../../ib/opcodes';
import type { Scenario } from '../../scenario/types';
import type { HostId } from '../../trace/types';
import { type CapturedPacket, capturedPacket, isRdma } from '../capturedPacket';
import type { CaptureRecord } from '../captureRecord';
import { explainPacket } from '../explainPacket';
import { inferScenario, type NotInCapture } from '../inferScenario';
import { carrierOf } from '../linkLayer';
import { alignment } from '../modelDiff';
import { type AnswerKind, answerKindOf, type CapturedConnection, type CapturedMessage } from '../reconstruct';

/** One packet of a captured message, as its walk shows it: the real bytes, each explained once. */
export interface WalkPacket {
  /** Wireshark's frame number (the capture index + 1). */
  frame: number;
  /** Nanoseconds since the message's first packet in the capture. */
  realNs: number;
  /** A: the requester; B: the responder. */
  from: HostId;
  opcode: number;
  psn: number;
  answer?: AnswerKind;
  /** Sent again (a PSN seen before in this message). */
  resent: boolean;
  /** The bytes from the first header the model writes (Ethernet for RoCEv2, the LRH for InfiniBand). */
  bytes: Uint8Array;
  /** Every byte's field: the model's encoders' when they write these exact bytes, else one raw field. */
  fields: Field[];
  explained: boolean;
  /** Where the first header the model's packet also has starts, in `bytes` and in the model's packet. */
  diffAt: { real: number; model: number };
}

/** A captured message opened as a walk: where it comes from, the scenario it implies, and its packets. */
export interface CaptureWalk {
  file: string;
  /** The message's number in the overview (from 1). */
  message: number;
  scenario: Scenario;
  notInCapture: readonly NotInCapture[];
  packets: readonly WalkPacket[];
}

/** The capture indices a message's walk needs: its requests, READ responses and answers. */
export const walkIndices = (m: CapturedMessage): number[] => [...m.packets, ...m.responses, ...m.answers].sort((a, b) => a - b);

/** Bytes no encoder of the model writes exactly (another link layer's framing, options): one field, shown raw. */
function rawFields(bytes: Uint8Array): Field[] {
  return [
    {
      name: 'Raw',
      path: 'Raw',
      offset: 0,
      bitOffset: 0,
      bitLength: bytes.length * 8,
      value: `${bytes.length} B`,
      meaning: msg('capture.walk.raw'),
    },
  ];
}

/** The payload the model's field tree names in a packet, if any. */
function payloadOf(p: WalkPacket): Uint8Array | undefined {
  const f = leafFields(p.fields).find((x) => x.path.startsWith('Payload'));
  return f ? p.bytes.subarray(f.offset, f.offset + f.bitLength / 8) : undefined;
}

/**
 * A message of a capture as a walk: its packets (the records of `walkIndices`, in capture order) explained by the
 * model's encoders, and the scenario they imply (inferScenario). Null with the reason when the message is not one the
 * model tells (an atomic, RoCE v1, a message whose packets are missing).
 */
export function captureWalkOf(
  file: string,
  m: CapturedMessage,
  c: CapturedConnection,
  records: readonly CaptureRecord[],
): { ok: true; walk: CaptureWalk } | { ok: false; what: string } {
  const byIndex = new Map(records.map((r) => [r.index, r]));
  const ok: { r: CaptureRecord; p: CapturedPacket }[] = [];
  for (const i of walkIndices(m)) {
    const r = byIndex.get(i);
    const p = r && capturedPacket(r);
    if (!r || !p || !isRdma(p)) return { ok: false, what: `packet ${i + 1}` };
    ok.push({ r, p });
  }
  if (ok.length === 0) return { ok: false, what: 'packets' };
  const t0 = ok[0].r.timeNs;
  const seen = new Set<number>();
  const packets: WalkPacket[] = ok.map(({ r, p }) => {
    const x = explainPacket(r.linkType, r.data);
    const from: HostId = p.src === c.requester.address ? 'A' : 'B';
    const bytes = x?.bytes ?? r.data;
    const key = from === 'A' ? p.bth.psn : -1;
    const resent = from === 'A' && seen.has(key);
    seen.add(key);
    const w: WalkPacket = {
      frame: r.index + 1,
      realNs: Number(r.timeNs - t0),
      from,
      opcode: p.bth.opcode,
      psn: p.bth.psn,
      resent,
      bytes,
      fields: x?.fields ?? rawFields(bytes),
      explained: x !== null,
      diffAt: x ? { real: 0, model: 0 } : alignment(carrierOf(r.linkType, r.data)),
    };
    if (p.aeth && p.bth.opcode === RC_OP.ACKNOWLEDGE) w.answer = answerKindOf(p.aeth.syndrome);
    return w;
  });
  const first = new Map(ok.map(({ p }, i) => [p.index, packets[i]]));
  const inferred = inferScenario(
    m,
    c,
    (i) => {
      const p = ok.find((x) => x.p.index === i)?.p;
      if (!p) throw new Error(`packet ${i + 1} is not in the walk`);
      return p;
    },
    (i) => {
      const w = first.get(i);
      return (w && payloadOf(w)) ?? new Uint8Array(0);
    },
  );
  if (!inferred.ok) return { ok: false, what: inferred.what };
  return { ok: true, walk: { file, message: m.id + 1, scenario: inferred.scenario, notInCapture: inferred.notInCapture, packets } };
}
