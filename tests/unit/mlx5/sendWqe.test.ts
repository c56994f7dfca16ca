import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Msg } from '../../../src/i18n/msg';
import { allFields, coverageProblems, type Field, leafFields } from '../../../src/sim/bytes/field';
import { hexValue, toHex } from '../../../src/sim/bytes/hex';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { SEND_OP_OPCODE } from '../../../src/sim/mlx5/sendOps';
import { decodeRdmaWriteWqe, decodeSendWqe, encodeRdmaWriteWqe, encodeSendWqe, type SendWqeSpec } from '../../../src/sim/mlx5/wqe';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';

const field = (fields: Field[], path: string) => {
  const f = allFields(fields).find((x) => x.path === path);
  if (!f) throw new Error(`no field ${path}`);
  return f;
};
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const BASE = { wqeIndex: 1, qpn: 0x12, signaled: true };
const REMOTE = { remoteVa: 0x00007f0000001000n, rkey: 0x1234 };
const SGE = { addr: 0x00007f1234560000n, lkey: 0x5678, length: 8 };

/** Expected bytes, written a 16-B segment per line with a space between dwords. */
const segments = (...rows: string[]) => rows.join('').replace(/ /g, '');

/** Every bit of the WQE is one leaf field, and every leaf says something in English. */
function expectExplained(wqe: { bytes: Uint8Array; fields: Field[] }) {
  expect(coverageProblems(wqe.fields, wqe.bytes.length)).toEqual([]);
  for (const f of leafFields(wqe.fields)) expect(en(f.meaning).length, f.path).toBeGreaterThan(1);
}

describe('golden send WQEs, computed by hand from struct mlx5_wqe_*_seg', () => {
  it('RDMA WRITE WITH IMM, 1 SGE: opcode 0x09, imm in ctrl bytes 12-15', () => {
    const wqe = encodeSendWqe({ ...BASE, op: 'write-imm', ...REMOTE, imm: 0xdeadbeef, sge: SGE });
    expect(toHex(wqe.bytes)).toBe(
      segments(
        '00000109 00001203 00000008 deadbeef', // ctrl: opmod 00, wqe_index 0001, opcode 09 | qpn 000012, ds 03 | signature, dci, fm_ce_se 08 (CQ_UPDATE) | imm
        '00007f00 00001000 00001234 00000000', // raddr: raddr (BE64) | rkey | reserved
        '00000008 00005678 00007f12 34560000', // data: byte_count | lkey | addr (BE64)
      ),
    );
    expect([wqe.ds, wqe.basicBlocks]).toEqual([3, 1]);
    expectExplained(wqe);
  });

  it('RDMA READ of 4096 B: opcode 0x10, imm 0, the data segment is the local destination', () => {
    const wqe = encodeSendWqe({ ...BASE, op: 'read', ...REMOTE, sge: { ...SGE, length: 4096 } });
    expect(toHex(wqe.bytes)).toBe(
      segments(
        '00000110 00001203 00000008 00000000', // ctrl: opcode 10, ds 03, imm 0 (send_ieth returns 0)
        '00007f00 00001000 00001234 00000000', // raddr: the source buffer on host B
        '00001000 00005678 00007f12 34560000', // data: byte_count 0x1000 | lkey | addr
      ),
    );
    expectExplained(wqe);
  });

  it('SEND, 1 SGE: opcode 0x0a, no raddr, ds 2', () => {
    const wqe = encodeSendWqe({ ...BASE, op: 'send', sge: SGE });
    expect(toHex(wqe.bytes)).toBe(
      segments(
        '0000010a 00001202 00000008 00000000', // ctrl: opcode 0a, ds 02
        '00000008 00005678 00007f12 34560000', // data
      ),
    );
    expect([wqe.ds, wqe.basicBlocks]).toEqual([2, 1]);
    expectExplained(wqe);
  });

  it('SEND inline "ABCDEFGH": ctrl + one inline DS', () => {
    const wqe = encodeSendWqe({ ...BASE, op: 'send', inline: ascii('ABCDEFGH') });
    expect(toHex(wqe.bytes)).toBe(
      segments(
        '0000010a 00001202 00000008 00000000', // ctrl: ds 02
        '80000008 41424344 45464748 00000000', // inline: 8 | MLX5_INLINE_SEG, the 8 bytes, 4 B pad
      ),
    );
    expectExplained(wqe);
  });

  it('an empty unsignaled SEND is the ctrl segment alone (ds 1)', () => {
    const wqe = encodeSendWqe({ ...BASE, op: 'send', signaled: false });
    expect(toHex(wqe.bytes)).toBe(segments('0000010a 00001201 00000000 00000000')); // ctrl: ds 01, fm_ce_se 00
    expectExplained(wqe);
  });

  it("op 'write' gives the bytes and fields encodeRdmaWriteWqe always gave", () => {
    const spec = { ...BASE, ...REMOTE, sge: SGE };
    const viaSend = encodeSendWqe({ op: 'write', ...spec });
    expect(toHex(viaSend.bytes)).toBe(
      segments(
        '00000108 00001203 00000008 00000000', // ctrl: opcode 08
        '00007f00 00001000 00001234 00000000', // raddr
        '00000008 00005678 00007f12 34560000', // data
      ),
    );
    expect(encodeRdmaWriteWqe(spec)).toEqual(viaSend);
  });
});

