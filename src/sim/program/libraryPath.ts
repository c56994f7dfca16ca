import { type Msg, msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { hasRaddrSeg } from '../mlx5/sendOps';
import { MLX5_WQE_INDEX_MASK } from '../mlx5/wqeConstants';
import type { SourceId } from '../sources/sourceTable';
import type { StepRole, Trace } from '../trace/types';

/**
 * One function on libmlx5's path for the post or the poll: its real name, this project's own one-line account of
 * what it does (not rdma-core's source, which is not copied), the public source at the release the program builds
 * against, and the step whose bytes it produces.
 */
export interface LibraryCall {
  fn: string;
  what: Msg;
  /** Where each function it names is defined. */
  sources: readonly SourceId[];
  /** The step it causes (the view links the first step with this role, and its bytes); null: it moves no bytes. */
  role: StepRole | null;
}

export interface LibraryPath {
  post: readonly LibraryCall[];
  poll: readonly LibraryCall[];
}

const call = (
  fn: string,
  key: Msg['key'],
  source: SourceId | readonly SourceId[],
  role: StepRole | null,
  params?: Record<string, string>,
): LibraryCall => ({
  fn,
  what: msg(key, params),
  sources: typeof source === 'string' ? [source] : source,
  role,
});

/**
 * What ibv_post_send and ibv_poll_cq do inside libmlx5 for this trace: the segments its WQE has, and the store
 * that hands it to the card (BlueFlame or the 8-byte doorbell, as the trace's BAR stores say). The order and the
 * functions are libmlx5's contract with this card family; other providers differ.
 */
export function libraryPathOf(t: Trace): LibraryPath {
  const s = t.scenario;
  const blueFlame = !t.plan.wqeByDma;
  const signaledOrError = s.signaled || t.plan.exchange.outcome.kind !== 'success';
  const post: LibraryCall[] = [
    call('ibv_post_send()', 'code.lib.ibvPostSend', 'rdma-core.v44.verbs-h', 'build-wqe'),
    call('mlx5_post_send() → _mlx5_post_send()', 'code.lib.mlx5PostSend', 'rdma-core.v44.mlx5-qp', 'build-wqe'),
    ...(hasRaddrSeg(s.op) ? [call('set_raddr_seg()', 'code.lib.raddr', 'rdma-core.v44.mlx5-qp', 'build-wqe')] : []),
    s.post === 'inline'
      ? call('set_data_inl_seg()', 'code.lib.inline', 'rdma-core.v44.mlx5-qp', 'build-wqe')
      : call('set_data_ptr_seg()', 'code.lib.dataPtr', 'rdma-core.v44.mlx5-qp', 'build-wqe'),
    call('ctrl->opmod_idx_opcode, ctrl->qpn_ds', 'code.lib.ctrl', 'rdma-core.v44.mlx5-qp', 'build-wqe'),
    call(
      'post_send_db() → udma_to_device_barrier()',
      'code.lib.barrier',
      ['rdma-core.v44.mlx5-qp', 'rdma-core.v44.udma-barrier'],
      'write-doorbell-record',
    ),
    call('qp->db[MLX5_SND_DBR]', 'code.lib.dbr', 'rdma-core.v44.mlx5-qp', 'write-doorbell-record', { mask: hex(MLX5_WQE_INDEX_MASK) }),
    call('mmio_wc_start()', blueFlame ? 'code.lib.wcStart' : 'code.lib.wcStartNc', 'rdma-core.v44.udma-barrier', null),
    blueFlame
      ? call('mlx5_bf_copy() → mmio_memcpy_x64()', 'code.lib.bfCopy', ['rdma-core.v44.mlx5-qp', 'rdma-core.v44.mmio'], 'post-mmio')
      : call('mmio_write64_be()', 'code.lib.doorbell', 'rdma-core.v44.mmio', 'post-mmio'),
    call(
      'mmio_flush_writes(), bf->offset ^= bf->buf_size',
      blueFlame ? 'code.lib.flush' : 'code.lib.flushNc',
      ['rdma-core.v44.udma-barrier', 'rdma-core.v44.mlx5-qp'],
      null,
    ),
  ];
  // The poll's entry: with no CQE (unsignaled and successful) every poll finds the slot still the hardware's.
  const pollCq = call(
    'ibv_poll_cq() → mlx5_poll_cq_v1() → poll_cq() → mlx5_poll_one()',
    signaledOrError ? 'code.lib.pollCq' : 'code.lib.pollEmpty',
    ['rdma-core.v44.verbs-h', 'rdma-core.v44.mlx5-cq'],
    signaledOrError ? 'poll-completion' : null,
  );
  const poll: LibraryCall[] = signaledOrError
    ? [
        pollCq,
        call('mlx5_get_next_cqe() → get_sw_cqe()', 'code.lib.owner', 'rdma-core.v44.mlx5-cq', 'write-completion'),
        call('udma_from_device_barrier()', 'code.lib.fromDevice', 'rdma-core.v44.udma-barrier', null),
        t.plan.exchange.outcome.kind === 'success'
          ? call('mlx5_parse_cqe() → handle_good_req()', 'code.lib.parseGood', 'rdma-core.v44.mlx5-cq', 'write-completion')
          : call('mlx5_parse_cqe() → mlx5_handle_error_cqe()', 'code.lib.parseError', 'rdma-core.v44.mlx5-cq', 'write-completion'),
        call('update_cons_index()', 'code.lib.consIndex', 'rdma-core.v44.mlx5-cq', 'poll-completion'),
      ]
    : [pollCq];
  return { post, poll };
}
