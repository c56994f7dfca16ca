// Every sentence of the soft-RoCE field catalogue is produced by some artifact below, with exactly the parameters its
// template names, and has its Chinese; the English catalogue the app loads and the views' field chunk both hold it.
import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { RXE_FIELDS } from '../../../src/i18n/en/rxeFields';
import { ZH_RXE_FIELDS } from '../../../src/i18n/zh-CN/rxeFields';
import type { Field } from '../../../src/sim/bytes/field';
import { IB_WC_REM_ACCESS_ERR, IB_WC_SUCCESS, type RxeSendOp } from '../../../src/sim/rxe/constants';
import { rxeRecvCqe, rxeSendCqe } from '../../../src/sim/rxe/cqe';
import { encodePostSendCmd } from '../../../src/sim/rxe/postSendCmd';
import { producerIndexStore } from '../../../src/sim/rxe/queue';
import { encodeRxeRecvWqe } from '../../../src/sim/rxe/recvWqe';
import { encodeRxeSendWqe } from '../../../src/sim/rxe/sendWqe';
import { englishCatalogue } from '../../../src/views/shared/i18n/catalogues';
import '../../../src/views/shared/i18n/englishFields';
import { expectExplained, USED_KEYS } from './support';

const SGE = { addr: 0x7f1234560000n, length: 100, lkey: 0x5678 };
const OPS: RxeSendOp[] = ['write', 'write-imm', 'read', 'send', 'send-imm'];

function artifacts(): { bytes: Uint8Array; fields: Field[] }[] {
  const base = { wrId: 1n, remoteVa: 0x7f0000001000n, rkey: 0x1234 };
  return [
    ...OPS.flatMap((op) => [
      encodeRxeSendWqe({ ...base, op, imm: 5, signaled: true, length: 100, sge: SGE }),
      encodeRxeSendWqe({ ...base, op, imm: op.endsWith('-imm') ? 5 : undefined, signaled: false, length: 0 }),
      rxeSendCqe({ wrId: 1n, status: IB_WC_SUCCESS, op, byteLen: 100, qpNum: 0x11 }),
      rxeSendCqe({ wrId: 1n, status: IB_WC_REM_ACCESS_ERR, op, byteLen: 100, qpNum: 0x11 }),
    ]),
    encodeRxeSendWqe({ ...base, op: 'write', signaled: true, length: 3, inline: new Uint8Array(3) }),
    encodeRxeSendWqe({ ...base, op: 'send', signaled: false, length: 3, inline: new Uint8Array(3) }),
    encodeRxeRecvWqe({ wrId: 2n, sge: SGE }),
    producerIndexStore(1),
    encodePostSendCmd({ qpHandle: 1, responseVa: 0x7ffd00000000n }),
    ...[
      { withImm: false, writeImm: false },
      { withImm: true, writeImm: false, imm: 7 },
      { withImm: true, writeImm: true, imm: 7 },
    ].flatMap((k) => [
      rxeRecvCqe({ wrId: 3n, status: IB_WC_SUCCESS, byteLen: 100, qpNum: 0x12, ...k }),
      rxeRecvCqe({ wrId: 3n, status: IB_WC_REM_ACCESS_ERR, byteLen: 100, qpNum: 0x12, ...k }),
    ]),
  ];
}

describe('the soft-RoCE field catalogue (src/i18n/en/rxeFields.ts)', () => {
  it('every key is produced by an artifact, with its parameters, in English and Chinese', () => {
    for (const a of artifacts()) expectExplained(a);
    const unused = Object.keys(RXE_FIELDS).filter((k) => !USED_KEYS.has(k));
    expect(unused).toEqual([]);
  });

  it('has a Chinese entry for every key, and is in the app’s English catalogue and the views’ field chunk', () => {
    expect(Object.keys(ZH_RXE_FIELDS).sort()).toEqual(Object.keys(RXE_FIELDS).sort());
    const loaded = englishCatalogue() as Readonly<Record<string, unknown>>;
    for (const [k, v] of Object.entries(RXE_FIELDS)) {
      expect((EN as Readonly<Record<string, unknown>>)[k], k).toBe(v);
      expect(loaded[k], k).toBe(v);
    }
  });
});
