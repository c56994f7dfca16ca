// The ladder diagram of a captured connection: its layout (rows in capture order, never closer than the least gap, long
// waits cut and marked, arrows sloping from their sender to their receiver, each packet's kind) and its drawing (a
// button per packet, named for a screen reader, the packets not drawn counted).
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import type { CaptureRecord } from '../../../src/sim/capture/captureRecord';
import { opcodeShortName } from '../../../src/sim/capture/opcodeShortName';
import { type CapturedConnection, type Ladder, type Rung, reconstruct } from '../../../src/sim/capture/reconstruct';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { Ladder as LadderView } from '../../../src/views/shell/capture/Ladder';
import {
  LADDER_DEFAULTS,
  LADDER_MIN_WIDTH,
  type LadderLayout,
  ladderLayout,
  splitAddress,
  timeLabelChars,
} from '../../../src/views/shell/capture/ladderLayout';
import { scenario } from '../trace/helpers';

const rung = (index: number, timeNs: number, from: Rung['from'], extra: Partial<Rung> = {}): Rung => ({
  index,
  timeNs,
  from,
  opcode: from === 'requester' ? RC_OP.RDMA_WRITE_MIDDLE : RC_OP.ACKNOWLEDGE,
  psn: index,
  ...(from === 'responder' ? { answer: 'ack' as const } : {}),
  ...extra,
});
const ladderOf = (rungs: Rung[], more = 0): Ladder => ({ connection: 0, rungs, more });

/** Where consecutive rows are closer than `min` px: "i: dy" for each. Empty when the spacing rule holds. */
function crowded(layout: Pick<LadderLayout, 'arrows'>, min: number): string[] {
  const out: string[] = [];
  for (let i = 1; i < layout.arrows.length; i++) {
    const dy = layout.arrows[i].y - layout.arrows[i - 1].y;
    if (dy < min - 1e-9) out.push(`${i}: ${dy}`);
  }
  return out;
}

/** An arrow points the way its packet went: the requester's to the right (to B), the responder's to the left (to A). */
function misdirected(layout: LadderLayout): number[] {
  return layout.arrows
    .filter((a) => {
      const right = a.x2 > a.x1;
      const down = a.y2 > a.y1;
      return !down || right !== (a.rung.from === 'requester') || a.x1 !== (a.rung.from === 'requester' ? layout.a : layout.b);
    })
    .map((a) => a.frame);
}

const rungs = fc
  .array(
    fc.record({
      gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 5_000_000_000 })),
      from: fc.constantFrom<Rung['from']>('requester', 'responder'),
      answer: fc.constantFrom(undefined, 'ack', 'rnr', 'nak-psn', 'nak-access'),
      resent: fc.boolean(),
    }),
    { maxLength: 60 },
  )
  .map((xs) => {
    let t = 0;
    return xs.map((x, i) => {
      t += x.gap;
      return x.from === 'requester'
        ? rung(i, t, 'requester', x.resent ? { resent: true } : {})
        : rung(i, t, 'responder', x.answer ? { answer: x.answer } : {});
    });
  });

