/**
 * Constants of the structs soft-RoCE (Linux rxe and rdma-core's librxe) shares between user space and the kernel.
 * The structs are in linux v6.8 include/uapi/rdma/rdma_user_rxe.h, the same file (same git blob) as rdma-core v50.0
 * kernel-headers/rdma/rdma_user_rxe.h, so both sides compile one layout. They are host-endian: little-endian on the
 * x86_64 machines modelled here, unlike the big-endian mlx5 and InfiniBand structures. Sizes are x86_64's (gcc).
 */

/** sizeof(struct rxe_send_wr): wr_id, reserved, opcode, send_flags, ex, then the 120-B union wr (rdma_user_rxe.h L75-L133). */
export const RXE_SEND_WR_BYTES = 144;
/** sizeof(union wr) inside struct rxe_send_wr: its largest member is wr.ud, whose struct rxe_av ends at byte 144. */
export const RXE_SEND_WR_UNION_BYTES = 120;
/** sizeof(struct rxe_send_wqe), where dma.sge[] / dma.inline_data[] start (rdma_user_rxe.h L161-L173). */
export const RXE_SEND_WQE_BYTES = 208;
/** sizeof(struct rxe_recv_wqe), where its dma.sge[] starts (rdma_user_rxe.h L175-L180). */
export const RXE_RECV_WQE_BYTES = 40;
/** sizeof(struct rxe_dma_info) without its flexible array (rdma_user_rxe.h L147-L159). */
export const RXE_DMA_INFO_BYTES = 24;
/** sizeof(struct rxe_sge) = sizeof(struct ibv_sge) = sizeof(struct ib_sge): librxe memcpy's the ibv_sge list (rdma_user_rxe.h L135-L139). */
export const RXE_SGE_BYTES = 16;

/**
 * Largest inline payload a soft-RoCE QP can have: RXE_MAX_INLINE_DATA = RXE_MAX_WQE_SIZE - sizeof(struct rxe_send_wqe)
 * = 16 x RXE_MAX_SGE (32) (linux v6.8 drivers/infiniband/sw/rxe/rxe_param.h, L62-L66); rxe_qp_chk_cap refuses a
 * larger max_inline_data (rxe_qp.c L47-L51).
 */
export const RXE_MAX_SGE = 32;
export const RXE_MAX_INLINE_DATA = RXE_SGE_BYTES * RXE_MAX_SGE;

/**
 * enum ibv_wr_opcode (rdma-core v50.0 libibverbs/verbs.h L1102-L1117), numerically the kernel's IB_UVERBS_WR_* and
 * IB_WR_* (linux v6.8 include/uapi/rdma/ib_user_verbs.h L786-L791): convert_send_wr copies it unchanged.
 */
export const IBV_WR_RDMA_WRITE = 0;
export const IBV_WR_RDMA_WRITE_WITH_IMM = 1;
export const IBV_WR_SEND = 2;
export const IBV_WR_SEND_WITH_IMM = 3;
export const IBV_WR_RDMA_READ = 4;

/** enum ibv_send_flags (verbs.h L1121-L1127), equal to the kernel's IB_SEND_* (include/rdma/ib_verbs.h L1358-L1363). */
export const IBV_SEND_FENCE = 1 << 0;
export const IBV_SEND_SIGNALED = 1 << 1;
export const IBV_SEND_SOLICITED = 1 << 2;
export const IBV_SEND_INLINE = 1 << 3;

/** The send operations modelled, and the work-request opcode each posts. */
export type RxeSendOp = 'write' | 'write-imm' | 'read' | 'send' | 'send-imm';

export const RXE_WR_OPCODE: Readonly<Record<RxeSendOp, { value: number; name: string }>> = {
  write: { value: IBV_WR_RDMA_WRITE, name: 'IBV_WR_RDMA_WRITE' },
  'write-imm': { value: IBV_WR_RDMA_WRITE_WITH_IMM, name: 'IBV_WR_RDMA_WRITE_WITH_IMM' },
  send: { value: IBV_WR_SEND, name: 'IBV_WR_SEND' },
  'send-imm': { value: IBV_WR_SEND_WITH_IMM, name: 'IBV_WR_SEND_WITH_IMM' },
  read: { value: IBV_WR_RDMA_READ, name: 'IBV_WR_RDMA_READ' },
};

/** The operation a work-request opcode names, or null for one not modelled (atomics, LOCAL_INV, BIND_MW...). */
export function rxeSendOpOf(opcode: number): RxeSendOp | null {
  for (const [op, { value }] of Object.entries(RXE_WR_OPCODE)) if (value === opcode) return op as RxeSendOp;
  return null;
}

/** Operations that carry wr.rdma (remote_addr, rkey): convert_send_wr copies it only for these. */
export const isRdmaOp = (op: RxeSendOp): boolean => op === 'write' || op === 'write-imm' || op === 'read';
/** Operations with immediate data (the *_WITH_IMM opcodes). */
export const hasImm = (op: RxeSendOp): boolean => op === 'write-imm' || op === 'send-imm';

