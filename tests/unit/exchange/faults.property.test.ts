import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCqe } from '../../../src/sim/mlx5/cqe';
import { translate } from '../../../src/sim/platform/pageMap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Artifact, HostId, StepRole, Trace } from '../../../src/sim/trace/types';
import type { MessagePieces } from '../../../src/sim/transfer/messagePieces';
import { payloadSlice } from '../../../src/sim/transfer/payload';
import { propertyRuns } from '../support/propertyRuns';
import { scenario } from '../trace/helpers';

/** Every artifact of the given kind and host in the steps with this role, in trace order. */
function artifactsOf(t: Trace, role: StepRole, host: HostId, type: Artifact['type']): Artifact[] {
  const out: Artifact[] = [];
  for (const st of t.steps) {
    if (st.role !== role) continue;
    for (const set of st.artifacts) {
      for (let i = 0; i < set.count; i++) {
        const a = set.at(i);
        if (a.host === host && a.type === type) out.push(a);
      }
    }
  }
  return out;
}

/**
 * Which legitimate write each memory write is: the piece of the message whose
 * physical address and bytes it has; -1 when it is none of them (a write the
 * transfer had no right to make).
 */
function pieceIndices(writes: readonly Artifact[], pieces: MessagePieces | null, t: Trace, host: HostId): number[] {
  const s = t.scenario;
  const byAddress = new Map<bigint, number>();
  for (let i = 0; pieces && i < pieces.count; i++) {
    const off = pieces.piece(i).messageOffset;
    const phys =
      host === 'B'
        ? translate('B.mr', s.remoteVa, s.remoteVa + BigInt(off), s.iommu).phys
        : translate('A.source', s.localVa, s.localVa + BigInt(off), s.iommu).phys;
    byAddress.set(phys, i);
  }
  return writes.map((w) => {
    const i = w.address === undefined ? undefined : byAddress.get(w.address);
    if (i === undefined || !pieces) return -1;
    const p = pieces.piece(i);
    const legit = payloadSlice(s, p.messageOffset, p.length, t.plan.pattern);
    return Buffer.from(legit).equals(Buffer.from(w.bytes)) ? i : -1;
  });
}

const FAULTS_WRITE = ['none', 'bad-rkey', 'out-of-bounds', 'no-remote-write', 'drop', 'corrupt-icrc'] as const;

/** Random small scenarios with one fault (or none), valid for their operation. */
const arbFaulty = fc
  .record({
    op: fc.constantFrom('write', 'write-imm', 'read', 'send'),
    messageBytes: fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(1, 256, 4096, 8192)),
    pathMtu: fc.constantFrom(256, 1024, 4096),
    fault: fc.constantFrom(...FAULTS_WRITE),
    packetPick: fc.double({ min: 0, max: 1, noNaN: true }),
    signaled: fc.boolean(),
    switchHops: fc.integer({ min: 0, max: 2 }),
    iommu: fc.boolean(),
    post: fc.constantFrom('doorbell', 'blueflame'),
  })
  .map((r) => {
    const data = Math.max(1, Math.ceil(r.messageBytes / r.pathMtu));
    const total = data + 1;
    let fault: unknown = r.fault;
    if (r.fault === 'drop' || r.fault === 'corrupt-icrc') fault = { kind: r.fault, packet: 1 + Math.floor(r.packetPick * total * 0.999) };
    if (r.op === 'send' && (r.fault === 'bad-rkey' || r.fault === 'out-of-bounds' || r.fault === 'no-remote-write')) fault = 'none';
    if (r.op === 'read' && r.fault === 'no-remote-write') fault = 'none';
    if (r.fault === 'out-of-bounds' && r.messageBytes < 2) fault = 'none';
    return scenario({
      op: r.op,
      messageBytes: r.messageBytes,
      pathMtu: r.pathMtu,
      fault,
      signaled: r.signaled,
      post: r.post,
      iommu: r.iommu,
      ib: { switchHops: r.switchHops },
    });
  });