describe('what each op says about its fields', () => {
  const imm = encodeSendWqe({ ...BASE, op: 'write-imm', ...REMOTE, imm: 0x01020304, inline: ascii('hi') });
  const read = encodeSendWqe({ ...BASE, op: 'read', ...REMOTE, sge: SGE });
  const send = encodeSendWqe({ ...BASE, op: 'send', inline: ascii('hi') });

  it('names the mlx5 opcode it wrote and the IB wire opcode, as parameters from their definitions', () => {
    // The byte, decoded; the message quotes that byte and the wire opcode from RC_OP (no English is read).
    const quoted = (w: typeof imm) => (field(w.fields, 'ctrl.opmod_idx_opcode.opcode').meaning as Msg).params;
    for (const [w, op] of [
      [imm, 'write-imm'],
      [read, 'read'],
      [send, 'send'],
    ] as const) {
      expect(w.bytes[3]).toBe(SEND_OP_OPCODE[op]);
      expect(quoted(w)?.opcode).toBe(hexValue(w.bytes[3], 2));
    }
    expect(quoted(imm)).toMatchObject({
      last: hexValue(RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE, 2),
      only: hexValue(RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE, 2),
    });
    expect(quoted(read)?.wire).toBe(hexValue(RC_OP.RDMA_READ_REQUEST, 2));
    expect(quoted(send)?.wire).toBe(hexValue(RC_OP.SEND_ONLY, 2));
    expect(field(imm.fields, 'ctrl.opmod_idx_opcode').value).toBe('0x00000109');
  });

  it('says where the immediate comes from, and that other ops have none', () => {
    expect(en(field(imm.fields, 'ctrl.imm').meaning)).toMatch(/^0x01020304: .*wr->imm_data copied unchanged/);
    expect(en(field(read.fields, 'ctrl.imm').meaning)).toMatch(/send_ieth returns 0/);
    expect(en(field(send.fields, 'ctrl.imm').meaning)).toMatch(/send_ieth returns 0/);
  });

  it('a SEND has no raddr; a READ scatters into its data segment', () => {
    expect(allFields(send.fields).some((f) => f.path === 'raddr')).toBe(false);
    expect(en(field(send.fields, 'ctrl.qpn_ds.ds').meaning)).toBe(
      '2 x 16 B = 32 B of WQE (ctrl + 1 DS inline; a SEND has no raddr); an 8-bit field of which only the low 6 bits are used',
    );
    expect(en(field(send.fields, 'inline.byte_count.length').meaning)).toBe('2 B of inline data: the SEND payload');
    expect(en(field(read.fields, 'raddr').meaning)).toMatch(/read from/);
    expect(en(field(read.fields, 'data').meaning)).toMatch(/destination buffer on host A/);
    expect(en(field(read.fields, 'data.byte_count').meaning)).toMatch(/scatter into local memory/);
    expect(field(read.fields, 'data.lkey').link).toBe('lkey');
    expect(field(read.fields, 'raddr.rkey').link).toBe('rkey');
  });
});