describe('ladderLayout', () => {
  it('places the rows in capture order, top to bottom, at least the least gap apart, over any gaps and widths', () => {
    fc.assert(
      fc.property(rungs, fc.integer({ min: 100, max: 2000 }), fc.integer({ min: 12, max: 40 }), (rs, width, minGap) => {
        const l = ladderLayout(ladderOf(rs), width, { minGap });
        expect(l.arrows.map((a) => a.rung.index)).toEqual(rs.map((r) => r.index));
        expect(crowded(l, minGap)).toEqual([]);
        expect(misdirected(l)).toEqual([]);
        for (const a of l.arrows) {
          expect(a.y).toBeGreaterThan(l.lifeTop);
          expect(a.y2).toBeLessThan(l.lifeBottom);
        }
        expect(l.height).toBeGreaterThanOrEqual(l.lifeBottom);
        expect(l.width).toBe(Math.max(LADDER_MIN_WIDTH, width));
      }),
    );
  });

  it('keeps packets with the same timestamp (pcap’s microseconds) apart', () => {
    const l = ladderLayout(ladderOf([0, 1, 2, 3, 4].map((i) => rung(i, 0, i % 2 ? 'responder' : 'requester'))), 360);
    const ys = l.arrows.map((a) => a.y);
    expect(ys.slice(1).map((y, i) => y - ys[i])).toEqual([22, 22, 22, 22]);
    expect(LADDER_DEFAULTS.minGap).toBeGreaterThanOrEqual(18);
  });

  it('a wait adds space with its logarithm, capped; a long one is cut and marked with its length', () => {
    const gaps = [500, 10_000, 100_000, 150_000, 200_000, 5_000_000, 3_000_000_000];
    let t = 0;
    const rs = [rung(0, 0, 'requester')];
    gaps.forEach((g, i) => {
      t += g;
      rs.push(rung(i + 1, t, 'requester'));
    });
    const l = ladderLayout(ladderOf(rs), 360);
    const dy = l.arrows.slice(1).map((a, i) => a.y - l.arrows[i].y);
    const { minGap, maxExtra, breakNs } = LADDER_DEFAULTS;
    expect(dy[0]).toBe(minGap);
    for (let i = 1; i < dy.length; i++) expect(dy[i]).toBeGreaterThanOrEqual(dy[i - 1]);
    expect(Math.max(...dy)).toBe(minGap + maxExtra);
    expect(dy[1]).toBeGreaterThan(minGap);
    expect(dy[1]).toBeLessThan(minGap + maxExtra / 2);
    expect(l.breaks.map((b) => b.gapNs)).toEqual(gaps.filter((g) => g >= breakNs));
    for (const b of l.breaks) {
      const before = l.arrows[b.before - 1];
      const after = l.arrows[b.before];
      expect(b.y).toBeGreaterThan(before.y2);
      expect(b.y).toBeLessThan(after.labelY - 8);
    }
  });

  it('arrows slope down from their sender: A’s to the right, B’s to the left, tip on the other column', () => {
    const l = ladderLayout(ladderOf([rung(0, 0, 'requester'), rung(1, 3000, 'responder')]), 360);
    const [req, ack] = l.arrows;
    expect([req.x1, ack.x1]).toEqual([l.a, l.b]);
    expect(req.x2).toBeGreaterThan(req.x1);
    expect(ack.x2).toBeLessThan(ack.x1);
    expect(req.y2).toBeGreaterThan(req.y1);
    expect(ack.y2).toBeGreaterThan(ack.y1);
    expect(l.a).toBeLessThan(l.b);
    const tip = (h: string) => h.split(' ')[0].split(',').map(Number);
    expect(tip(req.head)).toEqual([l.b, req.y + LADDER_DEFAULTS.slope]);
    expect(tip(ack.head)).toEqual([l.a, ack.y + LADDER_DEFAULTS.slope]);
    // A row's label sits above its shaft and below the row before.
    expect(ack.labelY).toBeLessThan(ack.y);
    expect(ack.labelY - 12).toBeGreaterThan(req.y2);
  });

  it('draws each packet by kind: requests, READ responses, ACKs, NAKs, RNR NAKs; resends marked', () => {
    const rs: Rung[] = [
      rung(0, 0, 'requester', { opcode: RC_OP.RDMA_READ_REQUEST }),
      rung(1, 1, 'responder', { opcode: RC_OP.RDMA_READ_RESPONSE_FIRST, answer: undefined }),
      rung(2, 2, 'responder', { opcode: RC_OP.RDMA_READ_RESPONSE_LAST, answer: 'ack' }),
      rung(3, 3, 'responder', { answer: 'nak-psn' }),
      rung(4, 4, 'responder', { answer: 'rnr' }),
      rung(5, 5, 'requester', { resent: true }),
      rung(6, 6, 'responder'),
    ];
    const l = ladderLayout(ladderOf(rs), 360);
    expect(l.arrows.map((a) => a.kind)).toEqual(['request', 'response', 'response', 'nak', 'rnr', 'request', 'ack']);
    expect(l.arrows.map((a) => a.resend)).toEqual([false, false, false, false, false, true, false]);
    expect(l.arrows.map((a) => a.opcode)).toEqual(['READ Req', 'READ Resp First', 'READ Resp Last', 'ACK', 'ACK', 'WRITE Middle', 'ACK']);
    expect(l.arrows.map((a) => a.frame)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('fits a phone: the columns inside the width, the time labels beside them, long addresses split', () => {
    const rs = [rung(0, 0, 'requester'), rung(1, 123_456_789_000, 'responder')];
    const gid = 'fe80:0000:0000:0000:0202:c9ff:fe00:0001';
    const l = ladderLayout(ladderOf(rs), 320, { addresses: { requester: gid, responder: '192.168.1.2' } });
    expect(l.width).toBe(320);
    expect(l.timeX).toBeLessThan(l.a - l.badgeR);
    expect(l.b + l.badgeR).toBeLessThanOrEqual(l.width);
    expect(l.b - l.a).toBeGreaterThan(150);
    expect(l.addressLines.responder).toEqual(['192.168.1.2']);
    expect(l.addressLines.requester.join('')).toBe(gid);
    expect(l.addressLines.requester.length).toBeGreaterThan(1);
    // The time column holds "123,456,789 µs" and its two decimals.
    expect(timeLabelChars(123_456_789_000)).toBe('123,456,789.00 µs'.length);
    expect(timeLabelChars(0)).toBe('0.00 µs'.length);
  });

  it('splits an address at its colons or dots, else where it must', () => {
    expect(splitAddress('10.0.0.1', 20)).toEqual(['10.0.0.1']);
    expect(splitAddress('fe80:0000:0000:0000:0202', 10)).toEqual(['fe80:0000:', '0000:0000:', '0202']);
    expect(splitAddress('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(splitAddress('', 10)).toEqual(['']);
  });

  it('the spacing check catches rows too close together (it can fail)', () => {
    const l = ladderLayout(ladderOf([0, 1, 2].map((i) => rung(i, i, 'requester'))), 360);
    expect(crowded(l, 22)).toEqual([]);
    // The same rows with the third moved up 5 px: broken spacing, named.
    const squeezed = { arrows: l.arrows.map((a, i) => (i === 2 ? { ...a, y: a.y - 5 } : a)) };
    expect(crowded(squeezed, 22)).toEqual(['2: 17']);
    // A rank scale without the least gap (rows 1 px apart) would fail the property above.
    const ranked = { arrows: l.arrows.map((a, i) => ({ ...a, y: i })) };
    expect(crowded(ranked, 18)).toHaveLength(2);
    // So would an arrow drawn the wrong way.
    const flipped = { ...l, arrows: l.arrows.map((a) => ({ ...a, x1: a.x2, x2: a.x1 })) };
    expect(misdirected(flipped)).toEqual([1, 2, 3]);
  });
});

describe('opcodeShortName', () => {
  it('names RC opcodes short, other transports with their name first, the unnamed in hex', () => {
    expect(opcodeShortName(RC_OP.RDMA_WRITE_FIRST)).toBe('WRITE First');
    expect(opcodeShortName(RC_OP.RDMA_READ_REQUEST)).toBe('READ Req');
    expect(opcodeShortName(RC_OP.ACKNOWLEDGE)).toBe('ACK');
    expect(opcodeShortName(RC_OP.SEND_ONLY_WITH_IMMEDIATE)).toBe('SEND Only Imm');
    expect(opcodeShortName(0x20 | RC_OP.RDMA_WRITE_ONLY)).toBe('UC WRITE Only');
    expect(opcodeShortName(0x81)).toBe('CNP');
    expect(opcodeShortName(0x1f)).toBe('0x1f');
    expect(opcodeShortName(0xe5)).toBe('0xe5');
  });
});

/** A model export's packets, decoded as a capture's (`drop` loses a packet: a NAK and a resend follow). */
function exportedLadder(input: Record<string, unknown>) {
  const f = readPcap(traceToPcap(buildTrace(scenario({ transport: 'rocev2', ...input }))));
  const packets = f.records.flatMap((rec, index) => {
    const r: CaptureRecord = {
      index,
      offset: 0,
      iface: 0,
      linkType: f.linktype,
      timeNs: BigInt(rec.tsNs),
      data: rec.data,
      originalLength: rec.data.length,
    };
    const p = capturedPacket(r);
    return isRdma(p) ? [p] : [];
  });
  return reconstruct(packets);
}

describe('<Ladder>', () => {
  const render = (ladder: Ladder, connection: CapturedConnection) =>
    renderToStaticMarkup(createElement(LadderView, { ladder, connection, onPick: () => {} }));

  it('draws a real exchange: one focusable, named button per packet, its frame number, the NAK and the resends', () => {
    const x = exportedLadder({ messageBytes: 8192, pathMtu: 1024, fault: 'drop:2' });
    const c = x.connections[0];
    const ladder = x.ladders[c.id];
    expect(ladder.rungs.some((r) => r.answer === 'nak-psn')).toBe(true);
    expect(ladder.rungs.some((r) => r.resent)).toBe(true);
    const html = render(ladder, c);
    expect(html).toContain('data-testid="ladder"');
    expect(html).toContain('<title>Ladder diagram of connection 1: ');
    const frames = [...html.matchAll(/data-testid="ladder-arrow" data-frame="(\d+)"/g)].map((m) => Number(m[1]));
    expect(frames).toEqual(ladder.rungs.map((r) => r.index + 1));
    expect(html.match(/role="button" tabindex="0"/g)).toHaveLength(ladder.rungs.length);
    const nak = ladder.rungs.find((r) => r.answer === 'nak-psn');
    expect(html).toContain(`aria-label="Frame ${(nak?.index ?? 0) + 1}, B to A: NAK: PSN sequence error, PSN ${nak?.psn}, at `);
    expect(html).toMatch(/aria-label="Frame \d+, A to B: WRITE \w+, PSN \d+, at [\d.,]+\u00a0µs, sent again"/);
    expect(html).toContain('>resend</tspan>');
    expect(html).toContain(c.requester.address);
    expect(html).not.toContain('data-testid="ladder-more"');
  });

  it('counts the packets past the ladder’s bound', () => {
    const c: CapturedConnection = {
      id: 2,
      carrier: 'rocev2',
      requester: { address: '10.0.0.1', qpn: null },
      responder: { address: '10.0.0.2', qpn: 0x11 },
      requests: 1,
      answers: 0,
      cnps: 0,
    };
    const html = render(ladderOf([rung(0, 0, 'requester')], 1234), c);
    expect(html).toContain('… and 1,234 more packets not drawn');
    expect(html).toContain('QP ?');
    expect(html).toContain('QP 0x11');
  });
});
