/**
 * The public sources the app cites, one entry per distinct public place (a file and function, a spec
 * section, an issue, a data set). Steps, checks and figures cite these ids (src/sim/sources/cite.ts); the app's
 * Sources list and docs/sources.md are generated from this table, and each entry's one-line description is the
 * catalogue message `source.<id>.what`.
 *
 * Versions. `version` is the commit of the stored public copy in which the file (and, where noted,
 * the function) was checked. No release tag was checked, so no tag is claimed. Where no stored copy of the right
 * generation was available, the URL is blob/master and a comment says so.
 *
 * Specifications that are not freely downloadable (IBTA, PCI-SIG, IEEE) point at the publisher's
 * landing page; the section is only given where a public source names it.
 */

/** Kinds of public source. */
export type SourceKind = 'code' | 'man-page' | 'spec' | 'rfc' | 'issue' | 'paper' | 'data' | 'doc' | 'capture';

export interface Source {
  kind: SourceKind;
  /** Who publishes it: 'rdma-core', 'Linux', 'perftest', 'IBTA', 'PCI-SIG', 'IETF', 'pcie-bench', 'Wireshark', 'NVIDIA', ... */
  publisher: string;
  /** The exact place, not translated: a file and function, a spec volume and section, an RFC section, an issue. */
  where: string;
  /** A version: a tagged release or commit for code, the release of a spec; omitted if none. */
  version?: string;
  /** A public URL. */
  url: string;
}

const RDMA_CORE = 'https://github.com/linux-rdma/rdma-core/blob';
const LINUX = 'https://github.com/torvalds/linux/blob';
const PERFTEST = 'https://github.com/linux-rdma/perftest';
const IBTA_URL = 'https://www.infinibandta.org/ibta-specification/';
const PCISIG_URL = 'https://pcisig.com/specifications';
const RFC = 'https://www.rfc-editor.org/rfc';

