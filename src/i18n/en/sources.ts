/**
 * What each public source shows, in one sentence (src/sim/sources/sourceTable.ts lists the sources: where, version, URL).
 * Keys: `source.<SourceId>.what`; the notes a citation adds are `source.note.*`.
 */
export const SOURCES_TEXT = {
  'source.rdma-core.v44.verbs-h.what':
    'How ibv_post_send and ibv_poll_cq reach the provider: inline functions that call it through the context, with no system call.',
  'source.rdma-core.v44.mlx5-qp.what':
    'libmlx5’s post path at the release Debian 12 ships: building the WQE, the barrier, the doorbell record, BlueFlame or the doorbell.',
  'source.rdma-core.v44.mlx5-cq.what':
    'libmlx5’s poll path at the release Debian 12 ships: the owner bit, the CQE parse, the work completion, the consumer index.',
  'source.rdma-core.v44.udma-barrier.what':
    'The barriers libmlx5 orders its memory accesses with: before the doorbell record and the doorbell, around the write-combining stores, and after reading the owner bit (a load barrier).',
  'source.rdma-core.v44.mmio.what': 'The MMIO stores themselves: the 8-byte doorbell and the 64-byte blocks of a BlueFlame copy.',
  'source.rdma-core.mlx5.post-send-db.what':
    'How libmlx5 rings the doorbell: the barrier, the doorbell record, then a BlueFlame copy or an 8-byte doorbell store.',
  'source.rdma-core.mlx5.post-send.what':
    'How libmlx5 builds a send WQE: the control segment, the remote-address and data segments, the opcode and the size in 16-byte units.',
  'source.rdma-core.mlx5.set-data-inl-seg.what':
    'How inline data is copied into the WQE, and why an inline segment takes align(length + 4, 16) / 16 units.',
  'source.rdma-core.mlx5.bf-copy.what':
    'How a BlueFlame copy writes the WQE to the device register 64 bytes at a time, in ascending address order.',
  'source.rdma-core.mlx5.post-recv.what':
    'How libmlx5 posts a receive WQE: one data segment per non-empty buffer, an end marker when fewer than the maximum are used, then the receive doorbell record.',
  'source.rdma-core.rxe.post-send-db.what':
    'How soft-RoCE’s user-space provider rings its doorbell: an empty post-send command written to the kernel’s command file with write(), a system call.',
  'source.rdma-core.mlx5dv.wqe.what':
    'The public mlx5 definitions of a send WQE: 64-byte basic blocks, segment layouts, opcodes and the signaled and fence bits.',
  'source.rdma-core.mlx5dv.cqe.what':
    'The public mlx5 definitions of a 64-byte completion entry: its fields, opcodes, owner bit and error syndromes.',
  'source.rdma-core.mlx5dv.doorbells.what':
    'Which word of a doorbell record holds the send and receive counters, and where the CQ doorbell register sits.',
  'source.rdma-core.mlx5.cq-db-words.what':
    'Which word of a CQ’s doorbell record holds its consumer index, and which the request for a completion event (arm): in the provider’s own header, not in mlx5dv.h.',
  'source.rdma-core.mlx5.cq-poll.what':
    'How libmlx5 polls the completion queue: the owner bit that flips each lap, the barrier, then the consumer index update.',
  'source.rdma-core.mlx5.cq-parse.what':
    'How libmlx5 turns a completion entry into a work completion, including the error status for each syndrome.',
  'source.rdma-core.mlx5.bf-env.what':
    'The environment variables that decide whether libmlx5 uses BlueFlame, and their defaults: MLX5_POST_SEND_PREFER_BF 1, MLX5_SHUT_UP_BF 0.',
  'source.rdma-core.mlx5.uar-mmap.what':
    'How libmlx5 maps a UAR page of the device into the process and, in its context setup, fills in the BlueFlame registers and their size (bf->buf_size).',
  'source.rdma-core.mlx5.bf-offset.what': 'The offset inside a UAR page where the BlueFlame registers start: {offset}.',
  'source.rdma-core.mlx5.abi-bfregs.what':
    'How many BlueFlame registers one UAR page holds, and how many of them are not for the fast path.',
  'source.rdma-core.mlx5.rq-size.what': 'How libmlx5 sizes a receive queue slot (its stride) from the number of scatter entries.',
  'source.rdma-core.mlx5.vfio-reg-mr.what':
    'A user-space mlx5 driver registering memory: the key is the MKey index shifted left by 8 plus a variant byte, and lkey equals rkey.',
  'source.rdma-core.util.mmio.what': 'How rdma-core writes to device memory: 8-byte stores and 64-byte copies in address order.',
  'source.rdma-core.util.udma-barrier.what':
    'The memory barriers that make the WQE visible before the doorbell, and flush the write-combining buffer.',
  'source.rdma-core.verbs-h.what':
    'The verbs API: memory access flags, send flags such as signaled and inline, the path MTU values, and ibv_post_send, a static inline function that calls the provider’s ops.post_send.',
  'source.rdma-core.devinfo.speed.what': 'How ibv_devinfo names each InfiniBand link speed and width code.',
  'source.rdma-core.man.rdma-set-option.what':
    'The manual page giving the RC ACK timeout as 4.096 µs × 2^timeout (current version; the option was documented after 2007).',
  'source.rdma-core.man.ibv-modify-qp.what':
    'Which QP attributes each state transition takes: the PSNs, timers and retry counts, and the READ resources (max_dest_rd_atomic at RTR, max_rd_atomic at RTS).',
  'source.rdma-core.man.ibv-query-qp-data-in-order.what':
    'The manual page of the verb that tells whether a QP writes data in order, so a reader may poll the data itself.',
  'source.linux.rxe.mr-user.what':
    'How soft-RoCE registers a user buffer: ib_umem_get pins its pages and rxe keeps them in the MR’s page list.',
  'source.linux.rxe.queue.what': 'How soft-RoCE allocates its queues as ordinary memory that the process maps.',
  'source.rdma-core.rxe.map-queue.what': 'How librxe maps the kernel’s send and receive rings into the process.',
  'source.rdma-core.rxe.post-one-send.what': 'How librxe writes a send WQE into the shared send ring, inline data included.',
  'source.linux.rxe.uapi.what': 'The layouts librxe and the kernel share: the send and receive WQEs and the ring header.',
  'source.rdma-core.rxe.queue.what': 'How librxe moves a ring’s producer and consumer indices, with release ordering.',
  'source.linux.uverbs.post-send.what':
    'The kernel’s side of the post-send command: it copies the work requests it carries (here none) and calls the driver.',
  'source.linux.rxe.post-send.what': 'How soft-RoCE takes a post from a user process: it runs the requester in the caller’s context.',
  'source.linux.rxe.task.what': 'When soft-RoCE runs its protocol inline in the caller and when in its workqueue, rxe_wq.',
  'source.linux.rxe.req.what': 'How soft-RoCE’s requester builds each packet: the skb, the transport headers and the payload copy.',
  'source.linux.rxe.mr-copy.what': 'How soft-RoCE copies payload between socket buffers and an MR’s pinned pages with memcpy.',
  'source.linux.rxe.net-v6.8.what': 'How soft-RoCE hands its packets to the IP stack, and takes them back from UDP port 4791.',
  'source.linux.ipv4.local-out.what':
    'How the kernel sends a locally built IP packet: the header checksum, the neighbour layer’s Ethernet header, the NIC driver.',
  'source.rdma-core.rxe.post-recv.what': 'How librxe posts a receive WQE into the shared ring, with no system call.',
  'source.linux.rxe.cq.what': 'How soft-RoCE writes a completion into a CQ ring the process maps, with memcpy.',
  'source.rdma-core.rxe.poll-cq.what': 'How librxe polls a CQ: plain loads from the shared ring, no system call.',
  'source.rdma-core.v50.ibv-post-send.what':
    'How ibv_post_send reaches the provider at the release the soft-RoCE steps cite: an inline call through the context’s ops.',
  'source.rdma-core.v50.ibv-poll-cq.what':
    'How ibv_poll_cq reaches the provider at the release the soft-RoCE steps cite: an inline call through the context’s ops.',
  'source.rdma-core.rxe.post-send.what':
    'librxe’s ibv_post_send: it writes each work request into the send ring under the queue’s lock, then makes one write() system call.',
  'source.rdma-core.rxe.post-send-db.v50.what':
    'librxe’s doorbell: an empty post-send command written to the uverbs file with write(), one system call per post.',
  'source.rdma-core.rxe.queue-consumer.what':
    'How librxe reads a CQ ring: an acquire load of the kernel’s producer index, then a release store of its own consumer index.',
  'source.linux.rxe.comp.check-ack.what':
    'How soft-RoCE’s completer turns a NAK’s syndrome into the failed work request’s completion status.',
  'source.linux.rxe.comp.do-complete.what':
    'How soft-RoCE’s completer retires a send WQE: a CQE only when it is signaled or failed, and the send queue’s consumer index always.',
  'source.linux.rxe.recv-v6.8.what':
    'How soft-RoCE checks an arriving packet: its QP, state, addresses and P_Key, then its ICRC; a packet that fails is dropped.',
  'source.linux.rxe.comp-v6.8.what':
    'How soft-RoCE’s completer takes ACKs and READ responses, retries after its timer, and posts the send completion.',
  'source.linux.rxe.resp-v6.8.what':
    'soft-RoCE’s responder: when it runs (softirq or rxe_wq), its checks in order, the copy, the completion, then the answer.',
  'source.linux.rxe.resp.what':
    'The soft-RoCE responder’s state machine, from CHK_PSN to ACKNOWLEDGE: the order in which it checks a request, and how it sends the ACK or NAK.',
  'source.linux.rxe.resp.check-psn.what':
    'How the responder compares a packet’s PSN with the expected one: a gap gets one NAK, a duplicate is handled apart.',
  'source.linux.rxe.resp.check-op-seq.what': 'Which opcodes may follow which: a MIDDLE or LAST without a FIRST is an invalid request.',
  'source.linux.rxe.resp.check-op-valid.what':
    'How the responder checks that the QP allows remote writes, reads or atomics before going further.',
  'source.linux.rxe.resp.check-resource.what':
    'How soft-RoCE reserves the receive WQE that a SEND or a WRITE with immediate needs (RXE_RWR_MASK) before it checks the rkey, and answers with an RNR NAK (RESPST_ERR_RNR) when there is none.',
  'source.linux.rxe.resp.check-length.what':
    'The length rules: FIRST and MIDDLE carry exactly one path MTU, LAST carries 1 byte to one MTU.',
  'source.linux.rxe.resp.check-rkey.what':
    'How the responder checks the rkey, the protection domain, the access rights and the address range before writing.',
  'source.linux.rxe.resp.duplicate-request.what':
    'What the responder does with a repeated request: it ACKs a repeated write again and serves a repeated read again.',
  'source.linux.rxe.resp.read-reply.what': 'How the responder answers an RDMA READ with response packets, an AETH on the first and last.',
  'source.linux.rxe.recv.what':
    'The checks soft-RoCE makes on every arriving packet before the responder sees it: QP, state, addresses and partition key.',
  'source.linux.rxe.icrc.what': 'How soft-RoCE computes and checks the invariant CRC, with the fields that routers may change set to ones.',
  'source.linux.rxe.hdr.what': 'The soft-RoCE header definitions: BTH, RETH and AETH fields, header sizes and the ACK and NAK syndromes.',
  'source.linux.rxe.opcode.what':
    'The table of InfiniBand opcodes with, for each, the headers it carries and a mask of its properties, such as RXE_RWR_MASK when it consumes a receive WQE.',
  'source.linux.rxe.req.next-opcode.what': 'How the requester splits a message into FIRST, MIDDLE and LAST packets, or one ONLY packet.',
  'source.linux.rxe.req.ack-req.what':
    'When the soft-RoCE requester sets AckReq: on a message’s last packet, and after more than 64 packets without one.',
  'source.linux.rxe.param.what': 'soft-RoCE’s device limits, among them RXE_MAX_PKT_PER_ACK, 64.',
  'source.linux.rxe.req.retry.what':
    'How the requester goes back and resends after a NAK, an RNR wait or a timeout, starting a repeated READ further in.',
  'source.linux.rxe.mr.what':
    'How soft-RoCE builds keys from an index and a variant byte (index << 8 | variant byte), and finds and range-checks the memory region an rkey names.',
  'source.linux.rdmavt.credits.what':
    'How a Linux responder fills the credit code of its ACKs from its free receive WQEs ({none} with a shared receive queue), and the table of what each code means.',
  'source.linux.mlx5.qp-pm-state.what':
    'How the mlx5 driver creates a QP in the MIGRATED path-migration state, and keeps it there unless the program arms an alternate path.',
  'source.linux.qib.ruc.what':
    'A Linux InfiniBand driver that sets MigReq on every packet while its QP is in the MIGRATED path-migration state, as a QP with no alternate path is.',
  'source.linux.hfi1.rc.what': 'A Linux requester that asks for an ACK every 16 packets inside a message, not only on its last packet.',
  'source.linux.ipv4.ip-ident.what':
    'How the Linux kernel picks an IPv4 Identification, which soft-RoCE uses: a counter chosen by hashing source, destination and protocol (flows may share one), one step per packet, with a random jump after idle time.',
  'source.linux.rxe.net.what': 'How soft-RoCE builds the UDP and IPv4 headers of a RoCEv2 packet, with a zero UDP checksum.',
  'source.linux.rxe.comp.what':
    'The soft-RoCE completer: how retries are counted (a retry count of 7 is never decremented), and the table of RNR timer values.',
  'source.linux.ib-pack.what':
    'The kernel’s InfiniBand header constants: opcode values by transport (RC {rc}, UC {uc}, RD {rd}, UD {ud}, CNP {cnp}), and LRH, GRH and BTH sizes.',
  'source.linux.ud-header.what': 'The kernel’s field-by-field layout of the LRH, GRH and BTH, and how it computes the packet length.',
  'source.linux.ib-verbs.roce.what':
    'The RoCEv2 UDP port 4791, how the UDP source port comes from the flow label or QP numbers, and the RNR timer codes.',
  'source.linux.ib-verbs.check-mr-access.what': 'The kernel rule that remote write or atomic access also requires local write access.',
  'source.linux.cma.iboe-route.what': 'How rdma_cm fills in the route of a RoCE connection, including the hop limit.',
  'source.linux.rdmavt.qp-timeout.what': 'The kernel turning the QP timeout attribute into time: 4.096 µs × 2^timeout.',
  'source.linux.mlx5.init-seg.what': 'The layout of the initialization segment at the start of an mlx5 device’s BAR0.',
  'source.linux.mlx5.uar-mmap.what':
    'How the mlx5 kernel driver maps a UAR page to user space, write-combining: BAR0 plus the UAR index times 4 KiB on a 4 KiB-page system.',
  'source.linux.mlx5.core-uar.what':
    'How the mlx5 core driver (mlx5_core) allocates UAR pages of MLX5_ADAPTER_PAGE_SIZE bytes from the device.',
  'source.linux.mlx5.dm.what': 'How device memory on the HCA is allocated and reached through BAR0.',
  'source.linux.umem.get.what': 'How the kernel pins and DMA-maps the pages of a user buffer when it is registered.',
  'source.linux.pci.probe.what': 'How Linux sizes a BAR at boot: write all ones, read back, restore.',
  'source.linux.pci.regs.what':
    'The PCI register definitions: BAR bits, the Max Payload and Max Read Request fields, the completion timeout field, and the Resizable BAR capability.',
  'source.linux.pci.error-response.what': 'The all-ones value Linux uses for a read that no device answered.',
  'source.linux.uapi.if-ether.what': 'The Ethernet header length and the EtherType values for IPv4 and IPv6.',
  'source.linux.uapi.ip.what': 'The Linux definition of the 20-byte IPv4 header.',
  'source.linux.uapi.ipv6.what': 'The Linux definition of the 40-byte IPv6 header.',
  'source.linux.doc.ntb.what': 'How a PCIe non-transparent bridge gives memory windows onto another host’s memory.',
  'source.linux.doc.cxl-memory-devices.what':
    'How CXL memory devices, mapped by HDM decoders and reached over CXL.mem, appear as ordinary memory that the CPU loads and stores.',
  'source.perftest.parameters-h.what':
    'perftest’s default settings: message sizes, queue depth, CQ moderation, QP timeout, retry count and inline size.',
  'source.perftest.communication.handshake.what':
    'How each perftest side draws a random 24-bit PSN (lrand48() & {mask}) and sends it, with its QPN, LID, rkey and buffer address, over a TCP socket.',
  'source.perftest.resources.modify-qp.what':
    'How perftest connects its QP: at RTR the peer’s PSN as the receive PSN (rq_psn) and a minimum RNR timer of 12, at RTS its own PSN as the send PSN (sq_psn), its retry count and an RNR retry count of 7.',
  'source.perftest.report.what':
    'How perftest turns its timestamps into the latency it prints (half the round trip for WRITE and SEND latency) and into MB/sec (MiB/s), or Gb/s with --report_gbits.',
  'source.perftest.run-iter-lat-write.what':
    'How ib_write_lat measures: a ping-pong where each side writes the peer’s buffer and polls its own last byte.',
  'source.perftest#131.what':
    'A question why READ latency differs from WRITE latency, with ib_write_lat at {inline} inline and {notInline} without inline, and ib_read_lat at {read}, on mlx5.',
  'source.perftest#132.what':
    'An ib_write_bw size sweep (ib_write_bw -a -d mlx5_0 --report_gbits) showing about {million} million small messages per second on one QP.',
  'source.perftest#225.what': 'An ib_write_bw run at 11728 MB/sec on a 100 Gb/s link, with captured packets of about 4138 bytes.',
  'source.perftest#241.what':
    'A user’s ib_write_bw with --use_cuda: about 23,000 MB/s into host memory, about 11,000 MB/s into an A30’s memory across the CPUs.',
  'source.perftest#251.what': 'A ConnectX-5 user seeing retransmissions at 2, 4, 8 and 16 ms, whatever timeout they set.',
  'source.perftest#65.what': 'An ib_send_bw run on one mlx5 QP reaching 5.68 million 1 KiB messages per second.',
  'source.pcie-bench.model.what':
    'A model of PCIe bandwidth that counts each TLP’s header and its 8 data-link and framing bytes, and the link’s Ack, flow-control and SKP overhead, for each payload and read request size.',
  'source.pcie-bench.data.what':
    'Measured PCIe DMA read latencies (LAT_DMA_RD) and bandwidths (BW) from a programmable NIC, an NFP6000, on several Xeon hosts, one folder per host.',
  'source.cocotbext-pcie.tlp.what':
    'An independent PCIe model’s code for packing and unpacking TLP headers, including Fmt, Type and the completion status.',
  'source.cocotbext-pcie.dllp.what':
    'An independent PCIe model’s code for data-link packets such as Ack, Nak and flow-control updates, and their 16-bit CRC.',
  'source.litepcie.tlp-common.what': 'An open FPGA PCIe core’s TLP header layouts, including its completion status codes.',
  'source.go-pcie-tlp.tlp.what':
    'A Go library that builds and parses memory-request and completion TLPs byte by byte, with their byte enables and a 3- or 4-doubleword header chosen by the address.',
  'source.pcileech.tlp-h.what': 'The TLP type constants used by a PCIe DMA tool.',
  'source.agilent-pcie-re.proto-pcie.what':
    'A Wireshark plugin that decodes PCIe TLPs and DLLPs from analyzer traces and checks their LCRC, ECRC and DLLP CRC.',
  'source.pcie.base.address-routing.what':
    'The PCIe address-routing rule that a request to an address below 4 GiB must use the 32-bit format, a 3-doubleword header.',
  'source.pcie.base.transaction-layer.what':
    'The PCIe specification’s chapter on TLPs (Transaction Layer Specification): header formats, the Length field, byte enables and the 4 KiB boundary.',
  'source.pcie.base.framing.what':
    'How PCIe Gen3 and later frame each TLP on the wire (Framing Tokens, Non-Flit Mode): an STP token that carries the TLP’s length in doublewords, and no END token.',
  'source.ibta.vol1.icrc.what': 'The InfiniBand specification’s definition of the invariant CRC and the fields it treats as ones.',
  'source.ibta.vol1.cnp.what':
    'The InfiniBand specification’s opcode table entry for the congestion notification packet: the CNP transport, {ib} (a RoCEv2 CNP carries opcode {roce}).',
  'source.ibta.annex-a17.what': 'The RoCEv2 annex: InfiniBand transport over UDP and IP, and how its ICRC is computed.',
  'source.shanley.ib-arch.what':
    'A textbook chapter explaining InfiniBand’s two packet CRCs and which fields each one covers, quoting IBA §7.8.1.',
  'source.wireshark.ib-dissector.what':
    'Wireshark’s InfiniBand decoder: it shows the CRC fields without checking them, and decodes RoCEv2 on UDP port 4791.',
  'source.wireshark.ib-sample.what': 'A public capture of real InfiniBand packets, including an RC exchange with its ACK.',
  'source.scapy.roce.what': 'Scapy’s RoCE layer: BTH fields, the CNP opcode and the ICRC calculation.',
  'source.scapy.roce-capture.what':
    'A RoCEv2 congestion notification packet (CNP) captured from a ConnectX-4 Lx, whose ICRC can be recomputed exactly.',
  'source.capture.huawei-roce.what':
    'A public RoCEv2 capture of a Huawei NIC: MigReq 1 and ECN ECT(0) on every RoCE packet, ACKs with credit codes 5 and 6, AckReq on a SEND FIRST, IPv4 ID 0.',
  'source.endace.dagcrc.what': 'A capture-card library’s InfiniBand CRC code: the 16-bit variant CRC and the 32-bit invariant CRC.',
  'source.ipxe.ib-packet.what': 'iPXE’s definitions of the InfiniBand local and global route headers.',
  'source.ompi.verbs-port.what':
    'How Open MPI converts each InfiniBand speed code into a per-lane data rate after line encoding (EDR: 25.78125 × 64/66).',
  'source.libpcap.linktypes.what': 'The list of capture file link types: 247 for raw InfiniBand, 197 for ERF records.',
  'source.nvidia.ecn.what':
    'How ECN is turned on per priority on ConnectX cards (roce_np, roce_rp): what lets switches mark RoCE packets and cards answer with CNPs (DCQCN).',
  'source.l2fwd-nv#6.what':
    'lspci output of a ConnectX-6 Dx: a 32 MiB 64-bit prefetchable BAR0, 256-byte max payload, 4096-byte max read request.',
  'source.arpl#621.what': 'A ConnectX-4 Lx report with its boot messages from the mlx5_core driver.',
  'source.snabb#1013.what':
    'A discussion of 100G NIC packet rates, per CPU and per port, in which one commenter puts a PCIe read round trip at about 500 ns.',
  'source.raspberrypi-linux#6190.what':
    'lspci -vvv output showing, in DevCtl2, the default PCIe completion timeout range of 50 µs to 50 ms.',
  'source.hwloc#653.what': 'lspci output of an A100 GPU with a 64 GiB 64-bit prefetchable BAR (Region 1) that exposes its own memory.',
  'source.rdma-bench.rw-tput.what':
    "The benchmark settings of the ATC'16 RDMA study: doorbell batching, unsignaled work requests and the number of QPs.",
  'source.kalia-atc16.what':
    'A paper on designing fast RDMA systems by counting PCIe transactions: batching, inlining and unsignaled requests.',
  'source.nvidia.adaptive-retx.what':
    'NVIDIA’s description of adaptive retransmission: the timer starts small and doubles, so RC timeouts are not fixed.',
  'source.nvidia.gpudirect-rdma.bar-sizes.what':
    'NVIDIA’s sizes of the GPU BAR that maps its memory for peers (at least 256 MB, 16 GB or more with a large BAR), and its 64 KiB pages.',
  'source.nvidia.gpudirect-rdma.systems.what':
    'Which PCIe topologies GPUDirect RDMA works well on: a shared switch is best, through a CPU is slower, and the IOMMU must be off or pass-through.',
  'source.nvidia.gpudirect-rdma.ordering.what':
    'Why a running CUDA kernel may see RDMA writes late or out of order, and which CUDA calls order them.',
  'source.cuda.flush-gpudirect-rdma-writes.what':
    'The CUDA call that blocks until GPUDirect RDMA writes to a context are visible to a scope: a no-op where the GPU orders them natively.',
  'source.nvidia.nvml.bar1.what': 'NVIDIA’s management library on BAR1: the window that maps GPU memory for the CPU and for peer devices.',
  'source.nvidia.peermem.what':
    'The nvidia-peermem module: how ibv_reg_mr on a GPU pointer pins its 64 KiB pages and gets their bus addresses.',
  'source.rdma-core.man.ibv-reg-dmabuf-mr.what':
    'The man page of ibv_reg_dmabuf_mr: registering memory by a dma-buf file descriptor, such as a GPU allocation’s.',
  'source.linux.pci.p2pdma.what':
    'Linux’s rules for peer-to-peer PCIe: devices under one switch talk directly, ACS redirect or a root complex path goes up to the host bridge.',
  'source.nvshmem.ibgda-device.what':
    'NVSHMEM’s GPU-side code for InfiniBand GPUDirect Async: a GPU thread writes the WQE, updates the doorbell record and rings the doorbell.',
  'source.nvshmem.ibgda-host.what':
    'NVSHMEM’s host code for IBGDA: the queues in GPU memory, registered for the HCA, and the doorbell page mapped for the GPU.',
  'source.deepep.ibgda.what': 'DeepEP’s copy of NVSHMEM’s IBGDA device code, which its legacy internode kernels post RDMA writes with.',
  'source.nccl.ib-iflush.what':
    'NCCL’s flush on Ampere and older GPUs: a 1-byte RDMA READ of the GPU buffer after data arrives, before the GPU uses it.',
  'source.nvidia.gpudirect-rdma.what':
    'How a network card writes straight into GPU memory through the GPU’s BAR, with peer-to-peer PCIe transfers.',
  'source.rfc768.what': 'The UDP header: source port, destination port, length and checksum, 8 bytes in all.',
  'source.rfc791.3.1.what': 'The IPv4 header format, field by field.',
  'source.rfc8200.3.what': 'The 40-byte IPv6 header format, field by field.',
  'source.rfc5952.4.what': 'How to write an IPv6 address as text: lower case, no leading zeros, the longest zero run as two colons.',
  'source.rfc3849.what': 'The IPv6 prefix 2001:db8::/32, reserved for examples in documentation.',
  'source.rfc3168.5.what': 'The two ECN bits in the IP header and their codepoints.',
  'source.rfc5040.what': 'The RDMA protocol for iWARP, which defines placing data straight into application buffers without copies.',
  'source.ieee802.3.fcs.what': 'The Ethernet frame check sequence: a CRC-32 that protects each frame on one link.',
  'source.nvidia.rdma-aware.poll-cq.what':
    'What each work completion status means, including the responder’s local access error for a WRITE with immediate.',
  'source.opensm.qos.what': 'How a subnet manager gives every switch port a table from service level (SL) to virtual lane (VL).',
  'source.stackoverflow.20151982.what':
    'The question this app answers (read on a mirror copy): is an InfiniBand card’s BAR its own buffer or the remote computer’s RAM?',
  'source.note.barSize': 'ConnectX-4, 5 and 6 physical functions; virtual functions’ BAR sizes were not checked.',
  'source.note.whyNotSize': 'A BAR’s size is read once, when the device is enumerated; the argument is this app’s, from these sources.',
  'source.note.whyNotLoads': 'The load rate is arithmetic on these measured round trips.',
  'source.note.inlineSize': 'DEF_INLINE_WRITE 220: the inline size perftest asks for RDMA WRITE.',
  'source.note.hostDram': 'Model: host B has 512 GiB of RAM, an illustration of a server’s memory, not a measurement.',
  'source.note.pcieLink':
    'Per link: a 12-bit sequence number and a 32-bit LCRC on every TLP, Ack and Nak DLLPs; a Nak makes the sender replay, and the optional ECRC only detects.',
  'source.note.wcEstimate':
    'Estimate: about ten 64-B write-combining buffers per core, each held until the uncore takes its posted write; no public measurement was found.',
  'source.note.ibAddressing': 'LRH DLID, BTH DestQP and PSN, RETH VA, R_Key and DMA length.',
  'source.note.readLat': 'Measured ib_read_lat: {roundTrip}.',
  'source.note.bwShape': 'The curve is this app’s model fitted to these runs; one run is a measurement, not a limit of a QP.',
  'source.note.kalia': 'The mechanics were checked in the code; the paper’s numbers were not.',
  'source.note.nominal': 'A nominal value: hardware may stretch it.',
  'source.note.perftestTimeout': 'perftest’s defaults: DEF_QP_TIME 14, DEF_RETRY_COUNT 7.',
  'source.note.retxReport':
    'A ConnectX-5 retried at 2, 4, 8 and 16 ms whatever the timeout asked for; the maintainer expects an error after about 7 tries (~28 s at timeout 20) if the parameter works.',
  'source.note.rxeRetry': 'rxe_completer: a retry count of 7 is never decremented.',
  'source.note.timingModel':
    'Model: this app’s timing model, calibrated to published perftest and pcie-bench figures (docs/calibration.md); CPU costs are estimates.',
  'source.note.hcaStaging': 'Not public: how an HCA stages packets on chip is vendor internals.',
} as const;
