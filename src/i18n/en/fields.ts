/**
 * Field meanings: one line per header field, segment or payload run, saying
 * what it means in this artifact. Names (LRH, DestQP, MLX5_OPCODE_RDMA_WRITE),
 * hex values, opcode mnemonics and BDFs are string parameters and stay as they
 * are in every language.
 */
export const FIELDS = {
  // Shared
  'field.reserved': 'reserved',
  'field.reservedZero': 'reserved, sent as 0',

  // InfiniBand LRH
  'field.lrh': 'Local Route Header: how the switches of this subnet carry the packet from port to port',
  'field.lrh.vl': 'virtual lane {vl}: the lane (own buffers and credits) this packet uses on this link; VL 15 is for subnet management',
  'field.lrh.lver': 'link version of this header format: 0',
  'field.lrh.sl': 'service level {sl}: the class each switch maps to an outgoing VL',
  'field.lrh.lnh.raw': 'link next header 0: raw: no IBA transport header follows',
  'field.lrh.lnh.ip': 'link next header 1: IP: no IBA transport header follows',
  'field.lrh.lnh.local': 'link next header 2: IBA local: the BTH follows directly (no GRH, the packet stays in this subnet)',
  'field.lrh.lnh.global': 'link next header 3: IBA global: a 40-byte GRH follows, then the BTH (the packet can cross routers)',
  'field.lrh.dlid': 'destination LID: the local identifier of the receiving port; switches forward on it',
  'field.lrh.dlid.onHost': 'destination LID: the local identifier of the receiving port on host {host}; switches forward on it',
  'field.lrh.pktLen': 'packet length in 4-byte words, LRH through ICRC, not counting the VCRC: {words} words = {bytes} B',
  'field.lrh.slid': 'source LID: the local identifier of the sending port',
  'field.lrh.slid.onHost': 'source LID: the local identifier of the sending port on host {host}',

  // InfiniBand GRH
  'field.grh': 'Global Route Header: IPv6-style addressing, so routers can carry the packet between subnets',
  'field.grh.ipVer': 'header version: 6, the IPv6 layout',
  'field.grh.tClass': 'traffic class; may change hop by hop, so 1s for the ICRC',
  'field.grh.flowLabel': 'flow label: groups packets of one flow; 1s for the ICRC',
  'field.grh.payLen': 'bytes after the GRH through the ICRC: {bytes} B',
  'field.grh.nxtHdr': 'next header',
  'field.grh.nxtHdr.iba': 'next header {value}: an IBA transport header (BTH) follows',
  'field.grh.hopLmt': 'hop limit: decremented by each router; 1s for the ICRC',
  'field.grh.sgid': 'source global identifier (128 bits)',
  'field.grh.dgid': 'destination global identifier (128 bits)',

  // InfiniBand BTH
  'field.bth': 'Base Transport Header: {opcode}, which QP it is for and its place in the PSN sequence',
  'field.bth.opcode': '{opcode} (bits 7:5 transport, bits 4:0 operation)',
  'field.bth.se': 'solicited event: 1 asks the responder to wake a consumer waiting for solicited completions',
  'field.bth.migReq.set':
    'MigReq 1: the sending QP is in the MIGRATED path-migration state, where a QP stays until the program loads an alternate path and re-arms migration (path_mig_state REARM). mlx5 creates its QPs in it (pm_state MIGRATED), and Linux’s qib sets the bit there. The public hardware captures checked show 1 on every packet of the connection (the Wireshark sample capture’s RC packets, a public Huawei RoCE capture); soft-RoCE sends 0. Without an alternate path it changes nothing at the receiver',
  'field.bth.migReq.clear':
    'MigReq 0: the sending QP is in the REARM or ARMED path-migration state (an alternate path being set up, or ready), or its sender does not implement path migration (soft-RoCE always sends 0). The public hardware captures checked show 1 on a connection with no alternate path',
  'field.bth.padCnt': 'pad count: {pad} zero byte(s) after the payload bring it to a 4-byte boundary (= -payload length & 3)',
  'field.bth.tver': 'transport header version: 0',
  'field.bth.pkey.default': 'partition key {value}: the default partition, full member (bit 15 set)',
  'field.bth.pkey.full': 'partition key: partition {partition}, full member (bit 15)',
  'field.bth.pkey.limited': 'partition key: partition {partition}, limited member (bit 15)',
  'field.bth.fecn': 'forward explicit congestion notification: set by a congested switch on the way to the receiver',
  'field.bth.becn': 'backward explicit congestion notification: tells the sender to slow down (carried back in a CNP)',
  'field.bth.resv6': 'reserved, sent as 0; the ICRC is computed with this whole byte as 1s',
  'field.bth.destQp': 'destination queue pair: the QP that owns this connection at the receiver',
  'field.bth.destQp.onHost': 'destination queue pair on host {host}: the QP that owns this connection at the receiver',
  'field.bth.ackReq.set': 'acknowledge request: 1, the responder must send an ACK for this PSN',
  'field.bth.ackReq.setRead': 'acknowledge request: 1; the READ responses acknowledge a READ REQUEST, so no ACK packet answers it',
  'field.bth.ackReq.clear':
    'acknowledge request: 0, no ACK asked for this packet; a later ACK covers it. A requester may ask on any packet: soft-RoCE also after more than 64 packets without one, Linux’s hfi1 every 16 packets, and a public Huawei RoCE capture shows one on a SEND FIRST',
  'field.bth.ackReq.response':
    'acknowledge request: 0, as on every response (an ACK, a NAK or a READ response): a response is never acknowledged, so it never asks',
  'field.bth.psn': 'packet sequence number {psn} (24 bits, wraps at 2^24)',

  // InfiniBand RETH
  'field.reth': 'RDMA Extended Transport Header: where in host B’s memory the message goes and the key that allows it',
  'field.reth.va': 'virtual address in the responder’s registered buffer where the first byte of the message is written',
  'field.reth.rkey': 'remote key: names the responder’s memory region; its HCA checks it grants remote write over [VA, VA+length)',
  'field.reth.dmaLength': 'length of the whole message: {bytes} B (not just this packet’s payload)',

  'field.reth.read': 'RDMA Extended Transport Header: where in host B’s memory the data to read is, and the key that allows it',
  'field.reth.read.va': 'virtual address in the responder’s registered buffer of the first byte to read',
  'field.reth.read.rkey': 'remote key: names the responder’s memory region; its HCA checks it grants remote read over [VA, VA+length)',
  'field.reth.read.dmaLength': 'length to read: {bytes} B, which the responder returns in READ responses of at most the path MTU each',

  // InfiniBand AETH; {kind} is the packet kind's name (ACK, RNR NAK, NAK)
  'field.aeth': 'ACK Extended Transport Header: {kind} from the responder',
  'field.aeth.reservedType': 'ACK Extended Transport Header: reserved syndrome type {type} from the responder',
  'field.aeth.syndrome.ackUnlimited':
    'ACK: everything up to this PSN arrived; credit code {credits}, which IBA defines as invalid: B reports no end-to-end credit count, so A is not limited by one (soft-RoCE sends it on every ACK, as AETH_ACK_UNLIMITED; Linux’s rdmavt on a QP with a shared receive queue, as IB_AETH_CREDIT_INVAL)',
  'field.aeth.syndrome.ackNoCredit':
    'ACK: everything up to this PSN arrived; credit code 0: no receive WQE is free at the responder. This end-to-end credit count lets a requester pace its SENDs and WRITEs with immediate, which each take one; a plain WRITE or a READ takes none. It counts from this AETH’s MSN, and a requester may still send one message past it, which an empty receive queue answers with an RNR NAK (rdmavt’s rvt_rc_credit_avail). Cards that count send it on a QP without a shared receive queue (a public Huawei RoCE capture shows codes 5 and 6); some cards send {none}, no count (the Wireshark sample capture’s ACKs of its RC SENDs). Whether ConnectX counts is not public: this model assumes it does. soft-RoCE sends {none}',
  'field.aeth.syndrome.ack': {
    one: 'ACK: everything up to this PSN arrived; credit code {code}: at least {n} receive WQE free at the responder, in IBA’s logarithmic code, counted from this AETH’s MSN. A requester may use the count to pace its SENDs and WRITEs with immediate, which each take one, and may send one message past it. Whether ConnectX counts is not public: this model assumes it does; soft-RoCE, and some cards (the Wireshark sample capture), send {none}, no count',
    other:
      'ACK: everything up to this PSN arrived; credit code {code}: at least {n} receive WQEs free at the responder, in IBA’s logarithmic code, counted from this AETH’s MSN. A requester may use the count to pace its SENDs and WRITEs with immediate, which each take one, and may send one message past it. Whether ConnectX counts is not public: this model assumes it does; soft-RoCE, and some cards (the Wireshark sample capture), send {none}, no count',
  },
  'field.aeth.syndrome.rnrTimed': 'RNR NAK: receiver not ready, retry after RNR timer code {code} = {time}',
  'field.aeth.syndrome.nakPsnSequence':
    'NAK: PSN sequence error: a packet was missed; the requester resends from the PSN carried in this NAK (go-back-N)',
  'field.aeth.syndrome.nakInvalidRequest': 'NAK: invalid request',
  'field.aeth.syndrome.nakRemoteAccess':
    'NAK: remote access error: bad R_Key, address range or permission; the responder refused the request and its QP went to ERROR (soft-RoCE checks the whole range before it moves any data)',
  'field.aeth.syndrome.nakRemoteOperational': 'NAK: remote operational error',
  'field.aeth.syndrome.nakInvalidRdRequest': 'NAK: invalid RD request',
  'field.aeth.syndrome.nakCode': 'NAK: code {code}',
  'field.aeth.syndrome.reservedType': 'reserved syndrome type {type}',
  'field.aeth.msn': 'message sequence number {msn}: messages the responder has completed on this QP (24 bits)',

  // InfiniBand packet: ImmDt, payload, pad, CRCs
  'field.ib.immDt': 'immediate data: 32 opaque bits handed to the responder in its completion',
  'field.ib.payload': 'payload: {bytes} B of message data, written to the responder’s memory',
  'field.ib.pad': '{pad} pad byte(s) of 0 so the ICRC starts on a 4-byte boundary; covered by the ICRC',
  'field.ib.icrc':
    'invariant CRC: CRC-32 over LRH through pad with the fields a switch or router may change replaced by 1s (LRH.VL and BTH byte 4; with a GRH, the whole LRH and the GRH’s TClass, FlowLabel and HopLmt); sent least-significant byte first',
  'field.ib.vcrc': 'variant CRC: CRC-16 over LRH through ICRC, recomputed on every link hop; sent least-significant byte first',

  // PCIe TLP header, common parts
  'field.tlp.dw0': 'Format, type, traffic class, attributes and payload length',
  'field.tlp.t9': 'Tag bit 9: 0, only 8-bit tags are used',
  'field.tlp.tc.default': 'Traffic Class 0: the default class',
  'field.tlp.tc': 'Traffic Class {tc}',
  'field.tlp.t8': 'Tag bit 8: 0, only 8-bit tags are used',
  'field.tlp.attr2': 'Attr[2] IDO: 0, ID-based ordering off',
  'field.tlp.ln': '0: not a Lightweight Notification request',
  'field.tlp.th': '0: no TLP Processing Hints, so the PH bits are reserved',
  'field.tlp.td': '0: no TLP digest (ECRC) follows the payload',
  'field.tlp.ep': '0: not poisoned, the data is good',
  'field.tlp.ro.set': 'Attr[1] Relaxed Ordering: 1, may pass earlier posted writes',
  'field.tlp.ro.clear': 'Attr[1] Relaxed Ordering: 0, strict PCIe ordering',
  'field.tlp.ns.set': 'Attr[0] No Snoop: 1, the root complex need not snoop CPU caches',
  'field.tlp.ns.clear': 'Attr[0] No Snoop: 0, the access is kept coherent with CPU caches',
  'field.tlp.at': '00: untranslated address (no ATS)',
  'field.tlp.length.payload': '{dw} DW = {bytes} B of payload',
  'field.tlp.length.payload.max': '0 encodes 1024 DW: 1024 DW = 4096 B of payload',
  'field.tlp.length.requested': '{dw} DW = {bytes} B requested',
  'field.tlp.length.requested.max': '0 encodes 1024 DW: 1024 DW = 4096 B requested',
  'field.tlp.bdf.bus': 'bus {bus}',
  'field.tlp.bdf.device': 'device {device}',
  'field.tlp.bdf.function': 'function {fn}',
  'field.tlp.reqDw1': 'Who asks (Requester ID), the tag, and which bytes of the first and last DW count',
  'field.tlp.requesterId': 'requester {bdf} (bus:device.function)',
  'field.tlp.requesterIdRc': 'requester {bdf} (bus:device.function): the root complex, for a CPU store; the ID a platform uses here varies',
  'field.tlp.lastBe.oneDw': '0000: a 1-DW request has no separate last DW',
  'field.tlp.be.first.written.lane': 'byte lane {lane} of the first DW is written',
  'field.tlp.be.first.written.lanes': 'byte lanes {from}-{to} of the first DW are written',
  'field.tlp.be.last.written.lane': 'byte lane {lane} of the last DW is written',
  'field.tlp.be.last.written.lanes': 'byte lanes {from}-{to} of the last DW are written',
  'field.tlp.be.first.requested.lane': 'byte lane {lane} of the first DW is requested',
  'field.tlp.be.first.requested.lanes': 'byte lanes {from}-{to} of the first DW are requested',
  'field.tlp.be.last.requested.lane': 'byte lane {lane} of the last DW is requested',
  'field.tlp.be.last.requested.lanes': 'byte lanes {from}-{to} of the last DW are requested',
  'field.tlp.address.below4g': 'DW-aligned start address {address}: below 4 GiB, so the 32-bit format',
  'field.tlp.address.above4g': 'DW-aligned start address {address}: at or above 4 GiB, so the 64-bit format',
  'field.tlp.address.high': 'upper 32 address bits',
  'field.tlp.address.low': 'address bits 31:2 of the first DW, shown as the byte address they give (bits 1:0 are 0)',
  'field.tlp.ph': '00: reserved (TH = 0, no processing hint)',

  // PCIe Memory Write
  'field.mwr': '{dw}-DW Memory Write header, {bytes} B to {address}',
  'field.mwr.fmt.3dw': '010 = 3-DW header with data: a 32-bit address and a payload follow',
  'field.mwr.fmt.4dw': '011 = 4-DW header with data: a 64-bit address and a payload follow',
  'field.mwr.type': '00000 = memory request; byte 0 = {byte0} is {name}, a posted Memory Write: no completion comes back',
  'field.mwr.tag': '{tag}: a posted write gets no completion, so nothing matches on its tag',
  'field.mwr.payload': '{payloadBytes} B of payload ({dw} DW) carrying {bytes} B of data',
  'field.mwr.leadingLanes': 'byte lanes 0-{last} of the first DW: disabled by FirstBE, not written (sent as 0)',
  'field.mwr.data': '{bytes} B written at {address} by {bdf}',
  'field.mwr.trailingLanes': 'byte lanes {first}-3 of the last DW: disabled by {be}, not written (sent as 0)',

  // PCIe Memory Read
  'field.mrd': '{dw}-DW Memory Read request for {bytes} B at {address}',
  'field.mrd.fmt.3dw': '000 = 3-DW header, no data: a read carries only a 32-bit address and a length',
  'field.mrd.fmt.4dw': '001 = 4-DW header, no data: a read carries only a 64-bit address and a length',
  'field.mrd.type': '00000 = memory request; byte 0 = {byte0} is {name}, a non-posted Memory Read: data comes back in CplD',
  'field.mrd.tag': '{tag}: the completions for this read carry the same Requester ID and tag',

  // PCIe Completion with Data
  'field.cpl': '3-DW Completion with Data: {bytes} B for tag {tag} of {bdf}',
  'field.cpl.fmt': '010 = 3-DW header with data: completions always use a 3-DW header',
  'field.cpl.type': '01010 = Completion; byte 0 = {byte0} is CplD, routed back to the requester by its ID',
  'field.cpl.dw1': 'Who completes, the status and how many bytes remain',
  'field.cpl.completerId': 'completer {bdf}: the function that served the read',
  'field.cpl.status.sc': '000 = SC, Successful Completion',
  'field.cpl.status.ur': '001 = UR, Unsupported Request',
  'field.cpl.status.crs': '010 = CRS, Configuration Request Retry Status',
  'field.cpl.status.ca': '100 = CA, Completer Abort',
  'field.cpl.status.reserved': '{status}: reserved status',
  'field.cpl.bcm': '0: Byte Count Modified not set, Byte Count is the true remaining count',
  'field.cpl.byteCount.last': '{bytes} B still to return for this read, incl. this payload (this is the last completion)',
  'field.cpl.byteCount.more': '{bytes} B still to return for this read, incl. this payload (more completions follow)',
  'field.cpl.byteCount.max.last': '0 encodes 4096: 4096 B still to return for this read, incl. this payload (this is the last completion)',
  'field.cpl.byteCount.max.more': '0 encodes 4096: 4096 B still to return for this read, incl. this payload (more completions follow)',
  'field.cpl.dw2': 'Which request this answers, and where its data starts',
  'field.cpl.requesterId': 'requester {bdf}: the completion is routed back to it',
  'field.cpl.tag': '{tag}: the tag of the Memory Read this answers',
  'field.cpl.lowerAddress': 'low 7 bits of the first data byte’s address {address}',
  'field.cpl.payload': '{payloadBytes} B of payload ({dw} DW) carrying {bytes} B of read data',
  'field.cpl.leadingLanes': 'byte lanes 0-{last}: before Lower Address, not requested bytes (sent as 0)',
  'field.cpl.data': '{bytes} B read from {address}',
  'field.cpl.trailingLanes': 'byte lanes {first}-3 of the last DW: past the requested bytes (sent as 0)',

  // mlx5 send WQE: control segment
  'field.ctrl': 'Control segment: opcode, WQE index, QP number, size and completion flags',
  'field.ctrl.opmodIdxOpcode': 'opmod << 24 | wqe_index << 8 | opcode; bytes 0-7 of ctrl are also what a plain doorbell sends',
  'field.ctrl.opmod': '0: no opcode modifier for an RDMA WRITE',
  'field.ctrl.wqeIndex': '{index}: where this WQE sits in the SQ, sq.cur_post & {mask} counted in 64-B basic blocks',
  'field.ctrl.opcode': '{opcode} = MLX5_OPCODE_RDMA_WRITE (the mlx5 WQE opcode; the IB wire opcode is {wire})',
  'field.ctrl.qpnDs': 'qp_num << 8 | ds',
  'field.ctrl.qpn': '{qpn}: the sending QP (QP A) that owns this send queue',
  'field.ctrl.ds.data': '{ds} x 16 B = {bytes} B of WQE (ctrl + raddr + data); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.ds.inline':
    '{ds} x 16 B = {bytes} B of WQE (ctrl + raddr + {inlineDs} DS inline); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.ds.none': '{ds} x 16 B = {bytes} B of WQE (ctrl + raddr, no data); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.signature': '0: WQE signature unused (only computed when the QP enables WQ signatures)',
  'field.ctrl.dciStreamChannelId': '0: only used by DC initiators; an RC QP leaves it 0',
  'field.ctrl.fmCeSe': 'fence mode, completion (CQ update) mode and solicited-event bits',
  'field.ctrl.fm': '000: no fence (IBV_SEND_FENCE not set; MLX5_WQE_CTRL_FENCE would be 100 = {flag})',
  'field.ctrl.undefinedBit': '0: no flag defined for this bit in mlx5dv.h',
  'field.ctrl.ce.signaled': '10 = MLX5_WQE_CTRL_CQ_UPDATE ({flag}): signaled, the HCA writes a CQE when this WQE completes',
  'field.ctrl.ce.unsignaled': '00: unsignaled, no CQE when this WQE completes successfully',
  'field.ctrl.se': '0: MLX5_WQE_CTRL_SOLICITED ({flag}) not set, no solicited event requested',
  'field.ctrl.imm': '0: no immediate data (RDMA WRITE without IMM)',

  // mlx5 send WQE: remote-address, data and inline segments
  'field.raddr': 'Remote-address segment: the target buffer on host B (becomes the RETH)',
  'field.raddr.raddr': '{va}: virtual address in host B’s registered buffer (RETH VA)',
  'field.raddr.rkey': '{rkey}: host B’s remote key for that buffer; HCA B checks it (RETH R_Key)',
  'field.raddr.reserved': '0: reserved (set_raddr_seg writes 0)',
  'field.dataSeg': 'Data (pointer) segment: the local source buffer on host A, read by DMA',
  'field.dataSeg.byteCount': '{bytes} B to gather from local memory (RETH DMA Length)',
  'field.dataSeg.lkey': '{lkey}: host A’s local key for the source buffer; HCA A checks it',
  'field.dataSeg.addr': '{va}: virtual address of the source buffer in process A',
  'field.inline': 'Inline segment: the payload itself, copied into the WQE by the CPU (no DMA read of it)',
  'field.inline.byteCount': 'len | MLX5_INLINE_SEG ({flag})',
  'field.inline.flag': '1 = MLX5_INLINE_SEG: data follows in the WQE instead of a pointer',
  'field.inline.length': '{bytes} B of inline data (RETH DMA Length)',
  'field.inline.data': '{bytes} B of payload, memcpy’d from the user buffer at post time',
  'field.inline.pad': '{pad} B up to the 16-B boundary: libmlx5 leaves whatever the ring held (shown as 0)',

  // mlx5 CQE
  'field.cqe': 'Completion queue entry the HCA writes into the CQ ring in host RAM',
  'field.cqe.wqeId': 'striding RQ only: 0',
  'field.cqe.responderOnly': 'responder (receive) completions only: 0 in a requester CQE',
  'field.cqe.slid': 'source LID of a received packet: responder (receive) completions only: 0 in a requester CQE',
  'field.cqe.flagsRqpn': 'remote QPN and flags: responder (receive) completions only: 0 in a requester CQE',
  'field.cqe.srqnUidx': 'SRQ number / user index: responder (receive) completions only: 0 in a requester CQE',
  'field.cqe.immInvalPkey': 'immediate data / invalidated rkey / P_Key: responder (receive) completions only: 0 in a requester CQE',
  'field.cqe.app': 'application-specific (tag matching): 0',
  'field.cqe.appOther': 'application-specific: 0',
  'field.cqe.byteCnt':
    '0 here: for a requester completion libmlx5 reads byte_cnt only for an RDMA READ (atomics report 8 B without reading it), never for an RDMA WRITE',
  'field.cqe.timestamp': 'HCA clock (raw ticks) when the completion was generated',
  'field.cqe.sopDropQpn': 'send opcode << 24 | QPN',
  'field.cqe.sop.rdmaWrite': '{opcode} = MLX5_OPCODE_RDMA_WRITE: the completed WQE’s opcode; libmlx5 reports IBV_WC_RDMA_WRITE',
  'field.cqe.sop': '{opcode}: the completed send WQE’s mlx5 opcode',
  'field.cqe.qpn': '{qpn}: the QP whose send queue completed (QP A)',
  'field.cqe.wqeCounter': '{index}: wqe_index of the completed WQE; libmlx5 finds its wr_id with it',
  'field.cqe.signature': '0: CQE signature, not read by libmlx5',
  'field.cqe.opOwn': 'opcode << 4 | format << 2 | SE << 1 | owner',
  'field.cqe.opcode': '0 = MLX5_CQE_REQ: a successful send-side (requester) completion',
  'field.cqe.format': '00: plain CQE (no inline scatter, not compressed)',
  'field.cqe.se': '0: no solicited event',
  'field.cqe.owner': '{owner}: ownership bit; the CPU takes the CQE when it matches the ring pass (flips every wrap)',

  // mlx5 doorbell record
  'field.ibgdaDb': 'The doorbell NVSHMEM’s ibgda_ring_db stores: a control segment’s first 8 bytes in layout, not copied from the WQE',
  'field.ibgdaDb.prodIdx': 'The send queue’s new producer index ({prodIdx}) shifted left 8; opcode and opmod are 0',
  'field.ibgdaDb.qpn': 'QPN {qpn} shifted left 8; ds is 0',
  'field.dbrec': 'SQ doorbell record in host RAM: the HCA reads it by DMA to learn how far the send queue was filled',
  'field.dbrec.upper': '0: libmlx5 stores only cur_post & {mask}',
  'field.dbrec.rq': 'RQ doorbell record in host RAM: the HCA reads it to learn how many receive WQEs are posted',
  'field.dbrec.upperRq': '0: libmlx5 stores only rq.head & {mask}',
  'field.dbrec.rqHead': '{head}: rq.head after this post, counted in receive WQEs',
  'field.dbrec.sqCounter': '{counter}: sq.cur_post after this post, in 64-B basic blocks; WQEs before this index are ready',
  // RoCEv2 encapsulation (IBA Annex A17; Linux drivers/infiniband/sw/rxe/rxe_icrc.c; include/rdma/ib_verbs.h)
  'field.roce.eth': 'Ethernet II header: the MAC addresses of this link and what follows; not covered by the ICRC',
  'field.roce.eth.dst': 'destination MAC address: the port that receives this frame on this Ethernet link',
  'field.roce.eth.src': 'source MAC address: the port that sends this frame on this Ethernet link',
  'field.roce.eth.type.ipv4': 'EtherType {value}: an IPv4 header follows',
  'field.roce.eth.type.ipv6': 'EtherType {value}: an IPv6 header follows',
  'field.roce.eth.pad':
    '{bytes} byte(s) of 0 that bring the frame to the Ethernet minimum of 60 B before the FCS; outside the IP packet and the ICRC',
  'field.roce.ipv4': 'IPv4 header: carries the packet from host to host across routers; the IP addresses take the place of the LIDs',
  'field.roce.ipv4.version': 'IP version 4',
  'field.roce.ipv4.ihl': 'header length: {words} x 4 B = {bytes} B, no options',
  'field.roce.ipv4.totalLength': 'total length: {bytes} B, IPv4 header through ICRC (no Ethernet header or FCS)',
  'field.roce.ipv4.id':
    'identification: tells the fragments of one datagram apart, so unused while DF forbids fragmenting. Here, by this model’s choice, each sender counts it up by one per packet, a resent one included; soft-RoCE takes a kernel counter picked by hashing source, destination and protocol (__ip_select_ident), which also jumps by a random amount after idle time. How ConnectX fills it is not public (a public ConnectX-4 Lx CNP carries a non-zero ID); some cards send 0 (a public Huawei RoCE capture)',
  'field.roce.ipv4.df.set': 'don’t fragment: 1, a router drops the packet rather than split it',
  'field.roce.ipv4.df.clear': 'don’t fragment: 0, a router may split the packet',
  'field.roce.ipv4.mf': 'more fragments: 0, no fragment follows',
  'field.roce.ipv4.fragmentOffset': 'fragment offset: 0, the packet is whole',
  'field.roce.ipv4.checksum':
    "header checksum: ones' complement sum of the header’s 16-bit words; routers recompute it, so 1s for the ICRC",
  'field.roce.ipv6': 'IPv6 header: carries the packet from host to host across routers; laid out like the IB GRH',
  'field.roce.ipv6.version': 'IP version 6',
  'field.roce.ipv6.flowLabel': 'flow label: marks the packets of one flow; may change on the way, so 1s for the ICRC',
  'field.roce.ipv6.payloadLength': 'payload length: {bytes} B after this header, UDP header through ICRC',
  'field.roce.ipv6.hopLimit': 'hop limit {hops}: each router decrements it, so 1s for the ICRC',
  'field.roce.ip.dscp':
    'DSCP {dscp}: the traffic class switches queue the packet in, from the QP’s traffic class (ah_attr.grh.traffic_class, or the TOS set with rdma_set_option): 0 when none is set, as here; may be re-marked, so 1s for the ICRC',
  'field.roce.ip.ecn':
    'ECN {codepoint}: the packet is ECN-capable, so a router that would otherwise drop it as a sign of congestion may mark it CE (11) instead (RFC 3168 §5); the ICRC counts the field as 1s',
  'field.roce.ip.ecnEct0':
    'ECN {codepoint}: ECN-capable, so a congested switch may mark the packet CE (11) instead of dropping it (RFC 3168 §5), and the receiving card answers marked packets with congestion notification packets (CNPs, spaced out by the card) that slow the sender (DCQCN). This model assumes ECN is on for the packet’s priority, the usual DCQCN setup, and marks every RoCE packet ECT(0), ACKs included, as every RoCE packet of a public Huawei capture is. Whether a ConnectX packet is ECN-capable depends on its ECN configuration and the traffic class (a public ConnectX-4 Lx capture’s CNP carries TOS {cnpTos}, ECT(0)). soft-RoCE sends the QP’s traffic class as it is: 00 unless the program sets ECN bits. The ICRC counts the field as 1s',
  'field.roce.ip.ecnNotEct':
    'ECN {codepoint}: not ECN-capable, so a congested switch or router cannot mark it CE (RFC 3168 §5): no CNP comes back and DCQCN does not slow the sender; the switch drops it instead, or, on a lossless (PFC) fabric, queues it and pauses that priority on the upstream link. soft-RoCE sends this unless the program sets a traffic class with ECN bits; a card with ECN on for the packet’s priority marks its RoCE traffic ECN-capable (every RoCE packet of a public Huawei capture is ECT(0), and a public ConnectX-4 Lx capture’s CNP carries TOS {cnpTos}, ECT(0)). Routers may rewrite the field, so the ICRC counts it as 1s',
  'field.roce.ip.ttl': 'time to live {ttl}: each router decrements it, so 1s for the ICRC',
  'field.roce.ip.protocol': '17: a UDP header follows',
  'field.roce.ip.src': 'source IP address: the sending port',
  'field.roce.ip.dst': 'destination IP address: the receiving port; routers forward on it',
  'field.roce.udp': 'UDP header: destination port 4791 marks an InfiniBand transport packet (BTH) inside',
  'field.roce.udp.sport': 'source port: flow entropy that switches hash to spread connections over paths',
  'field.roce.udp.dport': 'destination port 4791 (ROCE_V2_UDP_DPORT): RoCEv2, a BTH follows',
  'field.roce.udp.length': 'length: {bytes} B, UDP header through ICRC',
  'field.roce.udp.checksum':
    'checksum 0: not computed, as RoCEv2 senders usually leave it; the ICRC protects the packet and counts this field as 1s',
  'field.roce.icrc':
    'invariant CRC: CRC-32 seeded with 8 bytes of 1s for the absent LRH, over IP header through pad with the fields the network may change as 1s; sent least-significant byte first',
  'field.roce.fcs':
    'Ethernet frame check sequence: CRC-32 over destination MAC through ICRC, checked on each link as the IB VCRC is; sent least-significant byte first',
  'field.roce.cnp.reserved': '{bytes} reserved bytes of 0 that a RoCEv2 CNP carries after its BTH',

  // mlx5 send WQE for other operations (RDMA WRITE WITH IMM, RDMA READ, SEND)
  'field.ctrl.opmod.zero': '0: _mlx5_post_send sets no opcode modifier for this operation',
  'field.ctrl.opcode.rdmaWriteImm':
    '{opcode} = MLX5_OPCODE_RDMA_WRITE_IMM (the mlx5 WQE opcode; on the wire the message ends in RDMA WRITE LAST or ONLY WITH IMMEDIATE, {last} or {only})',
  'field.ctrl.opcode.rdmaRead': '{opcode} = MLX5_OPCODE_RDMA_READ (the mlx5 WQE opcode; the IB wire opcode of the request is {wire})',
  'field.ctrl.opcode.send': '{opcode} = MLX5_OPCODE_SEND (the mlx5 WQE opcode; a one-packet SEND is SEND ONLY, {wire}, on the wire)',
  'field.ctrl.ds.send.data':
    '{ds} x 16 B = {bytes} B of WQE (ctrl + data; a SEND has no raddr); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.ds.send.inline':
    '{ds} x 16 B = {bytes} B of WQE (ctrl + {inlineDs} DS inline; a SEND has no raddr); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.ds.send.none': '{ds} x 16 B = {bytes} B of WQE (ctrl only, no data); an 8-bit field of which only the low 6 bits are used',
  'field.ctrl.imm.value':
    '{imm}: the immediate data, wr->imm_data copied unchanged (the application stores it big-endian); it goes on the wire as ImmDt and into the responder CQE',
  'field.ctrl.imm.none': '0: send_ieth returns 0 for this operation: no immediate data and no key to invalidate',
  'field.raddr.read': 'Remote-address segment: the buffer on host B the data is read from (becomes the RETH of the READ request)',
  'field.dataSeg.byteCount.send': '{bytes} B to gather from local memory: the SEND payload (no RETH carries a length)',
  'field.dataSeg.read':
    'Data (pointer) segment: the local destination buffer on host A; HCA A writes the read response data into it by DMA',
  'field.dataSeg.byteCount.read': '{bytes} B to scatter into local memory (RETH DMA Length of the READ request)',
  'field.dataSeg.lkey.read': '{lkey}: host A’s local key for the destination buffer; HCA A checks it',
  'field.dataSeg.addr.read': '{va}: virtual address of the destination buffer in process A',
  'field.inline.length.send': '{bytes} B of inline data: the SEND payload',

  // mlx5 receive WQE (RQ slot)
  'field.recv.dataSeg': 'Scatter entry {index} (struct mlx5_wqe_data_seg): a receive buffer on host B that an incoming SEND fills',
  'field.recv.byteCount': '{bytes} B of buffer space in this entry',
  'field.recv.lkey': '{lkey}: host B’s local key for this receive buffer; HCA B checks it',
  'field.recv.addr': '{va}: virtual address of this receive buffer in process B',
  'field.recv.end':
    'End of the scatter list: mlx5_post_recv adds it because fewer than rq.max_gs = {maxGs} entries were used (a full slot has none)',
  'field.recv.end.byteCount': '0: byte_count of the end entry',
  'field.recv.end.lkey': '{value} = MLX5_INVALID_LKEY: marks the end of the scatter list',
  'field.recv.end.addr': '0: addr of the end entry',
  'field.recv.unwritten':
    '{bytes} B of the {stride}-B RQ slot after the list: mlx5_post_recv does not write them (whatever the ring held, shown as 0)',

  // mlx5 requester CQE for other send opcodes
  'field.cqe.sop.rdmaWriteImm':
    '{opcode} = MLX5_OPCODE_RDMA_WRITE_IMM: the completed WQE’s opcode; libmlx5 reports IBV_WC_RDMA_WRITE with IBV_WC_WITH_IMM set',
  'field.cqe.sop.send': '{opcode} = MLX5_OPCODE_SEND: the completed WQE’s opcode; libmlx5 reports IBV_WC_SEND',
  'field.cqe.sop.rdmaRead': '{opcode} = MLX5_OPCODE_RDMA_READ: the completed WQE’s opcode; libmlx5 reports IBV_WC_RDMA_READ',
  'field.cqe.byteCnt.read': '{bytes} B read: for an RDMA READ libmlx5 copies byte_cnt to wc.byte_len',

  // mlx5 responder (receive) CQE
  'field.cqe.mlPath': '0: libmlx5 copies bits 6:0 to wc.dlid_path_bits; 0 here',
  'field.cqe.slid.resp': '{lid}: LID of the port the packet came from (host A); libmlx5 copies it to wc.slid',
  'field.cqe.flagsRqpn.resp': 'flags and remote QPN: libmlx5 reads the GRH bits (29:28), the SL (27:24) and the source QP (23:0)',
  'field.cqe.flagsRqpn.top': '00: bits 31:30, not read by libmlx5; 0 here',
  'field.cqe.flagsRqpn.g': '00: no GRH; libmlx5 sets IBV_WC_GRH in wc.wc_flags when these bits are not 0',
  'field.cqe.flagsRqpn.sl': '{sl}: service level of the received packet; libmlx5 copies it to wc.sl',
  'field.cqe.flagsRqpn.srcQp': '{qpn}: the sending QP (QP A); libmlx5 copies it to wc.src_qp, which ibv_poll_cq(3) defines for UD QPs only',
  'field.cqe.rxCsum': '0: header-check flags; libmlx5 reads them only for a QP with receive checksum offload (MLX5_RX_CSUM_VALID); 0 here',
  'field.cqe.notReadResp': '0: not read by libmlx5 for a receive completion; 0 here',
  'field.cqe.srqnUidx.resp':
    '0: no SRQ; with CQE version 0 libmlx5 finds the QP by the QPN in sop_drop_qpn (with CQE version 1 this holds the QP’s user index)',
  'field.cqe.imm':
    '{imm}: immediate data from the packet (ImmDt); libmlx5 copies it unchanged to wc.imm_data and sets IBV_WC_WITH_IMM in wc.wc_flags',
  'field.cqe.pkeyIndex': '0: without immediate data libmlx5 reads bits 15:0 as wc.pkey_index (defined for GSI QPs only); 0 here',
  'field.cqe.byteCnt.resp': '{bytes} B: the byte count of the received message; libmlx5 copies it to wc.byte_len',
  'field.cqe.sopDropQpn.resp': 'bits 31:24 (not read here) | QPN of the receiving QP',
  'field.cqe.qpn.resp': '{qpn}: the receiving QP (QP B) whose receive queue completed; libmlx5 reports it in wc.qp_num',
  'field.cqe.wqeCounter.resp':
    '{index}: the receive WQE the HCA used; libmlx5 does not read it on a QP without SRQ: receive WQEs complete in posting order (rq.tail)',
  'field.cqe.opcode.respWrImm':
    '1 = MLX5_CQE_RESP_WR_IMM: an RDMA WRITE with immediate consumed a receive WQE; libmlx5 reports IBV_WC_RECV_RDMA_WITH_IMM',
  'field.cqe.opcode.respSend': '2 = MLX5_CQE_RESP_SEND: a SEND arrived; libmlx5 reports IBV_WC_RECV',
  'field.cqe.opcode.respSendImm':
    '3 = MLX5_CQE_RESP_SEND_IMM: a SEND with immediate arrived; libmlx5 reports IBV_WC_RECV with IBV_WC_WITH_IMM',

  // mlx5 error CQE (struct mlx5_err_cqe)
  'field.cqe.err': 'Error completion (struct mlx5_err_cqe) the HCA writes into the CQ ring in host RAM when a send WQE fails',
  'field.cqe.err.srqn': '0: SRQ number / user index; with CQE version 0 libmlx5 finds the QP by the QPN below',
  'field.cqe.err.vendorSynd':
    '0: vendor error syndrome, copied by libmlx5 to wc.vendor_err; its values are firmware-specific and not publicly documented, so shown as 0 here',
  'field.cqe.err.syndrome': '{code} = {name}: why the WQE failed; libmlx5 reports wc.status = {status} ({value})',
  'field.cqe.err.syndrome.other': '{code}: a syndrome libmlx5 does not name; it reports wc.status = IBV_WC_GENERAL_ERR (21)',
  'field.cqe.err.sWqeOpcodeQpn': 'send WQE opcode << 24 | QPN',
  'field.cqe.err.sWqeOpcode':
    '{opcode}: the failed send WQE’s mlx5 opcode (libmlx5 does not read it; diagnostic code such as UCX’s prints it)',
  'field.cqe.err.qpn': '{qpn}: the QP whose send queue failed (QP A); libmlx5 reports it in wc.qp_num',
  'field.cqe.err.wqeCounter': '{index}: wqe_index of the failed WQE; libmlx5 finds its wr_id with it and retires the send queue up to it',
  'field.cqe.opcode.reqErr': '13 = MLX5_CQE_REQ_ERR: a send WQE completed with an error (struct mlx5_err_cqe layout)',
  'field.cqe.err.resp':
    'Error completion (struct mlx5_err_cqe) the HCA writes into the CQ ring in host RAM when a receive WQE fails or is flushed',
  'field.cqe.err.qpn.resp': '{qpn}: the QP whose receive queue the error completes (QP B); libmlx5 reports it in wc.qp_num',
  'field.cqe.err.wqeCounter.resp':
    '{index}: the receive WQE; libmlx5 does not read it on a QP without SRQ: the error completes the oldest posted receive (rq.tail)',
  'field.cqe.opcode.respErr': '14 = MLX5_CQE_RESP_ERR: a receive WQE completed with an error (struct mlx5_err_cqe layout)',
} as const;
