import { msg } from '../../i18n/msg';
import { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { byteSpan, checkMemorySpan, describeLength, tlpHeaderBytes, writeAddress, writeDw0, writeRequestDw1 } from './tlpHeader';
import type { EncodedTlp, MemReadSpec } from './tlpTypes';
import { FMT_3DW_NO_DATA, FMT_4DW_NO_DATA, TYPE_MEM, tlpByte0 } from './tlpTypes';

/**
 * A Memory Read request (MRd32 byte 0 = 0x00, MRd64 = 0x20) (PCILeech pcileech/tlp.h;
 * go-pcie-tlp pcie/tlp.go; cocotbext-pcie cocotbext/pcie/core/tlp.py).
 * Non-posted: the completer answers with one or more CplD carrying the same tag.
 */
export function encodeMemRead(spec: MemReadSpec): EncodedTlp {
  const { address, length } = spec;
  checkMemorySpan('MRd', address, length);
  const headerBytes = tlpHeaderBytes(address, false);
  const span = byteSpan(address, length);
  const name = headerBytes === 12 ? 'MRd32' : 'MRd64';
  const byte0 = hexValue(tlpByte0(headerBytes === 12 ? FMT_3DW_NO_DATA : FMT_4DW_NO_DATA, TYPE_MEM), 2);
  const w = new ByteWriter(headerBytes);
  const title = msg('field.mrd', { dw: headerBytes / 4, bytes: String(length), address: hexValue(address, 8) });
  w.group(`${name} header`, title, () => {
    writeDw0(w, {
      fmt: headerBytes === 12 ? FMT_3DW_NO_DATA : FMT_4DW_NO_DATA,
      type: TYPE_MEM,
      fmtMeaning: msg(headerBytes === 12 ? 'field.mrd.fmt.3dw' : 'field.mrd.fmt.4dw'),
      typeMeaning: msg('field.mrd.type', { byte0, name }),
      tc: 0,
      relaxedOrdering: false,
      noSnoop: false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'requested'),
    });
    writeRequestDw1(w, {
      requesterId: spec.requesterId,
      tag: spec.tag,
      tagMeaning: msg('field.mrd.tag', { tag: hexValue(spec.tag, 2) }),
      span,
      verb: 'requested',
    });
    writeAddress(w, address, headerBytes, spec.addressLink);
  });
  return w.finish();
}
