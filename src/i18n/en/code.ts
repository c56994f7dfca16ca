/**
 * The Code view and the generated program: the program's comments (`code.c.`), the library's path (`code.lib.`)
 * and the view's own text (`code.ui.`). C identifiers, flags and numbers are quoted as parameters or as code.
 */
export const CODE = {
  'code.c.head.what':
    'The verbs program whose run the trace shows: host A posts one {op} of {bytes} B to host B over {transport}; both sides are in this file.',
  'code.c.head.build': 'Build it (on Debian: apt install gcc libibverbs-dev):',
  'code.c.head.run': 'Run it on host B first, then on host A:',
  'code.c.head.runOn': '    host {host}: {command}',
  'code.c.verbatim': '{text}',
  'code.c.mrPages': 'B registers {bytes} B, from its buffer’s start to the end of its page, as the trace does.',
  'code.c.head.networkFault':
    'This scenario’s fault ({fault}) is injected by the network, not by this program: no line here causes it, and the program is the same without it.',
  'code.c.head.values':
    'The trace’s numbers are its own: QPN {qpnA} on A and {qpnB} on B, B’s buffer at VA {va} with rkey {rkey}. A real run gets others from the device and from posix_memalign; the program sends them over the socket, as the trace does.',
  'code.c.mrShort': 'B registers only the first {bytes} B of its buffer, while A will write {message} B: the end falls outside the MR.',
  'code.c.pattern': {
    one: 'The message’s bytes: this {n}-byte pattern, repeated, as in the trace.',
    other: 'The message’s bytes: this {n}-byte pattern, repeated, as in the trace.',
  },
  'code.c.fail':
    'ibv_modify_qp, ibv_post_send, ibv_post_recv and ibv_query_port return the error number itself; the calls that return a pointer set errno; ibv_poll_cq returns a negative number.',
  'code.c.tcp': 'The out-of-band channel: a plain TCP socket, as perftest uses. No RDMA traffic passes through it.',
  'code.c.tell':
    'One byte over the socket: this is how the two programs wait for each other. A WRITE or a READ tells B’s program nothing; only a SEND or a WRITE with immediate leaves a CQE that B polls for.',
  'code.c.exchange.how': 'Each side sends its QPN, first PSN, LID, GID, buffer address and rkey as one line of text, and reads the peer’s.',
  'code.c.localInfo':
    'This side’s address on the fabric, after checking that the port suits the program: its port’s LID (native InfiniBand) or the GID at GID_INDEX (RoCEv2).',
  'code.c.createQp':
    'ibv_create_qp: libmlx5 puts the send and receive queue rings and the doorbell record in ordinary host RAM. On current rdma-core and kernels it also gives the QP a BlueFlame register (two halves used in turn; the first 8 bytes of the current one take the doorbell) in a UAR page of BAR0 mmapped write-combining into this process, shared with other QPs once the first few are taken; with MLX5_SHUT_UP_BF=1 the QP uses the context’s one uncached UAR page instead. max_inline_data = {inline}: the inline bytes asked for (the library may grant more).',
  'code.c.init': 'RESET to INIT: the port, the P_Key index and qp_access_flags, the remote operations this QP will accept.',
  'code.c.rtr':
    'INIT to RTR (ready to receive): the peer’s address and QPN, path MTU {mtu} (never above the port’s active_mtu), the PSN to expect, max_dest_rd_atomic {rd}, the READs this QP serves at once, and min_rnr_timer {rnr}, a code (not milliseconds) for the wait a peer is told to take after an RNR NAK.',
  'code.c.rtr.lid': 'Native InfiniBand: the peer is a LID on the subnet.',
  'code.c.rtr.gid': 'RoCEv2: the peer is a GID (its IP address); packets carry a GRH, which becomes the IP header.',
  'code.c.rts':
    'RTR to RTS (ready to send): the first PSN this side sends, the ACK timeout {timeout} (4.096 µs × 2^timeout), retry_cnt {retry}, the retries after an ACK timeout or a sequence-error NAK (7 is seven retries in IBA, but soft-RoCE never counts a 7 down: it retries for ever), and rnr_retry {rnrRetry}, the retries after an RNR NAK, where 7 means for ever.',
  'code.c.postRecv':
    'ibv_post_recv: libmlx5 writes a receive WQE (B’s buffer, its lkey and length) into the receive queue in B’s RAM and updates the doorbell record. No system call, and no MMIO.',
  'code.c.poll':
    'ibv_poll_cq: libmlx5 reads the next CQE in the CQ ring, in this host’s RAM, where the HCA wrote it by DMA. No system call: the CPU spins on memory.',
  'code.c.pollQuiet':
    'An unsignaled work request gets no CQE when it succeeds, and one when it fails: A polls through the requester’s whole retry budget (retry_budget_ns) and must find nothing.',
  'code.c.pollA': 'The trace’s completion on A: wc.status {status}, wc.opcode {opcode}.',
  'code.c.pollB': 'The trace’s completion on B: wc.status {status}, wc.opcode {opcode}.',
  'code.c.pollAError': 'The trace’s completion on A: wc.status {status}, an error; wc.opcode is not defined then.',
  'code.c.pollBError': 'The trace’s completion on B: wc.status {status}, an error; wc.opcode is not defined then.',
  'code.c.expect':
    'Prints a completion and compares it with the expected one: its status, wr_id, and on success its opcode, byte_len and immediate data; returns 1 on any difference (printed as a mismatch). On an error, verbs defines only wr_id, status, qp_num and vendor_err.',
  'code.c.cleanup': 'Cleanup: the verbs objects in the reverse order of creation (QP, CQ, MR, PD), then the buffer and the socket.',
  'code.c.a.what': 'Host A: the requester. It posts the work request and polls for its completion.',
  'code.c.a.regMr':
    'ibv_reg_mr makes a system call: the kernel pins the buffer’s pages and HCA A’s MTT lists them, so HCA A may read the buffer by DMA (local read needs no flag). The trace’s buffer is at VA {va}, lkey {lkey}.',
  'code.c.a.regMrRead':
    'ibv_reg_mr makes a system call: the kernel pins the buffer’s pages and HCA A’s MTT lists them. LOCAL_WRITE: the READ’s bytes will be written into it by DMA. The trace’s buffer is at VA {va}, lkey {lkey}.',
  'code.c.createCq': 'The completion queue: a ring of 64-byte CQEs in this host’s RAM, which the HCA writes by DMA.',
  'code.c.a.exchange':
    'Out of band: A connects to B’s socket and they trade their numbers (the trace’s QPN {qpn}, first PSN {psn}); then each QP goes to INIT, RTR and RTS.',
  'code.c.a.waitReady': 'Wait until B is connected and, where it needs one, has posted its receive.',
  'code.c.a.wr': 'The work request, in A’s own memory (a struct on the stack): {opcode}, one scatter-gather entry naming A’s buffer.',
  'code.c.a.unsignaled': 'Unsignaled: no IBV_SEND_SIGNALED, and the QP has sq_sig_all = 0, so success writes no CQE.',
  'code.c.a.inline': 'IBV_SEND_INLINE: libmlx5 copies the {bytes} bytes into the WQE itself, so HCA A never reads the buffer by DMA.',
  'code.c.a.remote':
    'B’s buffer, as B sent it: the trace’s VA {va} and rkey {rkey}. The remote address is only data: it travels in the WQE and the packet’s RETH.',
  'code.c.a.imm': 'The immediate data {imm} travels in the last packet and lands in B’s CQE, in network byte order.',
  'code.c.a.postBlueFlame':
    'ibv_post_send is a library call, not a system call. libmlx5 writes the WQE into the send queue ring in A’s RAM, orders it with a barrier, updates the doorbell record, then copies the WQE through the BlueFlame register in BAR0, 64 bytes at a time (mlx5_bf_copy): those stores are the MOVs.',
  'code.c.a.postDoorbell':
    'ibv_post_send is a library call, not a system call. libmlx5 writes the WQE into the send queue ring in A’s RAM, orders it with a barrier, updates the doorbell record, then stores the WQE’s first 8 bytes to the doorbell register in BAR0: that one store is the MOV. HCA A then reads the WQE by DMA.',
  'code.c.a.returned': 'ibv_post_send has returned: from here the HCA does the transfer, and no line below takes part in it.',
  'code.c.a.done': 'Tell B the transfer is over, so it can look at its buffer and exit.',
  'code.c.b.what': 'Host B: the responder. After the setup its CPU does nothing for a WRITE or a READ: HCA B checks and moves the bytes.',
  'code.c.b.regMrWrite':
    'ibv_reg_mr makes a system call: the kernel pins the pages and HCA B’s MTT lists them. REMOTE_WRITE (with LOCAL_WRITE, which it requires) lets a peer that holds the rkey write here; the trace’s rkey is {rkey}.',
  'code.c.b.regMrRead':
    'ibv_reg_mr makes a system call: the kernel pins the pages and HCA B’s MTT lists them. REMOTE_READ lets a peer that holds the rkey read here (LOCAL_WRITE is not needed for that; the trace’s MR has it too). The trace’s rkey is {rkey}.',
  'code.c.b.regMrSend':
    'ibv_reg_mr makes a system call: the kernel pins the pages and HCA B’s MTT lists them. LOCAL_WRITE only: a SEND needs no remote access, and B never gives A its rkey.',
  'code.c.b.regMrNoWrite':
    'The fault is here: B registers its buffer with LOCAL_WRITE only and forgets REMOTE_WRITE, so HCA B will refuse the write. The trace’s rkey is {rkey}.',
  'code.c.b.exchange': 'Out of band: B accepts A’s connection and sends its QPN ({qpn} in the trace), PSN, address, buffer VA and rkey.',
  'code.c.b.exchangeSend':
    'Out of band: B accepts A’s connection and sends its QPN ({qpn} in the trace), PSN and address; no VA and no rkey, since a SEND names no memory of B’s.',
  'code.c.b.rereg':
    'The fault is here: after sending its rkey, B registers the buffer again and only then deregisters the first MR. The new MR has another key; the old one, which A still holds, names no valid MR any more, and HCA B will refuse it.',
  'code.c.b.late':
    'B posts its receive only after A says it has posted: A’s first packet most likely finds no receive WQE and gets an RNR NAK, and A retries after the RNR timer.',
  'code.c.b.waitWrite': 'B’s CPU waits here, blocked on the socket: the WRITE lands in its buffer by DMA without it.',
  'code.c.b.waitRead': 'B’s CPU waits here, blocked on the socket: HCA B reads its buffer by DMA without it.',
  'code.c.b.waitDone': 'Wait for A to finish too.',
  'code.c.main.doorbell':
    'Doorbell mode: with MLX5_SHUT_UP_BF=1, libmlx5 never copies a WQE through BlueFlame and rings the 8-byte doorbell instead. It reads the variable when the device is opened.',
  'code.c.main.blueflame':
    'BlueFlame is libmlx5’s default for one WQE posted alone that is over 16 bytes and fits the BlueFlame buffer (typically 256 bytes): MLX5_POST_SEND_PREFER_BF unset counts as 1, MLX5_SHUT_UP_BF unset as 0, and the kernel must have found write-combining working on this platform. It reads both variables when the device is opened.',
  'code.lib.ibvPostSend': 'An inline function in verbs.h: it calls the provider’s post_send through the device context. No system call.',
  'code.lib.mlx5PostSend':
    'libmlx5 takes the send queue’s lock and finds the next free slot of the send queue ring (sq.cur_post) in A’s RAM: the WQE is built there, segment by segment.',
  'code.lib.raddr': 'The remote address segment: B’s VA and rkey from the work request, as they will travel in the RETH.',
  'code.lib.dataPtr': 'The data segment: the byte count, lkey and address of A’s buffer, for HCA A to read by DMA.',
  'code.lib.inline': 'The inline segment: the payload itself, copied into the WQE (its byte count carries MLX5_INLINE_SEG).',
  'code.lib.ctrl':
    'The control segment, filled in _mlx5_post_send itself: the mlx5 opcode (from mlx5_ib_opcode[]), the WQE index, the QPN and the size in 16-byte units; CQ_UPDATE in fm_ce_se when the request is signaled.',
  'code.lib.barrier': 'A barrier: the WQE’s stores must be visible in memory before the doorbell record and the doorbell say it is there.',
  'code.lib.dbr': 'The doorbell record: the new producer counter (cur_post & {mask}), big-endian, in A’s RAM, where HCA A can read it.',
  'code.lib.wcStart': 'A barrier before the write-combining stores to the BAR (or the BlueFlame lock, when the register is shared).',
  'code.lib.bfCopy':
    'BlueFlame: the whole WQE is copied through the BlueFlame register in BAR0, in 64-byte blocks in ascending order. These are the CPU’s stores into the card; HCA A need not read the WQE by DMA.',
  'code.lib.doorbell':
    'The doorbell: one 8-byte store of the control segment’s first 8 bytes to the register in BAR0. That store is the CPU’s only write to the card; HCA A then reads the WQE by DMA.',
  'code.lib.flush': 'Flush the write-combining buffer now, then alternate to the register’s other half for the next post.',
  'code.lib.pollCq':
    'ibv_poll_cq calls the provider’s poll_cq (mlx5_poll_cq_v1 for the CQE version current cards report, mlx5_poll_cq for version 0): it takes the CQ’s lock and polls one CQE at a time. No system call.',
  'code.lib.owner':
    'The next CQE in the ring is the software’s when its opcode is valid and its owner bit matches this pass round the ring: HCA A wrote it by DMA.',
  'code.lib.fromDevice': 'A barrier: read the rest of the CQE only after its owner bit.',
  'code.lib.parseGood':
    'A requester CQE: the work request’s wr_id, found from the CQE’s WQE counter, wc.status IBV_WC_SUCCESS, and wc.opcode from the WQE opcode the HCA copies into the CQE.',
  'code.lib.parseError':
    'An error CQE: the syndrome becomes wc.status (a remote access error here), with the vendor syndrome in wc.vendor_err.',
  'code.lib.consIndex': 'The consumer index goes into the CQ doorbell record in A’s RAM, so HCA A knows the slot is free again.',
  'code.lib.pollEmpty':
    'Unsignaled and successful: HCA A writes no CQE, so every poll finds the next slot still the hardware’s and returns 0.',
  'code.ui.tab': 'Code',
  'code.ui.label': 'The application’s program, line by line',
  'code.ui.hostA': 'Host A',
  'code.ui.hostB': 'Host B',
  'code.ui.hostsLabel': 'Whose program',
  'code.ui.download': 'Download the program, {file}',
  'code.ui.runs': 'This line causes the step.',
  'code.ui.runsHere': '{host}: line {line} causes this step.',
  'code.ui.libButton': 'Inside libmlx5',
  'code.ui.helpers': 'The helpers both sides call',
  'code.ui.hardware': 'No line of code runs in this step: the hardware does it.',
  'code.ui.waitPoll': '{host}’s CPU: spinning in ibv_poll_cq (line {line}), reading only its own RAM; it takes no part in this step.',
  'code.ui.waitDone':
    '{host}’s CPU: asleep in read() on the TCP socket, waiting for A’s last byte (line {line}); RDMA traffic never wakes it.',
  'code.ui.waitPosted': '{host}’s CPU: asleep in read() on the TCP socket, waiting for A’s cue (line {line}).',
  'code.ui.otherRuns': '{host}: line {line} causes this step too.',
  'code.ui.idle': '{host}: its program takes no part in this step.',
  'code.ui.causes': { one: 'step {steps}', other: 'steps {steps}' },
  'code.ui.goStep': 'Go to step {n}',
  'code.ui.libTitle': 'Inside libmlx5: what the post and the poll do',
  'code.ui.libPost': 'ibv_post_send',
  'code.ui.libPoll': 'ibv_poll_cq',
  'code.ui.libNote':
    'This is the project’s own account of each function, with a link to rdma-core {version}, the release Debian 12 ships. The WQE format, the ring index, the doorbell record, the barrier order and the BlueFlame toggle are libmlx5’s contract with this card family; other vendors differ.',
  'code.ui.libBytes': '{what}, {bytes}',
  'code.ui.movTitle': 'Can I write the mapped page with a plain MOV?',
  'code.ui.mov1':
    'Yes: on x86-64 that is exactly what libmlx5 does. The BlueFlame copy and the doorbell are plain 8-byte MOV stores into the QP’s UAR page, mmapped from BAR0 (write-combining, or the uncached page with MLX5_SHUT_UP_BF=1), closed by a store fence, with no system call. Verbs does not give you that address; mlx5dv_init_obj does (qp.bf.reg). Not every CPU works this way: on s390x, rdma-core uses the CPU’s PCI store instructions where the machine has them, and otherwise makes a system call for each MMIO write (one for each 64-B chunk of a BlueFlame copy).',
  'code.ui.mov2':
    'But the stores only make sense as the last act of a contract: a WQE in the card’s format in the send queue ring, the ring index, the doorbell record, the barriers in the right order and the BlueFlame half to use. ibv_post_send keeps that contract for the card it drives, so an application calls it (or mlx5dv, to do the same by hand on this card family).',
  'code.c.head.needsIb':
    'It needs two hosts with ConnectX (mlx5) InfiniBand HCAs on one subnet with a subnet manager running (each port needs a LID). The comments describe libmlx5, the provider for those cards.',
  'code.c.head.needsRoce':
    'It needs two hosts with RoCE-capable ConnectX (mlx5) NICs, or soft-RoCE on two Linux hosts (see below). GID_INDEX is optional: the program finds port 1’s RoCE v2 GID of the scenario’s IP family, and refuses one of another type or family with one line (ibv_devinfo -v lists the GIDs and their types). The comments describe libmlx5: on soft-RoCE the provider is librxe, whose ibv_post_send ends in a write() system call to the kernel driver; the expected completions follow the provider the program finds.',
  'code.c.head.fault': 'This scenario’s fault ({fault}) is caused by this program: the lines that cause it say so.',
  'code.c.head.valuesSend':
    'The trace’s numbers are its own: QPN {qpnA} on A and {qpnB} on B. A real run gets others from the device; the program sends them over the socket, as the trace does. A SEND names no memory of B’s: B sends no VA and no rkey.',
  'code.c.b.whatRecv':
    'Host B: the responder. After the setup its CPU only posts its receive and polls its own CQ: HCA B checks and moves the bytes.',
  'code.lib.wcStartNc':
    'A barrier before the store to the UAR page; with MLX5_SHUT_UP_BF=1 the page is mapped uncached, so nothing is combined.',
  'code.lib.flushNc':
    'A store fence after the doorbell. The uncached page has no halves (bf->buf_size is 0), so the offset toggle changes nothing.',
  // soft-RoCE (preset rxe): the same program, its comments for librxe and the kernel's rxe driver.
  'code.c.head.needsRxe':
    'It needs two Linux hosts with soft-RoCE (the commands are below; librxe comes with rdma-core). rxe speaks RoCEv2 only: GID_INDEX is optional, and the program finds the RoCEv2 GID that holds the port’s {ip} address (for IPv6, a global one, not the link-local fe80:: GID that index 0 holds). ibv_devinfo -v lists them. The comments describe librxe and the kernel’s rxe driver; the same program runs unchanged on ConnectX (mlx5) cards, and expects their completions there.',
  'code.c.createQpRxe':
    'ibv_create_qp makes system calls (the create command, then an mmap for each ring): rxe allocates the send and receive rings as ordinary kernel memory (vmalloc_user), and librxe maps each ring into this process with mmap on the uverbs file. No page of a device is mapped: there is no doorbell register and no BlueFlame, whatever MLX5_SHUT_UP_BF says. max_inline_data = {inline}: the inline bytes asked for (rxe grants at least {sge} bytes for each scatter entry the QP allows).',
  'code.c.createCqRxe':
    'The completion queue: a ring in kernel memory that librxe maps into this process, one {slot}-byte slot per CQE, of which the process reads the first {wc} bytes (struct ib_uverbs_wc). The kernel’s rxe driver writes the CQEs with the CPU, not by DMA.',
  'code.c.postRecvRxe':
    'ibv_post_recv: librxe writes a receive WQE (B’s buffer, its lkey and length) into the next slot of the receive ring, kernel memory mapped into B’s process, and moves the ring’s producer index with a release store. No system call and no doorbell: B’s kernel reads the WQE when a packet needs one.',
  'code.c.pollRxe':
    'ibv_poll_cq: librxe compares the CQ ring’s producer index, which the kernel moves, with its own consumer index; when a CQE is there, it copies it out with plain loads and moves the consumer index. No system call: the CPU spins on memory that the kernel’s rxe driver writes.',
  'code.c.pollAErrorRxe':
    'The trace’s completion on A: wc.status {status}, an error; wc.opcode is not defined then. rxe’s completer sets it from B’s NAK (check_ack), writes it even for an unsignaled request, and moves A’s QP to the error state.',
  'code.c.pollBErrorRxe':
    'The trace’s completion on B: wc.status {status}, an error; wc.opcode is not defined then. On soft-RoCE, B’s own kernel completes the receive WQE the refused request took with the remote access error its NAK reports to A (do_class_ac_error), then moves B’s QP to the error state.',
  'code.c.pollBFlushRxe':
    'The trace’s completion on B: wc.status {status}. B’s QP went to the error state before any packet took this receive WQE, so rxe flushes it; wc.opcode is not defined then.',
  'code.c.a.regMrRxe':
    'ibv_reg_mr makes a system call: the kernel pins the buffer’s pages and rxe lists them in the new MR, so that A’s kernel can copy the payload out of them (local read needs no flag). The trace’s buffer is at VA {va}, lkey {lkey}.',
  'code.c.a.regMrReadRxe':
    'ibv_reg_mr makes a system call: the kernel pins the buffer’s pages and rxe lists them in the new MR. LOCAL_WRITE: A’s kernel will copy the READ’s bytes into it. The trace’s buffer is at VA {va}, lkey {lkey}.',
  'code.c.a.inlineRxe':
    'IBV_SEND_INLINE: librxe copies the {bytes} bytes into the WQE itself, in the send ring, and A’s kernel copies them from there into the packet; it never reads the buffer.',
  'code.c.a.postRxe':
    'ibv_post_send: librxe writes the WQE into the send queue ring, kernel memory mapped into A’s process, and moves the ring’s producer index with a release store: no BlueFlame and no MMIO. Then it makes one system call, a write() of a {bytes}-byte command on the uverbs file (post_send_db): that system call is the doorbell. Inside it, A’s kernel runs rxe’s requester at once, which builds the packets and hands them to the IP stack.',
  'code.c.a.returnedRxe':
    'ibv_post_send has returned, after its write() ran A’s kernel requester, which sent what rxe’s flow control allowed (a kernel worker sends any rest). From here the two kernels do the transfer, on the hosts’ CPUs, and no line below takes part in it.',
  'code.c.b.whatRxe':
    'Host B: the responder. After the setup its program does nothing for a WRITE or a READ: B’s kernel checks the packets and copies the bytes, on B’s CPU but without the program.',
  'code.c.b.whatRecvRxe':
    'Host B: the responder. After the setup its program only posts its receive and polls its own CQ: B’s kernel checks the packets and copies the bytes, on B’s CPU.',
  'code.c.b.regMrWriteRxe':
    'ibv_reg_mr makes a system call: the kernel pins the pages and rxe lists them in the new MR. REMOTE_WRITE (with LOCAL_WRITE, which it requires) lets a peer that holds the rkey write here; the trace’s rkey is {rkey}.',
  'code.c.b.regMrReadRxe':
    'ibv_reg_mr makes a system call: the kernel pins the pages and rxe lists them in the new MR. REMOTE_READ lets a peer that holds the rkey read here (LOCAL_WRITE is not needed for that; the trace’s MR has it too). The trace’s rkey is {rkey}.',
  'code.c.b.regMrSendRxe':
    'ibv_reg_mr makes a system call: the kernel pins the pages and rxe lists them in the new MR. LOCAL_WRITE only: a SEND needs no remote access, and B never gives A its rkey.',
  'code.c.b.regMrNoWriteRxe':
    'The fault is here: B registers its buffer with LOCAL_WRITE only and forgets REMOTE_WRITE, so B’s kernel will refuse the write: its rkey check finds an MR without remote write access. The trace’s rkey is {rkey}.',
  'code.c.b.reregRxe':
    'The fault is here: after sending its rkey, B registers the buffer again and only then deregisters the first MR. The new MR has another key; the old one, which A still holds, names no valid MR any more, and B’s kernel will refuse it.',
  'code.c.b.waitWriteRxe':
    'B’s program waits here, blocked on the socket. B’s kernel checks the WRITE and, when it passes, copies its bytes into the buffer without the program, though not without B’s CPU.',
  'code.c.b.waitReadRxe':
    'B’s program waits here, blocked on the socket. B’s kernel checks the READ and, when it passes, copies the bytes out of the buffer into the responses without the program, though not without B’s CPU.',
  'code.c.main.doorbellRxe':
    'MLX5_SHUT_UP_BF=1 turns BlueFlame off in libmlx5, for a ConnectX card. librxe never reads it: on soft-RoCE every post takes the same path, the WQE into the ring, then one write().',
  'code.c.main.rxe':
    'BlueFlame is libmlx5’s, for a ConnectX card: librxe has none and never reads MLX5_SHUT_UP_BF or MLX5_POST_SEND_PREFER_BF. On soft-RoCE an inline post takes the same path as any other: the WQE, with its data, into the ring, then one write().',
  'code.lib.rxe.ibvPostSend': 'An inline function in verbs.h: it calls the provider’s post_send through the device context, here librxe’s.',
  'code.lib.rxe.postSend':
    'librxe takes the send queue’s spinlock, posts each work request into the send ring with post_one_send, unlocks, and calls post_send_db, even when a post failed.',
  'code.lib.rxe.postOneSend':
    'The WQE is built in place, in the ring’s slot at the producer index (producer_addr), kernel memory mapped into A’s process: convert_send_wr copies the work request (opcode, flags, remote address and rkey, immediate data) into struct rxe_send_wqe, and init_send_wqe copies the scatter list after it.',
  'code.lib.rxe.postOneSendInline':
    'The WQE is built in place, in the ring’s slot at the producer index (producer_addr), kernel memory mapped into A’s process: convert_send_wr copies the work request (opcode, flags, remote address and rkey, immediate data) into struct rxe_send_wqe, and init_send_wqe copies the payload itself after it (IBV_SEND_INLINE), in place of the scatter list.',
  'code.lib.rxe.advanceProducer':
    'The ring’s new producer index, stored at offset {offset} of its header with release ordering, so the WQE’s bytes are visible before the index that covers them. On x86-64 that is a plain MOV to RAM: no barrier instruction and no MMIO.',
  'code.lib.rxe.postSendDb':
    'The doorbell is a system call: post_send_db write()s a {bytes}-byte command to the uverbs file, IB_USER_VERBS_CMD_POST_SEND with no work request in it (wr_count 0). One per ibv_post_send.',
  'code.lib.rxe.uverbsPostSend':
    'In A’s kernel: ib_uverbs_post_send reads the command, copies no work request (their count is 0) and calls the driver’s post_send.',
  'code.lib.rxe.runTask':
    'rxe’s rxe_post_send, for a QP of a user process, ignores the empty list and calls rxe_run_task, which runs the requester at once, in the thread that made the system call, when it is idle: the protocol runs on the process’s own CPU time. If a kernel worker runs it already, the call returns and that worker sends.',
  'code.lib.rxe.requester':
    'rxe_requester reads the WQE from the ring (an acquire load of the producer index) and builds each packet: init_req_packet allocates the skb and writes the transport headers, finish_packet adds the UDP and IP headers (rxe_prepare) and copies the payload into it with the CPU.',
  'code.lib.rxe.xmit':
    'rxe_xmit_packet computes the ICRC in software and rxe_send hands the packet to the IP stack (ip_local_out); the Ethernet NIC’s driver queues it and rings the NIC’s doorbell. The requester goes on until the message is sent or rxe’s flow control stops it; then the write() returns.',
  'code.lib.rxe.completer':
    'In A’s kernel, when B’s answer arrives (in the NET_RX softirq, or in an rxe_wq worker): rxe_completer takes the oldest WQE (get_wqe), matches the PSN (check_psn) and reads the answer (check_ack).',
  'code.lib.rxe.checkAckError':
    'In A’s kernel, when B’s NAK arrives: rxe_completer’s check_ack turns its syndrome into the WQE’s status, {status} here. A failed request gets a CQE even when it is unsignaled, and A’s QP goes to the error state.',
  'code.lib.rxe.doComplete':
    'do_complete fills a struct ib_uverbs_wc (make_send_cqe), moves the send queue’s consumer index, which frees the slot, and posts the CQE.',
  'code.lib.rxe.doCompleteNone':
    'Unsignaled and successful: do_complete makes no CQE; it only moves the send queue’s consumer index, which frees the slot.',
  'code.lib.rxe.cqPost':
    'rxe_cq_post copies the CQE into the next slot of the CQ ring with memcpy and moves the ring’s producer index with a release store: the kernel writes the process’s ring with the CPU, no DMA.',
  'code.lib.rxe.pollCq':
    'ibv_poll_cq calls librxe’s rxe_poll_cq: it takes the CQ’s spinlock and copies each CQE there is out of the ring with memcpy. No system call.',
  'code.lib.rxe.pollEmpty':
    'ibv_poll_cq calls librxe’s rxe_poll_cq. Unsignaled and successful: A’s kernel writes no CQE, so every poll finds the ring empty (queue_empty) and returns 0. No system call.',
  'code.lib.rxe.consumer':
    'queue_empty compares the kernel’s producer index (an acquire load) with the consumer index; after the copy, advance_consumer stores the new consumer index (a release store), so the kernel may reuse the slot.',
  'code.ui.libButtonRxe': 'Inside librxe and the kernel',
  'code.ui.libTitleRxe': 'Inside librxe and the kernel: what the post and the poll do',
  'code.ui.libPollRxe': 'The completion in A’s kernel, then ibv_poll_cq',
  'code.ui.libNoteRxe':
    'This is the project’s own account of each function, with a link to rdma-core {rdmaCore} and Linux {linux}, the releases the soft-RoCE steps cite. The WQE layout, the rings’ producer and consumer indices and the empty post-send command are librxe’s contract with the kernel’s rxe driver; a card’s provider differs.',
  'code.ui.movTitleRxe': 'Is there a device page to write with a plain MOV?',
  'code.ui.movRxe1':
    'No: on soft-RoCE no page of a device is mapped into the process. The rings librxe writes are kernel memory mapped into it (rxe_mmap, remap_vmalloc_range), so the WQE and the producer index are plain stores to RAM (a release store is a plain MOV on x86-64), which the kernel reads with ordinary loads.',
  'code.ui.movRxe2':
    'The kick is a write() system call on the uverbs file (post_send_db). The only device register the post leads to is the Ethernet NIC’s doorbell, which the NIC’s driver writes, in the kernel, once rxe has handed it the packets.',
  'code.ui.kernel': '{host}’s kernel does this step: soft-RoCE’s rxe driver, on the host’s CPU. No line of the program causes it.',
  'code.ui.waitPollRxe':
    '{host}’s process: spinning in ibv_poll_cq (line {line}), reading the CQ ring in its own memory; the program takes no part in this step.',
  'code.ui.waitDoneRxe':
    '{host}’s process: asleep in read() on the TCP socket, waiting for A’s last byte (line {line}). RDMA traffic never wakes it: {host}’s kernel handles that traffic on the host’s CPU, without the process.',
  'code.ui.waitPostedRxe': '{host}’s process: asleep in read() on the TCP socket, waiting for A’s cue (line {line}).',
  'code.ui.keyRun': 'causes this step',
  'code.ui.keyWait': 'the CPU waits here',
  'code.c.die':
    'die() names a failed call that set errno (perror says why); refuse() stops with a reason this program states itself; getaddrinfo’s own codes are printed with gai_strerror.',
  'code.c.tcpAccept':
    'B listens on every address, IPv6 and IPv4 alike (an IPv6 socket with IPV6_V6ONLY off), so A reaches it by either; on a host without IPv6 it listens on IPv4.',
  'code.c.portIb':
    'Native InfiniBand needs an InfiniBand port with a LID, which the subnet manager assigns: on an Ethernet port (RoCE, soft-RoCE) the program stops and says which program to use instead.',
  'code.c.portRoce':
    'RoCEv2 needs a GID of type RoCE v2 for {family}: with no GID_INDEX the program takes the first such GID of port 1 (for IPv6, the first that is not link-local fe80::), as perftest does; a GID_INDEX of another type or family stops it with one line (on a ConnectX card, index 0 is often the RoCE v1 link-local GID). ibv_query_gid_ex reports each GID’s type (rdma-core libibverbs/man/ibv_query_gid_ex.3.md).',
  'code.c.retryBudget':
    'The requester’s whole retry budget, nominally: retry_cnt + 1 tries, each waiting the local ACK timeout of 4.096 µs × 2^timeout (librdmacm rdma_set_option(3)), with half again as margin. The device decides the real wait: soft-RoCE rounds each timeout to whole kernel jiffies (rxe_qp.c), and a ConnectX with adaptive retransmission chooses its own. An unsignaled request polls this long for an error completion before it is called done.',
  'code.c.checkData':
    'Compares the whole buffer with what the trace says is there: the pattern A sent, or zeros when nothing lands. The first differing byte fails the run and is printed.',
  'code.c.head.gpu':
    'GPU memory (GPUDirect RDMA) for {sides}: the CUDA driver (libcuda.so.1) is loaded at run time with dlopen, so this file builds with gcc and libibverbs alone; running it needs an NVIDIA GPU, its driver, and nvidia-peermem loaded (modprobe nvidia-peermem), which lets ibv_reg_mr register GPU memory (nvidia-peermem needs MLNX_OFED’s or DOCA-OFED’s ib_core; on an upstream kernel, GPU memory is registered with ibv_reg_dmabuf_mr instead).',
  'code.c.gpu.driver':
    'The few CUDA driver API types and functions this program uses, declared here rather than from cuda.h: the program is built without the CUDA toolkit and finds the driver at run time.',
  'code.c.gpu.syncMemops':
    'CU_POINTER_ATTRIBUTE_SYNC_MEMOPS from cuda.h: CUDA’s own copies into this allocation finish before they return, as NVIDIA’s GPUDirect RDMA guide asks (“Registration for CUDA API Consistency”).',
  'code.c.gpu.load':
    'Loads libcuda.so.1 and the functions by name (the _v2 names are what cuda.h maps cuMemAlloc and the copies to), then makes GPU 0’s primary context current.',
  'code.c.gpu.alloc':
    'The buffer in GPU memory: cuMemAlloc, then the pattern (or zeros) copied in with cuMemcpyHtoD. The device pointer is also an address of this process (unified virtual addressing), so it goes into ibv_reg_mr and the work request as it is.',
  'code.c.gpu.read': 'A GPU buffer cannot be read by the CPU here: cuMemcpyDtoH copies it out to compare it with the trace.',
  'code.c.gpu.buffer':
    'This side’s buffer is in GPU memory (the scenario’s GPU memory): start the CUDA driver, then allocate and fill it there.',
  'code.c.gpu.regMr':
    'GPU {host}’s memory: with nvidia-peermem loaded, ibv_reg_mr hands the device pointer to the GPU driver, which pins its 64 KiB pages and maps them into BAR1; the MTT lists their BAR1 bus addresses. Without nvidia-peermem, ibv_reg_dmabuf_mr with the allocation’s dma-buf (cuMemGetHandleForAddressRange) does the same. The locked-memory limit does not apply: the GPU driver pins these pages.',
  'code.c.gpu.check':
    'The bytes are in GPU memory: copied out with cuMemcpyDtoH, then compared. The copy is a CUDA call made after the completion, which orders the RDMA writes before it (NVIDIA’s GPUDirect RDMA guide, “Synchronization and Memory Ordering”).',
  'code.gpuInit.statusA': 'A: a GPU thread posts and polls (the pseudocode below); A’s CPU takes no part.',
  'code.gpuInit.label': 'A GPU thread posts (IBGDA)',
  'code.gpuInit.intro':
    'Host A’s CPU does not post here: a GPU thread does, as NVSHMEM’s InfiniBand GPUDirect Async does. This is pseudocode after NVSHMEM’s source (ibgda.cpp and ibgda_device.cuh), not a program this tool builds or runs; host B’s side is the program on B’s tab.',
  'code.gpuInit.hostOnce':
    'Host, once: the send queue, CQ and doorbell record in GPU memory, registered for the HCA; HCA A’s UAR page mapped for the GPU.',
  'code.gpuInit.devicePut': 'GPU thread, for each put (or batch of puts): the WQE, a fence, the doorbell record, a fence, the doorbell.',
  'code.gpuInit.ringDb':
    'ibgda_ring_db: one 8-byte store of {prod_idx << 8, qpn << 8} (a control segment’s first 8 bytes in layout; opcode and ds 0) to the UAR’s doorbell register, a peer-to-peer Memory Write from the GPU.',
  'code.gpuInit.wait':
    'To wait, a GPU thread polls the CQ in GPU memory until the CQE’s wqe_counter reaches the WQE (the CQ is collapsed; no owner bit).',
  'code.c.memlock':
    'ibv_reg_mr pins the buffer’s pages, which count against the locked-memory limit (ulimit -l, RLIMIT_MEMLOCK) of a user without CAP_IPC_LOCK: the program checks this buffer against it first and says what to raise. Other pinned memory counts too (a second MR, and the queues on ConnectX (mlx5), whose driver pins them the same way), so ibv_reg_mr can still fail for lack of lockable memory.',
  'code.c.qpState': 'Prints a QP’s state (ibv_query_qp): what a side can observe of the exchange without a completion.',
  'code.c.cleanupCheck':
    'The destroy and deregister calls return an error number (ibv_close_device returns -1 and sets errno): a failure is named and fails the run.',
  'code.c.expected':
    'The completion each side should see (-1: none) and whether the data lands, from the trace of this transfer on each provider the program may find (a card; soft-RoCE over RoCEv2) and each path MTU a port may clamp it to. The program looks up its row once its QP is at RTR.',
  'code.c.gidIndex': 'GID_INDEX from the command line, or -1: the program then finds port 1’s RoCE v2 GID of the scenario’s IP family.',
  'code.c.gidIndexIb': 'GID_INDEX is not used on native InfiniBand: the port’s LID addresses it.',
  'code.c.provider':
    'Which provider runs under libibverbs (found at run time) and the path MTU in use (set by to_rtr): together they choose the expected completions.',
  'code.c.a.checkRead': 'A READ’s data lands in A’s buffer: A compares it, every byte, with the pattern in B’s buffer.',
  'code.c.b.waitRefused':
    'B’s CPU waits here, blocked on the socket. Nothing lands: B’s RDMA device refuses the request (this scenario’s fault), and B’s buffer stays as it was.',
  'code.c.b.checkData': 'B compares its buffer with the pattern A sent, every byte: the data the trace shows landing.',
  'code.c.b.checkNothing': 'Nothing may land: B checks that its buffer is still all zeros.',
  'code.c.b.qpState': 'B prints its QP’s state.',
  'code.c.b.qpStateRefused': 'B prints its QP’s state: what B can observe of the refusal when no completion tells it.',
  'code.c.main.provider':
    'ibv_query_device says which provider this is: soft-RoCE’s rxe reports vendor_id {vendor} (Linux drivers/infiniband/sw/rxe/rxe_param.h, RXE_VENDOR_ID; 0 before Linux 5.8), so a device whose name starts with rxe (the name given to rdma link add) is taken as soft-RoCE too.',
  'code.c.head.softRoce':
    'Soft-RoCE on two Linux virtual machines, on each as root (eth0 is the interface that holds the address the other machine reaches; if modprobe finds no rdma_rxe, install your distribution’s extra kernel modules):',
  'code.c.head.prints':
    'Each side prints its device, the path MTU when the port lowered the trace’s, its completion and its buffer’s first bytes, and exits 0 when all of it is what the trace shows. A mismatch line says what differed (a status, wr_id, byte_len, the immediate, or the first differing byte of the buffer), and the side exits 1.',
} as const;
