import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { CQE_BYTES, checkCqeBytes, MLX5_CQE_REQ_ERR, MLX5_CQE_RESP_ERR, type OpOwn, readOpOwn, writeCqeTail, zeroField } from './cqeLayout';

/**
 * enum ibv_wc_status values (libibverbs verbs.h: an enum counted from
 * IBV_WC_SUCCESS = 0) for the statuses mlx5_handle_error_cqe returns.
 */
export const IBV_WC_STATUS = {
  IBV_WC_LOC_LEN_ERR: 1,
  IBV_WC_LOC_QP_OP_ERR: 2,
  IBV_WC_LOC_PROT_ERR: 4,
  IBV_WC_WR_FLUSH_ERR: 5,
  IBV_WC_MW_BIND_ERR: 6,
  IBV_WC_BAD_RESP_ERR: 7,
  IBV_WC_LOC_ACCESS_ERR: 8,
  IBV_WC_REM_INV_REQ_ERR: 9,
  IBV_WC_REM_ACCESS_ERR: 10,
  IBV_WC_REM_OP_ERR: 11,
  IBV_WC_RETRY_EXC_ERR: 12,
  IBV_WC_RNR_RETRY_EXC_ERR: 13,
  IBV_WC_REM_ABORT_ERR: 16,
  IBV_WC_GENERAL_ERR: 21,
} as const;

export type WcStatusName = keyof typeof IBV_WC_STATUS;

export interface CqeSyndrome {
  /** struct mlx5_err_cqe.syndrome (byte 55). */
  code: number;
  /** The MLX5_CQE_SYNDROME_* name (rdma-core providers/mlx5/mlx5dv.h). */
  name: string;
  /** What mlx5_handle_error_cqe reports in wc.status (rdma-core providers/mlx5/cq.c). */
  wcStatus: WcStatusName;
  wcStatusValue: number;
}

const syn = (code: number, name: string, wcStatus: WcStatusName): CqeSyndrome => ({
  code,
  name: `MLX5_CQE_SYNDROME_${name}`,
  wcStatus,
  wcStatusValue: IBV_WC_STATUS[wcStatus],
});

/** Every MLX5_CQE_SYNDROME_* of mlx5dv.h with the status mlx5_handle_error_cqe maps it to. */
export const cqeSyndrome = {
  LOCAL_LENGTH_ERR: syn(0x01, 'LOCAL_LENGTH_ERR', 'IBV_WC_LOC_LEN_ERR'),
  LOCAL_QP_OP_ERR: syn(0x02, 'LOCAL_QP_OP_ERR', 'IBV_WC_LOC_QP_OP_ERR'),
  LOCAL_PROT_ERR: syn(0x04, 'LOCAL_PROT_ERR', 'IBV_WC_LOC_PROT_ERR'),
  WR_FLUSH_ERR: syn(0x05, 'WR_FLUSH_ERR', 'IBV_WC_WR_FLUSH_ERR'),
  MW_BIND_ERR: syn(0x06, 'MW_BIND_ERR', 'IBV_WC_MW_BIND_ERR'),
  BAD_RESP_ERR: syn(0x10, 'BAD_RESP_ERR', 'IBV_WC_BAD_RESP_ERR'),
  LOCAL_ACCESS_ERR: syn(0x11, 'LOCAL_ACCESS_ERR', 'IBV_WC_LOC_ACCESS_ERR'),
  REMOTE_INVAL_REQ_ERR: syn(0x12, 'REMOTE_INVAL_REQ_ERR', 'IBV_WC_REM_INV_REQ_ERR'),
  REMOTE_ACCESS_ERR: syn(0x13, 'REMOTE_ACCESS_ERR', 'IBV_WC_REM_ACCESS_ERR'),
  REMOTE_OP_ERR: syn(0x14, 'REMOTE_OP_ERR', 'IBV_WC_REM_OP_ERR'),
  TRANSPORT_RETRY_EXC_ERR: syn(0x15, 'TRANSPORT_RETRY_EXC_ERR', 'IBV_WC_RETRY_EXC_ERR'),
  RNR_RETRY_EXC_ERR: syn(0x16, 'RNR_RETRY_EXC_ERR', 'IBV_WC_RNR_RETRY_EXC_ERR'),
  REMOTE_ABORTED_ERR: syn(0x22, 'REMOTE_ABORTED_ERR', 'IBV_WC_REM_ABORT_ERR'),
} as const satisfies Record<string, CqeSyndrome>;

/** The same table under the name the trace code uses. */
export const CQE_SYNDROME = cqeSyndrome;

/** The named syndrome with this code, or undefined (mlx5_handle_error_cqe then reports IBV_WC_GENERAL_ERR). */
export function syndromeOf(code: number): CqeSyndrome | undefined {
  return Object.values(cqeSyndrome).find((s) => s.code === code);
}

/** wc.status for a syndrome byte, as mlx5_handle_error_cqe computes it (default: IBV_WC_GENERAL_ERR) (rdma-core providers/mlx5/cq.c). */
export function wcStatusOf(code: number): { wcStatus: WcStatusName; wcStatusValue: number } {
  const s = syndromeOf(code);
  return s ? { wcStatus: s.wcStatus, wcStatusValue: s.wcStatusValue } : { wcStatus: 'IBV_WC_GENERAL_ERR', wcStatusValue: 21 };
}

