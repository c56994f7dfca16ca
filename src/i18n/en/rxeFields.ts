/**
 * Field meanings for soft-RoCE (Linux rxe and rdma-core's librxe): the send and receive WQEs in the shared rings, the
 * producer-index store, the post-send command written to the uverbs file, and the CQE user space reads. One line per
 * field; struct, field and function names, flag names and values are quoted as they are in every language.
 */
export const RXE_FIELDS = {
  // struct rxe_send_wr, inside the send WQE
  'field.rxe.wr':
    'struct rxe_send_wr ({bytes} B): the work request as convert_send_wr copies it from the ibv_send_wr, after clearing it with memset',
  'field.rxe.wrId': '{id}: the application’s wr_id, copied unchanged; the CQE gives it back',
  'field.rxe.wr.reserved': '0: reserved; cleared by convert_send_wr’s memset',
  'field.rxe.wr.opcode':
    '{value} = {name}: the operation, copied from the ibv_send_wr; the kernel’s requester chooses the packet opcodes from it',
  'field.rxe.wr.sendFlags.none': '0: no send flags: not signaled, so the kernel writes a CQE only if this WQE fails',
  'field.rxe.wr.sendFlags.signaled': '{value} = {flags}: signaled, so the kernel’s completer writes a CQE when this WQE completes',
  'field.rxe.wr.sendFlags.unsignaled': '{value} = {flags}: not signaled, so the kernel writes a CQE only if this WQE fails',
  'field.rxe.wr.imm':
    '{imm}: the immediate data, imm_data copied unchanged (big-endian, as the application stored it); the requester sends it in the ImmDt header',
  'field.rxe.wr.imm.unused':
    '{imm}: imm_data, which convert_send_wr copies for every opcode; this operation has no immediate data, so the requester does not send it',
  'field.rxe.wr.union': 'union wr ({bytes} B): the parameters of each kind of operation (RDMA, atomic, UD, memory window)',
  'field.rxe.wr.union.send':
    '{bytes} B: convert_send_wr copies nothing here for a SEND on an RC QP (only UD sends fill wr.ud): 0 from its memset',
  'field.rxe.wr.rdma.write': 'wr.rdma: the buffer on host B the data is written to',
  'field.rxe.wr.rdma.read': 'wr.rdma: the buffer on host B the data is read from',
  'field.rxe.wr.remoteAddr.write':
    '{va}: where in host B’s memory the write goes (wr.rdma.remote_addr); req_retry restarts iova from it on a retry',
  'field.rxe.wr.remoteAddr.read':
    '{va}: where in host B’s memory the data is read from (wr.rdma.remote_addr); req_retry restarts iova from it on a retry',
  'field.rxe.wr.rkey':
    '{rkey}: host B’s remote key for that buffer (wr.rdma.rkey); the kernel’s requester puts it in the RETH and host B’s responder checks it',
  'field.rxe.wr.rdma.reserved': '0: wr.rdma.reserved; cleared by convert_send_wr’s memset',
  'field.rxe.wr.union.rest':
    '{bytes} B of the union that wr.rdma does not use (the atomic, UD and memory-window members): 0 from convert_send_wr’s memset',

  // struct rxe_send_wqe: the words between wr and dma
  'field.rxe.wqe.status':
    'status: not written by librxe, so the slot’s old bytes: 0 (IB_WC_SUCCESS) on the ring’s first pass, as vmalloc_user zeroes the ring; the kernel stores an error status here for make_send_cqe to report',
  'field.rxe.wqe.state': '{value} = wqe_state_posted: init_send_wqe sets state = 0; the kernel moves it on (processing, pending, done)',
  'field.rxe.wqe.iova': '{va}: the remote address the requester puts in the RETH; init_send_wqe copies wr.rdma.remote_addr here',
  'field.rxe.wqe.iova.send':
    '{va}: init_send_wqe copies the ibv_send_wr’s wr.rdma.remote_addr here for every opcode but the atomics; a SEND has no RETH, so nothing reads it',
  'field.rxe.wqe.mask':
    'mask: not written by librxe (the slot’s old bytes, 0 on the ring’s first pass); the requester sets it from the opcode when it takes the WQE (req_next_wqe)',
  'field.rxe.wqe.firstPsn':
    'first_psn: not written by librxe (0 on the ring’s first pass); the requester stores the PSN of the message’s first packet here when it sends it (update_wqe_psn)',
  'field.rxe.wqe.lastPsn':
    'last_psn: not written by librxe (0 on the ring’s first pass); the requester stores the PSN of the message’s last packet here when it sends the first one (update_wqe_psn)',
  'field.rxe.wqe.ackLength': 'ack_length: not written by librxe (0 on the ring’s first pass); nothing in rxe reads or writes it',
  'field.rxe.wqe.ssn':
    'ssn: not written by librxe (0 on the ring’s first pass); only the kernel’s own post path numbers its WQEs here, and nothing reads it',
  'field.rxe.wqe.hasRdAtomic':
    'has_rd_atomic: not written by librxe (0 on the ring’s first pass); the requester sets it when a READ takes one of the QP’s outstanding-READ slots (check_init_depth), the completer clears it',

  // struct rxe_dma_info and the area after it
  'field.rxe.dma.send': 'dma (struct rxe_dma_info): how many bytes to move, how far the kernel has got, and the buffers or the inline data',
  'field.rxe.dma.recv':
    'dma (struct rxe_dma_info): the room in the receive buffers, how much of it the responder has filled, and the buffers',
  'field.rxe.dma.length.send':
    '{bytes} B: the message length, the sum of the SGE lengths (post_one_send); the completer reports it as byte_len',
  'field.rxe.dma.resid.send':
    '{bytes} B not yet moved: equal to length at post time; the kernel counts it down packet by packet (the RETH’s DMA Length is taken from it)',
  'field.rxe.dma.length.recv': '{bytes} B: the room in the receive buffers, the sum of their lengths (rxe_post_one_recv)',
  'field.rxe.dma.resid.recv':
    '{bytes} B of room left: equal to length at post time; the responder counts it down as a SEND fills the buffers, and reports length - resid as byte_len',
  'field.rxe.dma.numSge': '{n}: num_sge, the number of SGEs in the work request',
  'field.rxe.dma.numSge.inline':
    '{n}: num_sge, the number of SGEs whose bytes init_send_wqe copied inline; the kernel walks inline data by sge_offset and does not use it',
  'field.rxe.dma.curSge': '0: cur_sge, the SGE the kernel copies from or into next; librxe starts it at 0',
  'field.rxe.dma.sgeOffset': '0: sge_offset, how far into that SGE (or into the inline data) the kernel has got; librxe starts it at 0',
  'field.rxe.dma.reserved':
    'reserved: not written by librxe, so the slot’s old bytes: 0 on the ring’s first pass (vmalloc_user zeroes the ring)',
  'field.rxe.dma.inline':
    '{bytes} B of payload, copied here by init_send_wqe (IBV_SEND_INLINE): no lkey is kept, and the requester copies the bytes straight into the packet (finish_packet)',
  'field.rxe.sge': 'dma.sge[{index}] (struct rxe_sge, laid out as struct ibv_sge): one buffer of the list, copied in with memcpy',
  'field.rxe.sge.addr.send':
    '{va}: virtual address of the source buffer in process A; the requester copies the payload from it (copy_data)',
  'field.rxe.sge.addr.read':
    '{va}: virtual address of the destination buffer in process A; the completer copies the READ response data into it (copy_data)',
  'field.rxe.sge.addr.recv':
    '{va}: virtual address of this receive buffer in process B; the responder copies an incoming SEND into it (copy_data)',
  'field.rxe.sge.length': '{bytes} B in this buffer',
  'field.rxe.sge.lkey':
    '{lkey}: host {host}’s local key for this buffer; the kernel finds the MR by it and checks the range before it copies',

  // struct rxe_recv_wqe
  'field.rxe.recv.reserved':
    'reserved: not written by rxe_post_one_recv, so the slot’s old bytes: 0 on the ring’s first pass (vmalloc_user zeroes the ring)',
  'field.rxe.recv.padding': 'padding: not written by rxe_post_one_recv, so the slot’s old bytes: 0 on the ring’s first pass',

  // struct rxe_queue_buf: the producer index
  'field.rxe.producerIndex':
    '{index}: the ring’s new producer index, (old + 1) & index_mask, which advance_producer stores at byte {offset} of the ring with release order; the kernel’s acquire load of it therefore sees the WQE’s bytes',

  // struct ibv_post_send: the command post_send_db writes to the uverbs file
  'field.rxe.cmd.hdr':
    'struct ib_uverbs_cmd_hdr: which command this write() to the uverbs file carries, and the sizes of the request and the response',
  'field.rxe.cmd.command': '{value} = IB_USER_VERBS_CMD_POST_SEND: the kernel hands the command to ib_uverbs_post_send',
  'field.rxe.cmd.inWords': '{words} words = {bytes} B of request (sizeof(cmd) / 4): this header and struct ib_uverbs_post_send',
  'field.rxe.cmd.outWords':
    '{words} word = {bytes} B of response (sizeof(resp) / 4): struct ib_uverbs_post_send_resp, whose one field is bad_wr',
  'field.rxe.cmd.postSend':
    'struct ib_uverbs_post_send with no work requests: post_send_db sends it only to wake the kernel (“a null post send as a doorbell”)',
  'field.rxe.cmd.response': '{va}: the address of post_send_db’s local resp, where the kernel writes bad_wr',
  'field.rxe.cmd.qpHandle': '{handle}: the QP’s handle in this process’s uverbs context (ibqp->handle), not its QP number',
  'field.rxe.cmd.wrCount': '0: no work requests follow: the WQEs are already in the shared SQ ring, so the kernel copies none',
  'field.rxe.cmd.sgeCount': '0: no SGEs follow',
  'field.rxe.cmd.wqeSize': '{bytes} B = sizeof(struct ibv_send_wr) on x86_64: the size of each work request that would follow (none does)',

  // struct ib_uverbs_wc: the CQE user space reads
  'field.rxe.cqe.wrId': '{id}: the wr_id of the completed WQE, so the application knows which work request this is',
  'field.rxe.cqe.status.success': '{value} = IB_WC_SUCCESS: the work request completed without error',
  'field.rxe.cqe.status.error': '{value} = {name}: the work request failed; for an error the kernel fills in only wr_id, status and qp_num',
  'field.rxe.cqe.vendorErr': '0: vendor_err; rxe never sets it',
  'field.rxe.cqe.srcQp': '0: src_qp; rxe sets it only from the datagram header of a UD packet, which RC packets do not have',
  'field.rxe.cqe.reserved': '0: reserved',
  'field.rxe.cqe.send.unset': '0: make_send_cqe does not set it (the CQE is cleared with memset first)',
  'field.rxe.cqe.recv.unset': '0: do_complete does not set it for a user-space CQ (the CQE is cleared with memset first)',
  'field.rxe.cqe.notOnError': '0: set only when the work request succeeds',
  'field.rxe.cqe.opcode.send': '{value} = {name}: what wr_to_wc_opcode makes of {wr}',
  'field.rxe.cqe.byteLen.send': '{bytes} B: the WQE’s dma.length, the message length (make_send_cqe)',
  'field.rxe.cqe.imm.send': '0: make_send_cqe never copies immediate data into a send CQE',
  'field.rxe.cqe.qpNum.send': '{qpn}: the QP whose send queue completed (QP A)',
  'field.rxe.cqe.wcFlags.sendImm':
    '{value} = IB_WC_WITH_IMM: set for an operation with immediate data, though the value itself is not in this CQE',
  'field.rxe.cqe.wcFlags.none': '0: no flags: the operation had no immediate data',
  'field.rxe.cqe.opcode.recv': '{value} = IB_WC_RECV: a SEND consumed this receive WQE',
  'field.rxe.cqe.opcode.recvWriteImm': '{value} = IB_WC_RECV_RDMA_WITH_IMM: an RDMA WRITE with immediate consumed this receive WQE',
  'field.rxe.cqe.byteLen.recv': '{bytes} B received: dma.length - dma.resid of the receive WQE',
  'field.rxe.cqe.byteLen.writeImm':
    '{bytes} B: the DMA Length of the WRITE’s RETH (qp->resp.length); the data went to the RETH’s address, not into the receive buffer',
  'field.rxe.cqe.imm.recv': '{imm}: the packet’s ImmDt (immdt_imm), big-endian as it came off the wire',
  'field.rxe.cqe.imm.none': '0: the packet carried no immediate data',
  'field.rxe.cqe.qpNum.recv': '{qpn}: the QP whose receive queue completed (QP B)',
  'field.rxe.cqe.wcFlags.recv': '{value} = IB_WC_GRH: do_complete sets it on every successful receive into a user-space CQ',
  'field.rxe.cqe.wcFlags.recvImm':
    '{value} = IB_WC_GRH | IB_WC_WITH_IMM: IB_WC_GRH on every successful receive into a user-space CQ, IB_WC_WITH_IMM because the packet had an ImmDt',
  'field.rxe.cqe.portNum': '{port}: the QP’s port (qp->attr.port_num)',
} as const;
