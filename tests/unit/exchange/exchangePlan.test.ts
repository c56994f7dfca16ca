import { describe, expect, it } from 'vitest';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { placedRanges, planExchange } from '../../../src/sim/trace/exchange/exchangePlan';
import { scenario } from '../trace/helpers';

/** Four data packets at MTU 4096. */
const FOUR = { messageBytes: 16_384, pathMtu: 4096 };

describe('the exchange under each fault: rounds, what B executes, what it answers', () => {
  it('no fault: one round, everything executed, one ACK', () => {
    const p = planExchange(scenario(FOUR));
    expect(p.rounds).toHaveLength(1);
    expect(p.rounds[0]).toMatchObject({ sent: [0, 4], executed: [0, 4], reply: { kind: 'ack', count: 1 } });
    expect(p.outcome.kind).toBe('success');
  });

  it('an access fault is refused at the first packet: NAK, nothing executed, the rest dropped, an error outcome', () => {
    for (const [fault, check] of [
      ['bad-rkey', 'rkey'],
      ['out-of-bounds', 'bounds'],
      ['no-remote-write', 'mr-access'],
    ] as const) {
      const p = planExchange(scenario({ ...FOUR, fault }));
      expect(p.rounds).toHaveLength(1);
      expect(p.rounds[0]).toMatchObject({ executed: [0, 0], discarded: [1, 4], reply: { kind: 'nak-access', at: 0, check } });
      expect(p.outcome).toEqual({ kind: 'remote-access-error', check });
    }
  });

  it('a lost middle packet: B NAKs the gap at the next packet and A goes back to it (go-back-N)', () => {
    const p = planExchange(scenario({ ...FOUR, fault: 'drop:2' }));
    expect(p.rounds.map((r) => r.cause)).toEqual(['post', 'nak-psn']);
    expect(p.rounds[0]).toMatchObject({ executed: [0, 1], discarded: [2, 4], reply: { kind: 'nak-psn', expected: 1 } });
    expect(p.rounds[1]).toMatchObject({ sent: [1, 4], executed: [1, 4], reply: { kind: 'ack', count: 1 } });
  });

  it('a lost last packet: nothing reveals it, A times out and resends all; B ACKs the duplicates and executes only the last', () => {
    const p = planExchange(scenario({ ...FOUR, fault: 'drop:4' }));
    expect(p.rounds.map((r) => r.cause)).toEqual(['post', 'timeout']);
    expect(p.rounds[0]).toMatchObject({ executed: [0, 3], reply: { kind: 'none' } });
    expect(p.rounds[1]).toMatchObject({ sent: [0, 4], duplicates: [0, 3], executed: [3, 4], reply: { kind: 'ack', count: 4 } });
  });

  it('a lost ACK: A times out and resends; every packet is a duplicate, acknowledged and not executed again', () => {
    const p = planExchange(scenario({ ...FOUR, fault: 'corrupt-icrc:5' }));
    expect(p.rounds[0]).toMatchObject({ executed: [0, 4], reply: { kind: 'ack', count: 1, hit: 'corrupted' } });
    expect(p.rounds[1]).toMatchObject({ cause: 'timeout', duplicates: [0, 4], executed: [0, 0], reply: { kind: 'ack', count: 4 } });
    expect(placedRanges(p)).toEqual([[0, 4]]);
  });

  it('no receive WQE: a SEND is RNR-NAKed at its first packet, a WRITE with immediate at its last (after its data is placed)', () => {
    const send = planExchange(scenario({ ...FOUR, op: 'send', recvPosted: false }));
    expect(send.rounds[0]).toMatchObject({ executed: [0, 0], reply: { kind: 'nak-rnr', at: 0 } });
    expect(send.rounds[1]).toMatchObject({ cause: 'rnr-nak', sent: [0, 4], executed: [0, 4] });
    const imm = planExchange(scenario({ ...FOUR, op: 'write-imm', recvPosted: false }));
    expect(imm.rounds[0]).toMatchObject({ executed: [0, 3], reply: { kind: 'nak-rnr', at: 3 } });
    expect(imm.rounds[1]).toMatchObject({ sent: [3, 4], executed: [3, 4] });
    expect(placedRanges(imm)).toEqual([
      [0, 3],
      [3, 4],
    ]);
  });

  it('a READ: a lost request times out; a lost response is asked for again from where the gap starts', () => {
    const req = planExchange(scenario({ ...FOUR, op: 'read', fault: 'drop:1' }));
    expect(req.rounds.map((r) => r.cause)).toEqual(['post', 'timeout']);
    expect(req.rounds[0].hit).toMatchObject({ on: 'request' });
    const gap = planExchange(scenario({ ...FOUR, op: 'read', fault: 'drop:3' }));
    expect(gap.rounds[0]).toMatchObject({ executed: [0, 4], accepted: [0, 1], discarded: [2, 4] });
    expect(gap.rounds[1]).toMatchObject({ cause: 'response-gap', sent: [1, 4], executed: [1, 4], accepted: [1, 4] });
    const last = planExchange(scenario({ ...FOUR, op: 'read', fault: 'corrupt-icrc:5' }));
    expect(last.rounds[1]).toMatchObject({ cause: 'timeout', sent: [3, 4] });
  });
});

