import { type Msg, msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { hasRaddrSeg } from '../mlx5/sendOps';
import { MLX5_WQE_INDEX_MASK } from '../mlx5/wqeConstants';
import { RXE_POST_SEND_CMD_BYTES } from '../rxe/postSendCmd';
import { PRODUCER_INDEX_OFFSET } from '../rxe/queue';
import type { SourceId } from '../sources/sourceTable';
import { traceFacts } from '../trace/claims/stepFacts';
import type { StepRole, Trace } from '../trace/types';

/**
 * One function on the provider's path for the post or the poll (libmlx5's, or on soft-RoCE librxe's and the kernel's):
 * its real name, this project's own one-line account of what it does (not the source, which is not copied), the public
 * source at the release it links (libmlx5: the one the program builds against; soft-RoCE: the releases its steps
 * cite), and the step whose bytes it produces.
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
 * functions are libmlx5's contract with this card family; other providers differ. On soft-RoCE: librxe's and the
 * kernel's path (rxePathOf).
 */
export function libraryPathOf(t: Trace): LibraryPath {
  if (t.machine === 'rxe') return rxePathOf(t);
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

/**
 * What ibv_post_send and ibv_poll_cq do on soft-RoCE, in librxe (rdma-core v50.0 providers/rxe) and in the kernel
 * (Linux v6.8 drivers/infiniband): the WQE written into the mapped ring, the producer index, the write() that is the
 * doorbell, the requester that runs inside it; then the completer's CQE, written into the mapped CQ ring with the
 * CPU, and the poll that copies it out. No MMIO and no DMA by an RDMA device anywhere on the path.
 */
function rxePathOf(t: Trace): LibraryPath {
  const s = t.scenario;
  const f = traceFacts(t);
  const failed = t.plan.exchange.outcome.kind !== 'success';
  const hasCqe = f.cqeA !== null;
  const copies = t.steps.some((x) => x.role === 'cpu-copy');
  const post: LibraryCall[] = [
    call('ibv_post_send()', 'code.lib.rxe.ibvPostSend', 'rdma-core.v50.ibv-post-send', 'build-wqe'),
    call('rxe_post_send()', 'code.lib.rxe.postSend', 'rdma-core.rxe.post-send', 'build-wqe'),
    call(
      'post_one_send() → init_send_wqe()',
      s.post === 'inline' ? 'code.lib.rxe.postOneSendInline' : 'code.lib.rxe.postOneSend',
      'rdma-core.rxe.post-one-send',
      'build-wqe',
    ),
    call('advance_producer()', 'code.lib.rxe.advanceProducer', 'rdma-core.rxe.queue', 'publish-wqe', {
      offset: String(PRODUCER_INDEX_OFFSET),
    }),
    call('post_send_db() → write()', 'code.lib.rxe.postSendDb', 'rdma-core.rxe.post-send-db.v50', 'post-syscall', {
      bytes: String(RXE_POST_SEND_CMD_BYTES),
    }),
    call('ib_uverbs_post_send()', 'code.lib.rxe.uverbsPostSend', 'linux.uverbs.post-send', 'kernel-requester'),
    call('rxe_post_send() → rxe_run_task()', 'code.lib.rxe.runTask', ['linux.rxe.post-send', 'linux.rxe.task'], 'kernel-requester'),
    call(
      'rxe_requester() → init_req_packet(), finish_packet()',
      'code.lib.rxe.requester',
      'linux.rxe.req',
      copies ? 'cpu-copy' : 'build-packets',
    ),
    call(
      'rxe_xmit_packet() → rxe_send() → ip_local_out()',
      'code.lib.rxe.xmit',
      ['linux.rxe.net-v6.8', 'linux.ipv4.local-out'],
      'transmit',
    ),
  ];
  const completer = failed
    ? call(
        'rxe_completer() → check_ack()',
        'code.lib.rxe.checkAckError',
        ['linux.rxe.comp.do-complete', 'linux.rxe.comp.check-ack'],
        'write-completion',
        {
          status: f.cqeA?.status ?? '',
        },
      )
    : call(
        'rxe_completer() → check_ack()',
        'code.lib.rxe.completer',
        ['linux.rxe.comp.do-complete', 'linux.rxe.comp.check-ack'],
        'write-completion',
      );
  const poll: LibraryCall[] = hasCqe
    ? [
        completer,
        call('do_complete() → make_send_cqe()', 'code.lib.rxe.doComplete', 'linux.rxe.comp.do-complete', 'write-completion'),
        call('rxe_cq_post()', 'code.lib.rxe.cqPost', 'linux.rxe.cq', 'write-completion'),
        call(
          'ibv_poll_cq() → rxe_poll_cq()',
          'code.lib.rxe.pollCq',
          ['rdma-core.v50.ibv-poll-cq', 'rdma-core.rxe.poll-cq'],
          'poll-completion',
        ),
        call('queue_empty() → advance_consumer()', 'code.lib.rxe.consumer', 'rdma-core.rxe.queue-consumer', 'poll-completion'),
      ]
    : [
        completer,
        call('do_complete()', 'code.lib.rxe.doCompleteNone', 'linux.rxe.comp.do-complete', 'write-completion'),
        call(
          'ibv_poll_cq() → rxe_poll_cq() → queue_empty()',
          'code.lib.rxe.pollEmpty',
          ['rdma-core.v50.ibv-poll-cq', 'rdma-core.rxe.poll-cq', 'rdma-core.rxe.queue-consumer'],
          null,
        ),
      ];
  return { post, poll };
}
