/**
 * The steps of a soft-RoCE transfer (preset rxe): what Linux's rxe driver and rdma-core's librxe do where a hardware
 * HCA would act. Each sentence names the function that does it (Linux v6.8 drivers/infiniband/sw/rxe, rdma-core v50.0
 * providers/rxe); the step's footnotes link them.
 */
export const RXE = {
  'artifact.rxe.producer': 'Host {host}’s producer index: {index}, at offset {offset} of the ring’s header',
  'artifact.rxe.wqe': 'struct rxe_send_wqe: {bytes} B (a {header}-B header, then the scatter entry or the inline data)',
  'artifact.rxe.syscall': 'write() on the uverbs file: a {bytes}-B post-send command',
  'artifact.rxe.recvWqe': 'struct rxe_recv_wqe: {bytes} B',
  'artifact.rxe.copy': { one: 'One payload copy by host {host}’s CPU', other: '{n} payload copies by host {host}’s CPU' },
  'artifact.rxe.copyOne': 'Packet {packet}’s payload, {bytes} B, copied by host {host}’s CPU',
  'artifact.rxe.cqe': 'struct ib_uverbs_wc in host {host}’s CQ ring: {bytes} B',
  'field.rxe.copiedPayload': '{bytes} B of packet {packet}’s payload, copied with memcpy',
  'ui.machines.introHca':
    'The same {bytes} transfer on this ConnectX card and on soft-RoCE (Linux rxe over an ordinary Ethernet NIC), host by host, each figure read from the two traces.',
  'ui.machines.introRxe':
    'The same {bytes} transfer on soft-RoCE (this scenario) and on a ConnectX card, host by host, each figure read from the two traces.',
  'ui.machines.col.hcaA': 'ConnectX · host A',
  'ui.machines.col.hcaB': 'ConnectX · host B',
  'ui.machines.col.rxeA': 'soft-RoCE · host A',
  'ui.machines.col.rxeB': 'soft-RoCE · host B',
  'ui.machines.col.phase': 'Phase',
  'ui.machines.col.what': 'What is counted',
  'ui.machines.col.hca': 'ConnectX',
  'ui.machines.col.rxe': 'soft-RoCE',
  'ui.machines.row.syscalls': 'System calls',
  'ui.machines.row.barStores': 'Stores into a device’s BAR from the process',
  'ui.machines.row.copies': 'Bytes a CPU copies',
  'ui.machines.row.bus': 'Bytes across the memory bus',
  'ui.machines.row.latency': 'Until A’s CPU sees its completion',
  'ui.machines.count': '{n}',
  'ui.machines.times': '×{n}',
  'ui.machines.bytesTimes': '{bytes} ({times} the message size)',
  'ui.machines.latency': '{us} µs (the model)',
  'ui.machines.notCalibrated': 'not calibrated: no published soft-RoCE figure with its setup was found',
  'ui.machines.whoCaption': 'Who does each phase',
  'ui.machines.footnote':
    'A CPU copy counts twice on the memory bus, a read and a write; the cache may serve part of it. soft-RoCE’s figures are the least it does: when the NIC driver hands rxe a paged skb, skb_linearize copies the payload once more on B, and the ICRC is computed by reading every byte on both hosts. The NIC driver’s own doorbell stores, in the kernel, are not the process’s. The times of soft-RoCE’s steps are the card’s model, not measured.',
  'rxe.copyA.s2Retry':
    'This time an rxe_wq kernel worker makes the copy: the completer or the RNR timer scheduled the requester (rxe_sched_task); no system call is involved.',
  'rxe.check.duplicateRead':
    'A repeated READ: duplicate_request finds its saved responder resource, and read_reply reads B’s memory and sends the data again.',
  'rxe.recvWqe.s1Imm':
    'check_resource takes the receive WQE in place, in the ring process B wrote: a load by B’s CPU, no DMA. Its buffer is not used: the data goes to the RETH’s address, and the WQE gives B’s CQE its wr_id.',
  'rxe.recvWqe.s1ImmRefused':
    'During the checks of the step before, check_resource took the receive WQE in place, in the ring process B wrote (a load by B’s CPU, no DMA), and only then did check_rkey refuse the packet: no data lands, and the WQE’s wr_id goes into B’s error completion (IBV_WC_REM_ACCESS_ERR).',
  'rxe.land.contextA':
    'It runs in A’s NET_RX softirq, on the CPU that received the frame, or in an rxe_wq worker when packets were already waiting (rxe_comp_queue_pkt).',
  'rxe.segment.perPacket':
    'rxe works packet by packet: init_req_packet allocates the skb (rxe_init_packet) and writes the transport headers, finish_packet adds the UDP and IP headers (rxe_prepare) and copies the payload, rxe_xmit_packet adds the ICRC and sends it.',
  'rxe.exchange.reality':
    'Nothing maps B’s memory into A’s address space. The remote address is just data: it travels inside the WQE and the packet, and B’s kernel (rxe) checks it on arrival.',
  'rxe.connect.reality':
    'Connecting fills each QP’s state in kernel memory (rxe_modify_qp): no card and no firmware take part, and no packet has moved yet.',
  'rxe.cable.s2': 'With no switch in between, the FCS computed by NIC A is the one NIC B checks.',
  'rxe.switch.s2':
    'Each link checks its own Ethernet FCS. The ICRC counts as 1s the fields that may change in flight (IPv4 TOS, TTL and header checksum, or IPv6 Traffic Class, Flow Label and Hop Limit; the UDP checksum; BTH byte 4), so it travels untouched from host {from}’s kernel to host {to}’s.',
  'rxe.fabric.lost': '{what} (PSN {psn}) is lost on this link: nothing of it reaches host {to}, and no one tells host {from}.',
  'rxe.nak.s1Rnr':
    'The responder sends an ACKNOWLEDGE whose AETH syndrome is {syndrome}, an RNR NAK, through B’s NIC like any frame; A’s completer reads it in its NET_RX softirq, or in an rxe_wq worker.',
  'rxe.regMr.titleA': 'A registers its buffer with soft-RoCE (ibv_reg_mr)',
  'rxe.regMr.titleB': 'B registers its buffer with soft-RoCE (ibv_reg_mr)',
  'rxe.regMr.s1': {
    one: 'ibv_reg_mr is a system call: the kernel pins the buffer’s {n} page (ib_umem_get), and rxe lists it in the new MR (an xarray of pages) with an lkey and an rkey.',
    other:
      'ibv_reg_mr is a system call: the kernel pins the buffer’s {n} pages (ib_umem_get), and rxe lists them in the new MR (an xarray of pages) with an lkey and an rkey.',
  },
  'rxe.regMr.s2':
    'No card receives a translation table: when a packet arrives, rxe’s own code finds the pages in this list, on the host’s CPU.',
  'rxe.createQp.title': 'Both processes create their queues: rings in kernel memory, mapped into the process',
  'rxe.createQp.s1':
    'rxe allocates each send, receive and completion queue as ordinary RAM (vmalloc_user in rxe_queue_init); librxe maps each ring into the process with mmap on the uverbs file.',
  'rxe.createQp.s2':
    'Process and kernel share each ring: the process writes send and receive WQEs and reads CQEs with plain loads and stores. No page of a device is mapped: there is no doorbell register.',
  'rxe.wqe.title': 'A’s CPU writes the work request into the send queue ring',
  'rxe.wqe.s1':
    'librxe’s post_one_send fills a {bytes}-byte struct rxe_send_wqe in the next free slot: the opcode, the remote address and rkey, the length, and the local buffer as a scatter entry with its lkey.',
  'rxe.wqe.s1Send':
    'librxe’s post_one_send fills a {bytes}-byte struct rxe_send_wqe in the next free slot: the opcode, the length, and the local buffer as a scatter entry with its lkey.',
  'rxe.wqe.s1Inline':
    'librxe’s post_one_send fills a {bytes}-byte struct rxe_send_wqe in the next free slot, and copies the {payload} payload into the WQE itself (IBV_SEND_INLINE): host A’s CPU copies it here.',
  'rxe.wqe.s2':
    'The ring is kernel memory mapped into the process: these are ordinary stores to RAM. The layout is rxe’s own (rdma_user_rxe.h), shared by librxe and the kernel.',
  'rxe.producer.title': 'A’s CPU publishes the WQE: the ring’s producer index moves',
  'rxe.producer.s1':
    'advance_producer stores the new producer index, {index}, at offset 128 of the ring’s header, with release ordering: the WQE’s bytes are visible before the index that covers them.',
  'rxe.producer.s2': 'The kernel finds the WQE through this index, but nothing has told it to look yet.',
  'rxe.syscall.title': 'A’s process makes a system call: write() on the uverbs file',
  'rxe.syscall.s1':
    'librxe’s post_send_db writes a 32-byte command to the uverbs file: IB_USER_VERBS_CMD_POST_SEND with no work request in it. This system call is the doorbell.',
  'rxe.syscall.s2':
    'It is the transfer’s only system call on host A: one per ibv_post_send. With mlx5, the process stores into the card’s BAR instead and never enters the kernel.',
  'rxe.syscall.reality':
    'There is no RDMA BAR to write: rxe has no device registers. The Ethernet NIC’s BAR belongs to its driver, and only the kernel writes it.',
  'rxe.requester.title': 'In A’s kernel, the requester runs inside the system call',
  'rxe.requester.s1':
    'ib_uverbs_post_send calls rxe_post_send, which runs the requester at once in the calling thread (rxe_run_task): the protocol runs on the process’s own CPU time.',
  'rxe.requester.s2':
    'rxe_requester reads the WQE from the shared ring (an acquire load of the producer index) and works out each packet’s opcode and PSN.',
  'rxe.copyA.title': 'A’s CPU copies the payload into socket buffers',
  'rxe.copyA.titleRetry': 'A’s CPU copies the payload again for the resent packets',
  'rxe.copyA.s1':
    'For each packet, finish_packet copies its payload, {bytes} in all, from the registered buffer into the packet’s skb (copy_data, rxe_mr_copy): it looks up the lkey, maps each pinned page and calls memcpy.',
  'rxe.copyA.s1Inline':
    'For each packet, finish_packet copies its payload, {bytes} in all, from the WQE’s inline data into the packet’s skb with memcpy.',
  'rxe.copyA.s2':
    'Host A’s CPU makes this copy inside the system call. A hardware HCA reads the buffer by DMA instead: no CPU touches the payload.',
  'rxe.segment.title': 'A’s kernel builds the RoCEv2 packets and computes the ICRC in software',
  'rxe.segment.titleResponses': 'B’s kernel builds the READ responses and computes their ICRC in software',
  'rxe.segment.s1':
    'rxe_init_packet allocates an skb with room for the Ethernet, IP and UDP headers; init_req_packet writes the InfiniBand transport headers, and rxe_prepare the UDP header (checksum 0) and the IP header.',
  'rxe.segment.s1Responses':
    'read_reply allocates each response’s skb and writes its transport headers (prepare_ack_packet); rxe_prepare adds the UDP header (checksum 0) and the IP header.',
  'rxe.segment.s2':
    'rxe_icrc_generate computes the ICRC with the kernel’s crc32 on the host’s CPU: over the headers with the fields routers may change set to ones, then the payload.',
  'rxe.segment.wire':
    'Where rxe’s packets differ from a ConnectX card’s: MigReq is 0 (rxe never sets it), and the ECN bits are 00, Not-ECT, because rxe copies the QP’s traffic class, 0 here.',
  'rxe.transmit.title': 'The Ethernet NIC sends the frames: the kernel, not the process, rings its doorbell',
  'rxe.transmit.titleResponses': 'B’s Ethernet NIC sends the responses',
  'rxe.transmit.s1':
    'rxe_send hands each skb to ip_local_out (ip6_local_out for IPv6); the neighbour layer writes the Ethernet header, and the NIC’s driver puts a transmit descriptor in its ring.',
  'rxe.transmit.s2':
    'The driver then rings the NIC’s doorbell: a store by the kernel into the NIC’s BAR. The NIC reads the frame from host memory by DMA and sends it.',
  'rxe.transmit.reality':
    'The payload crosses host memory twice more than with an HCA: the CPU’s copy into the skb, then the NIC’s DMA read of it.',
  'rxe.receive.title': 'B’s NIC writes the frame into a socket buffer in B’s memory',
  'rxe.receive.titleA': 'A’s NIC writes the frame into a socket buffer in A’s memory',
  'rxe.receive.s1':
    'The NIC writes each frame by DMA into a receive buffer its driver posted, and interrupts. The host’s CPU runs the NET_RX softirq: IP, then UDP port 4791, then rxe_udp_encap_recv and rxe_rcv.',
  'rxe.receive.s2': 'The payload is in kernel memory now, not in the registered buffer: the NIC knows nothing of rkeys or MRs.',
  'rxe.check.title': 'B’s kernel checks the packet: rxe_rcv, then the responder',
  'rxe.check.s1':
    'rxe_rcv checks the headers first (the QP, its state, the addresses, the P_Key: hdr_check), and only then the ICRC (rxe_icrc_check), in software. A packet that fails is dropped without an answer.',
  'rxe.check.s2':
    'The responder then checks, in this order: PSN, opcode sequence, QP access, resources (a receive WQE for a SEND or a WRITE with immediate, READ resources for a READ), length, and for an RDMA operation the rkey.',
  'rxe.check.context':
    'The responder runs inline in the softirq, on the CPU that took the NIC’s interrupt, when no packet was waiting for it; otherwise, and always for a READ request, in a kernel worker (rxe_wq).',
  'rxe.check.damaged': 'The ICRC does not match: rxe_rcv drops the packet and sends nothing. Only A’s retransmission timer will notice.',
  'rxe.check.badFcs':
    'The frame’s FCS does not match: B’s NIC drops it before any kernel code sees it. Only A’s retransmission timer will notice.',
  'rxe.check.refused':
    'The check “{check}” fails (the row marked ✗): the responder answers with a NAK, completes with an error where a receive WQE was taken, and moves B’s QP to the error state.',
  'rxe.check.duplicate': 'The PSN is behind the one B expects: a duplicate. The responder acknowledges it again and does not execute it.',
  'rxe.check.outOfSequence':
    'The PSN is ahead of the one B expects: a packet before it was lost. The responder sends one PSN-sequence NAK and drops what follows until the gap is filled.',
  'rxe.check.noRecv': 'No receive WQE is waiting: the responder answers with an RNR NAK and executes nothing.',
  'rxe.recvWqe.title': 'B’s kernel takes the receive WQE from the shared ring',
  'rxe.recvWqe.s1':
    'check_resource reads the receive WQE in place, in the ring process B wrote: a load by B’s CPU, no DMA. It names the buffer the message goes to.',
  'rxe.translate.title': 'B’s kernel finds the registered pages',
  'rxe.translate.titleA': 'A’s kernel finds its registered pages',
  'rxe.translate.s1':
    'The MR was looked up by its key (lookup_mr checks the key, the PD and the access; mr_check_range the range); for each page, rxe_mr_copy_xarray finds it in the MR’s list (xa_load) and maps it (kmap_local_page).',
  'rxe.translate.s2': 'No IOMMU and no card’s table take part: the kernel uses the pages it pinned at registration.',
  'rxe.land.title': 'B’s CPU copies the payload into the registered buffer',
  'rxe.land.titleA': 'A’s CPU copies the response payload into its buffer',
  'rxe.land.s1': {
    one: 'rxe_mr_copy copies {bytes} from the socket buffers into the MR’s page with memcpy: host B’s CPU writes B’s memory.',
    other: 'rxe_mr_copy copies {bytes} from the socket buffers into the MR’s {n} pages with memcpy: host B’s CPU writes B’s memory.',
  },
  'rxe.land.s1Send': {
    one: 'send_data_in copies {bytes} from the socket buffers into the receive buffer’s page (copy_data, rxe_mr_copy): host B’s CPU writes B’s memory.',
    other:
      'send_data_in copies {bytes} from the socket buffers into the receive buffer’s {n} pages (copy_data, rxe_mr_copy): host B’s CPU writes B’s memory.',
  },
  'rxe.land.s1A': {
    one: 'The completer’s do_read copies {bytes} from the responses’ socket buffers into A’s buffer, {n} page (copy_data): host A’s CPU writes A’s memory.',
    other:
      'The completer’s do_read copies {bytes} from the responses’ socket buffers into A’s buffer, {n} pages (copy_data): host A’s CPU writes A’s memory.',
  },
  'rxe.land.context':
    'It runs in the NET_RX softirq on the CPU that received the frame, or in an rxe_wq worker when packets were already waiting (rxe_resp_queue_pkt).',
  'rxe.land.reality':
    'This is the work RDMA hardware takes off the remote host: on soft-RoCE, B’s CPU copies every byte, though process B takes no part in it.',
  'rxe.land.empty': 'The message is empty: nothing is copied.',
  'rxe.readMemory.title': 'B’s CPU copies the requested bytes out of the registered buffer',
  'rxe.readMemory.s1':
    'read_reply, in an rxe_wq worker, builds each response: prepare_ack_packet allocates its skb and writes its headers, then rxe_mr_copy copies its payload out of the MR’s pages, {bytes} in all: host B’s CPU reads B’s memory.',
  'rxe.ack.title': 'B’s kernel acknowledges, and sends the ACK the same way',
  'rxe.ack.s1':
    'send_ack builds an ACKNOWLEDGE packet whose AETH syndrome is {syndrome}: an ACK with no credit count (AETH_ACK_UNLIMITED), where this app’s ConnectX model counts B’s free receive WQEs. Its ICRC is computed in software.',
  'rxe.ack.s2': 'B’s NIC sends it; A’s NIC writes it into a socket buffer, and in A’s NET_RX softirq rxe hands it to the completer.',
  'rxe.ack.lost': 'On its way back the ACK is lost on a link: A never sees it, and A’s retransmission timer keeps running.',
  'rxe.nak.title': 'B’s kernel answers with a NAK',
  'rxe.nak.s1':
    'The responder sends an ACKNOWLEDGE whose AETH syndrome is {syndrome}, a NAK, through B’s NIC like any frame; A’s completer reads it in its softirq.',
  'rxe.timeout.title': 'A’s kernel timer fires: nothing was acknowledged',
  'rxe.timeout.s1':
    'rxe’s retransmission timer (retransmit_timer: 4.096 µs × 2^timeout, in jiffies) wakes the completer; it counts a retry and has the requester resend from the first unacknowledged PSN.',
  'rxe.rnr.title': 'A’s kernel waits out the RNR timer',
  'rxe.rnr.s1':
    'The completer arms rnr_nak_timer for the time the NAK names; when it fires, the requester resends the message (in an rxe_wq worker).',
  'rxe.postRecv.title': 'B’s CPU posts a receive WQE into the receive ring',
  'rxe.postRecv.s1':
    'librxe writes the receive WQE into the shared ring and moves the producer index: no system call and no doorbell. The kernel sees it when a packet needs it.',
  'rxe.respCheck.title': 'A’s kernel takes the responses',
  'rxe.respCheck.s1':
    'A’s NIC writes each response into a socket buffer; rxe_rcv checks it and the completer (check_ack) accepts the responses in PSN order.',
  'rxe.cqe.title': 'A’s kernel writes the completion into the CQ ring',
  'rxe.cqe.titleB': 'B’s kernel writes B’s completion into its CQ ring',
  'rxe.cqe.s1':
    'do_complete fills a struct ib_uverbs_wc, and rxe_cq_post copies it into the next slot of the completion ring (a 72-byte struct rxe_cqe, whose first 48 bytes user space reads), then moves the ring’s producer index: stores by the host’s CPU, no DMA.',
  'rxe.cqe.status': 'Its status is {status}.',
  'rxe.cqe.titleUnsignaled': 'A’s kernel retires the WQE without a completion',
  'rxe.cqe.unsignaled':
    'The WQE was not signaled: do_complete writes no CQE; it only moves the send queue’s consumer index, which frees the slot.',
  'rxe.poll.titleUnsignaled': 'A’s CPU has no completion to poll',
  'rxe.poll.unsignaled': 'No CQE was written for this WQE: the program learns that it is done from a later signaled completion.',
  'rxe.poll.title': 'A’s CPU polls the CQ ring',
  'rxe.poll.titleB': 'B’s CPU polls its CQ ring',
  'rxe.poll.s1':
    'rxe_poll_cq copies the CQE out of the ring with plain loads and moves the consumer index: no system call. The ring is RAM the kernel wrote, not a device’s.',
} as const;
