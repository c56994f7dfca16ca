import { type Msg, msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import type { LinkKey } from '../bytes/field';
import { hexValue } from '../bytes/hex';

/** CQE size: struct mlx5_cqe64 and struct mlx5_err_cqe are both 64 B (rdma-core providers/mlx5/mlx5dv.h). */
export const CQE_BYTES = 64;

// CQE opcodes, op_own >> 4 (rdma-core providers/mlx5/mlx5dv.h, MLX5_CQE_*).
export const MLX5_CQE_REQ = 0;
export const MLX5_CQE_RESP_WR_IMM = 1;
export const MLX5_CQE_RESP_SEND = 2;
export const MLX5_CQE_RESP_SEND_IMM = 3;
export const MLX5_CQE_REQ_ERR = 13;
export const MLX5_CQE_RESP_ERR = 14;
export const MLX5_CQE_INVALID = 15;

/** A run of zero bytes: one bit field up to 4 B, one byte run beyond. */
export function zeroField(w: ByteWriter, name: string, bytes: number, meaning: Msg): void {
  if (bytes <= 4) w.bits(name, bytes * 8, 0, meaning);
  else w.bytes(name, new Uint8Array(bytes), meaning);
}

/**
 * Byte 63, op_own: opcode << 4 | format << 2 | SE << 1 | owner (mlx5dv_get_cqe_opcode/_format/_se/_owner in rdma-core
 * providers/mlx5/mlx5dv.h).
 */
export function writeOpOwn(w: ByteWriter, opcode: number, opcodeMeaning: Msg, owner: 0 | 1): void {
  w.group(
    'op_own',
    msg('field.cqe.opOwn'),
    () => {
      w.bits('opcode', 4, opcode, opcodeMeaning, { display: String(opcode) });
      w.bits('format', 2, 0, msg('field.cqe.format'), { display: '00' });
      w.bits('se', 1, 0, msg('field.cqe.se'));
      w.bits('owner', 1, owner, msg('field.cqe.owner', { owner }));
    },
    { display: hexValue((opcode << 4) | owner, 2) },
  );
}

export interface OpOwn {
  /** op_own >> 4: the CQE opcode (MLX5_CQE_*). */
  cqeOpcode: number;
  format: number;
  se: number;
  owner: 0 | 1;
}

export function readOpOwn(opOwn: number): OpOwn {
  return { cqeOpcode: opOwn >> 4, format: (opOwn >> 2) & 3, se: (opOwn >> 1) & 1, owner: (opOwn & 1) as 0 | 1 };
}

export function checkCqeBytes(bytes: Uint8Array): void {
  if (bytes.length !== CQE_BYTES) throw new RangeError(`CQE: expected 64 B, got ${bytes.length}`);
}

/** Bytes 56-63, laid out alike in struct mlx5_cqe64 and struct mlx5_err_cqe: an opcode byte | QPN, wqe_counter, signature, op_own. */
export interface CqeTail {
  /** Names and meanings of the 32-bit word at 56 and its top byte. */
  word: { name: string; meaning: Msg };
  top: { name: string; value: number; meaning: Msg };
  qpn: number;
  qpnMeaning: Msg;
  qpnLink: LinkKey;
  wqeCounter: number;
  wqeCounterMeaning: Msg;
  wqeCounterLink?: LinkKey;
  cqeOpcode: number;
  cqeOpcodeMeaning: Msg;
  owner: 0 | 1;
}

export function writeCqeTail(w: ByteWriter, t: CqeTail): void {
  w.group(
    t.word.name,
    t.word.meaning,
    () => {
      w.u8(t.top.name, t.top.value, t.top.meaning);
      w.u24('qpn', t.qpn, t.qpnMeaning, { link: t.qpnLink });
    },
    { display: hexValue(((t.top.value << 24) >>> 0) + t.qpn, 8) },
  );
  w.u16('wqe_counter', t.wqeCounter, t.wqeCounterMeaning, { link: t.wqeCounterLink, display: String(t.wqeCounter) });
  w.u8('signature', 0, msg('field.cqe.signature'));
  writeOpOwn(w, t.cqeOpcode, t.cqeOpcodeMeaning, t.owner);
}
