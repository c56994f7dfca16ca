import type { MsgKey } from '../../i18n/en';
import { type Msg, msg } from '../../i18n/msg';
import { ByteWriter } from '../bytes/byteWriter';
import { hexValue } from '../bytes/hex';
import { byteSpan, checkMemorySpan, describeLength, formatBdf, writeBdf, writeDw0 } from './tlpHeader';
import type { CompletionSpec, EncodedTlp } from './tlpTypes';
import {
  CPL_STATUS_CA,
  CPL_STATUS_CRS,
  CPL_STATUS_SC,
  CPL_STATUS_UR,
  FMT_3DW_DATA,
  MAX_TLP_DATA_BYTES,
  TLP_BOUNDARY_BYTES,
  TYPE_CPL,
  tlpByte0,
} from './tlpTypes';

const STATUS_MEANING: Record<number, MsgKey> = {
  [CPL_STATUS_SC]: 'field.cpl.status.sc',
  [CPL_STATUS_UR]: 'field.cpl.status.ur',
  [CPL_STATUS_CRS]: 'field.cpl.status.crs',
  [CPL_STATUS_CA]: 'field.cpl.status.ca',
};

function statusMeaning(status: number): Msg {
  const key = STATUS_MEANING[status];
  return key ? msg(key) : msg('field.cpl.status.reserved', { status: status.toString(2).padStart(3, '0') });
}

/** Byte Count's meaning: 4096 is encoded as 0; the last completion of a read says so. */
function byteCountMeaning(byteCount: number, last: boolean): Msg {
  if (byteCount === MAX_TLP_DATA_BYTES) return msg(last ? 'field.cpl.byteCount.max.last' : 'field.cpl.byteCount.max.more');
  return msg(last ? 'field.cpl.byteCount.last' : 'field.cpl.byteCount.more', { bytes: String(byteCount) });
}

/**
 * A Completion with Data (byte 0 = 0x4A) answering a Memory Read (PCILeech pcileech/tlp.h;
 * go-pcie-tlp pcie/tlp.go; cocotbext-pcie cocotbext/pcie/core/tlp.py).
 * The payload is the DW-aligned span starting at the DW that holds `address`.
 */
export function encodeCompletionWithData(spec: CompletionSpec): EncodedTlp {
  const { address, data, byteCount } = spec;
  const status = spec.status ?? CPL_STATUS_SC;
  checkMemorySpan('CplD', address, data.length);
  if (!Number.isInteger(byteCount) || byteCount < data.length || byteCount > MAX_TLP_DATA_BYTES) {
    throw new RangeError(`CplD: Byte Count ${byteCount} must be in ${data.length}..${MAX_TLP_DATA_BYTES} (includes this payload)`);
  }
  if (Number(address & BigInt(TLP_BOUNDARY_BYTES - 1)) + byteCount > TLP_BOUNDARY_BYTES) {
    throw new RangeError(`CplD: ${byteCount} B from ${hexValue(address, 16)} would cross 4 KiB; no read request can`);
  }
  // Only the last completion of a read may end mid-DW (earlier ones end on an RCB
  // boundary); otherwise the receiver could not tell where the data ends.
  const last = byteCount === data.length;
  if (!last && (address + BigInt(data.length)) % 4n !== 0n) {
    throw new RangeError('CplD: a completion that is not the last one must end on a DW boundary');
  }
  if (!Number.isInteger(status) || status < 0 || status > 7) throw new RangeError(`CplD: status ${status} is not 3 bits`);
  const span = byteSpan(address, data.length);
  const lowerAddress = Number(address & 0x7fn);
  const w = new ByteWriter(12 + span.lengthDw * 4);
  const title = msg('field.cpl', { bytes: String(data.length), tag: hexValue(spec.tag, 2), bdf: formatBdf(spec.requesterId) });
  w.group('CplD header', title, () => {
    writeDw0(w, {
      fmt: FMT_3DW_DATA,
      type: TYPE_CPL,
      fmtMeaning: msg('field.cpl.fmt'),
      typeMeaning: msg('field.cpl.type', { byte0: hexValue(tlpByte0(FMT_3DW_DATA, TYPE_CPL), 2) }),
      tc: 0,
      relaxedOrdering: false,
      noSnoop: false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'payload'),
    });
    w.group('DW1', msg('field.cpl.dw1'), () => {
      const completer = formatBdf(spec.completerId);
      writeBdf(w, 'CompleterID', spec.completerId, msg('field.cpl.completerId', { bdf: completer }));
      w.bits('Status', 3, status, statusMeaning(status), { display: status.toString(2).padStart(3, '0') });
      w.bits('BCM', 1, 0, msg('field.cpl.bcm'));
      w.bits('ByteCount', 12, byteCount & 0xfff, byteCountMeaning(byteCount, last), { display: String(byteCount & 0xfff) });
    });
    w.group('DW2', msg('field.cpl.dw2'), () => {
      const requester = formatBdf(spec.requesterId);
      writeBdf(w, 'RequesterID', spec.requesterId, msg('field.cpl.requesterId', { bdf: requester }));
      w.u8('Tag', spec.tag, msg('field.cpl.tag', { tag: hexValue(spec.tag, 2) }));
      w.bits('R', 1, 0, msg('field.reserved'));
      w.bits('LowerAddress', 7, lowerAddress, msg('field.cpl.lowerAddress', { address: hexValue(address, 8) }));
    });
  });
  const payload = { payloadBytes: String(span.lengthDw * 4), dw: String(span.lengthDw), bytes: String(data.length) };
  w.group('Payload', msg('field.cpl.payload', payload), () => {
    if (span.leadingLanes) {
      w.bytes('LeadingLanes', new Uint8Array(span.leadingLanes), msg('field.cpl.leadingLanes', { last: span.leadingLanes - 1 }));
    }
    const meaning = spec.dataMeaning ?? msg('field.cpl.data', { bytes: String(data.length), address: hexValue(address, 8) });
    w.bytes('Data', data, meaning, { children: spec.dataChildren });
    if (span.trailingLanes) {
      w.bytes('TrailingLanes', new Uint8Array(span.trailingLanes), msg('field.cpl.trailingLanes', { first: 4 - span.trailingLanes }));
    }
  });
  return w.finish();
}
