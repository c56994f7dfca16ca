import type { Field } from '../../../src/sim/bytes/field';
import { cqeSyndrome, encodeErrorCqe, encodeRequesterCqe, encodeResponderCqe, MLX5_CQE_RESP_ERR } from '../../../src/sim/mlx5/cqe';
import { encodeRecvWqe } from '../../../src/sim/mlx5/recvWqe';
import { encodeSendWqe } from '../../../src/sim/mlx5/wqe';

/**
 * One artifact for every meaning the mlx5 encoders can give beyond the RDMA
 * WRITE path: WQEs of each op and payload kind, receive WQEs with and without
 * an end entry, CQEs of every kind. tests/unit/i18n/fieldMessages.test.ts
 * checks their messages; the mlx5 tests check their bytes.
 */
export function mlx5OpArtifacts(): [string, Field[]][] {
  const remote = { remoteVa: 0x7f0000001000n, rkey: 0x1234 };
  const sge = { addr: 0x7f1234560000n, lkey: 0x5678, length: 100 };
  const inline = Uint8Array.from([1, 2, 3, 4, 5]);
  const base = { wqeIndex: 2, qpn: 0x11, signaled: true };
  const out: [string, Field[]][] = [];
  for (const [label, extra] of [
    ['data', { sge }],
    ['inline', { inline }],
    ['empty', {}],
  ] as const) {
    out.push([`WQE write-imm (${label})`, encodeSendWqe({ ...base, op: 'write-imm', ...remote, imm: 0xdeadbeef, ...extra }).fields]);
    out.push([`WQE send (${label})`, encodeSendWqe({ ...base, op: 'send', ...extra }).fields]);
    if (label !== 'inline') out.push([`WQE read (${label})`, encodeSendWqe({ ...base, op: 'read', ...remote, ...extra }).fields]);
  }
  out.push(['RQ WQE, 2 of 4 entries', encodeRecvWqe({ sges: [sge, { ...sge, addr: 0x7f1234570000n }], maxSge: 3 }).fields]);
  out.push(['RQ WQE, full', encodeRecvWqe({ sges: [sge], maxSge: 1 }).fields]);
  const cqe = { qpn: 0x11, wqeCounter: 2, owner: 1 as const, timestamp: 99n };
  for (const sendOpcode of [0x09, 0x0a])
    out.push([`CQE req 0x${sendOpcode.toString(16)}`, encodeRequesterCqe({ ...cqe, sendOpcode }).fields]);
  out.push(['CQE req READ', encodeRequesterCqe({ ...cqe, sendOpcode: 0x10, byteCount: 100 }).fields]);
  const resp = { qpn: 0x12, wqeCounter: 0, byteCount: 100, srcQpn: 0x11, slid: 1, owner: 0 as const, timestamp: 7n };
  out.push(['CQE resp write-imm', encodeResponderCqe({ ...resp, opcode: 'resp-write-imm', imm: 0xdeadbeef }).fields]);
  out.push(['CQE resp send', encodeResponderCqe({ ...resp, opcode: 'resp-send' }).fields]);
  out.push(['CQE resp send imm', encodeResponderCqe({ ...resp, opcode: 'resp-send', imm: 1, sl: 3 }).fields]);
  const err = { qpn: 0x11, wqeCounter: 2, sendOpcode: 0x08, owner: 1 as const };
  out.push(['CQE error REMOTE_ACCESS', encodeErrorCqe({ ...err, syndrome: cqeSyndrome.REMOTE_ACCESS_ERR.code }).fields]);
  out.push(['CQE error unnamed syndrome', encodeErrorCqe({ ...err, syndrome: 0x30 }).fields]);
  out.push([
    'CQE receive flushed',
    encodeErrorCqe({
      opcode: MLX5_CQE_RESP_ERR,
      syndrome: cqeSyndrome.WR_FLUSH_ERR.code,
      qpn: 0x12,
      wqeCounter: 0,
      sendOpcode: 0,
      owner: 0,
    }).fields,
  ]);
  return out;
}
