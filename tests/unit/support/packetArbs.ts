import fc from 'fast-check';
import type { Aeth } from '../../../src/sim/ib/aeth';
import type { Bth } from '../../../src/sim/ib/bth';
import { extraHeadersOf } from '../../../src/sim/ib/opcodes';
import type { TransportSpec } from '../../../src/sim/ib/packet';
import type { Reth } from '../../../src/sim/ib/reth';

/** Property-test inputs shared by the native IB and RoCEv2 packet tests. */

export const uint = (bits: number) => fc.integer({ min: 0, max: 2 ** bits - 1 });

/** PSNs cluster near the 2^24 wrap as well as anywhere. */
export const psnArb = fc.oneof(uint(24), fc.integer({ min: 2 ** 24 - 4, max: 2 ** 24 - 1 }));

export const rethArb: fc.Arbitrary<Reth> = fc.record({
  va: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
  rkey: uint(32),
  dmaLength: uint(32),
});
export const aethArb: fc.Arbitrary<Aeth> = fc.record({ syndrome: uint(8), msn: uint(24) });

/** A BTH (PadCnt left to the encoder) with one of `opcodes`. */
export function bthArb(opcodes: readonly number[]): fc.Arbitrary<Omit<Bth, 'padCnt'>> {
  return fc.record({
    opcode: fc.constantFrom(...opcodes),
    se: fc.boolean(),
    migReq: fc.boolean(),
    tver: fc.constant(0),
    pkey: uint(16),
    fecn: fc.boolean(),
    becn: fc.boolean(),
    destQp: uint(24),
    ackReq: fc.boolean(),
    psn: psnArb,
  });
}

/**
 * The transport part of a packet: a BTH with one of `opcodes`, exactly the extra headers that
 * opcode carries, and a payload of 0..maxPayload bytes (size 'max': really up to that).
 */
export function transportArb(opcodes: readonly number[], maxPayload: number): fc.Arbitrary<TransportSpec> {
  return fc
    .record({
      bth: bthArb(opcodes),
      reth: rethArb,
      immDt: uint(32),
      aeth: aethArb,
      payload: fc.uint8Array({ minLength: 0, maxLength: maxPayload, size: 'max' }),
    })
    .map(({ reth, immDt, aeth, ...rest }) => {
      const h = extraHeadersOf(rest.bth.opcode);
      return { ...rest, ...(h.reth ? { reth } : {}), ...(h.immDt ? { immDt } : {}), ...(h.aeth ? { aeth } : {}) };
    });
}