/**
 * enum ib_wc_status (linux v6.8 include/rdma/ib_verbs.h L955-L978), in order from IB_WC_SUCCESS = 0; rdma-core's
 * enum ibv_wc_status (verbs.h L484) has the same values, which is why rxe_poll_cq can memcpy the CQE.
 */
export const IB_WC_STATUS_NAMES = [
  'IB_WC_SUCCESS',
  'IB_WC_LOC_LEN_ERR',
  'IB_WC_LOC_QP_OP_ERR',
  'IB_WC_LOC_EEC_OP_ERR',
  'IB_WC_LOC_PROT_ERR',
  'IB_WC_WR_FLUSH_ERR',
  'IB_WC_MW_BIND_ERR',
  'IB_WC_BAD_RESP_ERR',
  'IB_WC_LOC_ACCESS_ERR',
  'IB_WC_REM_INV_REQ_ERR',
  'IB_WC_REM_ACCESS_ERR',
  'IB_WC_REM_OP_ERR',
  'IB_WC_RETRY_EXC_ERR',
  'IB_WC_RNR_RETRY_EXC_ERR',
  'IB_WC_LOC_RDD_VIOL_ERR',
  'IB_WC_REM_INV_RD_REQ_ERR',
  'IB_WC_REM_ABORT_ERR',
  'IB_WC_INV_EECN_ERR',
  'IB_WC_INV_EEC_STATE_ERR',
  'IB_WC_FATAL_ERR',
  'IB_WC_RESP_TIMEOUT_ERR',
  'IB_WC_GENERAL_ERR',
] as const;

export const IB_WC_SUCCESS = 0;
export const IB_WC_WR_FLUSH_ERR = 5;
export const IB_WC_REM_INV_REQ_ERR = 9;
export const IB_WC_REM_ACCESS_ERR = 10;
export const IB_WC_RETRY_EXC_ERR = 12;
export const IB_WC_RNR_RETRY_EXC_ERR = 13;

/**
 * enum ib_wc_opcode (include/rdma/ib_verbs.h L982-L1002): the send-side values are IB_UVERBS_WC_*
 * (include/uapi/rdma/ib_user_verbs.h L472-L483); IB_WC_RECV = 1 << 7 so that `opcode & IB_WC_RECV` tests for a receive.
 */
export const IB_WC_SEND = 0;
export const IB_WC_RDMA_WRITE = 1;
export const IB_WC_RDMA_READ = 2;
export const IB_WC_RECV = 1 << 7;
export const IB_WC_RECV_RDMA_WITH_IMM = IB_WC_RECV + 1;

/** enum ib_wc_flags (include/rdma/ib_verbs.h L1004-L1012), equal to rdma-core's IBV_WC_GRH / IBV_WC_WITH_IMM (verbs.h L578-L580). */
export const IB_WC_GRH = 1 << 0;
export const IB_WC_WITH_IMM = 1 << 1;

/**
 * wr_to_wc_opcode (linux v6.8 drivers/infiniband/sw/rxe/rxe_comp.c L91-L113): the CQE opcode of a completed send WQE.
 * Both RDMA WRITE opcodes report IB_WC_RDMA_WRITE and both SENDs IB_WC_SEND; the WITH_IMM is only in wc_flags.
 */
export const RXE_WC_OPCODE: Readonly<Record<RxeSendOp, { value: number; name: string }>> = {
  write: { value: IB_WC_RDMA_WRITE, name: 'IB_WC_RDMA_WRITE' },
  'write-imm': { value: IB_WC_RDMA_WRITE, name: 'IB_WC_RDMA_WRITE' },
  send: { value: IB_WC_SEND, name: 'IB_WC_SEND' },
  'send-imm': { value: IB_WC_SEND, name: 'IB_WC_SEND' },
  read: { value: IB_WC_RDMA_READ, name: 'IB_WC_RDMA_READ' },
};

/** Checks a value fits an unsigned field of `bits` bits (numbers up to 32 bits). */
export function checkUint(what: string, value: number, bits: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 2 ** bits - 1)
    throw new RangeError(`${what}: ${value} is not a ${bits}-bit unsigned value`);
}

/** Checks a bigint fits 64 unsigned bits. */
export function checkU64(what: string, value: bigint): void {
  if (value < 0n || value > 0xffff_ffff_ffff_ffffn) throw new RangeError(`${what}: ${value} is not a 64-bit unsigned value`);
}

/** The vendor_id soft-RoCE's device reports (Linux drivers/infiniband/sw/rxe/rxe_param.h v6.8, RXE_VENDOR_ID 0XFFFFFF). */
export const RXE_VENDOR_ID = 0xffffff;
