// The fields soft-RoCE writes where the specifications leave the choice to the sender, one test per field, each
// against the line of Linux v6.8 (drivers/infiniband/sw/rxe) that writes it. A ConnectX trace of the same scenario
// sends otherwise, so each test fails if the preset's wire profile is not soft-RoCE's.
import { describe, expect, it } from 'vitest';
import { tracePackets } from '../../../src/sim/export/tracePcap';
import { decodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import { rdmaGetUdpSport } from '../../../src/sim/roce/udpSport';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from '../trace/helpers';

const packets = (input: Record<string, unknown>) => {
  const t = buildTrace(scenario({ preset: 'rxe', ...input }));
  return tracePackets(t).map((p) => ({ fromA: p.iface === 0, d: decodeRoceV2Packet(p.bytes, { fcs: true }) }));
};
const SCENARIOS = [{}, { op: 'read', messageBytes: 9000, pathMtu: 1024 }, { op: 'send', recvPosted: false }, { fault: 'bad-rkey' }];

describe('the wire as soft-RoCE writes it (preset rxe)', () => {
  it('MigReq is 0 on requests and answers: bth_init(..., mig 0, ...) in rxe_req.c init_req_packet (L448-L454) and rxe_resp.c prepare_ack_packet (L789-L795)', () => {
    for (const input of SCENARIOS) for (const { d } of packets(input)) expect(d.bth.migReq).toBe(false);
  });

  it('the ECN bits are 00, Not-ECT: the TOS is the QP’s traffic class, 0 here (rxe_net.c prepare4 L279-L303, prepare6 L305-L328)', () => {
    for (const roceIp of ['ipv4', 'ipv6']) {
      for (const { d } of packets({ roceIp, messageBytes: 5000, pathMtu: 1024 })) {
        expect(d.ip.version === 4 ? d.ip.tos : d.ip.trafficClass).toBe(0);
      }
    }
  });

  it('an ACK’s AETH is 0x1F, AETH_ACK_UNLIMITED, whatever B has posted (rxe_resp.c acknowledge L1215-L1231; rxe_hdr.h L777-L790)', () => {
    // A WRITE with immediate whose B has one receive posted: a ConnectX model would count it (code 1).
    for (const input of [{}, { op: 'write-imm', messageBytes: 3000, pathMtu: 1024, fault: 'drop:3', ackTimeout: 8 }]) {
      const acks = packets(input).filter((p) => !p.fromA && p.d.bth.opcode === 0x11);
      expect(acks.length).toBeGreaterThan(0);
      for (const { d } of acks) expect(d.aeth?.syndrome).toBe(0x1f);
    }
  });

  it('the UDP source port is rdma_get_udp_sport(flow label 0, QPNs), the same both ways (rxe_verbs.c rxe_modify_qp L617-L620; ib_verbs.h L4830-L4836)', () => {
    const s = scenario({ preset: 'rxe' });
    for (const { d } of packets({ op: 'read', messageBytes: 9000, pathMtu: 1024 })) {
      expect(d.udp.sport).toBe(rdmaGetUdpSport(0, s.qpnA, s.qpnB));
      expect(d.udp.dport).toBe(4791);
    }
  });

  it('the UDP checksum is 0 (rxe_net.c prepare_udp_hdr L211-L224) and the IPv6 flow label is 0 (prepare_ipv6_hdr L256-L277: ip6_flow_hdr(..., 0))', () => {
    for (const roceIp of ['ipv4', 'ipv6']) {
      for (const { d } of packets({ roceIp })) {
        expect(d.udp.checksum).toBe(0);
        if (d.ip.version === 6) expect(d.ip.flowLabel).toBe(0);
        else expect(d.ip.df).toBe(true); // prepare4: df = htons(IP_DF)
      }
    }
  });

  it('the IPv4 ID comes from the kernel’s per-destination counter (__ip_select_ident, net/ipv4/route.c L483-L498): consecutive packets of a sender count up by one', () => {
    const ids = (fromA: boolean) =>
      packets({ messageBytes: 4096 * 3, fault: 'drop:2' })
        .filter((p) => p.fromA === fromA)
        .map((p) => (p.d.ip.version === 4 ? p.d.ip.id : -1));
    const a = ids(true);
    expect(a.slice(1).map((id, i) => (id - a[i] + 0x10000) % 0x10000)).toEqual([1, 1, 1, 1]);
  });
});
