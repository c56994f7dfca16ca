import type { PresetId } from '../scenario/values';

/**
 * What an HCA writes into the fields the specification leaves to the sender. The header layouts are IBA's and every
 * card follows them; these values differ between real cards and soft-RoCE, and an engineer who opens the app's pcap
 * beside a capture of their own sees them first.
 */
export interface HcaWire {
  /** Whose habits these are. */
  kind: 'connectx' | 'rxe';
  /**
   * BTH MigReq on every packet. A sender sets it while its QP's path-migration state is MIGRATED, the state of a QP
   * with no alternate path armed (Linux drivers/infiniband/hw/qib/qib_ruc.c, qib_make_ruc_header; hfi1 does the same).
   * ConnectX cards send 1 on every packet: requests, ACKs and READ responses, in every public capture looked at (the
   * Wireshark sample capture infiniband.pcap among them). soft-RoCE sends 0 (drivers/infiniband/sw/rxe/rxe_req.c,
   * init_req_packet: bth_init(..., migreq 0, ...)).
   */
  migReq: boolean;
  /**
   * RoCEv2: the ECN bits of the IPv4 TOS or IPv6 Traffic Class (RFC 3168 §5): 0b10 = ECT(0). ConnectX marks its
   * RoCE traffic ECN-capable when ECN is enabled for the priority (DCQCN), which public ConnectX captures show on
   * every packet; soft-RoCE copies the QP's traffic class, 0 unless the program sets one (rxe_net.c, prepare4/prepare6).
   */
  ecn: number;
  /**
   * How an ACK's credit code is filled: from the responder's free receive WQEs (IBA end-to-end credits, as ConnectX
   * ACKs in public captures carry), or always 0x1F, no count (soft-RoCE: rxe_resp.c send_ack, AETH_ACK_UNLIMITED).
   */
  ackCredits: 'receive-queue' | 'none';
  /**
   * IPv4 Identification: each sender counts up by one per packet it puts on the wire (a retransmission is a new
   * packet). soft-RoCE takes it from the kernel's IP ID generator (rxe_net.c prepare_ipv4_hdr: __ip_select_ident,
   * net/ipv4/route.c), ConnectX from its own counter. Where a counter starts differs by run: these are examples.
   */
  ipIdStart: { readonly A: number; readonly B: number };
}

/** ECN codepoint ECT(0), RFC 3168 §5. */
export const ECN_ECT0 = 0b10;
/** ECN codepoint Not-ECT. */
export const ECN_NOT_ECT = 0b00;

const CONNECTX: HcaWire = {
  kind: 'connectx',
  migReq: true,
  ecn: ECN_ECT0,
  ackCredits: 'receive-queue',
  ipIdStart: { A: 0x2a10, B: 0x6c3e },
};

/** soft-RoCE (Linux rxe): the values its source writes. No preset uses it yet; the soft-RoCE preset will. */
export const SOFT_ROCE_WIRE: HcaWire = {
  kind: 'rxe',
  migReq: false,
  ecn: ECN_NOT_ECT,
  ackCredits: 'none',
  ipIdStart: { A: 0x2a10, B: 0x6c3e },
};

/** Every hardware preset is a ConnectX card. */
export function hcaWireOf(_preset: PresetId): HcaWire {
  return CONNECTX;
}
