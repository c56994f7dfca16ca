import { describe, expect, it } from 'vitest';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { encodeIbPacket, type IbPacketSpec } from '../../../src/sim/ib/packet';
import { dataPacket, readRequestPacket } from '../../../src/sim/trace/artifacts/packets';
import type { CheckId } from '../../../src/sim/trace/checkId';
import { makePlan } from '../../../src/sim/trace/plan';
import { responderChecks } from '../../../src/sim/trace/responder/responderChecks';
import type { ResponderState } from '../../../src/sim/trace/responder/responderState';
import { en } from '../support/en';
import { scenario } from '../trace/helpers';

/**
 * Each of HCA B's checks is a predicate over the packet and B's state: a
 * corrupted input must make exactly its own check fail, and the table must
 * show the values compared.
 */
const plan = makePlan(scenario({ messageBytes: 8192, pathMtu: 4096 }));
const good = plan.responder;
const first = dataPacket(plan, 0).bytes;
const second = dataPacket(plan, 1).bytes;

const failing = (bytes: Uint8Array, b: ResponderState = good, previousOpcode: number | null = null): CheckId[] =>
  responderChecks({ bytes, previousOpcode }, b)
    .filter((c) => !c.ok)
    .map((c) => c.id);

/** The first packet re-encoded with some header fields changed (CRCs recomputed, so only the named field differs). */
function firstWith(change: (spec: IbPacketSpec) => IbPacketSpec): Uint8Array {
  const s = plan.s;
  const spec: IbPacketSpec = {
    lrh: { vl: 0, lver: 0, sl: 0, lnh: 2, dlid: s.lidB, slid: s.lidA },
    bth: {
      opcode: RC_OP.RDMA_WRITE_FIRST,
      se: false,
      migReq: true, // as ConnectX sends it (src/sim/wire/hcaWire.ts)
      tver: 0,
      pkey: s.pkey,
      fecn: false,
      becn: false,
      destQp: s.qpnB,
      ackReq: false,
      psn: s.startPsn,
    },
    reth: { va: s.remoteVa, rkey: s.rkey, dmaLength: s.messageBytes },
    payload: first.subarray(36, 36 + 4096), // after LRH (8), BTH (12) and RETH (16)
  };
  return encodeIbPacket(change(spec)).bytes;
}

const withQp = (qp: Partial<ResponderState['qp']>): ResponderState => ({ ...good, qp: { ...good.qp, ...qp } });
const withMr = (mr: Partial<ResponderState['mrs'][number]>): ResponderState => ({ ...good, mrs: [{ ...good.mrs[0], ...mr }] });

