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
   * BTH MigReq on every packet of the connection. A sender sets it while its QP's path-migration state is MIGRATED,
   * where a QP stays until the program loads an alternate path (REARM, then ARMED) (Linux drivers/infiniband/hw/qib/qib_ruc.c, qib_make_ruc_header;
   * hfi1 likewise). mlx5 creates its QPs in that state (drivers/infiniband/hw/mlx5/qp.c: pm_state
   * MLX5_QP_PM_MIGRATED), so a ConnectX connection without an alternate path sends 1, as the RC packets of the
   * Wireshark sample capture and every RoCE packet of a public Huawei capture do. soft-RoCE sends 0
   * (drivers/infiniband/sw/rxe/rxe_req.c, init_req_packet: bth_init(..., mig 0, ...); rxe_resp.c, prepare_ack_packet).
   */
  migReq: boolean;
  /**
   * RoCEv2: the ECN bits of the IPv4 TOS or IPv6 Traffic Class (RFC 3168 §5): 0b10 = ECT(0). This model's choice
   * for ConnectX: ECN on for the packet's priority, the usual DCQCN setup (NVIDIA's ECN documentation: roce_np,
   * roce_rp), so every RoCE packet, ACKs included, is ECT(0), as in a public Huawei capture; what a ConnectX packet
   * carries depends on its ECN configuration and traffic class (a public ConnectX-4 Lx capture's CNP is ECT(0)).
   * soft-RoCE copies the QP's traffic class, 0 unless the program sets one (rxe_net.c, prepare4/prepare6).
   */
  ecn: number;
  /**
   * How an ACK's credit code is filled: from the responder's free receive WQEs (IBA end-to-end credits, as Linux
   * rdmavt computes them on a QP without a shared receive queue, and as a public Huawei capture shows), or always
   * 0x1F, no count (soft-RoCE: rxe_resp.c, send_ack with AETH_ACK_UNLIMITED). Counting is this model's choice for
   * ConnectX: no public ConnectX capture of an ACK was found.
   */
  ackCredits: 'receive-queue' | 'none';
  /**
   * IPv4 Identification: by this model's choice each sender counts up by one per packet it puts on the wire (a
   * retransmission is a new packet). soft-RoCE takes a kernel counter picked by hashing source, destination and
   * protocol (rxe_net.c prepare_ipv4_hdr: __ip_select_ident, net/ipv4/route.c), which also jumps by a random amount after idle time;
   * what ConnectX writes is not public (a ConnectX-4 Lx CNP carries a non-zero ID), and some cards send 0 (the Huawei
   * capture). Where a counter starts differs by run: these are examples.
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

/** soft-RoCE (Linux rxe): the values its source writes (the `rxe` preset). */
export const SOFT_ROCE_WIRE: HcaWire = {
  kind: 'rxe',
  migReq: false,
  ecn: ECN_NOT_ECT,
  ackCredits: 'none',
  ipIdStart: { A: 0x2a10, B: 0x6c3e },
};

/** Every hardware preset is a ConnectX card; `rxe` is soft-RoCE. */
export function hcaWireOf(preset: PresetId): HcaWire {
  return preset === 'rxe' ? SOFT_ROCE_WIRE : CONNECTX;
}
