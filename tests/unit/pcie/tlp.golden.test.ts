import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/i18n/msg';
import { ByteWriter } from '../../../src/sim/bytes/byteWriter';
import { allFields, coverageProblems, type Field } from '../../../src/sim/bytes/field';
import { fromHex, toHex } from '../../../src/sim/bytes/hex';
import { encodeRdmaWriteWqe } from '../../../src/sim/mlx5/wqe';
import { decodeTlp, encodeCompletionWithData, encodeMemRead, encodeMemWrite } from '../../../src/sim/pcie/tlp';
import { en } from '../support/en';

const hex = (s: string) => fromHex(s)!;
const find = (fields: Field[], path: string) => {
  const f = allFields(fields).find((x) => x.path === path);
  if (!f)
    throw new Error(
      `no field ${path}: ${allFields(fields)
        .map((x) => x.path)
        .join(', ')}`,
    );
  return f;
};
const ABCDEFGH = hex('4142434445464748');
const WQE_1_6 = {
  wqeIndex: 1,
  qpn: 0x12,
  signaled: true,
  remoteVa: 0x00007f0000001000n,
  rkey: 0x1234,
  sge: { addr: 0x00007f1234560000n, lkey: 0x5678, length: 8 },
};

describe('the worked example’s TLPs, byte for byte', () => {
  it('doorbell: MWr32 at 0xE4010800 carrying ctrl bytes 0-7', () => {
    const t = encodeMemWrite({ requesterId: 0, tag: 0, address: 0xe4010800n, data: hex('0000010800001203') });
    expect(toHex(t.bytes)).toBe('40000002' + '000000ff' + 'e4010800' + '0000010800001203');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    expect(en(find(t.fields, 'MWr32 header.DW0.Length').meaning)).toBe('2 DW = 8 B of payload');
    expect(en(find(t.fields, 'MWr32 header.DW0.Type').meaning)).toMatch(/0x40 is MWr32, a posted Memory Write/);
    expect(find(t.fields, 'MWr32 header.DW1.RequesterID').value).toBe('00:00.0');
    const d = decodeTlp(t.bytes);
    expect(d).toMatchObject({ kind: 'MWr', requesterId: 0, tag: 0, address: 0xe4010800n, headerBytes: 12, lengthDw: 2 });
  });

  it('BlueFlame: MWr64 of the 64-B WQE block at 0x4_0001_0800, WQE fields nested inside', () => {
    const wqe = encodeRdmaWriteWqe(WQE_1_6);
    const w = new ByteWriter(64);
    w.bytes('WQE', wqe.bytes, msg('common.raw', { text: 'the WQE' }), { children: wqe.fields });
    w.bytes('RestOfBasicBlock', new Uint8Array(64 - wqe.bytes.length), msg('common.raw', { text: 'rest of the basic block' }));
    const block = w.finish();
    const t = encodeMemWrite({ requesterId: 0, tag: 0, address: 0x4_0001_0800n, data: block.bytes, dataChildren: block.fields });
    expect(toHex(t.bytes.subarray(0, 16))).toBe('60000010' + '000000ff' + '00000004' + '00010800');
    expect(t.bytes.subarray(16)).toEqual(block.bytes);
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    const raddr = find(t.fields, 'Payload.Data.WQE.raddr.raddr');
    expect(raddr.offset).toBe(16 + 16);
    expect(raddr.link).toBe('remoteVa');
  });

  it('MRd64: HCA 81:00.0 reads 8 B at 0x00007f1234560000 with tag 0x12', () => {
    const t = encodeMemRead({ requesterId: 0x8100, tag: 0x12, address: 0x00007f1234560000n, length: 8 });
    expect(toHex(t.bytes)).toBe('20000002' + '810012ff' + '00007f12' + '34560000');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    expect(find(t.fields, 'MRd64 header.DW1.RequesterID').value).toBe('81:00.0');
    expect(en(find(t.fields, 'MRd64 header.DW0.Length').meaning)).toBe('2 DW = 8 B requested');
    expect(decodeTlp(t.bytes)).toMatchObject({ kind: 'MRd', requesterId: 0x8100, tag: 0x12, address: 0x00007f1234560000n, length: 8 });
  });

  it('CplD: the root complex returns "ABCDEFGH"', () => {
    const t = encodeCompletionWithData({
      completerId: 0,
      requesterId: 0x8100,
      tag: 0x12,
      byteCount: 8,
      address: 0x00007f1234560000n,
      data: ABCDEFGH,
    });
    expect(toHex(t.bytes)).toBe('4a000002' + '00000008' + '81001200' + '4142434445464748');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    expect(decodeTlp(t.bytes)).toMatchObject({
      kind: 'CplD',
      completerId: 0,
      requesterId: 0x8100,
      tag: 0x12,
      status: 0,
      byteCount: 8,
      lowerAddress: 0,
      data: ABCDEFGH,
    });
  });

  it('MWr64: HCA B writes "ABCDEFGH" at 0x00007f0000001000', () => {
    const t = encodeMemWrite({
      requesterId: 0x8100,
      tag: 0,
      address: 0x00007f0000001000n,
      data: ABCDEFGH,
      dataLink: 'payload',
      addressLink: 'remoteVa',
    });
    expect(toHex(t.bytes)).toBe('60000002' + '810000ff' + '00007f00' + '00001000' + '4142434445464748');
    expect(coverageProblems(t.fields, t.bytes.length)).toEqual([]);
    expect(find(t.fields, 'MWr64 header.Address').link).toBe('remoteVa');
    expect(find(t.fields, 'Payload.Data').link).toBe('payload');
  });
});

describe('go-pcie-tlp CplD example', () => {
  it('4a 00 00 04 | 00 00 00 10 | 61 00 80 00 | 16 B: 4 DW, SC, 16 B, requester 61:00.0, tag 0x80', () => {
    const data = new Uint8Array(16).fill(0x41);
    const t = encodeCompletionWithData({ completerId: 0, requesterId: 0x6100, tag: 0x80, byteCount: 16, address: 0n, data });
    expect(toHex(t.bytes)).toBe(`4a0000040000001061008000${'41'.repeat(16)}`);
    expect(find(t.fields, 'CplD header.DW2.RequesterID').value).toBe('61:00.0');
    expect(en(find(t.fields, 'CplD header.DW1.Status').meaning)).toMatch(/^000 = SC/);
    expect(decodeTlp(t.bytes)).toMatchObject({ kind: 'CplD', requesterId: 0x6100, tag: 0x80, byteCount: 16, lowerAddress: 0, data });
  });
});
