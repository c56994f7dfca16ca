// A packet pasted as text: tshark's own hex dump (`tshark -x`) and xxd's read back to the packet's bytes; Wireshark's
// "Copy as Hex Stream" and spaced or 0x-prefixed bytes too; a line lost in the copy, a stray character and an odd digit
// each get their one problem, with the line; and the pasted packet opens as a one-packet capture of the right link type.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCaptureExplainer } from '../../../src/sim/capture/explainCapture';
import { guessLinkType, parseHexDump, pcapOfPastedPacket } from '../../../src/sim/capture/hexDump';
import { LINKTYPE_RAW } from '../../../src/sim/capture/linkLayer';
import { LINKTYPE_INFINIBAND } from '../../../src/sim/export/erfPcap';
import { LINKTYPE_ETHERNET } from '../../../src/sim/export/ethernetPcap';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { toolPath } from '../../support/tools';
import { scenario } from '../trace/helpers';

/** A READ over RoCEv2 (a request, 3 responses): 4 frames of different sizes, last lines short. */
const pcap = traceToPcap(buildTrace(scenario({ transport: 'rocev2', op: 'read', messageBytes: 9000, pathMtu: 4096 })));
const frames = readPcap(pcap).records.map((r) => r.data);

function run(tool: 'tshark', args: string[], file: string, bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'rdma-hex-'));
  try {
    writeFileSync(join(dir, file), bytes);
    return execFileSync(toolPath(tool), [...args, join(dir, file)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bytesOf = (text: string) => {
  const r = parseHexDump(text);
  if (!r.ok) throw new Error(JSON.stringify(r.problem));
  return [...r.bytes];
};

describe('a packet pasted as a hex dump', () => {
  it('tshark -x: every frame’s dump reads back to its bytes', () => {
    const dumps = run('tshark', ['-x', '-r'], 'c.pcap', pcap)
      .trim()
      .split(/\n\s*\n/);
    expect(dumps).toHaveLength(frames.length);
    for (const [i, d] of dumps.entries()) expect(bytesOf(d)).toEqual([...frames[i]]);
  });

  it('4-digit groups (tcpdump -xx, xxd), their text column ignored', () => {
    const f = frames[0];
    const hex = [...f].map((b) => b.toString(16).padStart(2, '0'));
    const lines: string[] = [];
    for (let o = 0; o < f.length; o += 16) {
      const groups =
        hex
          .slice(o, o + 16)
          .join('')
          .match(/.{1,4}/g) ?? [];
      const text = [...f.subarray(o, o + 16)].map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
      lines.push(`\t0x${o.toString(16).padStart(4, '0')}:  ${groups.join(' ')}  ${text}`);
    }
    expect(bytesOf(lines.join('\n'))).toEqual([...f]);
  });

  it('a hex stream, spaced bytes, 0x prefixes and colons', () => {
    const f = frames[0];
    const hex = [...f].map((b) => b.toString(16).padStart(2, '0'));
    expect(bytesOf(hex.join(''))).toEqual([...f]);
    expect(bytesOf(hex.join(' '))).toEqual([...f]);
    expect(bytesOf(hex.map((h) => `0x${h}`).join(', '))).toEqual([...f]);
    expect(bytesOf(hex.join(':').replace(/(.{48})/g, '$1\n'))).toEqual([...f]);
  });

  it('each problem is one line naming where', () => {
    const dump = run('tshark', ['-x', '-r'], 'c.pcap', pcap)
      .trim()
      .split(/\n\s*\n/)[1]
      .split('\n');
    const lost = [...dump.slice(0, 2), ...dump.slice(3)].join('\n');
    expect(parseHexDump(lost)).toMatchObject({ ok: false, problem: { kind: 'offset-gap', line: 3 } });
    expect(parseHexDump('02 00 zz 00')).toMatchObject({ ok: false, problem: { kind: 'bad-character', line: 1, detail: 'z' } });
    expect(parseHexDump('02 00 0')).toMatchObject({ ok: false, problem: { kind: 'odd-digits' } });
    expect(parseHexDump('  \n ')).toMatchObject({ ok: false, problem: { kind: 'empty' } });
  });

  it('opens as a one-packet capture: Ethernet, raw IP or InfiniBand by its first bytes', () => {
    expect(guessLinkType(frames[0])).toBe(LINKTYPE_ETHERNET);
    expect(guessLinkType(frames[0].subarray(14))).toBe(LINKTYPE_RAW);
    const ib = readPcap(traceToPcap(buildTrace(scenario({ transport: 'ib', op: 'read', messageBytes: 9000 })))).records[0].data;
    // The app's IB export is ERF: the LRH starts after its 16-byte record header.
    expect(guessLinkType(ib.subarray(16))).toBe(LINKTYPE_INFINIBAND);
    for (const packet of [frames[0], frames[0].subarray(14), ib.subarray(16)]) {
      const x = createCaptureExplainer('pasted');
      x.push(pcapOfPastedPacket(packet));
      const r = x.end();
      expect(r.overview.rdma).toBe(1);
      expect(r.reconstruction.messages[0]?.kind).toBe('read');
    }
  });
});