describe('faults and retransmission, as properties of the whole trace', () => {
  it('B’s memory outside what was legitimately written is unchanged, and A’s completion status matches', () => {
    fc.assert(
      fc.property(arbFaulty, (s) => {
        const t = buildTrace(s);
        const refused = s.fault.kind === 'bad-rkey' || s.fault.kind === 'out-of-bounds' || s.fault.kind === 'no-remote-write';
        const writesB = artifactsOf(t, 'place-data', 'B', 'memory-write');
        if (refused) expect(writesB).toHaveLength(0);
        for (const i of pieceIndices(writesB, t.plan.remoteWrites, t, 'B')) expect(i).toBeGreaterThanOrEqual(0);
        const cqes = artifactsOf(t, 'poll-completion', 'A', 'cqe');
        if (refused) {
          expect(cqes).toHaveLength(1);
          const d = decodeCqe(cqes[0].bytes);
          expect(d.kind).toBe('error');
          if (d.kind === 'error') expect(d.syndrome).toBe(0x13);
        } else if (s.signaled) {
          expect(cqes).toHaveLength(1);
          expect(decodeCqe(cqes[0].bytes).kind).toBe('requester');
        } else {
          expect(cqes).toHaveLength(0);
        }
        expect(t.timeline.clocks.refused).toBe(refused);
      }),
      { numRuns: propertyRuns(150) },
    );
  });

  it('retransmission delivers every byte exactly once, in order', () => {
    fc.assert(
      fc.property(
        arbFaulty.filter((s) => s.fault.kind === 'drop' || s.fault.kind === 'corrupt-icrc' || s.fault.kind === 'none'),
        (s) => {
          const t = buildTrace(s);
          const host: HostId = s.op === 'read' ? 'A' : 'B';
          const pieces = host === 'B' ? t.plan.remoteWrites : t.plan.localWrites;
          const writes = artifactsOf(t, 'place-data', host, 'memory-write');
          const indices = pieceIndices(writes, pieces, t, host);
          expect(indices).toEqual(Array.from({ length: pieces?.count ?? 0 }, (_, i) => i));
        },
      ),
      { numRuns: propertyRuns(150) },
    );
  });

  it('a READ leaves A’s buffer equal to B’s source bytes', () => {
    fc.assert(
      fc.property(
        arbFaulty.filter((s) => s.op === 'read' && s.fault.kind !== 'bad-rkey' && s.fault.kind !== 'out-of-bounds'),
        (s) => {
          const t = buildTrace(s);
          const a = new Uint8Array(s.messageBytes);
          let at = 0;
          for (const w of artifactsOf(t, 'place-data', 'A', 'memory-write')) {
            a.set(w.bytes, at);
            at += w.bytes.length;
          }
          expect(at).toBe(s.messageBytes);
          expect(Buffer.from(a).equals(Buffer.from(payloadSlice(s, 0, s.messageBytes)))).toBe(true);
        },
      ),
      { numRuns: propertyRuns(100) },
    );
  });

  it('a WRITE with immediate or a SEND produces exactly one CQE on B, carrying the byte count (and the immediate)', () => {
    fc.assert(
      fc.property(
        arbFaulty.filter(
          (s) =>
            (s.op === 'write-imm' || s.op === 'send') &&
            s.fault.kind !== 'bad-rkey' &&
            s.fault.kind !== 'out-of-bounds' &&
            s.fault.kind !== 'no-remote-write',
        ),
        (s) => {
          const t = buildTrace(s);
          const cqes = artifactsOf(t, 'responder-completion', 'B', 'cqe');
          expect(cqes).toHaveLength(1);
          const d = decodeCqe(cqes[0].bytes);
          expect(d.kind).toBe('responder');
          if (d.kind === 'responder') {
            expect(d.byteCount).toBe(s.messageBytes);
            if (s.op === 'write-imm') expect(d.imm).toBe(s.immData);
          }
          expect(t.timeline.clocks.bToldNs).not.toBeNull();
        },
      ),
      { numRuns: propertyRuns(100) },
    );
  });
});