describe("HCA B's checks are computed", () => {
  it('all pass on the real first packet, and the re-encoder reproduces it byte for byte', () => {
    expect(failing(first)).toEqual([]);
    expect(firstWith((x) => x)).toEqual(first);
    const ids = responderChecks({ bytes: first, previousOpcode: null }, good).map((c) => c.id);
    expect(ids).toEqual([
      'vcrc',
      'dest-qp',
      'source',
      'pkey',
      'icrc',
      'psn',
      'opcode-sequence',
      'qp-access',
      'length',
      'rkey',
      'pd',
      'mr-access',
      'bounds',
    ]);
  });

  it.each<[string, () => CheckId[], CheckId]>([
    ['a flipped payload bit breaks the VCRC and the ICRC, nothing else', () => failing(flip(first, 40, 0)), 'icrc'],
    ['a corrupted VCRC byte', () => failing(flip(first, first.length - 1, 0)), 'vcrc'],
    ['a packet from another LID', () => failing(firstWith((x) => ({ ...x, lrh: { ...x.lrh, slid: plan.s.lidA + 7 } }))), 'source'],
    ['the wrong destination QP', () => failing(firstWith((x) => ({ ...x, bth: { ...x.bth, destQp: plan.s.qpnB + 1 } }))), 'dest-qp'],
    ['B’s QP in the ERROR state', () => failing(first, withQp({ state: 'ERROR' })), 'dest-qp'],
    ['another partition', () => failing(firstWith((x) => ({ ...x, bth: { ...x.bth, pkey: 0x8001 } }))), 'pkey'],
    ['a PSN past the expected one (a gap)', () => failing(first, withQp({ expectedPsn: plan.s.startPsn - 1 })), 'psn'],
    ['a MIDDLE with no FIRST before it', () => failing(second, withQp({ expectedPsn: plan.s.startPsn + 1 }), null), 'opcode-sequence'],
    [
      'a QP without remote write',
      () => failing(first, withQp({ access: { localWrite: true, remoteWrite: false, remoteRead: true } })),
      'qp-access',
    ],
    ['a FIRST shorter than the MTU', () => failing(firstWith((x) => ({ ...x, payload: x.payload.subarray(0, 100) }))), 'length'],
    [
      'a wrong rkey (stale variant byte)',
      () => failing(firstWith((x) => ({ ...x, reth: { ...x.reth!, rkey: plan.s.rkey ^ 0x01 } }))),
      'rkey',
    ],
    ['an MR in another PD', () => failing(first, withMr({ pd: 99 })), 'pd'],
    [
      'an MR registered without REMOTE_WRITE',
      () => failing(first, withMr({ access: { localWrite: true, remoteWrite: false, remoteRead: false } })),
      'mr-access',
    ],
    [
      'a VA past the end of the MR',
      () => failing(firstWith((x) => ({ ...x, reth: { ...x.reth!, va: plan.s.remoteVa + 8192n } }))),
      'bounds',
    ],
  ])('%s fails exactly that check', (_what, run, id) => {
    const failed = run();
    if (id === 'icrc') expect(failed.sort()).toEqual(['icrc', 'vcrc']);
    else expect(failed).toEqual([id]);
  });

  it('a duplicate (a PSN older than expected) stops at its PSN check: the rows after it are not reached', () => {
    const checks = responderChecks({ bytes: first, previousOpcode: null }, withQp({ expectedPsn: plan.s.startPsn + 1 }));
    const i = checks.findIndex((c) => c.id === 'psn');
    expect(checks[i].verdict).toBe('duplicate');
    expect(checks.slice(0, i).every((c) => c.verdict === 'pass')).toBe(true);
    expect(checks.slice(i + 1).map((c) => c.verdict)).toEqual(checks.slice(i + 1).map(() => 'not-reached'));
    expect(checks.slice(i + 1).map((c) => c.id)).toContain('rkey');
  });

  it('a repeated READ REQUEST skips what soft-RoCE skips (duplicate_request): only its rkey and range are checked again', () => {
    const read = makePlan(scenario({ op: 'read', messageBytes: 8192, pathMtu: 4096 }));
    const request = readRequestPacket(read, 0).bytes;
    const checks = responderChecks(
      { bytes: request, previousOpcode: null },
      { ...read.responder, qp: { ...read.responder.qp, expectedPsn: read.s.startPsn + 2 } },
    );
    const verdict = Object.fromEntries(checks.map((c) => [c.id, c.verdict]));
    expect(verdict.psn).toBe('duplicate');
    for (const id of ['opcode-sequence', 'qp-access', 'length', 'pd', 'mr-access'] as const) expect(verdict[id]).toBe('not-reached');
    for (const id of ['vcrc', 'dest-qp', 'pkey', 'icrc', 'rkey', 'bounds'] as const) expect(verdict[id]).toBe('pass');
    expect(checks.find((c) => c.id === 'rkey')?.why.key).toBe('check.rkey.whyDuplicateRead');
    expect(checks.find((c) => c.id === 'bounds')?.why.key).toBe('check.bounds.whyDuplicateRead');
    // Compared with the READ B kept, not looked up in the MKey table.
    expect(en(checks.find((c) => c.id === 'rkey')?.expected)).toMatch(/^the rkey of the READ B kept, 0x1234/);
    expect(en(checks.find((c) => c.id === 'bounds')?.expected)).toBe('[VA, VA + length) inside the range of the READ B kept');
  });

  it('the second packet passes when it follows the first, with the next PSN', () => {
    expect(failing(second, withQp({ expectedPsn: plan.s.startPsn + 1 }), RC_OP.RDMA_WRITE_FIRST)).toEqual([]);
  });

  it('an unknown rkey index names the missing MKey and stops before PD, access and bounds', () => {
    const checks = responderChecks(
      { bytes: firstWith((x) => ({ ...x, reth: { ...x.reth!, rkey: 0xabcd00 } })), previousOpcode: null },
      good,
    );
    const rkey = checks.find((c) => c.id === 'rkey');
    expect(rkey?.ok).toBe(false);
    expect(en(rkey?.actual)).toContain('no valid MKey at that index');
    expect(checks.map((c) => c.id)).not.toContain('bounds');
  });

  it('shows the values compared', () => {
    const checks = responderChecks(
      { bytes: firstWith((x) => ({ ...x, reth: { ...x.reth!, va: plan.s.remoteVa + 8192n } })), previousOpcode: null },
      good,
    );
    const bounds = checks.find((c) => c.id === 'bounds');
    expect(en(bounds?.expected)).toContain('0x7f0000001000');
    expect(en(bounds?.actual)).toContain('0x7f0000003000');
    expect(en(bounds?.actual)).toContain('8,192 B');
    const psn = responderChecks({ bytes: first, previousOpcode: null }, withQp({ expectedPsn: 0 })).find((c) => c.id === 'psn');
    expect(en(psn?.expected)).toContain('0');
    expect(en(psn?.actual)).toBe(String(plan.s.startPsn));
  });
});

function flip(bytes: Uint8Array, at: number, bit: number): Uint8Array {
  const out = bytes.slice();
  out[at] ^= 1 << bit;
  return out;
}