export const SOURCES = {
  // ---------------------------------------------------------------------------------------------
  // rdma-core: libmlx5 (user-space mlx5 provider), libibverbs, librdmacm
  // ---------------------------------------------------------------------------------------------
  'rdma-core.rxe.post-send-db': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, post_send_db() (L1632-L1651)',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L1632-L1651`,
  },
  'rdma-core.mlx5.post-send-db': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/qp.c, post_send_db()',
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/providers/mlx5/qp.c`,
  },
  'rdma-core.mlx5.post-send': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/qp.c, _mlx5_post_send(), mlx5_ib_opcode[], send_ieth(), set_raddr_seg(), set_data_ptr_seg(), wq_sig()',
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/providers/mlx5/qp.c`,
  },
  'rdma-core.mlx5.set-data-inl-seg': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/qp.c, set_data_inl_seg()',
    // Function read in the stored copy at 01341ca5; present in every stored version of qp.c seen.
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/providers/mlx5/qp.c`,
  },
  'rdma-core.mlx5.bf-copy': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/qp.c, mlx5_bf_copy()',
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/providers/mlx5/qp.c`,
  },
  'rdma-core.mlx5.post-recv': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/qp.c, mlx5_post_recv(), set_data_ptr_seg_end(), MLX5_INVALID_LKEY',
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/providers/mlx5/qp.c`,
  },
  'rdma-core.mlx5dv.wqe': {
    kind: 'code',
    publisher: 'rdma-core',
    where:
      'providers/mlx5/mlx5dv.h: MLX5_SEND_WQE_BB, MLX5_OPCODE_*, MLX5_WQE_CTRL_* (fm_ce_se), MLX5_INLINE_SEG, struct mlx5_wqe_ctrl_seg / mlx5_wqe_raddr_seg / mlx5_wqe_data_seg / mlx5_wqe_inline_seg',
    version: 'commit 001d39df',
    url: `${RDMA_CORE}/001d39df9c2e0afc08333efb8e970de90b3d41a6/providers/mlx5/mlx5dv.h`,
  },
  'rdma-core.mlx5dv.cqe': {
    kind: 'code',
    publisher: 'rdma-core',
    where:
      'providers/mlx5/mlx5dv.h: struct mlx5_cqe64, struct mlx5_err_cqe, MLX5_CQE_*, MLX5_CQE_OWNER_MASK, MLX5_CQE_SYNDROME_*, mlx5dv_get_cqe_opcode()/_owner()/_se()/_format()',
    version: 'commit 001d39df',
    url: `${RDMA_CORE}/001d39df9c2e0afc08333efb8e970de90b3d41a6/providers/mlx5/mlx5dv.h`,
  },
  'rdma-core.mlx5dv.doorbells': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5dv.h: MLX5_RCV_DBR / MLX5_SND_DBR, MLX5_CQ_DOORBELL',
    version: 'commit 001d39df',
    url: `${RDMA_CORE}/001d39df9c2e0afc08333efb8e970de90b3d41a6/providers/mlx5/mlx5dv.h`,
  },
  'rdma-core.mlx5.cq-db-words': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5.h: MLX5_CQ_SET_CI / MLX5_CQ_ARM_DB',
    version: 'commit f3df671d',
    url: `${RDMA_CORE}/f3df671d32696be9d3e755986afbb470bc859f65/providers/mlx5/mlx5.h`,
  },
  'rdma-core.mlx5.cq-poll': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/cq.c, get_sw_cqe(), mlx5_get_next_cqe(), update_cons_index()',
    version: 'commit 00b335ca',
    url: `${RDMA_CORE}/00b335ca30c62282efda76304630a06397642d0f/providers/mlx5/cq.c`,
  },
  'rdma-core.mlx5.cq-parse': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/cq.c, mlx5_parse_cqe(), handle_good_req(), handle_responder(), mlx5_handle_error_cqe()',
    version: 'commit 00b335ca',
    url: `${RDMA_CORE}/00b335ca30c62282efda76304630a06397642d0f/providers/mlx5/cq.c`,
  },
  'rdma-core.mlx5.bf-env': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5.c, get_always_bf(), get_shut_up_bf(), MLX5_POST_SEND_PREFER_BF, MLX5_SHUT_UP_BF',
    version: 'commit e8c7ba60',
    url: `${RDMA_CORE}/e8c7ba603824139a207c6018a89c02d8904da562/providers/mlx5/mlx5.c`,
  },
  'rdma-core.mlx5.uar-mmap': {
    kind: 'code',
    publisher: 'rdma-core',
    // mlx5_mmap() confirmed in stored copies of mlx5.c; the bfreg table setup is in the same file (function not pinned).
    where: 'providers/mlx5/mlx5.c, mlx5_mmap(), get_uar_mmap_offset(), bf->buf_size',
    version: 'commit e8c7ba60',
    url: `${RDMA_CORE}/e8c7ba603824139a207c6018a89c02d8904da562/providers/mlx5/mlx5.c`,
  },
  'rdma-core.mlx5.bf-offset': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5.h, MLX5_BF_OFFSET (0x800)',
    version: 'commit f3df671d',
    url: `${RDMA_CORE}/f3df671d32696be9d3e755986afbb470bc859f65/providers/mlx5/mlx5.h`,
  },
  'rdma-core.mlx5.abi-bfregs': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5-abi.h, NUM_BFREGS_PER_UAR (4), MLX5_NUM_NON_FP_BFREGS_PER_UAR (2)',
    version: 'commit cf89832e',
    url: `${RDMA_CORE}/cf89832e0e942bf5b173b71e19b3281bd54ed727/providers/mlx5/mlx5-abi.h`,
  },
  'rdma-core.mlx5.rq-size': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/verbs.c, mlx5_calc_rcv_wqe(), mlx5_calc_rq_size()',
    version: 'commit 45a01111',
    url: `${RDMA_CORE}/45a01111eaf89240b9f81c8fdd817d492c0d7bdc/providers/mlx5/verbs.c`,
  },
  'rdma-core.mlx5.vfio-reg-mr': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/mlx5/mlx5_vfio.c, mlx5_vfio_reg_mr()',
    version: 'commit 4b781fec',
    url: `${RDMA_CORE}/4b781fec8a0c0e773f8490269467d8d97c1ba86a/providers/mlx5/mlx5_vfio.c`,
  },
  'rdma-core.util.mmio': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'util/mmio.h, mmio_memcpy_x64(), mmio_write64_be()',
    version: 'commit bdd719cb',
    url: `${RDMA_CORE}/bdd719cbeba19904988dde88f8d5465e04152463/util/mmio.h`,
  },
  'rdma-core.util.udma-barrier': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'util/udma_barrier.h, udma_to_device_barrier(), udma_from_device_barrier(), mmio_wc_start(), mmio_flush_writes()',
    version: 'commit c75a4499',
    url: `${RDMA_CORE}/c75a4499f9aa1d7104bed477ff356c115ebcd5bc/util/udma_barrier.h`,
  },
  // The library's path in the Code view links the release Debian 12 ships (libibverbs-dev 44.0), the one the generated
  // program compiles against. The functions it names were read in the stored copies of the same files cited above
  // (commits 85d8a414, 00b335ca, bdd719cb, c75a4499); the tag itself was not read here.
  'rdma-core.v44.verbs-h': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'libibverbs/verbs.h, ibv_post_send(), ibv_poll_cq(): inline calls through the context ops',
    version: 'v44.0',
    url: `${RDMA_CORE}/v44.0/libibverbs/verbs.h`,
  },
  'rdma-core.v44.mlx5-qp': {
    kind: 'code',
    publisher: 'rdma-core',
    where:
      'providers/mlx5/qp.c, mlx5_post_send(), _mlx5_post_send(), set_raddr_seg(), set_data_ptr_seg(), set_data_inl_seg(), post_send_db(), mlx5_bf_copy(), ctrl->opmod_idx_opcode, qp->db[MLX5_SND_DBR], bf->offset',
    version: 'v44.0',
    url: `${RDMA_CORE}/v44.0/providers/mlx5/qp.c`,
  },
  'rdma-core.v44.mlx5-cq': {
    kind: 'code',
    publisher: 'rdma-core',
    where:
      'providers/mlx5/cq.c, mlx5_poll_cq_v1(), mlx5_poll_cq(), poll_cq(), mlx5_poll_one(), mlx5_get_next_cqe(), get_sw_cqe(), mlx5_parse_cqe(), handle_good_req(), mlx5_handle_error_cqe(), update_cons_index()',
    version: 'v44.0',
    url: `${RDMA_CORE}/v44.0/providers/mlx5/cq.c`,
  },
  'rdma-core.v44.udma-barrier': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'util/udma_barrier.h, udma_to_device_barrier(), udma_from_device_barrier(), mmio_wc_start(), mmio_flush_writes()',
    version: 'v44.0',
    url: `${RDMA_CORE}/v44.0/util/udma_barrier.h`,
  },
  'rdma-core.v44.mmio': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'util/mmio.h, mmio_write64_be(), mmio_memcpy_x64()',
    version: 'v44.0',
    url: `${RDMA_CORE}/v44.0/util/mmio.h`,
  },
  'rdma-core.verbs-h': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'libibverbs/verbs.h, enum ibv_access_flags, enum ibv_send_flags, enum ibv_mtu, ibv_post_send(), ops.post_send',
    version: 'commit 85d8a414',
    url: `${RDMA_CORE}/85d8a414f05384dc9261a90d917989c99af3cc72/libibverbs/verbs.h`,
  },
  'rdma-core.devinfo.speed': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'libibverbs/examples/devinfo.c, speed_str(), width_str()',
    version: 'commit bfe1dc00',
    url: `${RDMA_CORE}/bfe1dc00a822f5f5ca8a34ac42261e6b2f9e0985/libibverbs/examples/devinfo.c`,
  },
  'rdma-core.man.ibv-modify-qp': {
    kind: 'man-page',
    publisher: 'rdma-core',
    where: 'libibverbs/man/ibv_modify_qp.3, max_rd_atomic, max_dest_rd_atomic',
    version: 'commit 1a4d7e4c',
    url: `${RDMA_CORE}/1a4d7e4cd0bb6fb9a3b2e36998191f88c9f287c2/libibverbs/man/ibv_modify_qp.3`,
  },
  'rdma-core.man.rdma-set-option': {
    kind: 'man-page',
    publisher: 'rdma-core',
    where: 'librdmacm/man/rdma_set_option.3, RDMA_OPTION_ID_ACK_TIMEOUT',
    // The only stored copy (commit 663098bf, 2007) predates the option; later renderings of the page document it,
    // so the link is blob/master.
    url: `${RDMA_CORE}/master/librdmacm/man/rdma_set_option.3`,
  },
  'rdma-core.man.ibv-query-qp-data-in-order': {
    kind: 'man-page',
    publisher: 'rdma-core',
    where: 'libibverbs/man/ibv_query_qp_data_in_order.3.md',
    version: 'commit 36eb5a6b',
    url: `${RDMA_CORE}/36eb5a6b69269e1fe1e1948c07eba4d549978334/libibverbs/man/ibv_query_qp_data_in_order.3.md`,
  },

  // ---------------------------------------------------------------------------------------------
  // Linux: soft-RoCE (rxe), IB core, mlx5, PCI, network headers, documentation
  // ---------------------------------------------------------------------------------------------
  // soft-RoCE at its tags: Linux v6.8, rdma-core v50.0. Their content was checked by git blob id against two imports of
  // the release (docs/research/soft-roce); the line ranges are the tag's.
  'linux.rxe.mr-user': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_mr.c, rxe_mr_init_user() (L129-L157), rxe_mr_fill_pages_from_sgt()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_mr.c#L129-L157`,
  },
  'linux.rxe.queue': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_queue.c, rxe_queue_init() (L55-L104): vmalloc_user; rxe_mmap.c, rxe_mmap(): remap_vmalloc_range',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_queue.c#L55-L104`,
  },
  'rdma-core.rxe.map-queue': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, map_queue_pair() (L1201-L1236): mmap of the send and receive rings',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L1201-L1236`,
  },
  'rdma-core.rxe.post-one-send': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, post_one_send() (L1595-L1630), init_send_wqe()',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L1595-L1630`,
  },
  'linux.rxe.uapi': {
    kind: 'code',
    publisher: 'Linux',
    where: 'include/uapi/rdma/rdma_user_rxe.h: struct rxe_send_wqe (L161-L173), struct rxe_recv_wqe, struct rxe_queue_buf',
    version: 'v6.8',
    url: `${LINUX}/v6.8/include/uapi/rdma/rdma_user_rxe.h#L161-L173`,
  },
  'rdma-core.rxe.queue': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe_queue.h, advance_producer() (L92-L100), advance_consumer()',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe_queue.h#L92-L100`,
  },
  'linux.uverbs.post-send': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/core/uverbs_cmd.c, ib_uverbs_post_send() (L1994-L2186)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/core/uverbs_cmd.c#L1994-L2186`,
  },
  'linux.rxe.post-send': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_verbs.c, rxe_post_send() (L914-L947)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_verbs.c#L914-L947`,
  },
  'linux.rxe.task': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_task.c, rxe_run_task() (L237-L253), rxe_sched_task(), rxe_alloc_wq()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_task.c#L237-L253`,
  },
  'linux.rxe.req': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_req.c, init_req_packet() (L414-L496), finish_packet() (L498-L539), rxe_requester()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_req.c#L414-L539`,
  },
  'linux.rxe.mr-copy': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_mr.c, rxe_mr_copy_xarray() (L245-L275), rxe_mr_copy(), copy_data() (L332-L422)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_mr.c#L245-L422`,
  },
  'linux.rxe.net-v6.8': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_net.c, rxe_xmit_packet() (L415-L457), rxe_send() (L359-L388), rxe_udp_encap_recv() (L134-L172)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_net.c#L134-L457`,
  },
  'linux.ipv4.local-out': {
    kind: 'code',
    publisher: 'Linux',
    where: 'net/ipv4/ip_output.c, __ip_local_out() (L100-L121), ip_local_out(), ip_finish_output2()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/net/ipv4/ip_output.c#L100-L132`,
  },
  'rdma-core.rxe.post-recv': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, rxe_post_one_recv() (L720-L759), rxe_post_recv()',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L720-L759`,
  },
  'linux.rxe.cq': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_cq.c, rxe_cq_post() (L88-L125)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_cq.c#L88-L125`,
  },
  'rdma-core.rxe.poll-cq': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, rxe_poll_cq() (L555-L576)',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L555-L576`,
  },
  // The Code view's path through librxe and the kernel (src/sim/program/libraryPath.ts), at the same tags.
  'rdma-core.v50.ibv-post-send': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'libibverbs/verbs.h, ibv_post_send() (L3380-L3384): an inline call of the provider’s ops.post_send',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/libibverbs/verbs.h#L3380-L3384`,
  },
  'rdma-core.v50.ibv-poll-cq': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'libibverbs/verbs.h, ibv_poll_cq() (L2923-L2926): an inline call of the provider’s ops.poll_cq',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/libibverbs/verbs.h#L2923-L2926`,
  },
  'rdma-core.rxe.post-send': {
    kind: 'code',
    publisher: 'rdma-core',
    where:
      'providers/rxe/rxe.c, rxe_post_send() (L1656-L1689): the send queue’s lock, post_one_send() for each work request, post_send_db()',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L1656-L1689`,
  },
  'rdma-core.rxe.post-send-db.v50': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe.c, post_send_db() (L1632-L1651): write() of an IB_USER_VERBS_CMD_POST_SEND command with no work request',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe.c#L1632-L1651`,
  },
  'rdma-core.rxe.queue-consumer': {
    kind: 'code',
    publisher: 'rdma-core',
    where: 'providers/rxe/rxe_queue.h, queue_empty() (L68-L77), advance_consumer() (L103-L111)',
    version: 'v50.0',
    url: `${RDMA_CORE}/v50.0/providers/rxe/rxe_queue.h#L68-L111`,
  },
  'linux.rxe.comp.check-ack': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_comp.c, check_ack() (L333-L339): AETH_NAK_INVALID_REQ, AETH_NAK_REM_ACC_ERR',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_comp.c#L333-L339`,
  },
  'linux.rxe.comp.do-complete': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_comp.c, do_complete() (L449-L481), make_send_cqe() (L402-L439), rxe_completer() (L647)',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_comp.c#L402-L481`,
  },
  'linux.rxe.recv-v6.8': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_recv.c, hdr_check() (L135-L180), rxe_rcv() (L316-L359): the header checks, then rxe_icrc_check()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_recv.c#L135-L359`,
  },
  'linux.rxe.comp-v6.8': {
    kind: 'code',
    publisher: 'Linux',
    where:
      'drivers/infiniband/sw/rxe/rxe_comp.c, retransmit_timer(), rxe_comp_queue_pkt() (L115-L144), check_ack(), do_read(), do_complete(), rxe_completer()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_comp.c#L115-L144`,
  },
  'linux.rxe.resp-v6.8': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, rxe_resp_queue_pkt() (L50-L64), rxe_responder() (L1488-L1691), send_ack(), do_complete()',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/infiniband/sw/rxe/rxe_resp.c#L1488-L1691`,
  },
  'linux.rxe.resp': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, rxe_responder(), send_ack(), do_class_ac_error()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-psn': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, check_psn()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-op-seq': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, check_op_seq()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-op-valid': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, check_op_valid(), check_qp_attr_access()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-resource': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, check_resource(), RXE_RWR_MASK, RESPST_ERR_RNR',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-length': {
    kind: 'code',
    publisher: 'Linux',
    // At this commit the function is named rxe_resp_check_length(); the app's comments call it check_length.
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, rxe_resp_check_length()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.check-rkey': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, check_rkey(), qp_resp_from_reth()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.duplicate-request': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, duplicate_request()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.resp.read-reply': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_resp.c, read_reply()',
    version: 'commit cdc780f0',
    url: `${LINUX}/cdc780f044a803aff8845b949f800f0f3d095d5f/drivers/infiniband/sw/rxe/rxe_resp.c`,
  },
  'linux.rxe.recv': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_recv.c, hdr_check(), check_type_state(), check_addr(), check_keys(), rxe_rcv()',
    version: 'commit d8c7f0a3',
    url: `${LINUX}/d8c7f0a3cd663f104d9d3398643ead11d4655d8f/drivers/infiniband/sw/rxe/rxe_recv.c`,
  },
  'linux.rxe.icrc': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_icrc.c, rxe_icrc_hdr(), rxe_icrc_check(), rxe_icrc_generate()',
    version: 'commit 1117f26e',
    url: `${LINUX}/1117f26ea7ec233318c66fdbef76ce212414a826/drivers/infiniband/sw/rxe/rxe_icrc.c`,
  },
  'linux.rxe.hdr': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_hdr.h: BTH_PSN_MASK, AETH_ACK_UNLIMITED, AETH_RNR_NAK, AETH_NAK_*, RXE_*_BYTES, RXE_ICRC_SIZE',
    version: 'commit 63fa15db',
    url: `${LINUX}/63fa15dbd488457117e779f8a6b4917ba83f4b77/drivers/infiniband/sw/rxe/rxe_hdr.h`,
  },
  'linux.rxe.opcode': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_opcode.c, rxe_opcode[], RXE_RWR_MASK',
    version: 'commit b9a4c070',
    url: `${LINUX}/b9a4c070e56d1fa500a81518669803ba1fd600e7/drivers/infiniband/sw/rxe/rxe_opcode.c`,
  },
  'linux.rxe.req.next-opcode': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_req.c, next_opcode_rc()',
    version: 'commit d5aa943f',
    url: `${LINUX}/d5aa943f68f1a06ea30b35333e662bc9fb856314/drivers/infiniband/sw/rxe/rxe_req.c`,
  },
  'linux.rxe.req.ack-req': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_req.c, init_req_packet(), ack_req, RXE_MAX_PKT_PER_ACK',
    version: 'commit d5aa943f',
    url: `${LINUX}/d5aa943f68f1a06ea30b35333e662bc9fb856314/drivers/infiniband/sw/rxe/rxe_req.c`,
  },
  'linux.rxe.param': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_param.h, enum rxe_device_param: RXE_MAX_PKT_PER_ACK (64)',
    version: 'commit 018c6837',
    url: `${LINUX}/018c6837f3e63b45163d55a1668d9f8e6fdecf6e/drivers/infiniband/sw/rxe/rxe_param.h`,
  },
  'linux.rxe.req.retry': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_req.c, req_retry(), rnr_nak_timer()',
    version: 'commit d5aa943f',
    url: `${LINUX}/d5aa943f68f1a06ea30b35333e662bc9fb856314/drivers/infiniband/sw/rxe/rxe_req.c`,
  },
  'linux.rxe.mr': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: the stored copy of rxe_mr.c (c150bbbb) predates the rename of lookup_mem()/mem_check_range();
    // the current names were confirmed in rxe_resp.c @ cdc780f0 (the caller) and in rxe_loc.h.
    where: 'drivers/infiniband/sw/rxe/rxe_mr.c, rxe_mr_init(), lookup_mr(), mr_check_range()',
    url: `${LINUX}/master/drivers/infiniband/sw/rxe/rxe_mr.c`,
  },
  'linux.rxe.net': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_net.c, prepare_udp_hdr(), prepare4()',
    version: 'commit 4f2c0a4a',
    url: `${LINUX}/4f2c0a4acffbec01079c28f839422e64ddeff004/drivers/infiniband/sw/rxe/rxe_net.c`,
  },
  'linux.rdmavt.credits': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rdmavt/rc.c, credit_table, rvt_compute_aeth(), rvt_get_credit()',
    version: 'commit 2555693d',
    url: `${LINUX}/2555693dd85c7a726eed570736bf6e1c4c7116ed/drivers/infiniband/sw/rdmavt/rc.c`,
  },
  'linux.mlx5.qp-pm-state': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/hw/mlx5/qp.c, create_user_qp() and __mlx5_ib_modify_qp(): pm_state MLX5_QP_PM_MIGRATED',
    version: 'commit 4149f70f',
    url: `${LINUX}/4149f70f7c6001c91aba065bf937f6e95172071b/drivers/infiniband/hw/mlx5/qp.c`,
  },
  'linux.qib.ruc': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/hw/qib/qib_ruc.c, qib_make_ruc_header(): IB_BTH_MIG_REQ while s_mig_state is IB_MIG_MIGRATED',
    version: 'commit 0fc4f78f',
    url: `${LINUX}/0fc4f78f44e6c6148cee32456f0d0023ec1c1fd8/drivers/infiniband/hw/qib/qib_ruc.c`,
  },
  'linux.hfi1.rc': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/hw/hfi1/rc.c, hfi1_make_rc_req(): IB_BTH_REQ_ACK every HFI1_PSN_CREDIT (16) packets of a message',
    version: 'commit 66aebe2d',
    url: `${LINUX}/66aebe2d898f7d8c7b442c8b109da8752d2b7999/drivers/infiniband/hw/hfi1/rc.c`,
  },
  'linux.ipv4.ip-ident': {
    kind: 'code',
    publisher: 'Linux',
    where: 'net/ipv4/route.c, __ip_select_ident(), ip_idents_reserve()',
    version: 'commit 7a0c4c17',
    url: `${LINUX}/7a0c4c17089a8aff52f516f0f52002be52950aae/net/ipv4/route.c`,
  },
  'linux.rxe.comp': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/sw/rxe/rxe_comp.c, rxe_completer(), rnrnak_usec[]',
    version: 'commit fc4b04d8',
    url: `${LINUX}/fc4b04d84027716cb45c7266d35f9216d445f747/drivers/infiniband/sw/rxe/rxe_comp.c`,
  },
  'linux.ib-pack': {
    kind: 'code',
    publisher: 'Linux',
    where: 'include/rdma/ib_pack.h: IB_OPCODE_*, IB_LRH_BYTES, IB_GRH_BYTES, IB_BTH_BYTES, IB_LNH_*',
    version: 'commit 82c1388f',
    url: `${LINUX}/82c1388f1d80463287f6d2e4a1afbdbe4e3b536f/include/rdma/ib_pack.h`,
  },
  'linux.ud-header': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/core/ud_header.c, lrh_table[], grh_table[], bth_table[], ib_ud_header_init()',
    version: 'commit a9aa1d02',
    url: `${LINUX}/a9aa1d02de36b450990b0e25a88fc2ff1c3e6b94/drivers/infiniband/core/ud_header.c`,
  },
  'linux.ib-verbs.roce': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: the stored ib_verbs.h (516d5f8b) is older than rdma_get_udp_sport(), which a 2021 patch series added
    // (confirmed in the stored patches); enum ib_rnr_timeout and ROCE_V2_UDP_DPORT are long-standing.
    where:
      'include/rdma/ib_verbs.h: ROCE_V2_UDP_DPORT, IB_ROCE_UDP_ENCAP_VALID_PORT_MIN/MAX, rdma_flow_label_to_udp_sport(), rdma_calc_flow_label(), rdma_get_udp_sport(), enum ib_rnr_timeout',
    url: `${LINUX}/master/include/rdma/ib_verbs.h`,
  },
  'linux.ib-verbs.check-mr-access': {
    kind: 'code',
    publisher: 'Linux',
    where: 'include/rdma/ib_verbs.h, ib_check_mr_access()',
    version: 'commit 516d5f8b',
    url: `${LINUX}/516d5f8b04ce2bcd24f03323fc743ae25b81373d/include/rdma/ib_verbs.h`,
  },
  'linux.cma.iboe-route': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/core/cma.c, cma_resolve_iboe_route()',
    version: 'commit 07c7b547',
    url: `${LINUX}/07c7b547a79605f1041d55b84d91a4a4d9c5b363/drivers/infiniband/core/cma.c`,
  },
  'linux.rdmavt.qp-timeout': {
    kind: 'code',
    publisher: 'Linux',
    // The formula was confirmed in stored copies of rdmavt/qp.c and of the older qib_qp.c (qib now uses rdmavt).
    where: 'drivers/infiniband/sw/rdmavt/qp.c, rvt_modify_qp(), timeout_jiffies',
    version: 'commit 03da084e',
    url: `${LINUX}/03da084ed8804ddc5918883be84245b53393b8fb/drivers/infiniband/sw/rdmavt/qp.c`,
  },
  'linux.mlx5.init-seg': {
    kind: 'code',
    publisher: 'Linux',
    where: 'include/linux/mlx5/device.h, struct mlx5_init_seg',
    version: 'commit 82c1388f',
    url: `${LINUX}/82c1388f1d80463287f6d2e4a1afbdbe4e3b536f/include/linux/mlx5/device.h`,
  },
  'linux.mlx5.uar-mmap': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/hw/mlx5/main.c, uar_mmap(), uar_index2pfn()',
    version: 'commit d68c51e0',
    url: `${LINUX}/d68c51e0b377838dd31b37707813bb62089f399c/drivers/infiniband/hw/mlx5/main.c`,
  },
  'linux.mlx5.core-uar': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/net/ethernet/mellanox/mlx5/core/uar.c, MLX5_ADAPTER_PAGE_SIZE',
    version: 'commit cc9b9402',
    url: `${LINUX}/cc9b94029e9ef51787af908e9856b1eed314bc00/drivers/net/ethernet/mellanox/mlx5/core/uar.c`,
  },
  'linux.mlx5.dm': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/hw/mlx5/dm.c, mlx5_cmd_alloc_memic()',
    version: 'commit c37fe6af',
    url: `${LINUX}/c37fe6aff89cb0d842993fe2f69e48bf3ebe0ab0/drivers/infiniband/hw/mlx5/dm.c`,
  },
  'linux.umem.get': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/infiniband/core/umem.c, ib_umem_get()',
    version: 'commit b470ebc9',
    url: `${LINUX}/b470ebc9e0e57f53d1db9c49b8a3de4086babd05/drivers/infiniband/core/umem.c`,
  },
  'linux.pci.probe': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/pci/probe.c, __pci_read_base(), pci_size()',
    version: 'commit 89661ada',
    url: `${LINUX}/89661adaaee2f85116b399e642129ccd4dafd195/drivers/pci/probe.c`,
  },
  'linux.pci.regs': {
    kind: 'code',
    publisher: 'Linux',
    where:
      'include/uapi/linux/pci_regs.h: PCI_BASE_ADDRESS_*, PCI_EXP_DEVCTL_PAYLOAD, PCI_EXP_DEVCTL_READRQ, PCI_EXP_DEVCTL2_COMP_TIMEOUT, PCI_ERR_UNC_COMP_TIME, PCI_EXT_CAP_ID_REBAR',
    version: 'commit c2514106',
    url: `${LINUX}/c25141062a82ae8bddced1b3ce2b57a1c0efabe0/include/uapi/linux/pci_regs.h`,
  },
  'linux.pci.error-response': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: PCI_ERROR_RESPONSE is a recent addition; the stored copy's generation was not checked.
    where: 'include/linux/pci.h, PCI_ERROR_RESPONSE, PCI_POSSIBLE_ERROR()',
    url: `${LINUX}/master/include/linux/pci.h`,
  },
  'linux.uapi.if-ether': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: long-standing constants; no stored copy was read.
    where: 'include/uapi/linux/if_ether.h, ETH_HLEN, ETH_P_IP, ETH_P_IPV6',
    url: `${LINUX}/master/include/uapi/linux/if_ether.h`,
  },
  'linux.uapi.ip': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: long-standing struct; no stored copy was read.
    where: 'include/uapi/linux/ip.h, struct iphdr',
    url: `${LINUX}/master/include/uapi/linux/ip.h`,
  },
  'linux.uapi.ipv6': {
    kind: 'code',
    publisher: 'Linux',
    // blob/master: long-standing struct; no stored copy was read.
    where: 'include/uapi/linux/ipv6.h, struct ipv6hdr',
    url: `${LINUX}/master/include/uapi/linux/ipv6.h`,
  },
  'linux.doc.ntb': {
    kind: 'doc',
    publisher: 'Linux',
    where: 'Documentation/driver-api/ntb.rst, ntb_mw_set_trans()',
    version: 'commit 97b8281c',
    url: `${LINUX}/97b8281c550e1fd86afa6bc99c77d1d992dcf460/Documentation/driver-api/ntb.rst`,
  },
  'linux.doc.cxl-memory-devices': {
    kind: 'doc',
    publisher: 'Linux',
    where: 'Documentation/driver-api/cxl/memory-devices.rst',
    version: 'commit a94e42b1',
    url: `${LINUX}/a94e42b12c906f14ba9e701db7604fba0383d0f4/Documentation/driver-api/cxl/memory-devices.rst`,
  },

  // ---------------------------------------------------------------------------------------------
  // perftest
  // ---------------------------------------------------------------------------------------------
  'perftest.parameters-h': {
    kind: 'code',
    publisher: 'perftest',
    where:
      'src/perftest_parameters.h: DEF_SIZE_LAT, DEF_SIZE_BW, DEF_TX_BW, DEF_CQ_MOD, DEF_QP_TIME, DEF_RETRY_COUNT, DEF_INLINE_WRITE, MAX_SIZE',
    version: 'commit 9d86b341',
    url: `${PERFTEST}/blob/9d86b34196b9e6e2d13f5999065ce23507dd3924/src/perftest_parameters.h`,
  },
  'perftest.communication.handshake': {
    kind: 'code',
    publisher: 'perftest',
    where: 'src/perftest_communication.c, set_up_connection(), ctx_hand_shake(), ethernet_write_keys()',
    version: 'commit 00085596',
    url: `${PERFTEST}/blob/000855969f3eb49674b7b894eb45a674ae6cb43c/src/perftest_communication.c`,
  },
  'perftest.resources.modify-qp': {
    kind: 'code',
    publisher: 'perftest',
    where: 'src/perftest_resources.c, ctx_modify_qp_to_rtr(), ctx_modify_qp_to_rts()',
    version: 'commit 21af32ef',
    url: `${PERFTEST}/blob/21af32ef556f9e65da34720b4db7382c693ad3f0/src/perftest_resources.c`,
  },
  'perftest.report': {
    kind: 'code',
    publisher: 'perftest',
    where: 'src/perftest_parameters.c, print_report_lat(), rtt_factor, print_report_bw(), --report_gbits',
    version: 'commit fdf716b1',
    url: `${PERFTEST}/blob/fdf716b1344cd9ddf07700a6a5a1dc3440d67891/src/perftest_parameters.c`,
  },
  'perftest.run-iter-lat-write': {
    kind: 'code',
    publisher: 'perftest',
    where: 'src/perftest_resources.c, run_iter_lat_write()',
    version: 'commit 21af32ef',
    url: `${PERFTEST}/blob/21af32ef556f9e65da34720b4db7382c693ad3f0/src/perftest_resources.c`,
  },
  'perftest#65': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#65',
    url: `${PERFTEST}/issues/65`,
  },
  'perftest#131': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#131',
    url: `${PERFTEST}/issues/131`,
  },
  'perftest#132': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#132',
    url: `${PERFTEST}/issues/132`,
  },
  'perftest#225': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#225',
    url: `${PERFTEST}/issues/225`,
  },
  'perftest#251': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#251',
    url: `${PERFTEST}/issues/251`,
  },
  'perftest#241': {
    kind: 'issue',
    publisher: 'perftest',
    where: 'linux-rdma/perftest#241',
    url: `${PERFTEST}/issues/241`,
  },

  // ---------------------------------------------------------------------------------------------
  // PCIe: pcie-bench, independent TLP implementations, the Base Specification
  // ---------------------------------------------------------------------------------------------
  'pcie-bench.model': {
    kind: 'code',
    publisher: 'pcie-bench',
    where: 'pcie-bench/pcie-model, model/pcie.py, DLLP_Hdr = 8, TLP_*_Hdr, MPSs, MRRSs, Ack_Size, FC_Size, SKIP_Length',
    version: 'commit 5bb1a716',
    url: 'https://github.com/pcie-bench/pcie-model/blob/5bb1a71684c51f4bbbab2b9673c6bbc3dcf57b11/model/pcie.py',
  },
  'pcie-bench.data': {
    kind: 'data',
    publisher: 'pcie-bench',
    where: 'pcie-bench/data, README, nfp6000-1.2GHz_bdw-Xeon-E5-2630v4-dell-t430-s0-s0-s0-iommu-nosp',
    version: 'commit 30ef163c',
    url: 'https://github.com/pcie-bench/data/tree/30ef163cf02b889c0da2f540770570ab80136f1e',
  },
  'cocotbext-pcie.tlp': {
    kind: 'code',
    publisher: 'cocotbext-pcie',
    where: 'alexforencich/cocotbext-pcie, cocotbext/pcie/core/tlp.py',
    version: 'commit 5feb2d7e',
    url: 'https://github.com/alexforencich/cocotbext-pcie/blob/5feb2d7e0a7295e3ade959e52a636d8bdf914bde/cocotbext/pcie/core/tlp.py',
  },
  'cocotbext-pcie.dllp': {
    kind: 'code',
    publisher: 'cocotbext-pcie',
    where: 'alexforencich/cocotbext-pcie, cocotbext/pcie/core/dllp.py',
    version: 'commit 8bca0d89',
    url: 'https://github.com/alexforencich/cocotbext-pcie/blob/8bca0d89f9ae18ffcaa1bdb1c34d8336ced9660a/cocotbext/pcie/core/dllp.py',
  },
  'litepcie.tlp-common': {
    kind: 'code',
    publisher: 'LitePCIe',
    where: 'enjoy-digital/litepcie, litepcie/tlp/common.py, cpl_dict',
    version: 'commit 0d846736',
    url: 'https://github.com/enjoy-digital/litepcie/blob/0d8467364fd36da6cf6da43d74832bd611f0d0f6/litepcie/tlp/common.py',
  },
  'go-pcie-tlp.tlp': {
    kind: 'code',
    publisher: 'Google',
    where: 'google/go-pcie-tlp, pcie/tlp.go, setByteEnables',
    version: 'commit 1354da57',
    url: 'https://github.com/google/go-pcie-tlp/blob/1354da570392c9d05ac3571e8111f6971786f961/pcie/tlp.go',
  },
  'pcileech.tlp-h': {
    kind: 'code',
    publisher: 'PCILeech',
    where: 'ufrisk/pcileech, pcileech/tlp.h',
    version: 'commit de6ce1f8',
    url: 'https://github.com/ufrisk/pcileech/blob/de6ce1f80024b006d04ca53af1bd7c8db2393a80/pcileech/tlp.h',
  },
  'agilent-pcie-re.proto-pcie': {
    kind: 'code',
    publisher: 'cyrozap',
    where: 'cyrozap/agilent-pcie-analyzer-re, wireshark/proto_pcie.c',
    version: 'commit ec6abde0',
    url: 'https://github.com/cyrozap/agilent-pcie-analyzer-re/blob/ec6abde063f7066b17d5dd052754658a0f9a584b/wireshark/proto_pcie.c',
  },
  'pcie.base.address-routing': {
    kind: 'spec',
    publisher: 'PCI-SIG',
    // Section from a public transcription (together2329/brian_hw PCIe/02_Transaction Layer/transaction_layer.md):
    // the rule sits just before "2.2.4.2 ID Based Routing Rules".
    where: 'PCI Express Base Specification, §2.2.4.1',
    url: PCISIG_URL,
  },
  'pcie.base.transaction-layer': {
    kind: 'spec',
    publisher: 'PCI-SIG',
    // Chapter only: the subsection numbers for the TLP header fields, MPS/MRRS and the 4-KB rule were not confirmed.
    where: 'PCI Express Base Specification, Chapter 2',
    url: PCISIG_URL,
  },
  'pcie.base.framing': {
    kind: 'spec',
    publisher: 'PCI-SIG',
    // Section named in a public transcription/Q&A of the PCIe 6.2 text ("§4.2.2.3.1 Framing Tokens in Non-Flit Mode").
    where: 'PCI Express Base Specification, §4.2.2.3, §4.2.2.3.1',
    url: PCISIG_URL,
  },

  // ---------------------------------------------------------------------------------------------
  // InfiniBand and RoCE: the IBTA specification, independent implementations, captures
  // ---------------------------------------------------------------------------------------------
  'ibta.vol1.icrc': {
    kind: 'spec',
    publisher: 'IBTA',
    // Section named in public code ("Based on IB spec vol1 7.8.1 Invariant CRC") and in Shanley ch. 25.
    where: 'InfiniBand Architecture Specification Vol. 1, §7.8.1',
    url: IBTA_URL,
  },
  'ibta.vol1.cnp': {
    kind: 'spec',
    publisher: 'IBTA',
    // As quoted in Linux include/rdma/ib_pack.h: "per IBTA 1.3 vol 1 Table 38, A10.3.2".
    where: 'InfiniBand Architecture Specification Vol. 1, Release 1.3, Table 38, §A10.3.2',
    version: 'Release 1.3',
    url: IBTA_URL,
  },
  'ibta.annex-a17': {
    kind: 'spec',
    publisher: 'IBTA',
    // Title page seen in a public copy; A17.3.3 named in public code ("RoCEv2 annex A17.3.3 ICRC for RoCEv2 packets").
    where: 'Supplement to InfiniBand Architecture Specification Vol. 1 Release 1.2.1, Annex A17, §A17.3.3',
    version: '2014-09-02',
    url: IBTA_URL,
  },
  'shanley.ib-arch': {
    kind: 'paper',
    publisher: 'MindShare / Addison-Wesley',
    where: 'Tom Shanley, "InfiniBand Network Architecture", ch. 25',
    version: '2002',
    url: 'https://www.oreilly.com/library/view/infiniband-network-architecture/0321117654/',
  },
  'wireshark.ib-dissector': {
    kind: 'code',
    publisher: 'Wireshark',
    where: 'epan/dissectors/packet-infiniband.c, infiniband.invariant.crc, infiniband.variant.crc, dissect_roce(), dissect_rroce()',
    version: 'commit 94f36ca4',
    url: 'https://github.com/wireshark/wireshark/blob/94f36ca4ff177617fcc4e4ca8a171e374f8aeff6/epan/dissectors/packet-infiniband.c',
  },
  'wireshark.ib-sample': {
    kind: 'capture',
    publisher: 'Wireshark',
    // Landing page of the sample captures; the file is infiniband.pcap (ERF records of native IB packets).
    where: 'Wireshark SampleCaptures, infiniband.pcap',
    url: 'https://wiki.wireshark.org/SampleCaptures',
  },
  'scapy.roce': {
    kind: 'code',
    publisher: 'Scapy',
    where: 'secdev/scapy, scapy/contrib/roce.py, BTH, CNP_OPCODE',
    version: 'commit 9420c222',
    url: 'https://github.com/secdev/scapy/blob/9420c2229bf5330c2cc580f114f63f920a68db10/scapy/contrib/roce.py',
  },
  'scapy.roce-capture': {
    kind: 'capture',
    publisher: 'Scapy',
    where: 'secdev/scapy, test/contrib/roce.uts',
    version: 'commit a7fbb7cc',
    url: 'https://github.com/secdev/scapy/blob/a7fbb7cc17fc50a0b707c81f251abf0bbcf3ed55/test/contrib/roce.uts',
  },
  'capture.huawei-roce': {
    kind: 'capture',
    publisher: 'oferby/proxy',
    // RoCEv2 between two Huawei NICs (MAC OUI 18:3d:5e; the README's devices hrn0_*): SENDs and their ACKs.
    where: 'oferby/proxy, roce.pcap: RoCEv2 SENDs and ACKs of a Huawei RoCE NIC',
    version: 'commit f6826650',
    url: 'https://github.com/oferby/proxy/blob/f6826650f87e6caeadd7630a670f6c131fb705dd/roce.pcap',
  },
  'endace.dagcrc': {
    kind: 'code',
    publisher: 'Endace (vendored in mgrosvenor/camio1.0)',
    where: 'dag/dagcrc.c, dagcrc_make_infiniband_vcrc_table_r(), dagcrc_infiniband_vcrc16_r(), dagcrc_infiniband_icrc32()',
    version: 'commit 3c01c590',
    url: 'https://github.com/mgrosvenor/camio1.0/blob/3c01c5908ff31111fcf35ffa0e69359fc3bf2e2a/dag/dagcrc.c',
  },
  'ipxe.ib-packet': {
    kind: 'code',
    publisher: 'iPXE',
    where: 'src/include/ipxe/ib_packet.h, struct ib_local_route_header, struct ib_global_route_header',
    version: 'commit 186cedeb',
    url: 'https://github.com/ipxe/ipxe/blob/186cedeba3d4c8619f1adc40406048516302d7ac/src/include/ipxe/ib_packet.h',
  },
  'ompi.verbs-port': {
    kind: 'code',
    publisher: 'Open MPI',
    where: 'opal/mca/common/verbs/common_verbs_port.c',
    version: 'commit 4240bd5b',
    url: 'https://github.com/open-mpi/ompi/blob/4240bd5b395ae472f7b1f78a90c10996c45d8bdf/opal/mca/common/verbs/common_verbs_port.c',
  },
  'libpcap.linktypes': {
    kind: 'doc',
    publisher: 'tcpdump/libpcap',
    where: 'Link-layer header types: LINKTYPE_INFINIBAND (247), LINKTYPE_ERF (197)',
    url: 'https://www.tcpdump.org/linktypes.html',
  },

  // ---------------------------------------------------------------------------------------------
  // Hardware reports, measurements, papers and vendor documentation
  // ---------------------------------------------------------------------------------------------
  'nvidia.ecn': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where:
      'MLNX_OFED documentation, Explicit Congestion Notification (ECN): /sys/class/net/<interface>/ecn/roce_np|roce_rp/enable/<priority>',
    url: 'https://docs.nvidia.com/networking/display/mlnxofedv24103250lts/explicit+congestion+notification+(ecn)',
  },
  'l2fwd-nv#6': {
    kind: 'issue',
    publisher: 'NVIDIA',
    where: 'NVIDIA/l2fwd-nv#6',
    url: 'https://github.com/NVIDIA/l2fwd-nv/issues/6',
  },
  'arpl#621': {
    kind: 'issue',
    publisher: 'arpl',
    where: 'fbelavenuto/arpl#621',
    url: 'https://github.com/fbelavenuto/arpl/issues/621',
  },
  'snabb#1013': {
    kind: 'issue',
    publisher: 'Snabb',
    where: 'snabbco/snabb#1013',
    url: 'https://github.com/snabbco/snabb/issues/1013',
  },
  'raspberrypi-linux#6190': {
    kind: 'issue',
    publisher: 'Raspberry Pi',
    where: 'raspberrypi/linux#6190',
    url: 'https://github.com/raspberrypi/linux/issues/6190',
  },
  'hwloc#653': {
    kind: 'issue',
    publisher: 'Open MPI',
    where: 'open-mpi/hwloc#653',
    url: 'https://github.com/open-mpi/hwloc/issues/653',
  },
  'rdma-bench.rw-tput': {
    kind: 'code',
    publisher: 'rdma_bench',
    where: 'efficient/rdma_bench, rw-tput-sender/README.md, postlist, UNSIG_BATCH, use_uc, NUM_QPS',
    version: 'commit d765cca0',
    url: 'https://github.com/efficient/rdma_bench/blob/d765cca0dda482ec687b8174d99e39a66220016e/rw-tput-sender/README.md',
  },
  'kalia-atc16': {
    kind: 'paper',
    publisher: 'USENIX',
    where: 'A. Kalia, M. Kaminsky, D. Andersen, "Design Guidelines for High Performance RDMA Systems", USENIX ATC 2016',
    version: '2016',
    url: 'https://www.usenix.org/conference/atc16/technical-sessions/presentation/kalia',
  },
  'nvidia.adaptive-retx': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where:
      'Adaptive Retransmission: Parameters Control, "Algorithm & Profile Description and Formulas", "Enablement and Capabilities", "Bug Fixes and Limitations"',
    url: 'https://docs.nvidia.com/networking/display/adaptiveretransmissionparameterscontrol/algorithm+&+profile+description+and+formulas',
  },
  'nvidia.rdma-aware.poll-cq': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'RDMA Aware Networks Programming User Manual, ibv_poll_cq',
    url: 'https://docs.nvidia.com/networking/display/rdmaawareprogrammingv17/ibv_poll_cq',
  },
  'opensm.qos': {
    kind: 'doc',
    publisher: 'OpenSM',
    where: 'doc/QoS_management_in_OpenSM.txt',
    version: 'commit 080e3ad3',
    url: 'https://github.com/linux-rdma/opensm/blob/080e3ad3335c284d8942f8154e6334fcaf529b1a/doc/QoS_management_in_OpenSM.txt',
  },
  // Read on a mirror copy; the stackoverflow.com page itself was not checked, so the app says so where it cites it.
  'stackoverflow.20151982': {
    kind: 'doc',
    publisher: 'Stack Overflow',
    where: 'stackoverflow.com/questions/20151982',
    url: 'https://stackoverflow.com/questions/20151982',
  },
  'nvidia.gpudirect-rdma': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'Developing a Linux Kernel Module using GPUDirect RDMA, §1.1',
    url: 'https://docs.nvidia.com/cuda/gpudirect-rdma/index.html',
  },
  // The same guide's other sections, by title: their numbers moved between CUDA 12.x and 13.x.
  'nvidia.gpudirect-rdma.bar-sizes': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'Developing a Linux Kernel Module using GPUDirect RDMA, "PCI BAR sizes" and "Registration Cache"',
    url: 'https://docs.nvidia.com/cuda/gpudirect-rdma/index.html',
  },
  'nvidia.gpudirect-rdma.systems': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'Developing a Linux Kernel Module using GPUDirect RDMA, "Supported Systems"',
    url: 'https://docs.nvidia.com/cuda/gpudirect-rdma/index.html',
  },
  'nvidia.gpudirect-rdma.ordering': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'Developing a Linux Kernel Module using GPUDirect RDMA, "Synchronization and Memory Ordering"',
    url: 'https://docs.nvidia.com/cuda/gpudirect-rdma/index.html',
  },
  'cuda.flush-gpudirect-rdma-writes': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'CUDA driver API, cuFlushGPUDirectRDMAWrites (cuda-python bindings)',
    url: 'https://nvidia.github.io/cuda-python/cuda-bindings/latest/module/generated/driver_v2/cuda.bindings._v2.driver.flush_gpu_direct_rdma_writes.html',
  },
  'nvidia.nvml.bar1': {
    kind: 'doc',
    publisher: 'NVIDIA',
    where: 'NVML nvmlDeviceGetBAR1MemoryInfo (cuda-python bindings)',
    url: 'https://nvidia.github.io/cuda-python/cuda-bindings/latest/module/generated/cuda.bindings.nvml.device_get_bar1_memory_info.html',
  },
  'nvidia.peermem': {
    kind: 'code',
    publisher: 'NVIDIA',
    where: 'open-gpu-kernel-modules kernel-open/nvidia-peermem/nvidia-peermem.c, nv_mem_get_pages(), nv_dma_map() (GPU_PAGE_SHIFT 16)',
    version: 'commit df1c9a3d',
    url: 'https://github.com/NVIDIA/open-gpu-kernel-modules/blob/df1c9a3de2be4b130f4fc7680f7198193d8ac6ad/kernel-open/nvidia-peermem/nvidia-peermem.c',
  },
  'rdma-core.man.ibv-reg-dmabuf-mr': {
    kind: 'man-page',
    publisher: 'rdma-core',
    where: 'libibverbs/man/ibv_reg_mr.3, ibv_reg_dmabuf_mr() (first in v34.0)',
    version: 'commit 691953d8',
    url: `${RDMA_CORE}/691953d8d502f54088f776c5ba2aeed0a5ac945d/libibverbs/man/ibv_reg_mr.3`,
  },
  'linux.pci.p2pdma': {
    kind: 'code',
    publisher: 'Linux',
    where: 'drivers/pci/p2pdma.c, calc_map_type_and_dist(), pci_p2pdma_whitelist[]',
    version: 'v6.8',
    url: `${LINUX}/v6.8/drivers/pci/p2pdma.c`,
  },
  'nvshmem.ibgda-device': {
    kind: 'code',
    publisher: 'NVIDIA',
    where:
      'nvshmem src/include/non_abi/device/pt-to-pt/ibgda_device.cuh, ibgda_write_rdma_write_wqe(), ibgda_update_dbr(), ibgda_ring_db(), ibgda_post_send()',
    version: 'commit 2d7d25f0',
    url: 'https://github.com/NVIDIA/nvshmem/blob/2d7d25f0816235e3c2b51779571ec032606ea0dd/src/include/non_abi/device/pt-to-pt/ibgda_device.cuh',
  },
  'nvshmem.ibgda-host': {
    kind: 'code',
    publisher: 'NVIDIA',
    where: 'nvshmem src/modules/transport/ibgda/ibgda.cpp, ibgda_nic_control_alloc(), ibgda_mobject_nic_map(), ibgda_nic_mem_gpu_map()',
    version: 'commit 2d7d25f0',
    url: 'https://github.com/NVIDIA/nvshmem/blob/2d7d25f0816235e3c2b51779571ec032606ea0dd/src/modules/transport/ibgda/ibgda.cpp',
  },
  'deepep.ibgda': {
    kind: 'code',
    publisher: 'DeepSeek',
    where: 'DeepEP csrc/kernels/legacy/ibgda_device.cuh, nvshmemi_ibgda_put_nbi_warp(), ibgda_ring_db()',
    version: 'commit dd758caf',
    url: 'https://github.com/deepseek-ai/DeepEP/blob/dd758caf451848bd150e1046af3d0a73e5fff38d/csrc/kernels/legacy/ibgda_device.cuh',
  },
  'nccl.ib-iflush': {
    kind: 'code',
    publisher: 'NVIDIA',
    where: 'nccl src/transport/net_ib/p2p.cc, ncclIbIflush()',
    version: 'commit 5067397c',
    url: 'https://github.com/NVIDIA/nccl/blob/5067397c2676d5aed50042fc39e5c8ee96eb0027/src/transport/net_ib/p2p.cc',
  },

  // ---------------------------------------------------------------------------------------------
  // IETF and IEEE
  // ---------------------------------------------------------------------------------------------
  rfc768: { kind: 'rfc', publisher: 'IETF', where: 'RFC 768', url: `${RFC}/rfc768` },
  'rfc791.3.1': {
    kind: 'rfc',
    publisher: 'IETF',
    where: 'RFC 791 §3.1',
    url: `${RFC}/rfc791#section-3.1`,
  },
  'rfc8200.3': { kind: 'rfc', publisher: 'IETF', where: 'RFC 8200 §3', url: `${RFC}/rfc8200#section-3` },
  'rfc5952.4': {
    kind: 'rfc',
    publisher: 'IETF',
    where: 'RFC 5952 §4',
    url: `${RFC}/rfc5952#section-4`,
  },
  rfc3849: { kind: 'rfc', publisher: 'IETF', where: 'RFC 3849', url: `${RFC}/rfc3849` },
  'rfc3168.5': { kind: 'rfc', publisher: 'IETF', where: 'RFC 3168 §5', url: `${RFC}/rfc3168#section-5` },
  rfc5040: { kind: 'rfc', publisher: 'IETF', where: 'RFC 5040', url: `${RFC}/rfc5040` },
  'ieee802.3.fcs': {
    kind: 'spec',
    publisher: 'IEEE',
    // No clause number: none was confirmed. Landing page of the IEEE standards site.
    where: 'IEEE Std 802.3, FCS',
    url: 'https://standards.ieee.org/',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

// UNCONFIRMED: cited by the app, but the public place could not be confirmed with the
// stored copies; kept out of the table until someone checks them.
//
// - pmem/rpma#1665 (answerSteps.ts): not found; rdma-core#1009 (ibv_query_qp_data_in_order),
//   ofiwg/libfabric#9651 and thustorage/Sherman#23 were found and discuss the same point.
// - "bnxt_re commit" (rcTimers.ts): no commit id given; not identified.
// - "kernel mlx5 dr_send.c" as a source of 4.096 µs × 2^timeout (rcTimers.ts): the file exists
//   (drivers/net/ethernet/mellanox/mlx5/core/steering/dr_send.c) but what in it shows the formula was not found.
// - PCI Express Base Specification §2.2.7 for the 4-KB boundary rule (tlpHeader.ts): section number not confirmed;
//   the table cites Chapter 2 instead (pcie.base.transaction-layer).
// - community.intel.com thread "Why do MemReq TLPs take 100s nanoseconds to be generated after MMIO writes?"
//   (sources.ts wcEstimate): no URL; not found.
// - Microsoft Network Direct SPI (sources.ts zeroCopy): no URL; not found.
// - Dolphin eXpressWare / SISCI documentation (sources.ts ntb): no URL; not found.
// - k8snetworkplumbingwg/sriov-network-operator#492 (uar.ts): not found; #358 was found (MEMIC_SIZE_LIMIT _256KB).
// - IBA §7.9 (credit units), IBA compliance statement C9-105 (duplicates): no public place found.
// - Switch latencies (Switch-IB 2 ~90 ns, Quantum ~130 ns, Quantum-2 "under 150 ns", router-switch.com FAQ):
//   secondary pages only, no primary source.
