/** The text of every step of the real trace: titles, what happens, what really happens. */
export const STEPS = {
  'step.regMrB.title': 'B registers its buffer (ibv_reg_mr)',
  'step.regMrB.s1.write':
    'Before any transfer, host B’s application calls ibv_reg_mr on the buffer it will expose, asking for REMOTE_WRITE access (with LOCAL_WRITE, which IBA requires with it).',
  'step.regMrB.s1.read':
    'Before any transfer, host B’s application calls ibv_reg_mr on the buffer A will read, asking for REMOTE_READ access.',
  'step.regMrB.s1.send':
    'Before any transfer, host B’s application calls ibv_reg_mr on the buffer that will receive, with LOCAL_WRITE only: a SEND needs no remote access right, and B never gives A its rkey.',
  'step.regMrB.s1.noRemoteWrite':
    'Before any transfer, host B’s application calls ibv_reg_mr on its buffer, but with LOCAL_WRITE only: it forgets REMOTE_WRITE. The write will be refused.',
  'step.regMrB.short':
    'It registers only the first {bytes} B of the buffer, while A will write {message} B: the end of the write falls outside the MR.',
  'step.regMrB.shortRead':
    'It registers only the first {bytes} B of the buffer, while A will read {message} B: the end of the read falls outside the MR.',
  'step.reregMrB.title': 'B registers its buffer again',
  'step.reregMrB.s1':
    'After the exchange, B registers the buffer a second time, and only then deregisters the first MR. For a moment both MKeys exist, so the new one has another index: here {index}, with key {key}. Index {oldIndex} now names no valid MKey (the driver destroys it, or keeps it revoked in its MR cache).',
  'step.reregMrB.s2': 'Nobody tells A: it still holds the old rkey {rkey}, which HCA B will no longer accept.',
  'step.regMrB.s2': {
    one: 'The kernel pins the buffer’s {n} page so the OS cannot move it, DMA-maps it, and has the firmware create an MKey whose MTT lists the page’s address.',
    other:
      'The kernel pins the buffer’s {n} pages so the OS cannot move them, DMA-maps them, and has the firmware create an MKey whose MTT lists each page’s address.',
  },
  'step.regMrB.s2Iommu': {
    one: 'The kernel pins the buffer’s {n} page so the OS cannot move it, DMA-maps it (the IOMMU gives it an IO virtual address), and has the firmware create an MKey whose MTT lists the page’s address.',
    other:
      'The kernel pins the buffer’s {n} pages so the OS cannot move them, DMA-maps them (the IOMMU gives them one contiguous IOVA range), and has the firmware create an MKey whose MTT lists each page’s address.',
  },
  'step.regMrB.s2Gpu': {
    one: 'B’s buffer is in GPU B’s memory: a cudaMalloc’d device pointer, an address in the process’s unified virtual address space (UVA) that names GPU B’s memory, though the CPU cannot load from it. With nvidia-peermem loaded (it needs the peer-memory API of MLNX_OFED/DOCA-OFED, not in upstream Linux), ibv_reg_mr hands it to the GPU driver, which pins its {n} 64 KiB page and maps it into GPU B’s BAR1; the firmware creates an MKey whose MTT lists the page’s BAR1 bus address, {bar1}, not an address in DRAM (this model lists one MTT entry per 64 KiB page). ibv_reg_dmabuf_mr with the allocation’s dma-buf (from cuMemGetHandleForAddressRange) does the same on an upstream kernel, and NVIDIA now recommends it.',
    other:
      'B’s buffer is in GPU B’s memory: a cudaMalloc’d device pointer, an address in the process’s unified virtual address space (UVA) that names GPU B’s memory, though the CPU cannot load from it. With nvidia-peermem loaded (it needs the peer-memory API of MLNX_OFED/DOCA-OFED, not in upstream Linux), ibv_reg_mr hands it to the GPU driver, which pins its {n} 64 KiB pages and maps them into GPU B’s BAR1; the firmware creates an MKey whose MTT lists their BAR1 bus addresses, from {bar1}, not addresses in DRAM (this model lists one MTT entry per 64 KiB page). ibv_reg_dmabuf_mr with the allocation’s dma-buf (from cuMemGetHandleForAddressRange) does the same on an upstream kernel, and NVIDIA now recommends it.',
  },
  'step.regMrB.s3':
    'The key that comes back is {rkey}: MKey index {index} shifted left 8, plus the variant byte {variant}. On mlx5 the lkey and the rkey are the same number.',
  'step.regMrB.reality':
    'Registration is the slow path: system calls, page pinning and a firmware command, done once. Nothing on the fast path below enters the kernel, on either host.',
  'step.regMrA.title': 'A registers its source buffer',
  'step.regMrA.titleRead': 'A registers its destination buffer',
  'step.regMrA.s1': 'Host A registers the buffer it will send from (VA {va}), so that HCA A may read it by DMA.',
  'step.regMrA.s1Read':
    'Host A registers the buffer the READ’s bytes will land in (VA {va}), with LOCAL_WRITE, so that HCA A may write it by DMA.',
  'step.regMrA.s2': 'Its pages are pinned and listed in HCA A’s MTT too; the lkey is {lkey}.',
  'step.regMrA.s2Gpu':
    'A’s buffer is in GPU A’s memory: the GPU driver pins its 64 KiB pages and maps them into GPU A’s BAR1, and HCA A’s MTT lists their BAR1 bus addresses, from {bar1}; the lkey is {lkey}.',
  'step.createQp.title': 'Each side creates its queues',
  'step.createQp.s1':
    'Each application creates a completion queue and a reliable-connected QP: {qpnA} on A, {qpnB} on B. A new QP is in the RESET state: it can neither send nor receive yet.',
  'step.createQp.s2': 'libmlx5 puts the send queue ring, the CQ ring and the doorbell records in ordinary host RAM.',
  'step.createQp.s3':
    'On current rdma-core and kernels, ibv_create_qp also gives the QP its doorbell and BlueFlame register: a 4 KiB UAR page of the HCA’s BAR0, mmapped into the process write-combining (older stacks mapped several UAR pages at ibv_open_device).',
  'step.createQp.s3Doorbell':
    'On current rdma-core and kernels, ibv_create_qp also gives the QP its doorbell register. With BlueFlame shut off (MLX5_SHUT_UP_BF=1, which this program sets for a doorbell post), that is the context’s one uncached UAR page of the HCA’s BAR0 (4 KiB), which ibv_open_device already mapped and which all its QPs share (mlx5_get_qp_uar returns nc_uar); no write-combining page is mapped.',
  'step.exchange.title': 'The two sides exchange their numbers out of band',
  'step.exchange.s1':
    'Over an ordinary socket (perftest uses TCP), B sends A its address ({addrB}), its QPN {qpnB}, the PSN it would send its own requests from (unused here: B’s ACKs and READ responses carry A’s PSNs), the buffer’s virtual address {va} and its rkey {rkey}.',
  'step.exchange.s2':
    'A sends B its own address ({addrA}), QPN {qpnA} and the PSN it will send from, {psn}: A’s first packet carries it, and B will expect it (perftest makes it A’s sq_psn and B’s rq_psn). Neither QP can be connected before this: moving it to RTR needs the peer’s address, QPN and PSN.',
  'step.exchange.s3': 'A now holds two numbers it will put into a packet header: B’s VA and rkey. That is all A knows about B’s memory.',
  'step.exchange.s1Send':
    'Over an ordinary socket (perftest uses TCP), B sends A its address ({addrB}), its QPN {qpnB} and the PSN it would send its own requests from (unused here: B’s ACKs carry A’s PSNs). No buffer address and no key: a SEND does not name B’s memory.',
  'step.exchange.s3Send': 'A knows nothing about B’s memory: B’s receive WQE alone will say where the bytes go.',
  'step.exchange.addrLid': 'LID {lid}',
  'step.exchange.addrGid': 'GID, from its IP address {ip}',
  'step.exchange.realitySend':
    'Nothing maps B’s memory into A’s address space. For a SEND, A does not even know an address on B: B’s HCA picks the buffer from B’s receive queue.',
  'step.exchange.reality':
    'Nothing maps B’s memory into A’s address space. The remote address is just data: it travels inside the WQE and the packet, and B’s HCA checks it on arrival.',
  'step.connect.title': 'The QPs are connected',
  'step.connect.s1.write':
    'ibv_modify_qp takes each QP from RESET to INIT (its access flags: B’s QP allows remote writes), to RTR with the peer’s {peer}, QPN and the PSN to expect ({psn} on B), and to RTS with its own send PSN, timeout and retry counts.',
  'step.connect.s1.read':
    'ibv_modify_qp takes each QP from RESET to INIT (its access flags: B’s QP allows remote reads), to RTR with the peer’s {peer}, QPN and the PSN to expect ({psn} on B), and to RTS with its own send PSN, timeout and retry counts.',
  'step.connect.s3.read':
    'A READ also needs read resources on both sides: B’s QP gets max_dest_rd_atomic (how many incoming READs it can serve at once) at RTR, A’s gets max_rd_atomic (how many READs it may have outstanding) at RTS. With no responder resources, soft-RoCE refuses a READ with a NAK {invalidNak} (invalid request).',
  'step.connect.s1.send':
    'ibv_modify_qp takes each QP from RESET to INIT (its access flags: a SEND needs no remote access flag), to RTR with the peer’s {peer}, QPN and the PSN to expect ({psn} on B), and to RTS with its own send PSN, timeout and retry counts.',
  'step.connect.peerLid': 'LID',
  'step.connect.peerGid': 'GID (its IP address)',
  'step.connect.s2':
    'From now on the two QPs form one reliable connection: every packet between them is checked for order and acknowledged.',
  'step.connect.reality': 'Connecting writes QP contexts on each HCA through the kernel and firmware; no packet has moved yet.',
  'step.wqe.title': 'A builds the work request in its own RAM',
  'step.wqe.s1': {
    one: 'A’s application calls ibv_post_send. libmlx5 writes a {bytes}-B WQE into the next {n} 64-B basic block of the send queue ring, in A’s own memory.',
    other:
      'A’s application calls ibv_post_send. libmlx5 writes a {bytes}-B WQE into the next {n} 64-B basic blocks of the send queue ring, in A’s own memory.',
  },
  'step.wqe.s2Inline':
    'Control segment, remote-address segment (B’s VA and rkey), then an inline segment holding the {bytes} of payload themselves.',
  'step.wqe.s2Empty': 'Control segment and remote-address segment (B’s VA and rkey); a zero-length message has no data segment.',
  'step.wqe.s2Sge': 'Control segment, remote-address segment (B’s VA and rkey) and a data segment (A’s buffer address, lkey and length).',
  'step.wqe.s2Read':
    'Control segment, remote-address segment (B’s VA and rkey) and a data segment: where in A’s buffer the READ’s bytes will go (address, lkey, length).',
  'step.wqe.s2Send':
    'Control segment and a data segment (A’s buffer address, lkey and length). No remote address: B’s receive WQE decides where the bytes land.',
  'step.wqe.s2SendInline':
    'Control segment, then an inline segment holding the {bytes} of payload. No remote address: B’s receive WQE decides where the bytes land.',
  'step.wqe.s2SendEmpty': 'Control segment only: a zero-length SEND has no data segment and no remote address.',
  'step.wqe.s3Imm': 'The control segment’s imm field carries the 32-bit immediate {imm}, which HCA B will hand to B’s CPU in a CQE.',
  'step.wqe.reality':
    'These are ordinary stores into cacheable memory: nothing crosses PCIe yet. The WQE opcode {opcode} is mlx5’s own code for {name}; the opcode on the wire is a different number.',
  'step.dbr.title': 'A updates the doorbell record',
  'step.dbr.s1':
    'After a store barrier, the CPU writes the send queue’s producer counter (now {counter}) into the doorbell record, big-endian, also in host RAM.',
  'step.dbr.s2': 'The HCA can read this record by DMA whenever it needs to know how far the queue has advanced.',
  'step.dbr.reality':
    'The barrier orders the WQE stores before the doorbell (udma_to_device_barrier); on x86 it costs little, because stores are already ordered.',
  'step.mmio.doorbell.title': 'The MOV: an 8-byte store into HCA A’s BAR',
  'step.mmio.doorbell.s1':
    'The CPU stores the first 8 bytes of the WQE to the UAR page mapped from HCA A’s BAR0: physical address {addr}. This is the doorbell.',
  'step.mmio.doorbell.s2': 'Those 8 bytes name the QP and the WQE. They carry no payload and no address on host B.',
  'step.mmio.doorbell.reality':
    'The BAR holds doorbell registers and BlueFlame buffers, never host B’s RAM. The CPU’s MOV carries 8 bytes whatever the message size ({bytes} here); HCA A fetches the rest by DMA.',
  'step.mmio.blueflame.title': 'The MOVs: the whole WQE through the BAR (BlueFlame)',
  'step.mmio.inline.title': 'The MOVs: the WQE, payload inside, through the BAR',
  'step.mmio.bf.s1':
    'The CPU copies the {wqe}-B WQE, rounded up to whole 64-B chunks ({bytes} B), into a BlueFlame buffer of the UAR page in HCA A’s BAR0 ({addr}): {stores} write-combining 8-B stores in {chunks}, then a store fence (sfence) flushes them.',
  'step.mmio.chunks': { one: '{n} 64-B chunk', other: '{n} 64-B chunks' },
  'step.mmio.bf.s2Inline': 'With the payload inline, the HCA needs no DMA read at all: everything it needs arrived through the BAR.',
  'step.mmio.bf.s2':
    'libmlx5 does this by default when one work request is posted and its WQE fits half a BlueFlame register: it saves HCA A one DMA read of the WQE.',
  'step.mmio.bf.payloadDma': 'The payload is not in the WQE: HCA A will still read it by DMA.',
  'step.mmio.bf.noPayloadRead': 'A READ’s WQE carries no payload: HCA A will send a request, and the data will come back from B.',
  'step.mmio.bf.noPayloadEmpty': 'A zero-length message has no payload: HCA A has nothing more to read.',
  'step.mmio.bf.realityInline':
    'Here the payload really does travel through the BAR, but into HCA A’s on-chip buffer, not into host B’s memory.',
  'step.mmio.bf.reality':
    'Even here the CPU writes into the local HCA’s buffer, not into host B: the payload stays in A’s RAM until the HCA reads it.',
  'step.mmio.bf.realityNoPayload':
    'Even here the CPU writes into the local HCA’s buffer, never into host B’s memory: the BAR holds doorbell and BlueFlame registers, not remote RAM.',
  'step.tlp.title': 'The root complex sends a Memory Write TLP to HCA A',
  'step.tlp.s1':
    'The store leaves the core as a posted write. The root complex sees that {addr} lies in HCA A’s BAR0 and sends a Memory Write TLP down the link: {dw}-DW header ({where}) and {bytes} of data.',
  'step.tlp.below4G': 'address below 4 GiB',
  'step.tlp.above4G': 'address above 4 GiB',
  'step.tlp.s2': 'Posted means no completion comes back: the CPU moves on at once.',
  'step.tlp.s1Bf':
    'In this model each 64-B write-combining buffer leaves the core as one posted write. The root complex sees that {addr} lies in HCA A’s BAR0 and sends {tlps} down the link, in address order: {dw}-DW header ({where}) and at most 64 bytes of data each, {bytes} in all.',
  'step.tlp.count': { one: '{n} Memory Write TLP', other: '{n} Memory Write TLPs' },
  'step.tlp.s2Bf':
    'Posted means no completion comes back: the CPU moves on at once. x86 does not promise one TLP per 64-B chunk: a core or root complex may split a chunk into smaller writes, and a real trace may show more TLPs.',
  'step.aside.paths.title': 'Doorbell, BlueFlame or inline: who decides',
  'step.aside.paths.bf':
    'BlueFlame (the default): one work request per ibv_post_send, a WQE no larger than half the BlueFlame register (its size is a device capability; the simulator assumes 512 B, so 256 B), and prefer_bf on (MLX5_POST_SEND_PREFER_BF, on unless set to 0). The CPU copies the WQE in 64-B chunks; the payload is still read by DMA.',
  'step.aside.paths.bfRead':
    'BlueFlame (the default): one work request per ibv_post_send, a WQE no larger than half the BlueFlame register (its size is a device capability; the simulator assumes 512 B, so 256 B), and prefer_bf on (MLX5_POST_SEND_PREFER_BF, on unless set to 0). The CPU copies the WQE in 64-B chunks; a READ’s WQE carries no data: it names B’s address and rkey and, for a non-empty READ, where in A’s memory the data goes. The data comes back in B’s responses.',
  'step.aside.paths.bfEmpty':
    'BlueFlame (the default): one work request per ibv_post_send, a WQE no larger than half the BlueFlame register (its size is a device capability; the simulator assumes 512 B, so 256 B), and prefer_bf on (MLX5_POST_SEND_PREFER_BF, on unless set to 0). The CPU copies the WQE in 64-B chunks; a zero-length message has no payload to read.',
  'step.aside.paths.doorbell':
    'Doorbell: a list of several work requests in one ibv_post_send, MLX5_SHUT_UP_BF=1, a register without BlueFlame (no write-combining, or a virtual function on older kernels): the CPU stores only the first 8 bytes of the last WQE and the HCA reads the WQEs by DMA.',
  'step.aside.paths.inline':
    'Inline: the application sets IBV_SEND_INLINE and the data fits the QP’s max_inline_data (perftest asks for 220 B for writes). The CPU copies the payload into the WQE, so the HCA reads nothing by DMA.',
  'step.aside.paths.order':
    'Order: udma_to_device_barrier keeps the WQE and the doorbell record ahead of the MMIO (on x86 a compiler barrier: stores to RAM are already ordered); an sfence before and after the copy keeps the write-combining stores from mixing with other MMIO and flushes them to the device.',
  'step.tlp.reality':
    'The TLP carries a host-physical address and the bytes, nothing else. No field in it could name host B, a queue pair on B or a key: remote addressing lives in the InfiniBand headers.',
  'step.wqeFetch.title': 'HCA A reads the WQE by DMA',
  'step.wqeFetch.s1':
    'HCA A sends a Memory Read request (MRd) for the 64-B send queue slot; the root complex answers with a completion carrying the data (CplD).',
  'step.wqeFetch.s2': 'HCA A now knows the remote VA, the rkey, the local address, the lkey and the length.',
  'step.wqeFetch.s2Empty': 'HCA A now knows the remote VA and the rkey; a zero-length message names no local buffer.',
  'step.wqeFetch.s2Send': 'HCA A now knows the local address, the lkey and the length; a SEND carries no remote address.',
  'step.wqeFetch.s2SendEmpty': 'HCA A now knows it must send an empty message; a zero-length SEND names no buffer and no remote address.',
  'step.wqeFetch.reality': 'HCA A is the PCIe bus master here: it reads host memory itself, and the CPU plays no part.',
  'step.payloadFetch.title': 'HCA A reads the payload by DMA',
  'step.payloadFetch.s1':
    'HCA A checks the lkey, translates A’s buffer address through its MTT, and reads the {bytes}: {reads} of at most MRRS = {mrrs} B, answered here by {cpls} of at most MPS = {mps} B.',
  'step.payloadFetch.s2':
    'This model cuts the reads at packet boundaries (how a card cuts them is its own choice, not public), and none crosses a 4 KiB boundary, as PCIe requires. How the answer is split is the root complex’s choice (completions of at most MPS, on 64- or 128-B Read Completion Boundaries), so real counts are platform-dependent: many root complexes return smaller completions than this.',
  'step.transmit.gpuSameWire':
    'A buffer in GPU memory changes nothing on the wire: these packets, and the pcap, are byte for byte those of a buffer in host memory. Only the PCIe side differs.',
  'step.createQp.gpu':
    'On A, NVSHMEM’s IBGDA creates the QP and CQ itself (DEVX), by default with the send queue, CQ and doorbell records in GPU A’s memory (cudaMalloc, registered for the HCA through a dma-buf or nvidia-peermem; NVSHMEM_IBGDA_FORCE_NIC_BUF_MEMTYPE=hostmem puts them in host memory), and maps an uncached UAR page of HCA A for the GPU (cudaHostRegister with cudaHostRegisterIoMemory), so that a GPU thread can post without A’s CPU.',
  'step.createQp.s3Gpu':
    'On B, ibv_create_qp also gives the QP its doorbell and BlueFlame register: a 4 KiB UAR page of HCA B’s BAR0, mmapped into B’s process write-combining.',
  'step.wqe.titleGpu': 'GPU A builds the work request in its own memory',
  'step.wqe.s1Gpu':
    'A thread on GPU A writes a {bytes}-B WQE into the next 64-B basic block of the send queue, which IBGDA keeps in GPU A’s memory ({fn} in NVSHMEM): the segments libmlx5 would write, 32 bits at a time.',
  'step.wqe.realityGpu':
    'These are the GPU’s own stores into its memory: nothing crosses PCIe yet, and A’s CPU takes no part. The WQE opcode {opcode} is mlx5’s own code for {name}; the opcode on the wire is a different number.',
  'step.dbr.titleGpu': 'GPU A updates the doorbell record',
  'step.dbr.s1Gpu':
    'After a memory fence, the thread writes the send queue’s producer counter (now {counter}) into the doorbell record, big-endian, also in GPU A’s memory (ibgda_update_dbr).',
  'step.dbr.realityGpu':
    'NVSHMEM orders the WQE before the record, and the record before the doorbell, with GPU memory fences (IBGDA_MEMBAR in ibgda_post_send).',
  'step.mmio.doorbell.titleGpu': 'The GPU’s store: 8 bytes into HCA A’s BAR',
  'step.mmio.doorbell.s1Gpu':
    'The thread stores 8 bytes shaped like a control segment’s first 8 bytes but not copied from the WQE: the send queue’s new producer index shifted left 8, and the QPN shifted left 8 (opcode, opmod and ds are 0), to the doorbell register at offset {offset} of HCA A’s UAR page, physical address {addr}, which IBGDA mapped for the GPU (ibgda_ring_db). This is the doorbell.',
  'step.mmio.doorbell.s2Gpu':
    'Those 8 bytes name the QP and how far its send queue now reaches (the counter also in the doorbell record). They carry no payload and no address on host B.',
  'step.mmio.doorbell.realityGpu':
    'The BAR still holds doorbell registers, never host B’s RAM, and now the store into it comes from GPU A: no CPU core of A runs an instruction for it. HCA A fetches the rest by DMA, from GPU memory.',
  'step.tlp.titleGpu': 'GPU A sends a Memory Write TLP to HCA A',
  'step.tlp.s1Gpu':
    'The store leaves GPU A as a posted peer-to-peer write: a Memory Write TLP to {addr} in HCA A’s BAR0, {route}: {dw}-DW header ({where}) and {bytes} of data.',
  'step.tlp.s2Gpu': 'Posted means no completion comes back: the GPU thread moves on at once.',
  'step.wqeFetch.s1Gpu':
    'HCA A sends a Memory Read request (MRd) for the 64-B send queue slot, in GPU A’s memory through its BAR1 ({addr}); GPU A answers with a completion carrying the data (CplD).',
  'step.wqeFetch.realityGpu':
    'HCA A is the PCIe bus master here: it reads GPU A’s memory itself, and no CPU core runs an instruction for it.',
  'step.cqe.s1Gpu':
    'On the ACK, HCA A retires the WQE and, because it was signaled, writes a 64-B CQE into the CQ in GPU A’s memory: a posted Memory Write to GPU A’s BAR1.',
  'step.cqe.s1ReadGpu':
    'After the last response is placed, HCA A retires the WQE and writes a 64-B CQE into the CQ in GPU A’s memory, after the data: PCIe keeps posted writes in order. That order is on the link; for a GPU thread to see the data, NVSHMEM adds a flush (a DUMP WQE that makes HCA A read GPU memory, then waits for it) unless the GPU reports GPUDirect RDMA write ordering.',
  'step.cqe.error.s1Gpu':
    'On the NAK, HCA A writes an error CQE (opcode {opcode}, REQ_ERR) with syndrome {syndrome}, remote access error, into the CQ in GPU A’s memory: the error libmlx5 would report as {status}. Errors always complete, signaled or not.',
  'step.poll.titleGpu': 'GPU A’s thread polls and sees the WQE counter',
  'step.poll.s1Gpu':
    'A thread on GPU A polls the CQ in GPU memory, as NVSHMEM’s quiet does (ibgda_poll_cq): NVSHMEM’s CQ is collapsed (every CQE is written to entry 0, and the owner bit is not used), so the thread reads the CQE’s wqe_counter until it reaches this WQE, and looks at the opcode only to catch an error.',
  'step.poll.s2Gpu':
    'NVSHMEM then raises its own consumer index in GPU memory (atomicMax on cq->cons_idx); it never writes the CQ’s doorbell record, since the CQ ignores overrun. For A, the work request is done.',
  'step.poll.s2ReadGpu':
    'NVSHMEM then raises its own consumer index in GPU memory (atomicMax on cq->cons_idx). Before a GPU thread uses the READ’s bytes, NVSHMEM adds a flush (a DUMP WQE that makes HCA A read GPU memory, then waits for it), unless the GPU reports that GPUDirect RDMA writes are ordered (ibgda_cst).',
  'step.poll.error.titleGpu': 'GPU A’s thread polls and sees the error',
  'step.poll.error.s1Gpu':
    'The CQE says {status}. NVSHMEM treats any error CQE as fatal (ibgda_poll_cq): the GPU thread reports it and the job stops; a QP in error could only be reset and reconnected by the host.',
  'step.payloadFetch.gpu':
    '{host}’s buffer is in GPU {host}’s memory: the reads are addressed to GPU {host}’s BAR1 ({bar1}) and travel {route}; GPU {host} answers them from its memory, and host {host}’s DRAM is not touched.',
  'step.payloadFetch.s2Gpu':
    'This model cuts the reads at packet boundaries (how a card cuts them is its own choice, not public), and none crosses a 4 KiB boundary, as PCIe requires. How the answers are split is GPU {host}’s choice (completions of at most MPS), so real counts depend on the GPU.',
  'step.gpu.route.switch':
    'through the PCIe switch GPU {host} and HCA {host} share, turning there without reaching the root complex (as long as ACS redirect is off on the switch’s ports)',
  'step.gpu.route.rc':
    'up to host {host}’s root complex and back down, since GPU {host} is not under HCA {host}’s switch (whether the platform allows this peer-to-peer path, and how fast it is, is the platform’s; NVIDIA’s driver refuses it on some chipsets)',
  'step.payloadFetch.reality':
    'This is the only time the payload crosses host A’s memory bus, and it is the HCA, not the CPU, that moves it.',
  'step.payloadFetch.realityFirst':
    'It is the HCA, not the CPU, that moves the payload across host A’s memory bus. This is not the last time here: the retransmission will read the same bytes again.',
  'step.payloadFetch.realityGpu':
    'The payload never crosses host A’s memory bus: it goes from GPU A’s memory to HCA A as peer-to-peer TLPs, and no CPU core and no DRAM take part (on the root-complex path they do cross the CPU’s root complex, never its memory).',
  'step.payloadFetch.realityFirstGpu':
    'The payload goes from GPU A’s memory to HCA A as peer-to-peer TLPs, with no CPU core and no DRAM taking part. This is not the last time here: the retransmission will read the same bytes from GPU A again.',
  'step.segment.title': 'HCA A stages the data and cuts it into packets',
  'step.segment.titleResponses': 'HCA B builds the READ responses',
  'step.segment.s1': 'At the path MTU ({mtu} B) that makes {packets}: {sequence}.',
  'step.segment.seq1': '{a}',
  'step.segment.seq2': '{a}, then {b}',
  'step.segment.seqMany': '{a}, {middles}, {b}',
  'step.segment.middlesOf': { one: '{n} × {name}', other: '{n} × {name}' },
  'step.segment.write': 'The first packet carries the RETH: B’s VA, the rkey and the whole message’s length.',
  'step.segment.imm': 'The last one carries the immediate {imm} after the BTH (ImmDt).',
  'step.segment.send': 'No RETH: a SEND names no address on B. B’s receive WQE will say where the bytes go.',
  'step.segment.read': 'The first and the last response carry an AETH; no response carries a RETH: B answers the request’s PSNs in order.',
  'step.retry.segment.title': 'HCA A builds the packets again',
  'step.retry.fetch.title': 'HCA A reads the payload again',
  'step.retry.fetch.s0':
    'Go-back-N: HCA A resends from the PSN it must repeat. In this model it reads those bytes again from A’s memory, as soft-RoCE does (it builds every packet from the send WQE’s buffer); whether a ConnectX HCA keeps a copy on chip is not public.',
  'step.retry.fetch.reality':
    'In this model a retransmission costs the host a second DMA read of the same bytes, still without the CPU. Inline data would come from the WQE, which stays in A’s send queue until it completes.',
  'step.segment.s2':
    'Each gets an LRH (to LID {lid}), a BTH (QP {qpn}, PSN from {psn}), the payload padded to 4 bytes, the ICRC and the VCRC.',
  'step.segment.s2Empty': 'Each gets an LRH (to LID {lid}), a BTH (QP {qpn}, PSN from {psn}), no payload, the ICRC and the VCRC.',
  'step.segment.reality':
    'The data is staged in the HCA’s on-chip buffers for a moment (how much, and where, is not public). This is not a copy in the zero-copy sense: no CPU cycles and no host memory bandwidth are spent, and every NIC and switch buffers bits in flight.',
  'step.transmit.title': 'HCA {host} puts the packets on the wire',
  'step.transmit.titleOne': 'HCA {host} puts the packet on the wire',
  'step.transmit.roceWire':
    'On Ethernet each frame also takes 20 B of preamble, start delimiter and inter-frame gap on the line; the bytes on the wire count them, the frame itself does not.',
  'step.transmit.s1': 'HCA {host} serialises {packets} ({bytes} on the wire) onto its port at {rate}: about {ns} ns per packet.',
  'step.transmit.s1Full': 'HCA {host} serialises {packets} ({bytes} on the wire) onto its port at {rate}: about {ns} ns per full packet.',
  'step.transmit.s2Many': 'Reading, building and sending overlap: while one packet is on the wire, the next is being read and built.',
  'step.transmit.s2One': 'The packet goes out as a stream of bits; the first bits reach the next hop before the last ones leave.',
  'step.transmit.rate': '{speed} {width}x ({gbps} Gb/s)',
  'step.switch.title': 'Switch {hop} forwards by DLID',
  'step.switch.titleRoce': 'Switch {hop} forwards the frames',
  'step.switch.s1Roce':
    'Switch {hop} sends each frame out of the port towards {host} by its destination address: the MAC on a layer-2 switch, the IP address on a router (which also lowers the TTL).',
  'step.switch.s2Roce':
    'Each link checks its own Ethernet FCS. The ICRC counts as 1s the fields that may change in flight (IPv4 TOS, TTL and header checksum, or IPv6 Traffic Class, Flow Label and Hop Limit; the UDP checksum; BTH byte 4), so it travels untouched from HCA {from} to HCA {to}.',
  'step.cable.s2Roce': 'With no switch in between, the FCS computed by HCA A is the one HCA B checks.',
  'step.segment.s2Roce':
    'Each gets an Ethernet, IP and UDP header (to {ip}, UDP port 4791), a BTH (QP {qpn}, PSN from {psn}), the payload padded to 4 bytes, the ICRC and the Ethernet FCS.',
  'step.segment.s2RoceEmpty':
    'Each gets an Ethernet, IP and UDP header (to {ip}, UDP port 4791), a BTH (QP {qpn}, PSN from {psn}), no payload, the ICRC and the Ethernet FCS.',
  'step.segment.cardValues':
    'Where the value depends on the card or its configuration, the bytes show what this model assumes a ConnectX card sends: MigReq 1 on every packet of the connection (mlx5 creates its QPs in the MIGRATED state), where soft-RoCE sends 0. Each field’s meaning says what differs.',
  'step.segment.cardValuesRoce':
    'Where the value depends on the card or its configuration, the bytes show what this model assumes a ConnectX card sends: MigReq 1 on every packet of the connection, where soft-RoCE sends 0, and ECN ECT(0), as a card sends it with ECN on for the packet’s priority, where soft-RoCE sends Not-ECT. Each field’s meaning says what differs, and which values are the model’s choice.',
  'step.check.s1Roce':
    'HCA B checks the FCS, then the IP, UDP and BTH headers: the QP exists and is connected, the sender is its peer, the partition key; then the ICRC, the expected PSN, a legal opcode sequence, and that the QP accepts the operation at all.',
  'step.transmit.rateRoce': 'Ethernet ({gbps} Gb/s)',
  'step.switch.s1':
    'Switch {hop} looks up DLID {lid} in its forwarding table and sends each packet out of the port towards {host}, cut-through: it starts forwarding before the packet has fully arrived.',
  'step.switch.s2':
    'It recomputes the VCRC for the next link, and may change the virtual lane (LRH.VL) through its SL-to-VL table. The ICRC counts VL as 1s and covers every field a switch may not change, so it travels untouched from HCA {from} to HCA {to}.',
  'step.cable.title': 'The cable from A to B',
  'step.cable.titleBack': 'The cable from B back to A',
  'step.cable.s1': 'Port A is cabled straight to port B: each packet takes about {ns} ns to propagate.',
  'step.cable.s2': 'With no switch in between, the VCRC computed by HCA A is the one HCA B checks.',
  'step.check.title': 'HCA B checks every packet',
  'step.check.s1':
    'HCA B checks the VCRC, then the LRH and BTH: the QP exists and is connected, the sender is its peer, the partition key; then the ICRC, the expected PSN, a legal opcode sequence, and that the QP accepts the operation at all.',
  'step.check.order':
    'The table follows soft-RoCE’s (rxe) order, after the link CRC; mlx5’s is not public and may differ. Every packet is checked; the table shows the first, which carries the RETH.',
  'step.check.orderPacket':
    'The table follows soft-RoCE’s (rxe) order, after the link CRC; mlx5’s is not public and may differ. Every packet is checked; the table shows packet {i}, the one that decides what happens here.',
  'step.check.s2Empty': 'A zero-length message skips the rkey check: there is nothing to write or read.',
  'step.check.titleRetry': 'HCA B checks the packets sent again',
  'step.check.s1Read':
    'HCA B checks the READ REQUEST like any request: the {linkCrc}, the QP and its peer, the partition key, the ICRC, the expected PSN, and that the QP accepts remote reads.',
  'step.check.s1DuplicateRead':
    'HCA B checks the repeated READ REQUEST’s {linkCrc}, its QP and peer, the partition key, the ICRC and the PSN. The PSN is behind the one B expects, so soft-RoCE skips the opcode-sequence, access and length checks and check_rkey’s MKey lookup (duplicate_request); the rows it skips are marked not checked.',
  'step.check.s2Read':
    'Then the RETH against the MKey: rkey {rkey} must match its key in all 32 bits, the MR must be in the QP’s protection domain and allow REMOTE_READ, and the {bytes} from VA {va} must lie inside it.',
  'step.check.s2Send':
    'A SEND carries no RETH and no rkey: what protects B’s memory is the receive WQE B’s application posted, whose lkey must allow local writes.',
  'step.check.s2Latched':
    'This packet carries no RETH: HCA B checks it against the RETH it kept from the message’s first packet (rkey {rkey}, {bytes} from VA {va}).',
  'step.check.s2Duplicate':
    'For a duplicate, the PSN check decides: soft-RoCE acknowledges it there and compares nothing after it, so the checks below it are not reached.',
  'step.check.s2DuplicateRead':
    'The RETH is not looked up in the MKey table again: soft-RoCE finds the READ it already served (duplicate_request) and checks that the rkey is the one it kept and that the address range lies inside the kept READ’s; it checks the MR once more only when it re-reads the memory (read_reply).',
  'step.check.outcome.ok': {
    one: 'Every check passes: HCA B executes the packet.',
    other: 'Every check passes for all {n} packets that arrive: HCA B executes them in PSN order.',
  },
  'step.check.outcome.okRetry': {
    one: 'Every check passes for the packet sent again: HCA B executes it; its PSN is the one B was waiting for.',
    other: 'Every check passes for the {n} packets sent again: HCA B executes them in PSN order, from the PSN it was waiting for.',
  },
  'step.check.outcome.okRead': {
    one: 'The READ REQUEST passes every check: HCA B executes it and will answer with 1 response.',
    other: 'The READ REQUEST passes every check: HCA B executes it and will answer with {n} responses.',
  },
  'step.check.outcome.refused':
    'The first packet fails “{check}” (the row marked ✗): HCA B writes nothing, answers with a NAK, moves its QP to the Error state (as IBA’s rule for this class of error and soft-RoCE do) and drops the packets that follow.',
  'step.check.outcome.refusedRecv':
    'This packet, a WRITE with immediate’s last (here its only) one, had already taken B’s receive WQE at the “{recvCheck}” row before it failed “{check}”: soft-RoCE runs check_resource before check_rkey. HCA B will complete that WQE with an error.',
  'step.check.outcome.refusedRead':
    'The READ REQUEST fails “{check}” (the row marked ✗): HCA B reads nothing and returns no data, answers with a NAK and moves its QP to the Error state (as IBA’s rule for this class of error and soft-RoCE do).',
  'step.check.outcome.rnr':
    'Packet {i} ({opcode}) needs a receive WQE and finds none: HCA B answers with an RNR NAK and drops it; the packets before it stay executed.',
  'step.check.outcome.rnrFirst': 'Packet {i} ({opcode}) needs a receive WQE and finds none: HCA B answers with an RNR NAK and drops it.',
  'step.check.outcome.rnrNext':
    'Packet {i} (PSN {psn}) follows while B still expects {expected}: soft-RoCE answers it with a PSN sequence error NAK, once (its RNR path does not note that it has NAKed), and silently drops the packets after it.',
  'step.check.outcome.damaged':
    'Packet {i} (PSN {psn}) arrives with a good {linkCrc}, written fresh by the last switch, but its ICRC no longer matches: HCA B drops it without a word (only a counter goes up).',
  'step.check.outcome.damagedCable':
    'Packet {i} (PSN {psn}) arrives with neither its {linkCrc} nor its ICRC matching: HCA B drops it at the link layer without a word (only a counter goes up).',
  'step.check.outcome.gap':
    'Packet {i} arrives with PSN {psn} while HCA B expects {expected}: a gap. B drops it and answers once with a PSN sequence error NAK; it drops {dropped} in all until PSN {expected} arrives again (in this model A sends every packet of the message before it goes back; a real requester goes back as soon as the NAK reaches it, so with a long message B may drop fewer).',
  'step.check.outcome.duplicate': {
    one: 'PSN {psn} is older than the {expected} HCA B expects: the packet is a duplicate of one already executed. B acknowledges it but does not write its data again.',
    other:
      'PSN {psn} is older than the {expected} HCA B expects: {n} packets are duplicates of packets already executed. B acknowledges them but does not write their data again.',
  },
  'step.check.outcome.duplicateRead':
    'PSN {psn} is older than the {expected} HCA B expects: a duplicate READ REQUEST. A READ has no side effect, so B serves it again: it re-reads its memory and sends the responses asked for.',
  'step.check.s2':
    'Then the RETH against the MKey: rkey {rkey} must match its key in all 32 bits, the MR must be in the QP’s protection domain and allow REMOTE_WRITE, and the {bytes} from VA {va} must lie inside it.',
  'step.check.reality':
    'These checks are what protect host B. A bad rkey, an address outside the MR or an MR without the right gets a NAK (remote access error, {accessNak}) back to A, and nothing is written. (A QP whose access flags forbid the operation is refused earlier, before its resources and length are checked, with an invalid-request NAK {invalidNak} in soft-RoCE.)',
  'step.check.realityRead':
    'These checks are what protect host B. A bad rkey, an address outside the MR or an MR without the right gets a NAK (remote access error, {accessNak}) back to A, and nothing of B’s memory is read. (A QP whose access flags forbid the operation is refused earlier, before its resources and length are checked, with an invalid-request NAK {invalidNak} in soft-RoCE.)',
  'step.check.realitySend':
    'These checks are what protect host B. A SEND names no address in B’s memory and carries no rkey: it lands only where B’s own receive WQE says. A message longer than that buffer is refused: IBA answers with an invalid-request NAK ({invalidNak}), while soft-RoCE sends a remote operational error NAK ({opNak}) and completes B’s WQE with IBV_WC_LOC_QP_OP_ERR.',
  'step.translate.title': 'HCA {host} translates the address and builds writes',
  'step.translate.s1Empty': 'A zero-length message has nothing to translate and nothing to write.',
  'step.translate.s1':
    'HCA {host} looks up each page of VA {va} in the MKey’s MTT and gets its physical address, then builds {writes} of at most MPS = {mps} B, none crossing a 4 KiB boundary.',
  'step.translate.s1Iommu':
    'HCA {host} looks up each page of VA {va} in the MKey’s MTT and gets its IO virtual address (IOVA), then builds {writes} of at most MPS = {mps} B, none crossing a 4 KiB boundary.',
  'step.translate.s1Gpu':
    'HCA {host} looks up each 64 KiB page of VA {va} in the MKey’s MTT and gets its bus address in GPU {host}’s BAR1, then builds {writes} of at most MPS = {mps} B, none crossing a 4 KiB boundary.',
  'step.translate.writes': { one: '{n} posted Memory Write TLP', other: '{n} posted Memory Write TLPs' },
  'step.translate.reality':
    'There is no separate "DMA controller" on B: HCA B itself is the PCIe bus master that issues these writes. And the MKey and its MTT do not live in the HCA alone: they are in ICM, host RAM the driver gives the firmware (MANAGE_PAGES), cached on chip. When an entry is not cached, HCA B first reads it from B’s memory over PCIe. The HCA keeps its tables in host RAM: the reverse of the misconception.',
  'step.translate.realityA':
    'A READ’s bytes are placed exactly like a WRITE’s, only on the other host: HCA A is the bus master that writes A’s memory, and A’s CPU takes no part until it polls the completion.',
  'step.pcieB.title': 'The writes cross {host}’s PCIe link',
  'step.pcieB.s1Empty': 'Nothing to send: the link stays idle.',
  'step.pcieB.s1': {
    one: '{tlps} travels up {host}’s PCIe link to the root complex.',
    other: '{tlps} travel up {host}’s PCIe link to the root complex.',
  },
  'step.pcieB.s1Iommu': {
    one: '{tlps} travels up {host}’s PCIe link to the root complex, where the IOMMU translates its IOVA to a physical page.',
    other: '{tlps} travel up {host}’s PCIe link to the root complex, where the IOMMU translates each IOVA to a physical page.',
  },
  'step.pcieB.s1Gpu': {
    one: '{tlps} goes from HCA {host} to GPU {host}’s BAR1, {route}.',
    other: '{tlps} go from HCA {host} to GPU {host}’s BAR1, {route}.',
  },
  'step.pcieB.s2': 'They are posted: HCA {host} does not wait for an answer.',
  'step.land.title': 'The data lands in {host}’s pinned pages',
  'step.land.s1Empty': 'A zero-length message changes nothing in {host}’s memory.',
  'step.land.s1':
    'The root complex hands the writes to {host}’s memory system: the {bytes} land in {pages}, contiguous in {host}’s virtual address space, and wherever the OS put each page in physical memory.',
  'step.land.s1Part':
    'The root complex hands the writes to {host}’s memory system: message bytes {from}..{to} ({bytes}) land in {pages}, contiguous in {host}’s virtual address space, and wherever the OS put each page in physical memory.',
  'step.land.s1Gpu':
    'GPU {host} takes the writes at its BAR1 and puts the {bytes} into its memory: {pages}, contiguous in the buffer’s virtual addresses, wherever the GPU driver put each page.',
  'step.land.s1PartGpu':
    'GPU {host} takes the writes at its BAR1 and puts message bytes {from}..{to} ({bytes}) into its memory: {pages}, contiguous in the buffer’s virtual addresses, wherever the GPU driver put each page.',
  'step.land.gpuPages': { one: '{n} pinned 64 KiB GPU page', other: '{n} pinned 64 KiB GPU pages' },
  'step.land.gpuOrder':
    'A CUDA kernel already running on GPU {host} may see these bytes late or out of order: “only CUDA synchronization and work submission APIs provide memory ordering of GPUDirect RDMA operations” (NVIDIA’s GPUDirect RDMA guide). So the consumer’s CPU first learns that the data is all there (from its own completion, or, after a plain WRITE, from a later SEND, WRITE with immediate or flag from the sender), then launches the kernel. A kernel that is already running needs cuFlushGPUDirectRDMAWrites first (a no-op where the GPU orders these writes natively). On Ampere and older GPUs, NCCL instead posts a 1-byte RDMA READ of the buffer (ncclIbIflush); from Hopper on it skips it (ncclTopoNeedFlush).',
  'step.land.ddio':
    'On Intel servers with DDIO, such inbound writes are placed in the last-level cache first rather than straight into DRAM; other platforms differ.',
  'step.land.pages': { one: '{n} pinned page', other: '{n} pinned pages' },
  'step.land.s2': 'Host B’s CPU does nothing: no interrupt, no system call, no copy.',
  'step.land.s2Read': 'Host A’s CPU does nothing here either, and host B’s CPU never took part: B’s HCA read B’s memory on its own.',
  'step.land.realityTold':
    'This time B’s application will be told: once the last packet is placed, HCA B writes a completion into B’s CQ, which B’s CPU polls.',
  'step.land.realityRead':
    'Data placement and completion are separate: A’s application may look at the buffer only after it polls the READ’s completion, which HCA A writes after the last of these writes.',
  'step.land.reality':
    'B’s application only learns the data arrived if it watches the memory (as ib_write_lat polls the last byte) or if A tells it, for example with a later SEND.',
  'step.land.realityEmpty':
    'A zero-length WRITE leaves no trace in B’s memory: B’s application can learn of it only if A tells it, for example with a later SEND.',
  'step.ack.title': 'HCA B acknowledges',
  'step.ack.s1':
    'The last packet asked for an acknowledgement (AckReq). HCA B answers with an ACKNOWLEDGE packet: opcode {opcode}, PSN {psn}, AETH syndrome {syndrome} (ACK) and MSN {msn}, the number of messages B has completed.',
  'step.ack.s2': 'It crosses the fabric back to HCA A.',
  'step.ack.sDup':
    'For each of the {dups} B answers an ACK carrying PSN {psn}, the last it executed, as soft-RoCE does (C9-105); it writes nothing again.',
  'step.ack.lost': 'On its way back the ACK is lost on a link: HCA A never sees it, and its retransmission timer keeps running.',
  'step.ack.realityLost':
    'B did execute the packets: only the news is lost. HCA A cannot tell a lost ACK from a lost packet, so it will resend, and B must recognise the repeats as duplicates.',
  'step.ack.corrupted':
    'On its way back the ACK is damaged: HCA A finds its ICRC wrong and drops it without a word, so its retransmission timer keeps running.',
  'step.ack.coalesce':
    'Here only the last packet asks for an ACK, so one ACK covers the whole message. Real requesters differ: soft-RoCE also asks after more than 64 packets without one, responders may coalesce ACKs, and mlx5’s policy is not public.',
  'step.ack.reality':
    'The ACK tells HCA A that HCA B accepted the packets. It tells no application on B anything: B’s software is still not involved.',
  'step.ack.realityTold':
    'The ACK tells HCA A that HCA B accepted the packets. It tells B’s application nothing: B’s software learns from its own CQE, not from the ACK.',
  'step.cqe.title': 'HCA A writes the completion',
  'step.cqe.s1':
    'On the ACK, HCA A retires the WQE and, because it was signaled, writes a 64-B CQE into the CQ ring in A’s RAM with a posted Memory Write.',
  'step.cqe.reality':
    'The completion is written by DMA like any other data: the HCA does not interrupt the CPU unless the application asked for an event.',
  'step.cqe.unsignaled.title': 'HCA A retires the WQE silently',
  'step.cqe.unsignaled.s1': 'The work request was unsignaled: on the ACK, HCA A retires the WQE and writes no CQE.',
  'step.poll.title': 'A’s CPU polls and sees the owner bit',
  'step.poll.s1':
    'A’s CPU, spinning in ibv_poll_cq on cacheable memory, sees that the CQE’s opcode is valid and its owner bit matches the expected value (0 on the first pass round the ring).',
  'step.poll.s2':
    'It reads the CQE (opcode REQ, QP, WQE counter) and advances the consumer index in the CQ doorbell record. For A, the work request is done.',
  'step.poll.unsignaled.title': 'No completion to poll',
  'step.poll.unsignaled.s1':
    'With no CQE, A’s application learns that this write finished only through a later signaled work request on the same QP.',
  'step.fabric.lost': '{what} (PSN {psn}) is lost on this link: nothing of it reaches HCA {to}, and no one tells HCA {from}.',
  'step.fabric.corrupted':
    'Inside switch {hop}, one bit of {what} (PSN {psn}) flips. If the switch writes a fresh {linkCrc} over the damaged bytes as it sends the packet on, the next link sees nothing wrong: only the end-to-end ICRC can tell.',
  'step.fabric.corruptedCable': 'On the cable, one bit of {what} (PSN {psn}) flips: neither its {linkCrc} nor its ICRC matches any more.',
  'step.fabric.packet': 'packet {i}',
  'step.fabric.response': 'response {i}',
  'step.fabric.request': 'the READ REQUEST',
  'step.nak.nak-psn.title': 'HCA B sends a NAK: PSN sequence error',
  'step.nak.nak-psn.s1':
    'The NAK (AETH syndrome {syndrome}) carries PSN {psn}, the one B still expects. B sends it once, and keeps dropping later packets ({dropped} in all: in this model A sends the whole message before it goes back) until that PSN comes back.',
  'step.nak.nak-psn.s2':
    'On the NAK, HCA A goes back to PSN {psn} and resends everything from packet {i} on: go-back-N. Packets B already executed are not sent again.',
  'step.nak.nak-psn.reality':
    'Reliability lives in the two HCAs: neither CPU knows a packet was lost. The cost is time and a second read of the data, not software.',
  'step.nak.nak-rnr.title': 'HCA B sends an RNR NAK: receiver not ready',
  'step.nak.nak-rnr.s1':
    'The RNR NAK for PSN {psn} carries B’s timer code {code} ({time}) in its AETH syndrome. B does not accept the packets after it.',
  'step.nak.nak-rnr.sPsn':
    'The next packet, which B does not expect yet, draws a second NAK: a PSN sequence error for PSN {psn}, as soft-RoCE sends (its RNR path does not note that it has NAKed). Both name the same PSN.',
  'step.nak.nak-rnr.s2':
    'HCA A will wait that long, then resend from PSN {psn}, the one the NAK names. The RNR retry count (rnr_retry, 7 = forever) bounds how often.',
  'step.nak.nak-rnr.sBefore':
    'In this model A takes the NAK as an acknowledgement of the packets before it. soft-RoCE’s completer does not treat an RNR NAK that way (only a PSN sequence error NAK moves its acknowledged PSN), so when its RNR timer fires it restarts at its first unacknowledged PSN, and B ACKs again the packets it already executed.',
  'step.nak.nak-rnr.reality':
    'RNR is flow control, not an error: a SEND or a WRITE with immediate needs B’s application to have posted a receive in time. Applications post receives ahead of time to avoid it.',
  'step.nak.nak-access.title': 'HCA B sends a NAK: remote access error',
  'step.nak.nak-access.s1':
    'The NAK (AETH syndrome {syndrome}) for PSN {psn} tells HCA A that B refused the request. Nothing was written in B’s memory: soft-RoCE checks the RETH’s whole range at the first packet (whether mlx5 does so up front is not public).',
  'step.nak.nak-access.s1Read':
    'The NAK (AETH syndrome {syndrome}) for PSN {psn} tells HCA A that B refused the READ: B read nothing and returns no data.',
  'step.nak.nak-access.s2':
    'B’s QP is now in the Error state (IBA’s rule for this class of error, and soft-RoCE’s; ConnectX’s is not public): it refuses everything on this connection until it is reset and connected again.',
  'step.nak.nak-access.reality':
    'The checks on the RETH are what keep a remote reader or writer out of memory it was not given: a wrong or stale rkey, an address outside the MR or a missing access right all end here, in HCA B, before any byte of B’s memory is touched.',
  'step.timeout.title': 'A’s retransmission timer expires',
  'step.timeout.s1': 'No ACK or NAK came back: after the local ACK timeout, nominally {unit} × 2^{exp} = {time}, HCA A gives up waiting.',
  'step.timeout.s1Read': 'No response came back: after the local ACK timeout, nominally {unit} × 2^{exp} = {time}, HCA A gives up waiting.',
  'step.timeout.s1ReadLast':
    'The responses stopped before the last one: nothing after the missing one reveals the gap, so after the local ACK timeout, nominally {unit} × 2^{exp} = {time}, HCA A gives up waiting.',
  'step.timeout.s2': 'It goes back to the first PSN not yet acknowledged, {psn} (packet {i}), and sends again from there.',
  'step.timeout.s2Read':
    'It asks again from the first response it did not get: a new READ REQUEST for PSN {psn} (response {i}) and the rest.',
  'step.timeout.reality':
    'The value is nominal. ConnectX adapters may use adaptive retransmission (a randomised, doubling timer), and users have seen retries at 2, 4, 8, 16 ms whatever the attribute: measure on your fabric before relying on it.',
  'step.rnrWait.title': 'A waits the RNR timer',
  'step.rnrWait.s1': 'HCA A waits the time B named in its RNR NAK: timer code {code}, {time}.',
  'step.rnrWait.s2': 'Then it resends from PSN {psn}.',
  'step.rnrWait.reality':
    'The table of RNR timer codes is fixed by InfiniBand: code 12 (perftest’s default) is 0.64 ms, code 0 is 655.36 ms.',
  'step.postRecv.title': 'B posts a receive WQE',
  'step.postRecv.s1':
    'B’s application calls ibv_post_recv: libmlx5 writes a receive WQE (one scatter entry: B’s buffer VA, lkey and length) into B’s receive queue, in B’s own memory.',
  'step.postRecv.s2':
    'Then it stores the new receive counter in the doorbell record. No MMIO: HCA B reads the record when a packet needs a receive WQE.',
  'step.postRecv.late.title': 'B’s application posts a receive, late',
  'step.postRecv.late.s1':
    'While A waits, B’s application calls ibv_post_recv: a receive WQE naming B’s buffer goes into B’s receive queue. (When it does so is up to the application; here it is right away.)',
  'step.recvFetch.title': 'HCA B takes B’s receive WQE',
  'step.recvFetch.s1Send':
    'The first packet of a SEND needs a receive WQE: HCA B reads the next one from B’s receive queue by DMA (MRd, CplD). Its scatter entry decides where the bytes land.',
  'step.recvFetch.s1Imm':
    'The last packet of a WRITE with immediate consumes a receive WQE: HCA B reads it from B’s receive queue by DMA. Its scatter entry is not used: the data goes where the RETH said.',
  'step.recvFetch.s1ImmRefused':
    'The packet is a WRITE with immediate’s last (here its only) one, so it needs a receive WQE: soft-RoCE takes it (check_resource) before it checks the rkey (check_rkey).',
  'step.recvFetch.s2': 'HCA B learns from B’s doorbell record how many receive WQEs are posted.',
  'step.recvFetch.reality':
    'A SEND’s bytes cannot be written before this read ends: the receive WQE says where they go. Whether an HCA prefetches receive WQEs to hide this read is not public; this model does not.',
  'step.recvFetch.realityImm':
    'The FIRST and MIDDLE packets of a WRITE with immediate need no receive WQE: their data goes where the RETH says. The last (or only) packet does: soft-RoCE looks for the WQE before it writes that packet’s data, and answers with an RNR NAK, writing nothing, if there is none. Whether an HCA prefetches receive WQEs to hide this read is not public.',
  'step.recvFetch.realityRefused':
    'The WQE is taken although the write will be refused: B’s application will find it completed with an error, not with the data.',
  'step.readRequest.title': 'HCA A builds the READ REQUEST',
  'step.readRequest.titleAgain': 'HCA A asks again with a new READ REQUEST',
  'step.readRequest.s1':
    'One packet asks for everything: its RETH names {bytes} at B’s VA {va} with rkey {rkey}. It carries no payload: HCA A reads no data from A’s memory to send it.',
  'step.readRequest.s2': {
    one: 'Its PSN is {psn}; the answer will come as 1 response with that PSN.',
    other: 'Its PSN is {psn}; the answer will come as {n} responses, one PSN each, which is why a READ uses up as many PSNs as responses.',
  },
  'step.readRequest.reality':
    'A READ is a request and an answer: the data crosses the fabric once, but the request must reach B first. That is why a READ’s latency is a round trip, and why ib_read_lat reports the full round trip rather than half of it.',
  'step.readRequest.send': 'HCA A puts the single request packet on its link.',
  'step.readMemory.title': 'HCA B reads B’s memory by DMA',
  'step.readMemory.s1':
    'HCA B translates B’s VA through the MKey’s MTT and reads the {bytes}: {reads} of at most MRRS = {mrrs} B, answered by {cpls} of at most MPS = {mps} B.',
  'step.readMemory.reality':
    'B’s CPU takes no part: HCA B reads B’s memory as HCA A reads A’s for a WRITE. B’s application is never told that its memory was read.',
  'step.responseCheck.title': 'HCA A checks the responses',
  'step.responseCheck.s1': 'HCA A checks each response like B checks requests: {linkCrc}, ICRC, its QP, and the PSN it expects next.',
  'step.responseCheck.ok': {
    one: 'The response arrives: HCA A writes its data into A’s buffer.',
    other: 'All {n} responses arrive in order: HCA A writes their data into A’s buffer.',
  },
  'step.responseCheck.gap':
    'Response {i} (PSN {psn}) {fate}: at the next one HCA A sees the gap and drops {dropped}. In this model it asks again at once, from PSN {psn}, with a new READ REQUEST; soft-RoCE instead ignores the later responses and waits for its retransmission timer.',
  'step.responseCheck.lastMissing': 'Response {i} (PSN {psn}) {fate}, and nothing follows it to reveal the gap: HCA A waits for its timer.',
  'step.responseCheck.fate.lost': 'never arrives',
  'step.responseCheck.fate.corrupted': 'arrives damaged and HCA A drops it (its ICRC fails)',
  'step.cqe.s1Read':
    'After the last response is placed, HCA A retires the WQE and writes a 64-B CQE into the CQ ring in A’s RAM, after the data: PCIe keeps posted writes in order.',
  'step.cqe.error.title': 'HCA A writes an error completion',
  'step.cqe.error.s1':
    'On the NAK, HCA A writes an error CQE (opcode {opcode}, REQ_ERR) with syndrome {syndrome}, remote access error; libmlx5 turns it into {status}. Errors always complete, signaled or not.',
  'step.cqe.error.s2': 'A’s QP moves to the Error state too: every work request still queued on it completes with IBV_WC_WR_FLUSH_ERR.',
  'step.cqe.error.reality':
    'A learns that B refused the request, not which check failed: IBA’s NAK codes do not tell a bad rkey from a bad range or a missing right (all {accessNak}). B may see an asynchronous QP access error and its error counters.',
  'step.poll.error.title': 'A’s CPU polls and sees the error',
  'step.poll.error.s1':
    'ibv_poll_cq returns a work completion with status {status}. The application must reset and reconnect the QP before it can send again.',
  'step.poll.s2Read':
    'It reads the CQE (opcode REQ, send opcode RDMA_READ, byte count) and advances the consumer index. Only now may the application use the bytes in its buffer.',
  'step.cqeB.title': 'HCA B writes a completion on B',
  'step.cqeB.s1Send': 'With the SEND’s last packet placed, HCA B writes a 64-B CQE into B’s CQ: opcode RESP_SEND and the byte count.',
  'step.cqeB.s1Imm':
    'With the last packet placed, HCA B writes a 64-B CQE into B’s CQ: opcode RESP_WR_IMM, the byte count and the 32-bit immediate.',
  'step.cqeB.s2': 'It goes after the data on B’s PCIe link, so B’s CPU that sees the CQE also sees the data.',
  'step.cqeB.reality':
    'This is the difference from a plain WRITE: B’s software is told, at the cost of a receive WQE on B and a CQE write.',
  'step.cqeB.flush.title': 'B’s posted receive is flushed',
  'step.cqeB.flush.s1':
    'B’s QP went to the Error state, and no packet had taken the receive WQE B posted: HCA B completes it with an error CQE (opcode {opcode}, RESP_ERR, syndrome {syndrome}: flushed), as IBA’s flush rule and soft-RoCE do.',
  'step.cqeB.error.title': 'B’s receive WQE completes with an error',
  'step.cqeB.error.s1':
    'The refused packet had taken B’s receive WQE, so HCA B completes that WQE with an error, not a flush. In this model the CQE uses opcode {opcode} (RESP_ERR) with syndrome {syndrome}, which libmlx5 reports as {status}: the status the verbs documentation gives for a protection error on a local buffer during a WRITE with immediate at the responder. What a ConnectX HCA actually writes here is not public; soft-RoCE reports IBV_WC_REM_ACCESS_ERR.',
  'step.pollB.title': 'B’s CPU polls and is told',
  'step.pollB.s1Send':
    'B’s CPU, polling its CQ, sees a completion: IBV_WC_RECV, with the byte count. The data is in the buffer its receive WQE named.',
  'step.pollB.s1Imm': 'B’s CPU, polling its CQ, sees IBV_WC_RECV_RDMA_WITH_IMM with the immediate: it now knows the write has landed.',
  'step.pollB.s2': 'This is the third clock for “done”: B’s CPU learning of the transfer, after the bytes were placed.',
  'step.pollB.flush.title': 'B’s CPU sees the flush',
  'step.pollB.flush.s1': 'ibv_poll_cq on B returns IBV_WC_WR_FLUSH_ERR: B learns that its connection broke, not what A tried to write.',
  'step.pollB.error.title': 'B’s CPU sees the error',
  'step.pollB.error.s1':
    'ibv_poll_cq on B returns {status} for its receive (libmlx5’s status for this model’s CQE; soft-RoCE returns IBV_WC_REM_ACCESS_ERR). B gets no data and no immediate, and learns only that the receive it posted ended in error: an error completion’s valid fields are wr_id, status, qp_num and vendor_err, not its opcode.',
  'step.caption.regMr': 'ibv_reg_mr: pin pages, fill the MTT',
  'step.aside.done.title': 'What a completion means, and what it does not',
  'step.aside.done.accepted':
    'The ACK, and the CQE it triggers on A, mean that HCA B accepted the data: not that B’s application can see it yet, nor that it is durable.',
  'step.aside.done.told':
    'B’s software learns of the write only if it polls the memory, or if A uses RDMA WRITE with immediate (a completion on B) or sends a message afterwards.',
  'step.aside.done.order':
    'Polling the last byte (as ib_write_lat does) relies on the order in which the data is placed. For a multi-packet write, or with PCIe relaxed ordering, the last byte may land before earlier ones; ibv_query_qp_data_in_order() says whether the provider guarantees the order.',
  'step.aside.done.durable': 'Durability needs more: an RDMA FLUSH (InfiniBand 1.5), or the classic RDMA READ after the write.',
  'step.caption.createQp': 'create the CQs and QPs',
  'step.caption.connect': 'connect the QPs: INIT, RTR, RTS',
  'step.caption.exchange': 'VA {va}, rkey {rkey}',
  'step.caption.exchangeSend': 'LID, QPN {qpn}, PSN',
  'step.caption.misconceptionMap': 'CPU → BAR0 → B’s RAM?',
} as const;
