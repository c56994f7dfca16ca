import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../../src/sim/bytes/byteWriter';
import type { Field } from '../../../src/sim/bytes/field';
import { type Bth, encodeBth } from '../../../src/sim/ib/bth';
import { RC_OP } from '../../../src/sim/ib/opcodes';

const base: Bth = {
  opcode: 0,
  se: false,
  migReq: true,
  padCnt: 0,
  tver: 0,
  pkey: 0xffff,
  fecn: false,
  becn: false,
  destQp: 0x12,
  ackReq: false,
  psn: 1,
};

function ackReqKey(opcode: number, ackReq: boolean): string {
  const w = new ByteWriter();
  encodeBth(w, { ...base, opcode, ackReq });
  const flat = (fs: readonly Field[]): Field[] => fs.flatMap((f) => [f, ...flat(f.children ?? [])]);
  const a = flat(w.finish().fields).find((f) => f.path === 'BTH.A');
  return a?.meaning.key ?? '';
}

// IBA acknowledges requests only: a response's A bit is 0 because nothing acknowledges it, not because a later ACK will
// (soft-RoCE builds responses with ack_req 0: drivers/infiniband/sw/rxe/rxe_resp.c, prepare_ack_packet).
describe('what the BTH acknowledge-request bit means on each kind of packet', () => {
  it.each([
    ['ACKNOWLEDGE', RC_OP.ACKNOWLEDGE],
    ['READ RESPONSE FIRST', RC_OP.RDMA_READ_RESPONSE_FIRST],
    ['READ RESPONSE MIDDLE', RC_OP.RDMA_READ_RESPONSE_MIDDLE],
    ['READ RESPONSE LAST', RC_OP.RDMA_READ_RESPONSE_LAST],
    ['ATOMIC ACKNOWLEDGE', RC_OP.ATOMIC_ACKNOWLEDGE],
  ])('a response (%s) with A 0 is never acknowledged', (_name, opcode) => {
    expect(ackReqKey(opcode, false)).toBe('field.bth.ackReq.response');
  });

  it.each([
    ['WRITE FIRST', RC_OP.RDMA_WRITE_FIRST],
    ['WRITE MIDDLE', RC_OP.RDMA_WRITE_MIDDLE],
    ['SEND FIRST', RC_OP.SEND_FIRST],
    ['READ REQUEST', RC_OP.RDMA_READ_REQUEST],
  ])('a request (%s) with A 0 is covered by a later ACK', (_name, opcode) => {
    expect(ackReqKey(opcode, false)).toBe('field.bth.ackReq.clear');
  });

  it('a request with A 1 asks for an ACK; a READ REQUEST is answered by its responses', () => {
    expect(ackReqKey(RC_OP.RDMA_WRITE_LAST, true)).toBe('field.bth.ackReq.set');
    expect(ackReqKey(RC_OP.RDMA_READ_REQUEST, true)).toBe('field.bth.ackReq.setRead');
  });
});
