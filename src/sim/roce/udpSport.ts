/**
 * The UDP source port of a RoCEv2 connection, as Linux computes it: from the GRH flow label, or,
 * when that is 0, from a flow label folded out of the two QP numbers, so requester and responder
 * get the same value (Linux include/rdma/ib_verbs.h, rdma_flow_label_to_udp_sport, rdma_calc_flow_label,
 * rdma_get_udp_sport). The header says "All RoCE V2 drivers should use this
 * same convention", but NICs may pick their own: the captured ConnectX-4 Lx CNP carries source
 * port 0 (Scapy test/contrib/roce.uts).
 */

export const IB_ROCE_UDP_ENCAP_VALID_PORT_MIN = 0xc000; // (Linux include/rdma/ib_verbs.h)
export const IB_GRH_FLOWLABEL_MASK = 0x000fffff; // (Linux include/rdma/ib_verbs.h)

const FL_LOW_MASK = 0x03fff; // the 14 low bits (Linux include/rdma/ib_verbs.h, rdma_flow_label_to_udp_sport)
const FL_HIGH_MASK = 0xfc000; // the 6 high bits of the 20
const QPN_MASK = 0xffffff; // QPNs are 24 bits (Linux drivers/infiniband/sw/rxe/rxe_hdr.h, BTH_QPN_MASK)

/** `rdma_flow_label_to_udp_sport(fl)`: the low 14 bits XOR the high 6, in 0xC000..0xFFFF. */
export function rdmaFlowLabelToUdpSport(fl: number): number {
  const low = fl & FL_LOW_MASK;
  const high = fl & FL_HIGH_MASK;
  return (low ^ (high >>> 14)) | IB_ROCE_UDP_ENCAP_VALID_PORT_MIN;
}

/**
 * `rdma_calc_flow_label(lqpn, rqpn)`: v = lqpn x rqpn (64-bit), v ^= v >> 20, v ^= v >> 40,
 * keep 20 bits. Symmetric in the two QPNs.
 */
export function rdmaCalcFlowLabel(lqpn: number, rqpn: number): number {
  for (const q of [lqpn, rqpn]) if (!Number.isInteger(q) || q < 0 || q > QPN_MASK) throw new RangeError(`QPN ${q} is not 24 bits`);
  let v = BigInt(lqpn) * BigInt(rqpn); // up to 48 bits: exact as a bigint
  v ^= v >> 20n;
  v ^= v >> 40n;
  return Number(v & BigInt(IB_GRH_FLOWLABEL_MASK));
}

/** `rdma_get_udp_sport(fl, lqpn, rqpn)`: the port from the flow label, or from the QPNs when it is 0. */
export function rdmaGetUdpSport(fl: number, lqpn: number, rqpn: number): number {
  return rdmaFlowLabelToUdpSport(fl === 0 ? rdmaCalcFlowLabel(lqpn, rqpn) : fl);
}
