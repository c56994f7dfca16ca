// rdma-cm's connection setup in a capture: a REQ, a REP and an RTU (UD SEND ONLY to QP1, MADs of the CM class) before
// a WRITE whose ACK is not in the capture. tshark reads the same REQ's and REP's QPNs and first PSNs from the built
// packets; the reconstruction takes the requester's QPN and both first PSNs from them, and counts them as the
// connection's own traffic ('cm'), not as another transport.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GSI_QPN, UD_SEND_ONLY } from '../../../src/sim/capture/cmMad';
import { createCaptureExplainer } from '../../../src/sim/capture/explainCapture';
import { LINKTYPE_ETHERNET } from '../../../src/sim/export/ethernetPcap';
import { readPcap, writePcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { encodeRoceV2Packet } from '../../../src/sim/roce/roceV2Packet';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

const A = { mac: Uint8Array.of(2, 0, 0, 0, 0, 1), ip: Uint8Array.of(192, 168, 1, 1) };
const B = { mac: Uint8Array.of(2, 0, 0, 0, 0, 2), ip: Uint8Array.of(192, 168, 1, 2) };

/** A CM MAD (IBA Vol. 1 Tables 106, 110, 111) in a UD SEND ONLY to QP1, from `from` to `to`. */
function cmPacket(from: typeof A, to: typeof A, attr: number, fill: (data: DataView) => void): Uint8Array {
  const body = new Uint8Array(8 + 256);
  const v = new DataView(body.buffer);
  v.setUint32(0, 0x80010000); // DETH: the GSI's well-known Q_Key
  v.setUint32(4, GSI_QPN); // DETH: source QP 1
  body[8] = 1; // MAD base version
  body[9] = 0x07; // management class: CM
  body[10] = 2; // class version
  body[11] = 0x03; // method: Send
  v.setUint16(8 + 16, attr); // attribute ID
  fill(new DataView(body.buffer, 8 + 24));
  return encodeRoceV2Packet({
    eth: { dst: to.mac, src: from.mac },
    ip: { version: 4, tos: 0, id: 1, df: true, ttl: 64, src: from.ip, dst: to.ip },
    udp: { sport: 0xc000 },
    bth: {
      opcode: UD_SEND_ONLY,
      se: false,
      migReq: true,
      tver: 0,
      pkey: 0xffff,
      fecn: false,
      becn: false,
      destQp: GSI_QPN,
      ackReq: false,
      psn: 7,
    },
    payload: body,
    fcs: false,
  }).bytes;
}

const u24at = (v: DataView, at: number, x: number) => v.setUint32(at, (x << 8) | (v.getUint32(at) & 0xff));

const write = scenario({ transport: 'rocev2', op: 'write', messageBytes: 3000, qpnA: 0x11, qpnB: 0x12, startPsn: 0x1234 });
const req = cmPacket(A, B, 0x10, (d) => {
  d.setUint32(0, 0xaaaa0001); // local comm ID
  u24at(d, 32, 0x11); // local QPN
  u24at(d, 44, 0x1234); // starting PSN
});
const rep = cmPacket(B, A, 0x13, (d) => {
  d.setUint32(0, 0xbbbb0002);
  d.setUint32(4, 0xaaaa0001); // remote comm ID: the REQ's
  u24at(d, 12, 0x12);
  u24at(d, 20, 0x5678);
});
const rtu = cmPacket(A, B, 0x14, (d) => {
  d.setUint32(0, 0xaaaa0001);
  d.setUint32(4, 0xbbbb0002);
});
// The WRITE's packets without its ACK: no answer names A's QP.
const data = readPcap(traceToPcap(buildTrace(write)))
  .records.slice(0, -1)
  .map((r) => r.data);
const pcap = writePcap(
  LINKTYPE_ETHERNET,
  [req, rep, rtu, ...data].map((p, i) => ({ timeNs: i * 1000, parts: [p] })),
);

describe('rdma-cm’s REQ, REP and RTU in a capture', () => {
  it('tshark reads the same QPNs and first PSNs from them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rdma-cm-'));
    try {
      writeFileSync(join(dir, 'cm.pcap'), pcap);
      const out = execFileSync(
        toolPath('tshark'),
        [
          '-r',
          join(dir, 'cm.pcap'),
          '-Y',
          'infiniband.cm.req || infiniband.cm.rep',
          '-T',
          'fields',
          '-E',
          'separator=,',
          '-e',
          'infiniband.cm.req.localqpn',
          '-e',
          'infiniband.cm.req.startpsn',
          '-e',
          'infiniband.cm.rep.localqpn',
          '-e',
          'infiniband.cm.rep.startpsn',
        ],
        { encoding: 'utf8' },
      );
      expect(out.trim().split('\n')).toEqual(['0x000011,0x001234,,', ',,0x000012,0x005678']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the connection takes the requester’s QPN and both first PSNs from them', () => {
    const x = createCaptureExplainer('cm.pcap');
    x.push(pcap);
    const r = x.end().reconstruction;
    expect(r.cm).toEqual([
      {
        active: { address: '192.168.1.1', commId: 0xaaaa0001, qpn: 0x11, psn: 0x1234 },
        passive: { address: '192.168.1.2', commId: 0xbbbb0002, qpn: 0x12, psn: 0x5678 },
        kinds: ['req', 'rep', 'rtu'],
        packets: [0, 1, 2],
      },
    ]);
    expect(r.connections).toHaveLength(1);
    const c = r.connections[0];
    expect(c.answers).toBe(0);
    expect(c.requester.qpn).toBe(0x11);
    expect(c.cm).toEqual({ exchange: 0, requesterPsn: 0x1234, responderPsn: 0x5678 });
    expect(r.transports.cm).toBe(3);
    expect(r.anomalies.filter((a) => a.kind === 'other-transport')).toEqual([]);
  });

  it('Wireshark’s sample (real HCAs): its three REQ/REP/RTU exchanges, as tshark reads them, set up its three connections', () => {
    const file = new Uint8Array(readFileSync(new URL('../../fixtures/captures/native-ib-endace.erf.pcap', import.meta.url)));
    const out = execFileSync(
      toolPath('tshark'),
      [
        '-r',
        fileURLToPath(new URL('../../fixtures/captures/native-ib-endace.erf.pcap', import.meta.url)),
        '-T',
        'fields',
        '-E',
        'separator=,',
        '-e',
        'frame.number',
        '-e',
        'infiniband.cm.req.localqpn',
        '-e',
        'infiniband.cm.req.startpsn',
        '-e',
        'infiniband.cm.rep.localqpn',
        '-e',
        'infiniband.cm.rep.startpsn',
      ],
      { encoding: 'utf8' },
    );
    const theirs = out
      .trim()
      .split('\n')
      .map((l) => l.split(','))
      .filter((f) => f[1] || f[3]);
    const x = createCaptureExplainer('sample');
    x.push(file);
    const r = x.end().reconstruction;
    const ours = r.cm.flatMap((e) => [
      [String(e.packets[0] + 1), e.active.qpn, e.active.psn, undefined, undefined],
      [String(e.packets[1] + 1), undefined, undefined, e.passive?.qpn, e.passive?.psn],
    ]);
    const hex6 = (n: unknown) => (n === undefined ? '' : `0x${(n as number).toString(16).padStart(6, '0')}`);
    expect(ours.map(([f, ...v]) => [f, ...v.map(hex6)])).toEqual(theirs);
    // Each connection's QPs are an exchange's: the requester's QPN and both first PSNs come from it.
    expect(r.connections.map((c) => c.cm?.exchange)).toEqual([0, 1, 2]);
    for (const c of r.connections) {
      const e = r.cm[c.cm?.exchange ?? -1];
      expect([e.active.qpn, e.passive?.qpn]).toEqual([c.requester.qpn, c.responder.qpn]);
    }
  });
});
