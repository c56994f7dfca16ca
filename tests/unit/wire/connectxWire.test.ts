// The fields the specifications leave to the card carry what ConnectX cards send (src/sim/wire/hcaWire.ts), in every
// packet of the trace; soft-RoCE's values are kept beside them for its preset.
import { describe, expect, it } from 'vitest';
import { leafFields } from '../../../src/sim/bytes/field';
import { tracePackets } from '../../../src/sim/export/tracePcap';
import { decodeIbPacket } from '../../../src/sim/ib/packet';
import { decodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import { PRESET_IDS } from '../../../src/sim/scenario/values';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { hcaWireOf, SOFT_ROCE_WIRE } from '../../../src/sim/wire/hcaWire';
import { en } from '../support/en';
import { scenario } from '../trace/helpers';

const decode = (t: ReturnType<typeof buildTrace>) =>
  tracePackets(t).map((p) => ({
    fromA: p.iface === 0,
    d: t.scenario.transport === 'rocev2' ? decodeRoceV2Packet(p.bytes, { fcs: true }) : decodeIbPacket(p.bytes),
  }));

describe('the wire as ConnectX cards write it', () => {
  it('every hardware preset is a ConnectX card; soft-RoCE (preset rxe) sends MigReq 0, Not-ECT and no credit count', () => {
    for (const p of PRESET_IDS) expect(hcaWireOf(p).kind).toBe(p === 'rxe' ? 'rxe' : 'connectx');
    expect(hcaWireOf('rxe')).toBe(SOFT_ROCE_WIRE);
    expect(SOFT_ROCE_WIRE).toMatchObject({ migReq: false, ecn: 0, ackCredits: 'none' });
  });

  it.each([
    ['a WRITE', {}],
    ['a READ', { op: 'read', messageBytes: 9000 }],
    ['a SEND with an RNR wait', { op: 'send', recvPosted: false, minRnrTimer: 1 }],
    ['a refused WRITE', { fault: 'bad-rkey' }],
  ])('MigReq is 1 on every packet of %s, requests, answers and responses alike', (_what, input) => {
    for (const { d } of decode(buildTrace(scenario(input)))) expect(d.bth.migReq).toBe(true);
  });

  it('RoCEv2 packets are ECT(0) with DSCP 0, over IPv4 and IPv6, and each field says whose habit it is', () => {
    for (const roceIp of ['ipv4', 'ipv6']) {
      const t = buildTrace(scenario({ transport: 'rocev2', roceIp, messageBytes: 5000, pathMtu: 1024 }));
      for (const { d } of decode(t)) {
        const tos = 'ip' in d ? (d.ip.version === 4 ? d.ip.tos : d.ip.trafficClass) : -1;
        expect(tos).toBe(0b10);
      }
      const packet = t.steps.find((s) => s.role === 'transmit')?.artifacts[0].at(0);
      const ecn = leafFields(packet?.fields ?? []).find((f) => f.name === 'ECN');
      expect(en(ecn?.meaning)).toContain('ECT(0) (10)');
      expect(en(ecn?.meaning)).toContain('soft-RoCE');
    }
  });

  it('the IPv4 ID counts each sender’s packets, a resent one included', () => {
    const t = buildTrace(scenario({ transport: 'rocev2', messageBytes: 4096 * 3, fault: 'drop:2' }));
    const ids = (fromA: boolean) =>
      decode(t)
        .filter((p) => p.fromA === fromA)
        .map((p) => ('ip' in p.d && p.d.ip.version === 4 ? p.d.ip.id : -1));
    const start = hcaWireOf('cx5-edr').ipIdStart;
    // A: FIRST MIDDLE LAST, then MIDDLE LAST again; B: the NAK and the ACK.
    expect(ids(true)).toEqual([0, 1, 2, 3, 4].map((i) => start.A + i));
    expect(ids(false)).toEqual([start.B, start.B + 1]);
  });

  it('an ACK advertises B’s free receive WQEs: one while a WRITE with immediate has not taken it, none after', () => {
    // The last packet is lost: A resends after its timer, B ACKs the two duplicates before the last packet takes the WQE.
    const t = buildTrace(scenario({ op: 'write-imm', messageBytes: 3000, pathMtu: 1024, fault: 'drop:3', ackTimeout: 8 }));
    const acks = decode(t).filter((p) => !p.fromA);
    expect(acks.map((p) => p.d.aeth?.syndrome)).toEqual([1, 1, 0]);
    // A plain WRITE's B posted no receive: code 0; so does a READ's response (its AETH is an ACK's).
    expect(decode(buildTrace(scenario({}))).find((p) => !p.fromA)?.d.aeth?.syndrome).toBe(0);
    const read = decode(buildTrace(scenario({ op: 'read', messageBytes: 9000 })));
    expect(read.filter((p) => p.d.aeth).map((p) => p.d.aeth?.syndrome)).toEqual([0, 0]);
  });

  it('the ACK step quotes the syndrome the ACK carries', () => {
    const t = buildTrace(scenario({}));
    const step = t.steps.find((s) => s.role === 'acknowledge');
    const ack = step?.artifacts[0].at(0);
    const syndrome = leafFields(ack?.fields ?? []).find((f) => f.path === 'AETH.Syndrome')?.value;
    expect(syndrome).toBe('0x00');
    expect(en(step?.text.summary[0])).toContain(`AETH syndrome ${syndrome}`);
  });
});
