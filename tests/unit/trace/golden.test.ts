import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/sim/bytes/hex';
import { DEFAULT_SCENARIO } from '../../../src/sim/scenario/defaults';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenario } from './helpers';

const artifact = (id: string, set = 0, item = 0, s = DEFAULT_SCENARIO) => {
  const step = buildTrace(s).steps.find((x) => x.id === id)!;
  return step.artifacts[set].at(item);
};
const hex = (b: Uint8Array) => toHex(b, ' ');

describe('the default trace reproduces the worked examples', () => {
  // The CRCs were computed by a separate implementation of the algorithm in tests/fixtures/captures/README.md
  // (Python's zlib CRC-32 over the masked bytes, and a bitwise CRC-16 0xD008), which also gives the earlier golden
  // packet's 7c b3 89 f8 / 58 ff from its bytes with MigReq 0.
  it('the WRITE ONLY packet is the native-IB golden packet, byte for byte, MigReq 1 as ConnectX sends it (ICRC 11 a4 11 1c, VCRC 58 0e)', () => {
    expect(hex(artifact('A3.transmit').bytes)).toBe(
      '00 02 00 02 00 0c 00 01 0a 40 ff ff 00 00 00 12 80 00 00 01 00 00 7f 00 00 00 10 00 00 00 12 34 00 00 00 08 41 42 43 44 45 46 47 48 11 a4 11 1c 58 0e',
    );
  });

  it('the doorbell is an 8-B MWr32 to BAR0 + UAR 16 + 0x800 carrying ctrl bytes 0-7 (with A’s QPN 0x11 and WQE index 0)', () => {
    const doorbell = scenario({ post: 'doorbell' });
    expect(hex(artifact('A2.tlp', 0, 0, doorbell).bytes)).toBe('40 00 00 02 00 00 00 ff e4 01 08 00 00 00 00 08 00 00 11 03');
    expect(hex(artifact('A1.mmio', 0, 0, doorbell).bytes)).toBe('00 00 00 08 00 00 11 03');
  });

  it('by default (BlueFlame) the CPU’s store is one 64-B MWr32 carrying the 48-B WQE and the rest of its basic block', () => {
    const wqe = hex(artifact('A1.wqe').bytes);
    const tlp = hex(artifact('A2.tlp').bytes);
    // Fmt/Type 0x40 (MWr32), Length 16 DW, requester 00:00.0, BEs ff, address BAR0 + UAR 16 + 0x800.
    expect(tlp.slice(0, 35)).toBe('40 00 00 10 00 00 00 ff e4 01 08 00');
    expect(tlp.slice(36)).toBe(`${wqe} ${Array(16).fill('00').join(' ')}`);
    expect(buildTrace(DEFAULT_SCENARIO).steps.find((x) => x.id === 'A2.tlp')?.artifacts[0].count).toBe(1);
  });

  it('the WQE has the mlx5 RDMA WRITE layout (ctrl, raddr, data; ds = 3; signaled)', () => {
    expect(hex(artifact('A1.wqe').bytes)).toBe(
      [
        '00 00 00 08 00 00 11 03 00 00 00 08 00 00 00 00',
        '00 00 7f 00 00 00 10 00 00 00 12 34 00 00 00 00',
        '00 00 00 08 00 00 56 78 00 00 7f 12 34 56 00 00',
      ].join(' '),
    );
  });

  it('the doorbell record holds the SQ counter after the post, big-endian', () => {
    expect(hex(artifact('A1.dbr').bytes)).toBe('00 00 00 01');
  });

  it('the CQE is a requester completion for WQE 0 of QP 0x11, send opcode 0x08, owner 0', () => {
    const cqe = artifact('COMPLETION.poll').bytes;
    expect(cqe.length).toBe(64);
    expect(hex(cqe.subarray(56, 64))).toBe('08 00 00 11 00 00 00 00');
  });

  it('a BAR above 4 GiB turns the doorbell into a 4-DW MWr64', () => {
    const b = artifact('A2.tlp', 0, 0, scenario({ bar0: '0x10000000000', post: 'doorbell' })).bytes;
    expect(hex(b.subarray(0, 16))).toBe('60 00 00 02 00 00 00 ff 00 00 01 00 00 01 08 00');
  });

  it('the ACK answers the last PSN with AETH ACK, credit code 0 (B has no receive WQE posted), MSN 1: LRH B -> A, 7 words, BTH opcode 0x11 to QP 0x11', () => {
    const ack = artifact('ACK.send').bytes;
    expect(hex(ack)).toBe('00 02 00 01 00 07 00 02 11 40 ff ff 00 00 00 11 00 00 00 01 00 00 00 01 b7 81 40 e2 03 28');
  });
});