describe('the trace follows the exchange', () => {
  it('the NAK for a gap carries syndrome 0x60 and the PSN B expects; A resends from that PSN', () => {
    const t = buildTrace(scenario({ ...FOUR, fault: 'drop:2', startPsn: 100 }));
    const nak = t.steps.find((s) => s.role === 'nak');
    const d = decodeIbPacket(nak?.artifacts[0].at(0).bytes ?? new Uint8Array());
    expect(d.aeth?.syndrome).toBe(0x60);
    expect(d.bth.psn).toBe(101);
    const resent = t.steps.filter((s) => s.role === 'transmit')[1].artifacts[0];
    expect(decodeIbPacket(resent.at(0).bytes).bth.psn).toBe(101);
    expect(resent.count).toBe(3);
  });

  it('an RNR NAK carries 0x20 | min_rnr_timer, and A waits that timer (code 12 = 0.64 ms) before resending', () => {
    const t = buildTrace(scenario({ op: 'send', recvPosted: false, minRnrTimer: 12 }));
    const nak = t.steps.find((s) => s.role === 'nak');
    expect(decodeIbPacket(nak?.artifacts[0].at(0).bytes ?? new Uint8Array()).aeth?.syndrome).toBe(0x2c);
    const wait = t.steps.find((s) => s.role === 'rnr-wait');
    expect((wait?.endNs ?? 0) - (wait?.startNs ?? 0)).toBeCloseTo(640_000, 3);
    expect(t.steps.some((s) => s.role === 'post-recv' && s.phase === 'RETRY')).toBe(true);
  });

  it('the retransmission timer is nominal 4.096 µs × 2^timeout, from the scenario', () => {
    for (const ackTimeout of [8, 14]) {
      const t = buildTrace(scenario({ ...FOUR, fault: 'drop:4', ackTimeout }));
      const wait = t.steps.find((s) => s.role === 'timeout');
      expect((wait?.endNs ?? 0) - (wait?.startNs ?? 0)).toBeCloseTo(4096 * 2 ** ackTimeout, 3);
    }
  });

  it('a damaged packet keeps its sender’s ICRC: behind a switch its VCRC is fresh, on a bare cable it fails too', () => {
    for (const [hops, vcrcOk] of [
      [1, true],
      [0, false],
    ] as const) {
      const t = buildTrace(scenario({ ...FOUR, fault: 'corrupt-icrc:2', ib: { switchHops: hops } }));
      const check = t.steps.find((s) => s.role === 'responder-check');
      expect(check?.checks?.find((c) => c.id === 'icrc')?.ok).toBe(false);
      expect(check?.checks?.find((c) => c.id === 'vcrc')?.ok).toBe(vcrcOk);
    }
  });

  it('each access fault fails exactly its own check in the table B shows', () => {
    for (const [fault, id] of [
      ['bad-rkey', 'rkey'],
      ['out-of-bounds', 'bounds'],
      ['no-remote-write', 'mr-access'],
    ] as const) {
      const t = buildTrace(scenario({ fault }));
      const failed = t.steps.find((s) => s.role === 'responder-check')?.checks?.filter((c) => !c.ok);
      expect(failed?.map((c) => c.id)).toEqual([id]);
    }
  });
});
