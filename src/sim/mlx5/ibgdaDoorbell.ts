import { msg } from '../../i18n/msg';
import { ByteReader } from '../bytes/byteReader';
import { ByteWriter } from '../bytes/byteWriter';
import type { Field } from '../bytes/field';
import { hexValue } from '../bytes/hex';

/** The doorbell a GPU thread stores under IBGDA: 8 bytes. */
export const IBGDA_DOORBELL_BYTES = 8;

/**
 * The 8 bytes NVSHMEM's `ibgda_ring_db` stores to the UAR's doorbell register (src/include/non_abi/device/pt-to-pt/
 * ibgda_device.cuh; DeepEP's copy alike): a control segment's first 8 bytes in layout, but not copied from the WQE:
 * `opmod_idx_opcode = HTOBE32(prod_idx << 8)` and `qpn_ds = HTOBE32(qpn << 8)`, so opcode, opmod and ds are 0. libmlx5
 * instead stores the last WQE's own control bytes (post_send_db).
 */
export function encodeIbgdaDoorbell(prodIdx: number, qpn: number): { bytes: Uint8Array; fields: Field[] } {
  if (!Number.isInteger(prodIdx) || prodIdx < 0 || prodIdx > 0xffffff) throw new RangeError(`IBGDA doorbell: prod_idx ${prodIdx}`);
  if (!Number.isInteger(qpn) || qpn < 0 || qpn > 0xffffff) throw new RangeError(`IBGDA doorbell: qpn ${qpn}`);
  const w = new ByteWriter(IBGDA_DOORBELL_BYTES);
  w.group('Doorbell', msg('field.ibgdaDb'), () => {
    w.u32('opmod_idx_opcode', (prodIdx << 8) >>> 0, msg('field.ibgdaDb.prodIdx', { prodIdx: String(prodIdx) }), {
      display: hexValue((prodIdx << 8) >>> 0, 8),
    });
    w.u32('qpn_ds', (qpn << 8) >>> 0, msg('field.ibgdaDb.qpn', { qpn: hexValue(qpn, 6) }), { display: hexValue((qpn << 8) >>> 0, 8) });
  });
  return w.finish();
}

export function decodeIbgdaDoorbell(bytes: Uint8Array): { prodIdx: number; qpn: number; opcode: number; ds: number } {
  if (bytes.length !== IBGDA_DOORBELL_BYTES) throw new RangeError(`IBGDA doorbell: expected 8 B, got ${bytes.length}`);
  const r = new ByteReader(bytes);
  const a = r.u32();
  const b = r.u32();
  return { prodIdx: a >>> 8, opcode: a & 0xff, qpn: b >>> 8, ds: b & 0xff };
}
