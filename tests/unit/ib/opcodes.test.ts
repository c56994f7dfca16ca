import { describe, expect, it } from 'vitest';
import { aethSyndromeMeaning } from '../../../src/sim/ib/aeth';
import { extraHeadersOf, opcodeName, RC_OP, writeOpcodeFor } from '../../../src/sim/ib/opcodes';
import { en } from '../support/en';

describe('opcodes (Linux include/rdma/ib_pack.h)', () => {
  it('names opcodes by transport and operation', () => {
    expect(opcodeName(0x06)).toBe('RC RDMA WRITE FIRST');
    expect(opcodeName(0x0a)).toBe('RC RDMA WRITE ONLY');
    expect(opcodeName(0x0b)).toBe('RC RDMA WRITE ONLY WITH IMMEDIATE');
    expect(opcodeName(0x11)).toBe('RC ACKNOWLEDGE');
    expect(opcodeName(0x64)).toBe('UD SEND ONLY');
    expect(opcodeName(0x81)).toMatch(/^CNP/);
    expect(opcodeName(0x15)).toBe('RC reserved operation 0x15');
  });

  it('segments a WRITE into ONLY or FIRST, MIDDLE..., LAST (Linux rxe_req.c, next_opcode_rc)', () => {
    expect(writeOpcodeFor(0, 1)).toBe(0x0a);
    expect([0, 1].map((i) => writeOpcodeFor(i, 2))).toEqual([0x06, 0x08]);
    expect([0, 1, 2, 3].map((i) => writeOpcodeFor(i, 4))).toEqual([0x06, 0x07, 0x07, 0x08]);
    expect(() => writeOpcodeFor(2, 2)).toThrow(RangeError);
  });

  it('knows which extra headers an RC opcode carries (rxe_opcode.c)', () => {
    expect(extraHeadersOf(RC_OP.RDMA_WRITE_FIRST)).toEqual({ reth: true, immDt: false, aeth: false });
    expect(extraHeadersOf(RC_OP.RDMA_WRITE_MIDDLE)).toEqual({ reth: false, immDt: false, aeth: false });
    expect(extraHeadersOf(RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE)).toEqual({ reth: false, immDt: true, aeth: false });
    expect(extraHeadersOf(RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE)).toEqual({ reth: true, immDt: true, aeth: false });
    expect(extraHeadersOf(RC_OP.ACKNOWLEDGE)).toEqual({ reth: false, immDt: false, aeth: true });
    expect(extraHeadersOf(0x2a)).toEqual({ reth: false, immDt: false, aeth: false }); // UC: not modelled
  });

  it('explains AETH syndromes (Linux rxe_hdr.h)', () => {
    expect(en(aethSyndromeMeaning(0x1f))).toMatch(/^ACK.*0x1f, which IBA defines as invalid/);
    expect(en(aethSyndromeMeaning(0x20 | 16))).toMatch(/^RNR NAK.*2\.56 ms/);
    expect(en(aethSyndromeMeaning(0x60))).toMatch(/PSN sequence error/);
    expect(en(aethSyndromeMeaning(0x62))).toMatch(/^NAK: remote access error/);
    expect(en(aethSyndromeMeaning(0x63))).toMatch(/remote operational error/);
    expect(en(aethSyndromeMeaning(0x64))).toBe('NAK: invalid RD request');
  });
});
