/** The text of every step of the real trace: titles, what happens, what really happens. */
export const STEPS = {
  'step.regMrB.title': 'B registers its buffer (ibv_reg_mr)',
  'step.regMrB.s1':
    'Before any transfer, host B’s application calls ibv_reg_mr on the buffer it will expose, asking for REMOTE_WRITE access.',
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
  'step.regMrB.s3':
    'The key that comes back is {rkey}: MKey index {index} shifted left 8, plus the variant byte {variant}. On mlx5 the lkey and the rkey are the same number.',
  'step.regMrB.reality':
    'Registration is the slow path: system calls, page pinning and a firmware command, done once. Nothing on the fast path below enters the kernel, on either host.',
  'step.regMrA.title': 'A registers its source buffer',
  'step.regMrA.s1': 'Host A registers the buffer it will send from (VA {va}), so that HCA A may read it by DMA.',
  'step.regMrA.s2': 'Its pages are pinned and listed in HCA A’s MTT too; the lkey is {lkey}.',
  'step.createQp.title': 'Each side creates its queues',
  'step.createQp.s1':
    'Each application creates a completion queue and a reliable-connected QP: {qpnA} on A, {qpnB} on B. A new QP is in the RESET state: it can neither send nor receive yet.',
  'step.createQp.s2': 'libmlx5 puts the send queue ring, the CQ ring and the doorbell records in ordinary host RAM.',
  'step.createQp.s3':
    'On current rdma-core and kernels, ibv_create_qp also gives the QP its doorbell and BlueFlame register: a 4 KiB UAR page of the HCA’s BAR0, mmapped into the process write-combining (older stacks mapped several UAR pages at ibv_open_device).',
  'step.exchange.title': 'The two sides exchange their numbers out of band',
  'step.exchange.s1':
    'Over an ordinary socket (perftest uses TCP), B sends A its LID {lidB}, its QPN {qpnB}, the PSN it will expect first ({psn}), the buffer’s virtual address {va} and its rkey {rkey}.',
  'step.exchange.s2':
    'A sends B its own LID {lidA}, QPN {qpnA} and starting PSN. Neither QP can be connected before this: moving it to RTR needs the peer’s LID, QPN and PSN.',
  'step.exchange.s3': 'A now holds two numbers it will put into a packet header: B’s VA and rkey. That is all A knows about B’s memory.',
  'step.exchange.reality':
    'Nothing maps B’s memory into A’s address space. The remote address is just data: it travels inside the WQE and the packet, and B’s HCA checks it on arrival.',
  'step.connect.title': 'The QPs are connected',
  'step.connect.s1':
    'ibv_modify_qp takes each QP from RESET to INIT (its access flags: B’s QP allows remote writes), to RTR with the peer’s LID, QPN and the PSN to expect ({psn} on B), and to RTS with its own send PSN, timeout and retry counts.',
  'step.connect.s2':
    'From now on the two QPs form one reliable connection: every packet between them is checked for order and acknowledged.',
  'step.connect.reality':
    'Connecting writes QP contexts on each HCA through the kernel and firmware; no packet of the write has moved yet.',
  'step.wqe.title': 'A builds the work request in its own RAM',
  'step.wqe.s1': {
    one: 'A’s application calls ibv_post_send. libmlx5 writes a {bytes}-B WQE into the next {n} 64-B basic block of the send queue ring, in A’s own memory.',
    other:
      'A’s application calls ibv_post_send. libmlx5 writes a {bytes}-B WQE into the next {n} 64-B basic blocks of the send queue ring, in A’s own memory.',
  },
  'step.wqe.s2Inline':
    'Control segment, remote-address segment (B’s VA and rkey), then an inline segment holding the {bytes} of payload themselves.',
  'step.wqe.s2Empty': 'Control segment and remote-address segment (B’s VA and rkey); a zero-length write has no data segment.',
  'step.wqe.s2Sge': 'Control segment, remote-address segment (B’s VA and rkey) and a data segment (A’s buffer address, lkey and length).',
  'step.wqe.reality':
    'These are ordinary stores into cacheable memory: nothing crosses PCIe yet. The WQE opcode 0x08 is mlx5’s own code for RDMA WRITE; the opcode on the wire is a different number.',
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
    'The CPU copies the {bytes}-B WQE into a BlueFlame buffer of the UAR page in HCA A’s BAR0 ({addr}): {stores} write-combining 8-B stores in {chunks}, then a store fence (sfence) flushes them.',
  'step.mmio.chunks': { one: '{n} 64-B chunk', other: '{n} 64-B chunks' },
  'step.mmio.bf.s2Inline': 'With the payload inline, the HCA needs no DMA read at all: everything it needs arrived through the BAR.',
  'step.mmio.bf.s2':
    'libmlx5 does this by default when one work request is posted and its WQE fits half a BlueFlame register: it saves HCA A one DMA read of the WQE. The payload is still read by DMA.',
  'step.mmio.bf.realityInline':
    'Here the payload really does travel through the BAR, but into HCA A’s on-chip buffer, not into host B’s memory.',
  'step.mmio.bf.reality':
    'Even here the CPU writes into the local HCA’s buffer, not into host B: the payload stays in A’s RAM until the HCA reads it.',
  'step.tlp.title': 'The root complex sends a Memory Write TLP to HCA A',
  'step.tlp.s1':
    'The store leaves the core as a posted write. The root complex sees that {addr} lies in HCA A’s BAR0 and sends a Memory Write TLP down the link: {dw}-DW header ({where}) and {bytes} of data.',
  'step.tlp.below4G': 'address below 4 GiB',
  'step.tlp.above4G': 'address above 4 GiB',
  'step.tlp.s2': 'Posted means no completion comes back: the CPU moves on at once.',
  'step.tlp.s1Bf':
    'Each 64-B write-combining buffer leaves the core as one posted write. The root complex sees that {addr} lies in HCA A’s BAR0 and sends {tlps} down the link, in address order: {dw}-DW header ({where}) and at most 64 bytes of data each, {bytes} in all.',
  'step.tlp.count': { one: '{n} Memory Write TLP', other: '{n} Memory Write TLPs' },
  'step.tlp.s2Bf':
    'Posted means no completion comes back: the CPU moves on at once. x86 does not promise that a 64-B chunk leaves as a single TLP: the root complex may still split it into smaller writes.',
  'step.aside.paths.title': 'Doorbell, BlueFlame or inline: who decides',
  'step.aside.paths.bf':
    'BlueFlame (the default): one work request per ibv_post_send, a WQE no larger than half the BlueFlame register (its size is a device capability; the simulator assumes 512 B, so 256 B), and prefer_bf on (MLX5_POST_SEND_PREFER_BF, on unless set to 0). The CPU copies the WQE in 64-B chunks; the payload is still read by DMA.',
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
  'step.wqeFetch.reality': 'HCA A is the PCIe bus master here: it reads host memory itself, and the CPU plays no part.',
  'step.payloadFetch.title': 'HCA A reads the payload by DMA',
  'step.payloadFetch.s1':
    'HCA A checks the lkey, translates A’s buffer address through its MTT, and reads the {bytes}: {reads} of at most MRRS = {mrrs} B, answered here by {cpls} of at most MPS = {mps} B.',
  'step.payloadFetch.s2':
    'Reads are cut at packet boundaries and never cross a 4 KiB page. How the answer is split is the root complex’s choice (completions of at most MPS, on 64- or 128-B Read Completion Boundaries), so real counts are platform-dependent: many root complexes return smaller completions than this.',
  'step.payloadFetch.reality':
    'This is the only time the payload crosses host A’s memory bus, and it is the HCA, not the CPU, that moves it.',
  'step.segment.title': 'HCA A stages the data and cuts it into packets',
  'step.segment.s1One': 'The whole message fits in one packet (path MTU {mtu} B): RDMA WRITE ONLY, with the RETH (B’s VA, rkey, length).',
  'step.segment.s1Two': 'HCA A cuts the message at the path MTU ({mtu} B) into {packets}: FIRST (with the RETH), LAST.',
  'step.segment.s1Many': 'HCA A cuts the message at the path MTU ({mtu} B) into {packets}: FIRST (with the RETH), {middles}, LAST.',
  'step.segment.middles': { one: '{n} MIDDLE', other: '{n} MIDDLEs' },
  'step.segment.s2':
    'Each gets an LRH (to LID {lid}), a BTH (QP {qpn}, PSN from {psn}), the payload padded to 4 bytes, the ICRC and the VCRC.',
  'step.segment.reality':
    'The data sits in the HCA’s on-chip SRAM for a moment. This is not a copy in the zero-copy sense: no CPU cycles and no host memory bandwidth are spent, and every NIC and switch buffers bits in flight.',
  'step.transmit.title': 'HCA A puts the packets on the wire',
  'step.transmit.s1': 'HCA A serialises {packets} ({bytes} on the wire) onto its port at {rate}: about {ns} ns per packet.',
  'step.transmit.s1Full': 'HCA A serialises {packets} ({bytes} on the wire) onto its port at {rate}: about {ns} ns per full packet.',
  'step.transmit.s2Many': 'Reading, building and sending overlap: while one packet is on the wire, the next is being read and built.',
  'step.transmit.s2One': 'The packet goes out as a stream of bits; the first bits reach the next hop before the last ones leave.',
  'step.transmit.rate': '{speed} {width}x ({gbps} Gb/s)',
  'step.switch.title': 'Switch {hop} forwards by DLID',
  'step.switch.s1':
    'Switch {hop} looks up DLID {lid} in its forwarding table and sends each packet out of the port towards B, cut-through: it starts forwarding before the packet has fully arrived.',
  'step.switch.s2':
    'It recomputes the VCRC for the next link. The ICRC covers only what no switch may change, so it travels untouched from HCA A to HCA B.',
  'step.cable.title': 'The cable from A to B',
  'step.cable.s1': 'Port A is cabled straight to port B: each packet takes about {ns} ns to propagate.',
  'step.cable.s2': 'With no switch in between, the VCRC computed by HCA A is the one HCA B checks.',
  'step.check.title': 'HCA B checks every packet',
  'step.check.s1':
    'HCA B checks the VCRC and the ICRC, then the LRH and BTH: the sender is its QP’s peer, the QP exists and is connected, the expected PSN and a legal opcode sequence, and that the QP accepts remote writes at all.',
  'step.check.order':
    'The table follows soft-RoCE’s (rxe) order; mlx5’s is not public and may differ. Every packet is checked; the table shows the first, which carries the RETH.',
  'step.check.s2Empty': 'A zero-length write skips the rkey check: there is nothing to write.',
  'step.check.s2':
    'Then the RETH against the MKey: rkey {rkey} matches in all 32 bits, same protection domain as the QP, REMOTE_WRITE allowed, and the {bytes} from VA {va} lie inside the MR.',
  'step.check.reality':
    'These checks are what protect host B. A bad rkey or address gets a NAK (remote access error) back to A, and nothing is written.',
  'step.translate.title': 'HCA B translates the address and builds writes',
  'step.translate.s1Empty': 'A zero-length write has nothing to translate and nothing to write.',
  'step.translate.s1':
    'HCA B looks up each page of VA {va} in the MKey’s MTT and gets its physical address, then builds {writes} of at most MPS = {mps} B, none crossing a 4 KiB boundary.',
  'step.translate.s1Iommu':
    'HCA B looks up each page of VA {va} in the MKey’s MTT and gets its IO virtual address (IOVA), then builds {writes} of at most MPS = {mps} B, none crossing a 4 KiB boundary.',
  'step.translate.writes': { one: '{n} posted Memory Write TLP', other: '{n} posted Memory Write TLPs' },
  'step.translate.reality':
    'There is no separate "DMA controller" on B: HCA B itself is the PCIe bus master that issues these writes. And the MKey and its MTT do not live in the HCA alone: they are in ICM, host RAM the driver gives the firmware (MANAGE_PAGES), cached on chip. When an entry is not cached, HCA B first reads it from B’s memory over PCIe. The HCA keeps its tables in host RAM: the reverse of the misconception.',
  'step.pcieB.title': 'The writes cross B’s PCIe link',
  'step.pcieB.s1Empty': 'Nothing to send: the link stays idle.',
  'step.pcieB.s1': '{tlps} travel up B’s PCIe link to the root complex.',
  'step.pcieB.s1Iommu': '{tlps} travel up B’s PCIe link to the root complex, where the IOMMU translates each IOVA to a physical page.',
  'step.pcieB.s2': 'They are posted: HCA B does not wait for an answer.',
  'step.land.title': 'The data lands in B’s pinned pages',
  'step.land.s1Empty': 'A zero-length write changes nothing in B’s memory.',
  'step.land.s1':
    'The root complex hands the writes to B’s memory system: the {bytes} land in {pages}, contiguous in B’s virtual address space, scattered in physical memory.',
  'step.land.ddio':
    'On Intel servers with DDIO, such inbound writes are placed in the last-level cache first rather than straight into DRAM; other platforms differ.',
  'step.land.pages': { one: '{n} pinned page', other: '{n} pinned pages' },
  'step.land.s2': 'Host B’s CPU does nothing: no interrupt, no system call, no copy.',
  'step.land.reality':
    'B’s application only learns the data arrived if it watches the memory (as ib_write_lat polls the last byte) or if A tells it, for example with a later SEND.',
  'step.ack.title': 'HCA B acknowledges',
  'step.ack.s1':
    'The last packet asked for an acknowledgement (AckReq). HCA B answers with an ACKNOWLEDGE packet: opcode 0x11, PSN {psn}, AETH syndrome 0x1F (ACK) and MSN 1.',
  'step.ack.s2': 'It crosses the fabric back to HCA A.',
  'step.ack.coalesce':
    'Here only the last packet asks for an ACK, so one ACK covers the whole message. Real requesters differ: soft-RoCE also asks at least every 64 packets, responders may coalesce ACKs, and mlx5’s policy is not public.',
  'step.ack.reality':
    'The ACK tells HCA A that HCA B accepted the packets. It tells no application on B anything: B’s software is still not involved.',
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
    'It reads the CQE (opcode REQ, QP, WQE counter) and advances the consumer index in the CQ doorbell record. The write is done.',
  'step.poll.unsignaled.title': 'No completion to poll',
  'step.poll.unsignaled.s1':
    'With no CQE, A’s application learns that this write finished only through a later signaled work request on the same QP.',
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
  'step.caption.mythMap': 'CPU → BAR0 → B’s RAM?',
} as const;
