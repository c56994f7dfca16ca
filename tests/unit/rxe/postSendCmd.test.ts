import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../../src/sim/bytes/hex';
import { decodePostSendCmd, encodePostSendCmd } from '../../../src/sim/rxe/postSendCmd';
import { propertyRuns } from '../support/propertyRuns';
import { expectExplained, hexRows, meaningOf, offsets } from './support';

describe('the doorbell write() (librxe post_send_db)', () => {
  it('golden: 32 bytes, command 28, in_words 8, out_words 1, no work requests, wqe_size 128', () => {
    const cmd = encodePostSendCmd({ qpHandle: 3, responseVa: 0x00007ffd12345678n });
    expect(toHex(cmd.bytes)).toBe(
      hexRows(
        '1c000000', // hdr.command = IB_USER_VERBS_CMD_POST_SEND (28)
        '0800', // hdr.in_words = sizeof(struct ibv_post_send) / 4
        '0100', // hdr.out_words = sizeof(struct ib_uverbs_post_send_resp) / 4
        '78563412 fd7f0000', // response = &resp, 0x7ffd12345678
        '03000000', // qp_handle
        '00000000', // wr_count
        '00000000', // sge_count
        '80000000', // wqe_size = sizeof(struct ibv_send_wr) = 128
      ),
    );
    expectExplained(cmd);
    expect(meaningOf(cmd.fields, 'hdr.command')).toBe(
      '28 = IB_USER_VERBS_CMD_POST_SEND: the kernel hands the command to ib_uverbs_post_send',
    );
  });

  it('offsets: the 8-B header, then struct ib_uverbs_post_send', () => {
    // linux v6.8 include/uapi/rdma/ib_user_verbs.h: struct ib_uverbs_cmd_hdr L158-L162 (command, in_words, out_words),
    // struct ib_uverbs_post_send L837-L844 (response 0, qp_handle 8, wr_count 12, sge_count 16, wqe_size 20, sizeof 24,
    // as gcc 12.2 printed it), placed after the header by rdma-core v50.0 libibverbs/kern-abi.h DECLARE_CMDX (L76-L94).
    expect(offsets(encodePostSendCmd({ qpHandle: 1, responseVa: 1n }).fields)).toEqual({
      'hdr.command': 0,
      'hdr.in_words': 4,
      'hdr.out_words': 6,
      'cmd.response': 8,
      'cmd.qp_handle': 16,
      'cmd.wr_count': 20,
      'cmd.sge_count': 24,
      'cmd.wqe_size': 28,
    });
  });

  it('decodes any handle and response address back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.bigInt(0n, (1n << 64n) - 1n), (qpHandle, responseVa) => {
        const cmd = encodePostSendCmd({ qpHandle, responseVa });
        expectExplained(cmd);
        expect(decodePostSendCmd(cmd.bytes)).toEqual({
          command: 28,
          inWords: 8,
          outWords: 1,
          responseVa,
          qpHandle,
          wrCount: 0,
          sgeCount: 0,
          wqeSize: 128,
        });
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
