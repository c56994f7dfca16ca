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
  'field.grh.nxtHdr.iba': 'next header 0x1B: an IBA transport header (BTH) follows',
  'field.grh.hopLmt': 'hop limit: decremented by each router; 1s for the ICRC',
  'field.grh.sgid': 'source global identifier (128 bits)',
  'field.grh.dgid': 'destination global identifier (128 bits)',

  // InfiniBand BTH
  'field.bth': 'Base Transport Header: {opcode}, which QP it is for and its place in the PSN sequence',
  'field.bth.opcode': '{opcode} (bits 7:5 transport, bits 4:0 operation)',
  'field.bth.se': 'solicited event: 1 asks the responder to wake a consumer waiting for solicited completions',
  'field.bth.migReq': "MigReq: the sending QP's path-migration state bit",
  'field.bth.padCnt': 'pad count: {pad} zero byte(s) after the payload bring it to a 4-byte boundary (= -payload length & 3)',
  'field.bth.tver': 'transport header version: 0',
  'field.bth.pkey.default': 'partition key 0xFFFF: the default partition, full member (bit 15 set)',
  'field.bth.pkey.full': 'partition key: partition {partition}, full member (bit 15)',
  'field.bth.pkey.limited': 'partition key: partition {partition}, limited member (bit 15)',
  'field.bth.fecn': 'forward explicit congestion notification: set by a congested switch on the way to the receiver',
  'field.bth.becn': 'backward explicit congestion notification: tells the sender to slow down (carried back in a CNP)',
  'field.bth.resv6': 'reserved, sent as 0; the ICRC is computed with this whole byte as 1s',
  'field.bth.destQp': 'destination queue pair: the QP that owns this connection at the receiver',
  'field.bth.destQp.onHost': 'destination queue pair on host {host}: the QP that owns this connection at the receiver',
  'field.bth.ackReq.set': 'acknowledge request: 1, the responder must send an ACK for this PSN',
  'field.bth.ackReq.clear': 'acknowledge request: 0, no ACK asked for this packet',
  'field.bth.psn': 'packet sequence number {psn} (24 bits, wraps at 2^24)',

  // InfiniBand RETH
  'field.reth': "RDMA Extended Transport Header: where in host B's memory the message goes and the key that allows it",
  'field.reth.va': "virtual address in the responder's registered buffer where the first byte of the message is written",
  'field.reth.rkey': "remote key: names the responder's memory region; its HCA checks it grants remote write over [VA, VA+length)",
  'field.reth.dmaLength': "length of the whole message: {bytes} B (not just this packet's payload)",

  // InfiniBand AETH; {kind} is the packet kind's name (ACK, RNR NAK, NAK)
  'field.aeth': 'ACK Extended Transport Header: {kind} from the responder',
  'field.aeth.reservedType': 'ACK Extended Transport Header: reserved syndrome type {type} from the responder',
  'field.aeth.syndrome.ackUnlimited': 'ACK: everything up to this PSN arrived; credit count 0x1F = unlimited',
  'field.aeth.syndrome.ack': 'ACK: everything up to this PSN arrived; credit count field {credits}',
  'field.aeth.syndrome.rnr': 'RNR NAK: receiver not ready, retry after RNR timer code {code}',
  'field.aeth.syndrome.rnrTimed': 'RNR NAK: receiver not ready, retry after RNR timer code {code} = {time}',
  'field.aeth.syndrome.nakPsnSequence': 'NAK: PSN sequence error: a packet was missed, the requester must resend from the ACKed PSN',
  'field.aeth.syndrome.nakInvalidRequest': 'NAK: invalid request',
  'field.aeth.syndrome.nakRemoteAccess':
    'NAK: remote access error: bad R_Key, address range or permission; nothing was written and the responder QP went to ERROR',
  'field.aeth.syndrome.nakRemoteOperational': 'NAK: remote operational error',
  'field.aeth.syndrome.nakCode': 'NAK: code {code}',
  'field.aeth.syndrome.reservedType': 'reserved syndrome type {type}',
  'field.aeth.msn': 'message sequence number {msn}: messages the responder has completed on this QP (24 bits)',

  // InfiniBand packet: ImmDt, payload, pad, CRCs
  'field.ib.immDt': 'immediate data: 32 opaque bits handed to the responder in its completion',
  'field.ib.payload': "payload: {bytes} B of message data, written to the responder's memory",
  'field.ib.pad': '{pad} pad byte(s) of 0 so the ICRC starts on a 4-byte boundary; covered by the ICRC',
  'field.ib.icrc':
    'invariant CRC: CRC-32 over LRH through pad with LRH.VL and BTH byte 4 replaced by 1s (fields a switch may change); sent least-significant byte first',
  'field.ib.vcrc': 'variant CRC: CRC-16 over LRH through ICRC, recomputed on every link hop; sent least-significant byte first',
} as const;
