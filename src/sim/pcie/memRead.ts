import { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { byteSpan, checkMemorySpan, describeLength, tlpHeaderBytes, writeAddress, writeDw0, writeRequestDw1 } from './tlpHeader';
import type { EncodedTlp, MemReadSpec } from './tlpTypes';
import { FMT_3DW_NO_DATA, FMT_4DW_NO_DATA, TYPE_MEM } from './tlpTypes';

/**
 * A Memory Read request (MRd32 byte 0 = 0x00, MRd64 = 0x20) [fact sheet 3.1].
 * Non-posted: the completer answers with one or more CplD carrying the same tag.
 */
export function encodeMemRead(spec: MemReadSpec): EncodedTlp {
  const { address, length } = spec;
  checkMemorySpan('MRd', address, length);
  const headerBytes = tlpHeaderBytes(address, false);
  const span = byteSpan(address, length);
  const name = headerBytes === 12 ? 'MRd32' : 'MRd64';
  const byte0 = headerBytes === 12 ? '0x00' : '0x20';
  const w = new ByteWriter(headerBytes);
  const title = `${headerBytes / 4}-DW Memory Read request for ${length} B at ${hexValue(address, 8)}`;
  w.group(`${name} header`, title, () => {
    writeDw0(w, {
      fmt: headerBytes === 12 ? FMT_3DW_NO_DATA : FMT_4DW_NO_DATA,
      type: TYPE_MEM,
      fmtMeaning:
        headerBytes === 12
          ? '000 = 3-DW header, no data: a read carries only a 32-bit address and a length'
          : '001 = 4-DW header, no data: a read carries only a 64-bit address and a length',
      typeMeaning: `00000 = memory request; byte 0 = ${byte0} is ${name}, a non-posted Memory Read: data comes back in CplD`,
      tc: 0,
      relaxedOrdering: false,
      noSnoop: false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'requested'),
    });
    writeRequestDw1(w, {
      requesterId: spec.requesterId,
      tag: spec.tag,
      tagMeaning: `${hexValue(spec.tag, 2)}: the completions for this read carry the same Requester ID and tag`,
      span,
      verb: 'requested',
    });
    writeAddress(w, address, headerBytes, spec.addressLink);
  });
  return w.finish();
}
