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
} from './tlpTypes';

const STATUS_MEANING: Record<number, string> = {
  [CPL_STATUS_SC]: '000 = SC, Successful Completion',
  [CPL_STATUS_UR]: '001 = UR, Unsupported Request',
  [CPL_STATUS_CRS]: '010 = CRS, Configuration Request Retry Status',
  [CPL_STATUS_CA]: '100 = CA, Completer Abort',
};

/**
 * A Completion with Data (byte 0 = 0x4A) answering a Memory Read [fact sheet 3.1].
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
  const title = `3-DW Completion with Data: ${data.length} B for tag ${hexValue(spec.tag, 2)} of ${formatBdf(spec.requesterId)}`;
  w.group('CplD header', title, () => {
    writeDw0(w, {
      fmt: FMT_3DW_DATA,
      type: TYPE_CPL,
      fmtMeaning: '010 = 3-DW header with data: completions always use a 3-DW header',
      typeMeaning: '01010 = Completion; byte 0 = 0x4A is CplD, routed back to the requester by its ID',
      tc: 0,
      relaxedOrdering: false,
      noSnoop: false,
      lengthDw: span.lengthDw,
      lengthMeaning: describeLength(span.lengthDw, 'of payload'),
    });
    w.group('DW1', 'Who completes, the status and how many bytes remain', () => {
      const completer = formatBdf(spec.completerId);
      writeBdf(w, 'CompleterID', spec.completerId, `completer ${completer}: the function that served the read`);
      w.bits('Status', 3, status, STATUS_MEANING[status] ?? `${status.toString(2).padStart(3, '0')}: reserved status`, {
        display: status.toString(2).padStart(3, '0'),
      });
      w.bits('BCM', 1, 0, '0: Byte Count Modified not set, Byte Count is the true remaining count');
      const enc = byteCount === MAX_TLP_DATA_BYTES ? '0 encodes 4096: ' : '';
      const which = last ? 'this is the last completion' : 'more completions follow';
      w.bits('ByteCount', 12, byteCount & 0xfff, `${enc}${byteCount} B still to return for this read, incl. this payload (${which})`, {
        display: String(byteCount & 0xfff),
      });
    });
    w.group('DW2', 'Which request this answers, and where its data starts', () => {
      const requester = formatBdf(spec.requesterId);
      writeBdf(w, 'RequesterID', spec.requesterId, `requester ${requester}: the completion is routed back to it`);
      w.u8('Tag', spec.tag, `${hexValue(spec.tag, 2)}: the tag of the Memory Read this answers`);
      w.bits('R', 1, 0, 'reserved');
      w.bits('LowerAddress', 7, lowerAddress, `low 7 bits of the first data byte's address ${hexValue(address, 8)}`);
    });
  });
  w.group('Payload', `${span.lengthDw * 4} B of payload (${span.lengthDw} DW) carrying ${data.length} B of read data`, () => {
    if (span.leadingLanes) {
      const lanes = `byte lanes 0-${span.leadingLanes - 1}`;
      w.bytes('LeadingLanes', new Uint8Array(span.leadingLanes), `${lanes}: before Lower Address, not requested bytes (sent as 0)`);
    }
    const meaning = spec.dataMeaning ?? `${data.length} B read from ${hexValue(address, 8)}`;
    w.bytes('Data', data, meaning, { children: spec.dataChildren });
    if (span.trailingLanes) {
      const lanes = `byte lanes ${4 - span.trailingLanes}-3 of the last DW`;
      w.bytes('TrailingLanes', new Uint8Array(span.trailingLanes), `${lanes}: past the requested bytes (sent as 0)`);
    }
  });
  return w.finish();
}
