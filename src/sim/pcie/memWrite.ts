import { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import type { ByteSpan } from './tlpHeader';
import { byteSpan, checkMemorySpan, describeLength, formatBdf, tlpHeaderBytes, writeAddress, writeDw0, writeRequestDw1 } from './tlpHeader';
import type { EncodedTlp, MemWriteSpec } from './tlpTypes';
import { FMT_3DW_DATA, FMT_4DW_DATA, TYPE_MEM } from './tlpTypes';

/**
 * A Memory Write request (MWr32 byte 0 = 0x40, MWr64 = 0x60) [fact sheet 3.1].
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
  const byte0 = headerBytes === 12 ? '0x40' : '0x60';
  const title = `${headerBytes / 4}-DW Memory Write header, ${data.length} B to ${hexValue(address, 8)}`;
  w.group(`${name} header`, title, () => {
    writeDw0(w, {
      fmt: headerBytes === 12 ? FMT_3DW_DATA : FMT_4DW_DATA,
      type: TYPE_MEM,
      fmtMeaning:
        headerBytes === 12
          ? '010 = 3-DW header with data: a 32-bit address and a payload follow'
          : '011 = 4-DW header with data: a 64-bit address and a payload follow',
      typeMeaning: `00000 = memory request; byte 0 = ${byte0} is ${name}, a posted Memory Write: no completion comes back`,
      tc: spec.tc ?? 0,
      relaxedOrdering: spec.attr?.relaxedOrdering ?? false,
      noSnoop: spec.attr?.noSnoop ?? false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'of payload'),
    });
    writeRequestDw1(w, {
      requesterId: spec.requesterId,
      tag: spec.tag,
      tagMeaning: `${hexValue(spec.tag, 2)}: a posted write gets no completion, so nothing matches on its tag`,
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
  w.group('Payload', `${span.lengthDw * 4} B of payload (${span.lengthDw} DW) carrying ${n} B of data`, () => {
    if (span.leadingLanes) {
      w.bytes(
        'DisabledLeadingLanes',
        new Uint8Array(span.leadingLanes),
        `byte lanes 0-${span.leadingLanes - 1} of the first DW: disabled by FirstBE, not written (sent as 0)`,
      );
    }
    w.bytes('Data', spec.data, spec.dataMeaning ?? `${n} B written at ${hexValue(spec.address, 8)} by ${formatBdf(spec.requesterId)}`, {
      children: spec.dataChildren,
      link: spec.dataLink,
    });
    if (span.trailingLanes) {
      const be = span.lengthDw === 1 ? 'FirstBE' : 'LastBE';
      w.bytes(
        'DisabledTrailingLanes',
        new Uint8Array(span.trailingLanes),
        `byte lanes ${4 - span.trailingLanes}-3 of the last DW: disabled by ${be}, not written (sent as 0)`,
      );
    }
  });
}