describe('invalid specs', () => {
  it.each<[string, SendWqeSpec, RegExp]>([
    [
      'inline READ',
      { ...BASE, op: 'read', ...REMOTE, inline: ascii('x') },
      /RDMA READ cannot be inline.*valid only for SEND and RDMA WRITE/,
    ],
    ['WRITE without rkey', { ...BASE, op: 'write', remoteVa: 0x1000n }, /RDMA WRITE needs remoteVa and rkey/],
    ['READ without remoteVa', { ...BASE, op: 'read', rkey: 1 }, /RDMA READ needs remoteVa and rkey/],
    ['imm on WRITE', { ...BASE, op: 'write', ...REMOTE, imm: 1 }, /RDMA WRITE carries no immediate data/],
    ['imm on SEND', { ...BASE, op: 'send', imm: 1 }, /SEND carries no immediate data/],
    ['imm on READ', { ...BASE, op: 'read', ...REMOTE, imm: 1 }, /RDMA READ carries no immediate data/],
    ['WRITE WITH IMM without imm', { ...BASE, op: 'write-imm', ...REMOTE }, /needs imm/],
    ['imm wider than 32 bits', { ...BASE, op: 'write-imm', ...REMOTE, imm: 2 ** 32 }, /not a 32-bit value/],
    ['SEND with a remote address', { ...BASE, op: 'send', ...REMOTE }, /SEND has no raddr segment/],
    ['SGE and inline', { ...BASE, op: 'send', sge: SGE, inline: ascii('x') }, /either an SGE or inline/],
    ['unknown op', { ...BASE, op: 'atomic' as SendWqeSpec['op'] }, /unknown op/],
  ])('%s', (_, spec, message) => {
    expect(() => encodeSendWqe(spec)).toThrow(RangeError);
    expect(() => encodeSendWqe(spec)).toThrow(message);
  });

  it('decoders refuse opcodes they do not model', () => {
    const read = encodeSendWqe({ ...BASE, op: 'read', ...REMOTE });
    expect(() => decodeRdmaWriteWqe(read.bytes)).toThrow(/0x10 is not RDMA_WRITE/);
    const atomic = read.bytes.slice();
    atomic[3] = 0x11; // MLX5_OPCODE_ATOMIC_CS
    expect(() => decodeSendWqe(atomic)).toThrow(/opcode 0x11/);
  });
});

describe('decodeSendWqe(encodeSendWqe(x)) == x', () => {
  const u32 = fc.integer({ min: 0, max: 0xffffffff });
  const common = fc.record({
    wqeIndex: fc.integer({ min: 0, max: 0xffff }),
    qpn: fc.integer({ min: 0, max: 0xffffff }),
    signaled: fc.boolean(),
  });
  const remote = fc.record({ remoteVa: fc.bigInt(0n, (1n << 64n) - 1n), rkey: u32 });
  const sge = fc.record({
    addr: fc.bigInt(0n, (1n << 64n) - 1n),
    lkey: u32,
    length: fc.oneof(fc.integer({ min: 0, max: 0x7fffffff }), fc.integer({ min: 0, max: 64 })),
  });
  const payload = fc.oneof(fc.record({ sge }), fc.record({ inline: fc.uint8Array({ minLength: 0, maxLength: 220 }) }), fc.constant({}));
  const spec: fc.Arbitrary<SendWqeSpec> = fc
    .tuple(fc.constantFrom('write' as const, 'write-imm' as const, 'read' as const, 'send' as const), common, remote, u32, payload)
    .map(([op, c, r, imm, p]) => ({
      op,
      ...c,
      ...(op === 'send' ? {} : r),
      ...(op === 'write-imm' ? { imm } : {}),
      // libmlx5 is never asked for an inline READ (ibv_post_send(3)); give it the SGE or nothing.
      ...(op === 'read' && 'inline' in p ? {} : p),
    }));

  it('all four ops with an SGE, inline data or nothing, every byte explained', () => {
    fc.assert(
      fc.property(spec, (x) => {
        const wqe = encodeSendWqe(x);
        expect(wqe.bytes.length).toBe(wqe.ds * 16);
        expect(wqe.basicBlocks).toBe(Math.ceil(wqe.ds / 4));
        expectExplained(wqe);
        const { ds, ...back } = decodeSendWqe(wqe.bytes);
        expect(ds).toBe(wqe.ds);
        // A zero-length payload encodes as no segment at all, however it was given.
        const expected: SendWqeSpec = { ...x };
        if (x.sge && x.sge.length === 0) delete expected.sge;
        if (x.inline && x.inline.length === 0) delete expected.inline;
        expect(back).toEqual(expected);
        // The trailing basic-block padding does not matter.
        const block = new Uint8Array(wqe.basicBlocks * 64).fill(0xee);
        block.set(wqe.bytes);
        expect(decodeSendWqe(block)).toEqual({ ds, ...back });
      }),
      { numRuns: propertyRuns(400) },
    );
  });
});
