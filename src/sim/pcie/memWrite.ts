import { msg } from '../../i18n/msg';
import { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import type { ByteSpan } from './tlpHeader';
import { byteSpan, checkMemorySpan, describeLength, formatBdf, tlpHeaderBytes, writeAddress, writeDw0, writeRequestDw1 } from './tlpHeader';
import type { EncodedTlp, MemWriteSpec } from './tlpTypes';
import { FMT_3DW_DATA, FMT_4DW_DATA, TYPE_MEM, tlpByte0 } from './tlpTypes';

/**
 * A Memory Write request (MWr32 byte 0 = 0x40, MWr64 = 0x60) (PCILeech pcileech/tlp.h;
 * go-pcie-tlp pcie/tlp.go; cocotbext-pcie cocotbext/pcie/core/tlp.py).
 * Posted: nothing comes back. The payload is the DW-aligned span; lanes outside
 * the byte enables are carried as 0 bytes and labelled as not written.
 */
export function encodeMemWrite(spec: MemWriteSpec): EncodedTlp {
  const { address, data } = spec;
  checkMemorySpan('MWr', address, data.length);
  const headerBytes = tlpHeaderBytes(address, true);
  const span = byteSpan(address, data.length);
  const w = new ByteWriter(headerBytes + span.lengthDw * 4);
  const name = headerBytes === 12 ? 'MWr32' : 'MWr64';
  const byte0 = hexValue(tlpByte0(headerBytes === 12 ? FMT_3DW_DATA : FMT_4DW_DATA, TYPE_MEM), 2);
  const title = msg('field.mwr', { dw: headerBytes / 4, bytes: String(data.length), address: hexValue(address, 8) });
  w.group(`${name} header`, title, () => {
    writeDw0(w, {
      fmt: headerBytes === 12 ? FMT_3DW_DATA : FMT_4DW_DATA,
      type: TYPE_MEM,
      fmtMeaning: msg(headerBytes === 12 ? 'field.mwr.fmt.3dw' : 'field.mwr.fmt.4dw'),
      typeMeaning: msg('field.mwr.type', { byte0, name }),
      tc: spec.tc ?? 0,
      relaxedOrdering: spec.attr?.relaxedOrdering ?? false,
      noSnoop: spec.attr?.noSnoop ?? false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'payload'),
    });
    writeRequestDw1(w, {
      requesterId: spec.requesterId,
      tag: spec.tag,
      tagMeaning: msg('field.mwr.tag', { tag: hexValue(spec.tag, 2) }),
      span,
      verb: 'written',
    });
    writeAddress(w, address, headerBytes, spec.addressLink);
  });
  writePayload(w, spec, span);
  return w.finish();
}

function writePayload(w: ByteWriter, spec: MemWriteSpec, span: ByteSpan): void {
  const n = spec.data.length;
  const payload = { payloadBytes: String(span.lengthDw * 4), dw: String(span.lengthDw), bytes: String(n) };
  w.group('Payload', msg('field.mwr.payload', payload), () => {
    if (span.leadingLanes) {
      const last = span.leadingLanes - 1;
      w.bytes('DisabledLeadingLanes', new Uint8Array(span.leadingLanes), msg('field.mwr.leadingLanes', { last }));
    }
    const meaning =
      spec.dataMeaning ?? msg('field.mwr.data', { bytes: String(n), address: hexValue(spec.address, 8), bdf: formatBdf(spec.requesterId) });
    w.bytes('Data', spec.data, meaning, { children: spec.dataChildren, link: spec.dataLink });
    if (span.trailingLanes) {
      // FirstBE and LastBE are field names: they stay as they are in every language.
      const be = span.lengthDw === 1 ? 'FirstBE' : 'LastBE';
      const first = 4 - span.trailingLanes;
      w.bytes('DisabledTrailingLanes', new Uint8Array(span.trailingLanes), msg('field.mwr.trailingLanes', { first, be }));
    }
  });
}