export interface ErrorCqeSpec {
  /** MLX5_CQE_REQ_ERR (default): a send WQE failed; MLX5_CQE_RESP_ERR: a receive WQE failed or was flushed. */
  opcode?: typeof MLX5_CQE_REQ_ERR | typeof MLX5_CQE_RESP_ERR;
  /** Syndrome byte, e.g. cqeSyndrome.REMOTE_ACCESS_ERR.code. */
  syndrome: number;
  /** The QP whose send (REQ_ERR: QP A) or receive (RESP_ERR: QP B) queue the error completes. */
  qpn: number;
  /** wqe_index of the failed send WQE; for RESP_ERR the receive WQE's index (libmlx5 does not read it without SRQ). */
  wqeCounter: number;
  /** REQ_ERR: the failed send WQE's mlx5 opcode. RESP_ERR: must be 0. */
  sendOpcode: number;
  owner: 0 | 1;
}

export interface DecodedErrorCqe extends OpOwn, ErrorCqeSpec {
  kind: 'error';
  opcode: typeof MLX5_CQE_REQ_ERR | typeof MLX5_CQE_RESP_ERR;
  /** Byte 54: firmware-specific; 0 in what the simulator encodes. */
  vendorErrSynd: number;
  wcStatus: WcStatusName;
  wcStatusValue: number;
}

/**
 * A send WQE that completed in error: `struct mlx5_err_cqe`, 64 B, op_own
 * opcode MLX5_CQE_REQ_ERR (rdma-core providers/mlx5/mlx5dv.h). mlx5_parse_cqe reads the QPN
 * from bytes 56-59 & 0xffffff, wc.status from the syndrome, wc.vendor_err from
 * vendor_err_synd, and finds wr_id by wqe_counter (providers/mlx5/cq.c). The CQE is
 * written whether or not the WQE was signaled.
 */
export function encodeErrorCqe(spec: ErrorCqeSpec): { bytes: Uint8Array; fields: Field[] } {
  const opcode = spec.opcode ?? MLX5_CQE_REQ_ERR;
  if (opcode !== MLX5_CQE_REQ_ERR && opcode !== MLX5_CQE_RESP_ERR) throw new RangeError(`CQE: opcode ${opcode} is not an error CQE`);
  const resp = opcode === MLX5_CQE_RESP_ERR;
  if (resp && spec.sendOpcode !== 0) throw new RangeError('CQE: a receive error (MLX5_CQE_RESP_ERR) carries no send opcode: give 0');
  const w = new ByteWriter(CQE_BYTES);
  const reserved = msg('field.reserved');
  const named = syndromeOf(spec.syndrome);
  const code = hexValue(spec.syndrome, 2);
  const status = wcStatusOf(spec.syndrome);
  w.group('err_cqe', msg(resp ? 'field.cqe.err.resp' : 'field.cqe.err'), () => {
    zeroField(w, 'rsvd0', 32, reserved);
    zeroField(w, 'srqn', 4, msg('field.cqe.err.srqn'));
    zeroField(w, 'rsvd1', 18, reserved);
    w.u8('vendor_err_synd', 0, msg('field.cqe.err.vendorSynd'));
    w.u8(
      'syndrome',
      spec.syndrome,
      named
        ? msg('field.cqe.err.syndrome', { code, name: named.name, status: status.wcStatus, value: status.wcStatusValue })
        : msg('field.cqe.err.syndrome.other', { code }),
    );
    writeCqeTail(w, {
      word: { name: 's_wqe_opcode_qpn', meaning: msg(resp ? 'field.cqe.sopDropQpn.resp' : 'field.cqe.err.sWqeOpcodeQpn') },
      top: {
        name: 's_wqe_opcode',
        value: spec.sendOpcode,
        meaning: resp ? msg('field.cqe.notReadResp') : msg('field.cqe.err.sWqeOpcode', { opcode: hexValue(spec.sendOpcode, 2) }),
      },
      qpn: spec.qpn,
      qpnMeaning: msg(resp ? 'field.cqe.err.qpn.resp' : 'field.cqe.err.qpn', { qpn: hexValue(spec.qpn, 6) }),
      qpnLink: resp ? 'qpnB' : 'qpnA',
      wqeCounter: spec.wqeCounter,
      wqeCounterMeaning: msg(resp ? 'field.cqe.err.wqeCounter.resp' : 'field.cqe.err.wqeCounter', { index: String(spec.wqeCounter) }),
      wqeCounterLink: resp ? undefined : 'wqeIndex',
      cqeOpcode: opcode,
      cqeOpcodeMeaning: msg(resp ? 'field.cqe.opcode.respErr' : 'field.cqe.opcode.reqErr'),
      owner: spec.owner,
    });
  });
  return w.finish();
}

/** Reads an error CQE (op_own opcode 13, MLX5_CQE_REQ_ERR, or 14, MLX5_CQE_RESP_ERR). */
export function decodeErrorCqe(bytes: Uint8Array): DecodedErrorCqe {
  checkCqeBytes(bytes);
  const opOwn = readOpOwn(bytes[63]);
  const opcode = opOwn.cqeOpcode;
  if (opcode !== MLX5_CQE_REQ_ERR && opcode !== MLX5_CQE_RESP_ERR) throw new RangeError(`CQE: opcode ${opcode} is not an error CQE`);
  const r = new ByteReader(bytes, 54);
  const vendorErrSynd = r.u8();
  const syndrome = r.u8();
  const sendOpcode = r.u8();
  const qpn = r.u24();
  const wqeCounter = r.u16();
  return { kind: 'error', ...opOwn, opcode, syndrome, vendorErrSynd, sendOpcode, qpn, wqeCounter, ...wcStatusOf(syndrome) };
}
