/**
 * The glossary: every acronym and abbreviation the app's text uses, with what it stands for (`glossary.term.X`)
 * and one sentence on what it is here (`glossary.def.X`). A term in the step text links to its entry; the
 * Glossary panel lists them all. tests/unit/i18n/acronymGlossary.test.ts fails when the catalogue uses an
 * acronym this file does not explain. Sorted by term, case-insensitively.
 */
export const GLOSSARY = {
  'glossary.term.ACK': 'Acknowledge',
  'glossary.def.ACK': 'The responder’s positive acknowledgement: an ACKNOWLEDGE packet whose AETH says every packet up to its PSN arrived.',
  'glossary.term.AER': 'Advanced Error Reporting',
  'glossary.def.AER':
    'A PCIe capability that logs and reports errors such as a Completion Timeout; in the misconception, a load through the imagined window that times out, and so returns all-ones, is reported there.',
  'glossary.term.AETH': 'ACK Extended Transport Header',
  'glossary.def.AETH':
    'The 4-byte header after the BTH of an ACKNOWLEDGE packet and of some READ responses: a syndrome (an ACK with its credit code, an RNR NAK with its timer, or a NAK with its code) and the MSN.',
  'glossary.term.API': 'Application Programming Interface',
  'glossary.def.API':
    'The functions and types a library offers to programs; the verbs API (libibverbs) is how the program here drives the HCA.',
  'glossary.term.ATC': 'USENIX Annual Technical Conference',
  'glossary.def.ATC':
    'A USENIX conference; ATC’16 published the RDMA design-guidelines study whose benchmark code (rdma_bench) is cited here.',
  'glossary.term.ATS': 'Address Translation Services',
  'glossary.def.ATS':
    'A PCIe mechanism by which a device asks the IOMMU for translations and sends already-translated addresses; unused here.',
  'glossary.term.BAR': 'Base Address Register',
  'glossary.def.BAR':
    'A PCIe configuration register that places one of a device’s windows (also called a BAR) in the host’s physical address space; BAR0 of an HCA holds its registers, doorbell and BlueFlame pages, never another host’s memory.',
  'glossary.term.BECN': 'Backward Explicit Congestion Notification',
  'glossary.def.BECN':
    'A BTH bit that tells a sender to slow down: the receiver of a packet marked with FECN sends it back, for example in a CNP.',
  'glossary.term.BF': 'BlueFlame',
  'glossary.def.BF':
    'Short for BlueFlame in mlx5 names (bf): the write-combining (WC) buffer in a UAR page into which the CPU copies a whole WQE.',
  'glossary.term.BTH': 'Base Transport Header',
  'glossary.def.BTH':
    'The 12-byte header every InfiniBand transport packet carries: opcode, destination QP, PSN and the AckReq bit, among others.',
  'glossary.term.BW': 'Bandwidth',
  'glossary.def.BW': 'The data rate a link or device sustains; pcie-bench labels its measured PCIe DMA rates so.',
  'glossary.term.CA': 'Completer Abort',
  'glossary.def.CA':
    'A PCIe completion status: the completer could not carry out a request it should have handled, so the read gets no data.',
  'glossary.term.CE': 'Congestion Experienced',
  'glossary.def.CE': 'The ECN codepoint a congested router or switch sets in an ECN-capable packet instead of dropping it (RFC 3168).',
  'glossary.term.CNP': 'Congestion Notification Packet',
  'glossary.def.CNP':
    'The packet a receiver sends back when packets arrive marked as congested (FECN in InfiniBand, CE in RoCEv2), asking their sender to slow down.',
  'glossary.term.CplD': 'Completion with Data',
  'glossary.def.CplD':
    'The PCIe TLP that answers a memory read: it carries the requested bytes back to the requester, routed by its Requester ID.',
  'glossary.term.CPU': 'Central Processing Unit',
  'glossary.def.CPU': 'The host’s processor: here it builds the WQE, rings the doorbell and polls the CQ; the HCAs move the data.',
  'glossary.term.CQ': 'Completion Queue',
  'glossary.def.CQ':
    'A ring in host memory into which the HCA writes a CQE for each finished work request it reports; the program polls it.',
  'glossary.term.CQE': 'Completion Queue Entry',
  'glossary.def.CQE':
    'A 64-byte record the HCA writes into a CQ by DMA when a receive or a signaled send completes, or any work request fails: QP, WQE, opcode, status.',
  'glossary.term.CRC': 'Cyclic Redundancy Check',
  'glossary.def.CRC':
    'A check value computed by polynomial division that detects corrupted bits; IB packets carry an ICRC and a VCRC, PCIe TLPs an LCRC.',
  'glossary.term.CRS': 'Configuration Request Retry Status',
  'glossary.def.CRS':
    'The PCIe completion status a device returns to a configuration request while it is not yet ready, asking for a retry.',
  'glossary.term.CXL': 'Compute Express Link',
  'glossary.def.CXL':
    'A cache-coherent interconnect on the PCIe physical layer; its CXL.mem protocol lets a host load and store memory on attached devices.',
  'glossary.term.DB': 'Doorbell',
  'glossary.def.DB':
    'Short for doorbell in mlx5 names (db, dbrec): a DB record is a counter in host memory telling the HCA how far software has filled, or consumed, a queue.',
  'glossary.term.DC': 'Dynamically Connected',
  'glossary.def.DC':
    'An mlx5 transport in which one initiator QP (a DCI) reaches many target QPs, connecting to each on demand; RC QPs leave DC fields 0.',
  'glossary.term.DCI': 'DC Initiator',
  'glossary.def.DCI': 'The sending side of DC transport: a QP that can address a different DC target in each work request.',
  'glossary.term.DCQCN': 'Data Center Quantized Congestion Notification',
  'glossary.def.DCQCN':
    'The congestion control of RoCEv2 cards such as ConnectX: switches mark ECN-capable packets CE, the receiving card answers with CNPs, and the sending card lowers its rate.',
  'glossary.term.DDIO': 'Data Direct I/O',
  'glossary.def.DDIO':
    'Intel’s technology that places inbound PCIe writes, such as the HCA’s DMA writes, in the last-level cache (LLC) rather than straight in DRAM.',
  'glossary.term.DF': 'Don’t Fragment',
  'glossary.def.DF':
    'An IPv4 header flag, next to MF: when set, a router drops a packet too big for the next link instead of splitting it.',
  'glossary.term.DGID': 'Destination Global Identifier',
  'glossary.def.DGID': 'The GRH field naming the receiving port by its 128-bit GID; needed when a packet crosses subnets.',
  'glossary.term.DLID': 'Destination Local Identifier',
  'glossary.def.DLID': 'The LRH field naming the receiving port by its 16-bit LID; switches forward the packet on it.',
  'glossary.term.DLL': 'Data Link Layer',
  'glossary.def.DLL':
    'The PCIe layer below the transaction layer: it adds a sequence number and an LCRC to each TLP and replays those the other end did not acknowledge.',
  'glossary.term.DLLP': 'Data Link Layer Packet',
  'glossary.def.DLLP':
    'A small PCIe packet that stays on one link, such as an Ack, a Nak or a flow-control update; it carries no data for software.',
  'glossary.term.DMA': 'Direct Memory Access',
  'glossary.def.DMA':
    'A device reading or writing host memory itself, without the CPU: the HCA fetches WQEs and payload and writes data and CQEs this way.',
  'glossary.term.DRAM': 'Dynamic Random-Access Memory',
  'glossary.def.DRAM': 'A host’s main memory, where the buffers, queues and CQs of this transfer live.',
  'glossary.term.DS': 'Data Segment (16-byte unit)',
  'glossary.def.DS':
    'mlx5’s unit of WQE size, 16 bytes (one data segment): the control segment’s ds field counts the WQE’s length in these units.',
  'glossary.term.DSCP': 'Differentiated Services Codepoint',
  'glossary.def.DSCP':
    'The upper six bits of the IPv4 TOS or IPv6 Traffic Class byte, which select the forwarding treatment routers and switches give the packet, such as its queue (RFC 2474).',
  'glossary.term.DW': 'Doubleword',
  'glossary.def.DW':
    'PCIe’s 4-byte unit: TLP lengths are counted in DWs, and addresses are DW-aligned, with byte enables marking the bytes used in the first and last DW.',
  'glossary.term.ECN': 'Explicit Congestion Notification',
  'glossary.def.ECN':
    'Two IP header bits with which a router or switch marks congestion (CE) instead of dropping the packet; RoCEv2 congestion control relies on them (RFC 3168).',
  'glossary.term.ECRC': 'End-to-end CRC',
  'glossary.def.ECRC':
    'An optional 32-bit CRC (the TLP digest) a TLP may carry after its payload; it only detects corruption, and is absent here.',
  'glossary.term.EDR': 'Enhanced Data Rate',
  'glossary.def.EDR': 'An InfiniBand link speed of about 25 Gb/s of data per lane, so 100 Gb/s on a 4x link.',
  'glossary.term.ERF': 'Extensible Record Format',
  'glossary.def.ERF':
    'Endace’s capture record format; the pcap export wraps each InfiniBand packet in an ERF record so that Wireshark can read it.',
  'glossary.term.FCS': 'Frame Check Sequence',
  'glossary.def.FCS':
    'The CRC-32 at the end of an Ethernet frame, checked on every link and recomputed wherever the frame is changed, like the VCRC in InfiniBand.',
  'glossary.term.FECN': 'Forward Explicit Congestion Notification',
  'glossary.def.FECN': 'A BTH bit a congested switch sets in a packet on its way to the receiver, which then returns BECN to the sender.',
  'glossary.term.FIFO': 'First In, First Out',
  'glossary.def.FIFO':
    'A buffer that hands bytes on in the order they came: a NIC’s on-chip FIFO holds a frame on its way to or from the wire.',
  'glossary.term.FPGA': 'Field-Programmable Gate Array',
  'glossary.def.FPGA':
    'A chip whose logic is configured after manufacture; open PCIe cores for FPGAs, such as the one cited here, document TLP layouts.',
  'glossary.term.GID': 'Global Identifier',
  'glossary.def.GID':
    'A port’s 128-bit address, shaped like an IPv6 address; RoCEv2 derives it from the IP address, and the GRH carries it across subnets.',
  'glossary.term.GPU': 'Graphics Processing Unit',
  'glossary.def.GPU': 'A graphics and compute accelerator on PCIe; with GPUDirect RDMA an HCA writes GPU memory through the GPU’s BAR.',
  'glossary.term.GRH': 'Global Route Header',
  'glossary.def.GRH':
    'The 40-byte header after the LRH with source and destination GIDs, needed to cross subnets; laid out like an IPv6 header.',
  'glossary.term.GSI': 'General Services Interface',
  'glossary.def.GSI': 'InfiniBand’s interface for general management such as connection management, served by QP1 on each port.',
  'glossary.term.HCA': 'Host Channel Adapter',
  'glossary.def.HCA': 'InfiniBand’s name for the network card: it reads and writes host memory by DMA and sends and receives the packets.',
  'glossary.term.HDM': 'Host-managed Device Memory',
  'glossary.def.HDM':
    'Memory on a CXL device that the host maps, through HDM decoders, into its physical address space and uses as ordinary memory.',
  'glossary.term.IB': 'InfiniBand',
  'glossary.def.IB': 'Short for InfiniBand, the switched network and transport that connects the two HCAs in this app’s default scenario.',
  'glossary.term.IBA': 'InfiniBand Architecture',
  'glossary.def.IBA':
    'The architecture the InfiniBand specification defines; an “IBA transport header” is a BTH and the headers that follow it.',
  'glossary.term.ICM': 'Interconnect Context Memory (InfiniHost Context Memory in older Mellanox drivers)',
  'glossary.def.ICM':
    'Host memory the driver hands to the HCA’s firmware for its tables, such as MKeys and MTTs, which the HCA caches on chip.',
  'glossary.term.ICRC': 'Invariant CRC',
  'glossary.def.ICRC':
    'A 32-bit CRC over the fields no switch or router changes, checked only by the receiving HCA, so it protects the packet end to end.',
  'glossary.term.ID': 'Identifier',
  'glossary.def.ID':
    'A number that names something; a PCIe Requester ID (bus, device, function) tells the completer where to send the completion.',
  'glossary.term.IDO': 'ID-Based Ordering',
  'glossary.def.IDO': 'A TLP attribute bit that lets TLPs from different requesters pass one another; off here.',
  'glossary.term.IMM': 'Immediate data',
  'glossary.def.IMM':
    'Short for immediate data: 4 bytes that a SEND or RDMA WRITE with immediate carries in its ImmDt header into the responder’s CQE.',
  'glossary.term.IO': 'Input/Output',
  'glossary.def.IO':
    'Data moving between a computer and its devices; an IO virtual address (IOVA) is the address a device uses behind an IOMMU.',
  'glossary.term.ACS': 'Access Control Services',
  'glossary.def.ACS':
    'A set of PCIe controls in switch ports, root ports and multi-function devices; its P2P redirect bits send peer-to-peer requests and completions up to the root complex (for the IOMMU to check) instead of letting the switch route them directly. Firmware and the kernel set them (Linux does when an IOMMU is in use).',
  'glossary.term.CUDA': 'originally Compute Unified Device Architecture',
  'glossary.def.CUDA':
    'NVIDIA’s platform for programming its GPUs: its driver and runtime APIs (cudaMalloc…) allocate GPU memory and launch kernels.',
  'glossary.term.NCCL': 'NVIDIA Collective Communications Library',
  'glossary.def.NCCL':
    'NVIDIA’s library of collectives between GPUs (all-reduce, all-to-all…): NVLink or PCIe inside a node, InfiniBand, RoCE or TCP between nodes, with GPUDirect RDMA where the topology allows it.',
  'glossary.term.UVA': 'Unified Virtual Addressing',
  'glossary.def.UVA':
    'CUDA’s single virtual address space for the host and the GPUs: host and device allocations never overlap, so a pointer’s value says which memory it names (cudaPointerGetAttributes); the CPU still cannot load from a cudaMalloc pointer.',
  'glossary.term.IBGDA': 'InfiniBand GPUDirect Async',
  'glossary.def.IBGDA':
    'GPU-initiated communication in NVSHMEM: a GPU thread writes the WQE and the doorbell record, with the queues (by default) in GPU memory; by default the GPU also rings the HCA’s doorbell itself, so no CPU takes part in posting (NVSHMEM can fall back to a CPU proxy that rings it).',
  'glossary.term.DBR': 'Doorbell Record',
  'glossary.def.DBR':
    'A few bytes in memory where the driver (or a GPU thread, with IBGDA) writes a queue’s producer or consumer counter, for the HCA to read by DMA.',
  'glossary.term.P2P': 'Peer-to-Peer',
  'glossary.def.P2P':
    'Between two PCIe devices directly (an HCA and a GPU), with TLPs addressed to the other device’s BAR rather than to host memory; with GPUDirect RDMA, the HCA’s DMA into a GPU’s BAR1.',
  'glossary.term.IOMMU': 'I/O Memory Management Unit',
  'glossary.def.IOMMU':
    'The unit at the root complex that translates device addresses (IOVAs) to physical addresses and blocks accesses the OS did not map.',
  'glossary.term.IOVA': 'I/O Virtual Address',
  'glossary.def.IOVA':
    'An address in a device’s DMA address space; with an IOMMU on, the HCA’s TLPs carry IOVAs, which the IOMMU maps to physical pages.',
  'glossary.term.IP': 'Internet Protocol',
  'glossary.def.IP':
    'The network layer that carries RoCEv2 packets from host to host across routers, by IP address (RFC 791 for IPv4, RFC 8200 for IPv6).',
  'glossary.term.IPv4': 'Internet Protocol version 4',
  'glossary.def.IPv4': 'IP with 32-bit addresses and a 20-byte header (without options); one of the two headers RoCEv2 can use (RFC 791).',
  'glossary.term.IPv6': 'Internet Protocol version 6',
  'glossary.def.IPv6':
    'IP with 128-bit addresses and a 40-byte header, laid out like InfiniBand’s GRH; the other header RoCEv2 can use (RFC 8200).',
  'glossary.term.JSON': 'JavaScript Object Notation',
  'glossary.def.JSON': 'A plain-text data format of objects, arrays, strings and numbers; a scenario file is one small JSON object.',
  'glossary.term.L_Key': 'Local Key',
  'glossary.def.L_Key':
    'The InfiniBand specification’s name for the lkey, the key with which a local WQE names the memory region it reads or writes.',
  'glossary.term.LCRC': 'Link CRC',
  'glossary.def.LCRC':
    'The 32-bit CRC the PCIe data link layer adds to each TLP and checks on every link; a bad LCRC gets a Nak and a replay.',
  'glossary.term.LID': 'Local Identifier',
  'glossary.def.LID':
    'A port’s 16-bit address within an InfiniBand subnet, assigned by the subnet manager; switches forward packets by destination LID.',
  'glossary.term.lkey': 'Local key',
  'glossary.def.lkey':
    'The verbs name (ibv_mr.lkey) for the L_Key: the key a local WQE’s data segment uses to name this MR; on mlx5 it equals the rkey.',
  'glossary.term.LLC': 'Last-Level Cache',
  'glossary.def.LLC': 'The CPU’s largest cache, shared by its cores (usually L3); with DDIO, inbound DMA writes land there first.',
  'glossary.term.LNH': 'Link Next Header',
  'glossary.def.LNH': 'The 2-bit LRH field that says what follows the LRH: raw data, IP, a BTH (IBA local) or a GRH (IBA global).',
  'glossary.term.LRH': 'Local Route Header',
  'glossary.def.LRH':
    'The 8-byte first header of a native InfiniBand packet: virtual lane, service level, LNH, destination and source LIDs and packet length.',
  'glossary.term.MAC': 'Media Access Control',
  'glossary.def.MAC':
    'The Ethernet layer that addresses frames: a 48-bit MAC address names a network interface within one Ethernet (layer-2) network.',
  'glossary.term.MEMIC': 'Device memory (on-chip memory)',
  'glossary.def.MEMIC':
    'mlx5’s name for the optional on-chip memory of some ConnectX HCAs that ibv_alloc_dm hands out; it appears in BAR0 and is not host RAM.',
  'glossary.term.MF': 'More Fragments',
  'glossary.def.MF': 'An IPv4 header flag set on every fragment of a datagram but the last; 0 here, as the packet is not fragmented.',
  'glossary.term.MKey': 'Memory Key',
  'glossary.def.MKey':
    'The mlx5 object that describes a registered region (start, length, access rights, PD, MTT); its index and variant byte make the lkey and rkey.',
  'glossary.term.MMIO': 'Memory-Mapped I/O',
  'glossary.def.MMIO': 'CPU loads and stores to addresses that map a device’s registers (here the HCA’s BAR0) rather than RAM.',
  'glossary.term.MOV': 'Move (x86 instruction)',
  'glossary.def.MOV':
    'The x86 instruction that copies a value; a MOV to a mapped address is the store that writes the WQE or doorbell into the HCA’s UAR page.',
  'glossary.term.MPI': 'Message Passing Interface',
  'glossary.def.MPI': 'The standard library interface for parallel programs; Open MPI, one implementation, can run over InfiniBand verbs.',
  'glossary.term.MPS': 'Max_Payload_Size',
  'glossary.def.MPS':
    'The largest payload one TLP may carry on a PCIe link, set in Device Control; longer writes and completions are split.',
  'glossary.term.MR': 'Memory Region',
  'glossary.def.MR':
    'A buffer registered with ibv_reg_mr: its pages pinned and listed in the MTT, with an lkey and an rkey that grant access.',
  'glossary.term.MRd': 'Memory Read Request',
  'glossary.def.MRd': 'A non-posted PCIe TLP asking to read memory; the completer answers with one or more CplDs.',
  'glossary.term.MRRS': 'Max_Read_Request_Size',
  'glossary.def.MRRS':
    'The most bytes one PCIe read request may ask for, set per device; the HCA splits a larger DMA read into several MRds.',
  'glossary.term.MSN': 'Message Sequence Number',
  'glossary.def.MSN':
    'A 24-bit count of the messages the responder has completed, carried in the AETH; the requester uses it to retire finished work requests.',
  'glossary.term.MTT': 'Memory Translation Table',
  'glossary.def.MTT': 'The HCA’s table for an MKey that lists the physical (or IO virtual) address of each page of the registered region.',
  'glossary.term.MTU': 'Maximum Transfer Unit',
  'glossary.def.MTU':
    'The largest payload one InfiniBand packet may carry on a path; a longer message is split into FIRST, MIDDLE and LAST packets.',
  'glossary.term.MWr': 'Memory Write Request',
  'glossary.def.MWr':
    'A posted PCIe TLP that writes memory and gets no completion: the CPU’s doorbell and the HCA’s DMA writes both travel as MWrs.',
  'glossary.term.NAK': 'Negative Acknowledge',
  'glossary.def.NAK':
    'An ACKNOWLEDGE packet whose AETH reports that a request failed or must be repeated: PSN sequence error, invalid request, remote access or remote operational error, or RNR.',
  'glossary.term.NIC': 'Network Interface Card',
  'glossary.def.NIC':
    'A host’s network adapter; the HCA is InfiniBand’s NIC, and in RoCEv2 the same ConnectX card works as an Ethernet NIC.',
  'glossary.term.NTB': 'Non-Transparent Bridge',
  'glossary.def.NTB':
    'A PCIe bridge between two hosts’ PCIe domains whose BAR windows translate into the other host’s memory; a different design from an HCA.',
  'glossary.term.OS': 'Operating System',
  'glossary.def.OS': 'The kernel and its services; it pins registered pages so that it does not move them while the HCA may write them.',
  'glossary.term.P_Key': 'Partition Key',
  'glossary.def.P_Key':
    'A 16-bit key in the BTH naming the partition a packet belongs to; a port drops packets whose P_Key is not in its table.',
  'glossary.term.PCI': 'Peripheral Component Interconnect',
  'glossary.def.PCI': 'The parallel bus PCIe succeeded; its configuration model and BAR registers carry over to PCIe.',
  'glossary.term.PCIe': 'PCI Express',
  'glossary.def.PCIe':
    'The serial, packet-based link between a host’s root complex and its devices, such as the HCA; data crosses it as TLPs.',
  'glossary.term.PD': 'Protection Domain',
  'glossary.def.PD': 'A group that ties MRs to QPs: a key works only on a QP in the same PD as its memory region.',
  'glossary.term.PDF': 'Portable Document Format',
  'glossary.def.PDF': 'The page format the browser’s print dialog can save to; the teaching view prints or saves as PDF.',
  'glossary.term.PF': 'Physical Function',
  'glossary.def.PF':
    'A full-featured PCIe function of a device; under SR-IOV it can create virtual functions (VFs), whose BARs may differ.',
  'glossary.term.PFC': 'Priority-based Flow Control',
  'glossary.def.PFC':
    'Defined in 802.1Qbb: a port (a switch’s or a NIC’s) whose receive buffer for one priority fills sends its link partner a pause frame for that priority, so the fabric drops no packets of it (a “lossless” fabric for RoCE), at the price of stopping that priority’s traffic on the link, which can spread congestion upstream.',
  'glossary.term.PH': 'Processing Hint',
  'glossary.def.PH': 'Two TLP header bits hinting how the target will use the data, valid only when the TH bit is set; reserved here.',
  'glossary.term.PIO': 'Programmed I/O',
  'glossary.def.PIO':
    'The CPU itself moving data to a device with loads and stores, as BlueFlame does for a WQE, instead of the device fetching it by DMA.',
  'glossary.term.GIF': 'Graphics Interchange Format',
  'glossary.def.GIF':
    'An image format whose frames usually play in a loop in slides, pages and chats; the Share panel draws steps as an animated GIF.',
  'glossary.term.PNG': 'Portable Network Graphics',
  'glossary.def.PNG': 'A lossless bitmap image format; a step’s view can be downloaded as PNG.',
  'glossary.term.PSN': 'Packet Sequence Number',
  'glossary.def.PSN':
    'The 24-bit number in every BTH that orders a QP’s packets; the responder checks it to detect lost and duplicate packets.',
  'glossary.term.QP': 'Queue Pair',
  'glossary.def.QP':
    'A send queue and a receive queue that together form one communication endpoint; an RC QP is connected to exactly one peer QP.',
  'glossary.term.QPN': 'Queue Pair Number',
  'glossary.def.QPN': 'The 24-bit number naming a QP on its HCA; the BTH’s DestQP field carries the receiver’s QPN.',
  'glossary.term.R_Key': 'Remote Key',
  'glossary.def.R_Key':
    'The InfiniBand specification’s name for the rkey: the 32-bit key in the RETH that the responder checks before touching its memory.',
  'glossary.term.RAM': 'Random-Access Memory',
  'glossary.def.RAM':
    'A host’s main memory (DRAM here), where buffers, queues and CQs live; a BAR is never a window onto another host’s RAM.',
  'glossary.term.RC': 'Reliable Connection',
  'glossary.def.RC':
    'The InfiniBand transport used here: one QP connected to one peer QP, with ACKs, retransmission and in-order delivery.',
  'glossary.term.RD': 'Reliable Datagram',
  'glossary.def.RD':
    'An InfiniBand transport that gives datagram QPs reliable delivery through shared end-to-end contexts; libibverbs has no RD QP type.',
  'glossary.term.RDMA': 'Remote Direct Memory Access',
  'glossary.def.RDMA':
    'One host’s HCA reading or writing another host’s registered memory over the network, without the remote CPU taking part.',
  'glossary.term.REQ': 'Requester',
  'glossary.def.REQ': 'The mlx5 CQE opcode of a requester (send-side) completion: the CQE reports a work request this QP posted.',
  'glossary.term.RETH': 'RDMA Extended Transport Header',
  'glossary.def.RETH':
    'The 16-byte header after the BTH of an RDMA WRITE’s first (or only) packet or a READ request: remote VA, R_Key and DMA length.',
  'glossary.term.RFC': 'Request for Comments',
  'glossary.def.RFC':
    'The numbered document series in which Internet standards, among other documents, are published, such as RFC 3168 on ECN.',
  'glossary.term.rkey': 'Remote key',
  'glossary.def.rkey': 'The verbs name (ibv_mr.rkey) for the R_Key: the 32-bit key a peer must present to access this MR remotely.',
  'glossary.term.RNR': 'Receiver Not Ready',
  'glossary.def.RNR':
    'The responder has no receive WQE for an incoming SEND or WRITE with immediate; it answers RNR NAK and the requester retries after a timer.',
  'glossary.term.RoCE': 'RDMA over Converged Ethernet',
  'glossary.def.RoCE': 'InfiniBand’s transport carried over Ethernet; version 2 (RoCEv2) puts it in UDP/IP so that it can be routed.',
  'glossary.term.RoCEv2': 'RDMA over Converged Ethernet version 2',
  'glossary.def.RoCEv2':
    'RoCE over UDP/IP: Ethernet, IPv4 or IPv6, UDP to port 4791, then the BTH and the rest of an InfiniBand packet, without LRH or VCRC.',
  'glossary.term.RQ': 'Receive Queue',
  'glossary.def.RQ': 'The half of a QP that holds receive WQEs, one of which each arriving SEND (or WRITE with immediate) consumes.',
  'glossary.term.RTR': 'Ready to Receive',
  'glossary.def.RTR': 'The QP state after INIT: the QP knows its peer’s address, QPN and PSN and can accept packets, but cannot send yet.',
  'glossary.term.RTS': 'Ready to Send',
  'glossary.def.RTS': 'The QP state after RTR in which the QP can also send, with its send PSN, timeout and retry counts set.',
  'glossary.term.RX': 'Receive',
  'glossary.def.RX': 'The receiving side of a NIC: its RX ring holds descriptors of the buffers its driver gave it for incoming frames.',
  'glossary.term.SC': 'Successful Completion',
  'glossary.def.SC': 'The PCIe completion status of a request carried out normally; every CplD in this transfer has it.',
  'glossary.term.SE': 'Solicited Event',
  'glossary.def.SE':
    'A flag by which the requester asks for a completion event at the responder; an mlx5 CQE’s SE bit shows that the message carried it.',
  'glossary.term.SGE': 'Scatter/Gather Element',
  'glossary.def.SGE':
    'One buffer (address, length, lkey) in a work request’s list; the HCA gathers a send from SGEs or scatters a receive into them.',
  'glossary.term.SISCI': 'Software Infrastructure for Shared-Memory Cluster Interconnects',
  'glossary.def.SISCI':
    'Dolphin’s API for PCIe NTB clusters: it maps another host’s memory segments so that a CPU can load and store them directly.',
  'glossary.term.SKP': 'Skip',
  'glossary.def.SKP':
    'The PCIe SKP ordered set, sent periodically on each lane so that the receiver can compensate for clock differences; it carries no data.',
  'glossary.term.SL': 'Service Level',
  'glossary.def.SL':
    'A 4-bit class in the LRH; each switch maps it, through its SL-to-VL table, to the virtual lane the packet uses on the next link.',
  'glossary.term.SLID': 'Source Local Identifier',
  'glossary.def.SLID':
    'The LRH field naming the sending port by its LID; the receiver checks it against the peer in the QP’s address vector.',
  'glossary.term.SQ': 'Send Queue',
  'glossary.def.SQ': 'The half of a QP that holds send WQEs: a ring in host memory that the HCA reads by DMA after a doorbell.',
  'glossary.term.SRAM': 'Static Random-Access Memory',
  'glossary.def.SRAM':
    'Fast memory that holds its bits without refresh, the usual kind built into chips; the HCA stages packets in its on-chip buffers (drawn as SRAM here), not in host memory.',
  'glossary.term.SRQ': 'Shared Receive Queue',
  'glossary.def.SRQ': 'A receive queue that several QPs share; not used here, where each QP has its own RQ.',
  'glossary.term.STP': 'Start TLP',
  'glossary.def.STP':
    'The PCIe framing token that begins a TLP on the wire; from Gen3 to Gen5 (Non-Flit Mode) it also carries the TLP’s length.',
  'glossary.term.SVG': 'Scalable Vector Graphics',
  'glossary.def.SVG': 'A vector image format; a step’s view can be downloaded as SVG.',
  'glossary.term.TCP': 'Transmission Control Protocol',
  'glossary.def.TCP':
    'The reliable byte-stream protocol of IP networks; perftest exchanges QPNs, PSNs and keys over a TCP socket before the transfer.',
  'glossary.term.TH': 'TLP Processing Hints',
  'glossary.def.TH': 'The TLP header bit that says TLP Processing Hints are present; 0 here, so the PH bits are reserved.',
  'glossary.term.TLP': 'Transaction Layer Packet',
  'glossary.def.TLP':
    'A PCIe transaction-layer packet: a header (3 or 4 DW in Non-Flit Mode), an optional payload and an optional ECRC; MRd, MWr and CplD are TLPs.',
  'glossary.term.TOS': 'Type of Service',
  'glossary.def.TOS': 'The IPv4 header byte now split into DSCP and ECN; routers may rewrite it, so the ICRC counts it as 1s.',
  'glossary.term.TTL': 'Time to Live',
  'glossary.def.TTL':
    'The IPv4 header field each router decrements, dropping the packet at 0; it changes in flight, so the ICRC counts it as 1s.',
  'glossary.term.TX': 'Transmit',
  'glossary.def.TX':
    'The sending side of a NIC: its driver queues descriptors of frames in the TX ring and rings the TX doorbell; the NIC reads the frames by DMA.',
  'glossary.term.UAR': 'User Access Region',
  'glossary.def.UAR': 'A 4 KiB page of the HCA’s BAR0 mapped into a process, holding its doorbell and BlueFlame registers.',
  'glossary.term.UC': 'Unreliable Connection',
  'glossary.def.UC':
    'An InfiniBand transport with connected QPs like RC but no ACKs or retransmission; it supports SEND and RDMA WRITE, not READ.',
  'glossary.term.UCX': 'Unified Communication X',
  'glossary.def.UCX':
    'An open-source communication framework that drives mlx5 HCAs directly; its diagnostic code prints fields libmlx5 does not read.',
  'glossary.term.UD': 'Unreliable Datagram',
  'glossary.def.UD':
    'An InfiniBand transport in which a QP sends single-packet messages to any QP without a connection, ACKs or RDMA operations.',
  'glossary.term.UDP': 'User Datagram Protocol',
  'glossary.def.UDP': 'The connectionless transport over IP that carries RoCEv2: destination port 4791 marks a BTH inside.',
  'glossary.term.UR': 'Unsupported Request',
  'glossary.def.UR':
    'The PCIe completion status for a request the completer does not support, such as a read of an address no function claims.',
  'glossary.term.VA': 'Virtual Address',
  'glossary.def.VA': 'An address in a process’s address space; the RETH carries B’s buffer VA, which HCA B translates through its MTT.',
  'glossary.term.VCRC': 'Variant CRC',
  'glossary.def.VCRC':
    'The 16-bit CRC at the end of a native InfiniBand packet, over the whole packet; each link checks it and each switch recomputes it.',
  'glossary.term.VF': 'Virtual Function',
  'glossary.def.VF':
    'A lightweight PCIe function that a PF creates under SR-IOV, for example to give a virtual machine its own HCA; its BAR may differ.',
  'glossary.term.VL': 'Virtual Lane',
  'glossary.def.VL':
    'One of several logical lanes on an InfiniBand link, each with its own buffers and credits; VL 15 is reserved for subnet management.',
  'glossary.term.WC': 'Write-Combining',
  'glossary.def.WC':
    'A memory type in which the CPU merges stores to neighbouring addresses into one burst; UAR pages are mapped so for BlueFlame.',
  'glossary.term.WQ': 'Work Queue',
  'glossary.def.WQ': 'A send or receive queue of WQEs; a QP is a pair of work queues.',
  'glossary.term.WQE': 'Work Queue Entry',
  'glossary.def.WQE':
    'A work request as the HCA reads it: a record in a send or receive queue in host memory; an mlx5 send WQE fills one or more 64-byte blocks.',
} as const;
