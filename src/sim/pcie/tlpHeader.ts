import type { ByteWriter } from '../bytes/byteWriter';
import type { LinkKey } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { MAX_TLP_DATA_BYTES, TLP_BOUNDARY_BYTES } from './tlpTypes';

const FOUR_GIB = 1n << 32n;
const MAX_ADDRESS = (1n << 64n) - 1n;

/** "81:00.0": a 16-bit Requester/Completer ID as bus:device.function (bus 8, device 5, function 3 bits). */
export function formatBdf(id: number): string {
  const bus = (id >> 8) & 0xff;
  const dev = (id >> 3) & 0x1f;
  const fn = id & 0x7;
  return `${bus.toString(16).padStart(2, '0')}:${dev.toString(16).padStart(2, '0')}.${fn}`;
}

/**
 * Header size of a memory request: the 32-bit (3-DW) format is mandatory below
 * 4 GiB, the 64-bit (4-DW) format is used at or above [SPEC-TL; GT]. A request
 * never crosses 4 KiB, so it is wholly on one side of 4 GiB. MRd and MWr headers
 * have the same size; `_hasData` is kept so call sites read naturally.
 */
export function tlpHeaderBytes(address: bigint, _hasData = true): 12 | 16 {
  return address < FOUR_GIB ? 12 : 16;
}

/** The DW-aligned span a byte-granular request covers, and its byte enables. */
export interface ByteSpan {
  lengthDw: number;
  firstBe: number;
  lastBe: number;
  /** Byte lanes of the first DW before the first requested byte. */
  leadingLanes: number;
  /** Byte lanes of the last DW after the last requested byte. */
  trailingLanes: number;
}

/**
 * FirstBE/LastBE bit i enables byte lane i (address offset i in the DW). A 1-DW
 * request carries all its enables in FirstBE and has LastBE = 0 [GT setByteEnables].
 */
export function byteSpan(address: bigint, length: number): ByteSpan {
  const leadingLanes = Number(address & 3n);
  const lengthDw = Math.ceil((leadingLanes + length) / 4);
  const trailingLanes = lengthDw * 4 - leadingLanes - length;
  if (lengthDw === 1) {
    return { lengthDw, firstBe: ((1 << length) - 1) << leadingLanes, lastBe: 0, leadingLanes, trailingLanes };
  }
  return { lengthDw, firstBe: (0xf << leadingLanes) & 0xf, lastBe: 0xf >> trailingLanes, leadingLanes, trailingLanes };
}

/** Throws RangeError for what PCIe forbids: empty or > 4096-B requests, 4 KiB crossings. */
export function checkMemorySpan(what: string, address: bigint, length: number): void {
  if (!Number.isInteger(length) || length < 1 || length > MAX_TLP_DATA_BYTES) {
    throw new RangeError(`${what}: length ${length} B is outside 1..${MAX_TLP_DATA_BYTES} (Length field max is 1024 DW)`);
  }
  if (address < 0n || address + BigInt(length) - 1n > MAX_ADDRESS) {
    throw new RangeError(`${what}: address ${hexValue(address, 16)} + ${length} B is not a 64-bit address range`);
  }
  // PCIe Base Spec §2.2.7: a request must not cross a 4-KB boundary.
  if (Number(address & BigInt(TLP_BOUNDARY_BYTES - 1)) + length > TLP_BOUNDARY_BYTES) {
    throw new RangeError(
      `${what}: ${length} B at ${hexValue(address, 16)} crosses a 4 KiB boundary; PCIe requires splitting it into two requests`,
    );
  }
}

export function describeLength(lengthDw: number, what: string): string {
  const enc = lengthDw === 1024 ? '0 encodes 1024 DW: ' : '';
  return `${enc}${lengthDw} DW = ${lengthDw * 4} B ${what}`;
}

/** "lanes 2-3" / "lane 0" / "no lanes". */
export function describeLanes(be: number): string {
  const lanes = [0, 1, 2, 3].filter((i) => be & (1 << i));
  if (lanes.length === 0) return 'no byte lanes';
  if (lanes.length === 1) return `byte lane ${lanes[0]}`;
  const contiguous = lanes[lanes.length - 1] - lanes[0] === lanes.length - 1;
  return contiguous ? `byte lanes ${lanes[0]}-${lanes[lanes.length - 1]}` : `byte lanes ${lanes.join(', ')}`;
}

/** "byte lanes 2-3 of the first DW are written" / "byte lane 0 of the last DW is written". */
function enabledLanes(be: number, which: string, verb: string): string {
  const lanes = describeLanes(be);
  return `${lanes} of the ${which} DW ${lanes.startsWith('byte lanes') ? 'are' : 'is'} ${verb}`;
}

export interface Dw0Spec {
  fmt: number;
  type: number;
  fmtMeaning: string;
  typeMeaning: string;
  tc: number;
  relaxedOrdering: boolean;
  noSnoop: boolean;
  lengthDw: number;
  lengthMeaning: string;
}

const bin = (v: number, n: number) => v.toString(2).padStart(n, '0');

/** DW0, common to every TLP [fact sheet 3.1; GT dw[1], dw[2] layout]. */
export function writeDw0(w: ByteWriter, s: Dw0Spec): void {
  w.group('DW0', 'Format, type, traffic class, attributes and payload length', () => {
    w.bits('Fmt', 3, s.fmt, s.fmtMeaning, { display: bin(s.fmt, 3) });
    w.bits('Type', 5, s.type, s.typeMeaning, { display: bin(s.type, 5) });
    w.bits('T9', 1, 0, 'Tag bit 9: 0, only 8-bit tags are used');
    w.bits('TC', 3, s.tc, s.tc === 0 ? 'Traffic Class 0: the default class' : `Traffic Class ${s.tc}`, {
      display: String(s.tc),
    });
    w.bits('T8', 1, 0, 'Tag bit 8: 0, only 8-bit tags are used');
    w.bits('Attr2', 1, 0, 'Attr[2] IDO: 0, ID-based ordering off');
    w.bits('LN', 1, 0, '0: not a Lightweight Notification request');
    w.bits('TH', 1, 0, '0: no TLP Processing Hints, so the PH bits are reserved');
    w.bits('TD', 1, 0, '0: no TLP digest (ECRC) follows the payload');
    w.bits('EP', 1, 0, '0: not poisoned, the data is good');
    w.bits(
      'RO',
      1,
      s.relaxedOrdering ? 1 : 0,
      s.relaxedOrdering
        ? 'Attr[1] Relaxed Ordering: 1, may pass earlier posted writes'
        : 'Attr[1] Relaxed Ordering: 0, strict PCIe ordering',
    );
    w.bits(
      'NS',
      1,
      s.noSnoop ? 1 : 0,
      s.noSnoop
        ? 'Attr[0] No Snoop: 1, the root complex need not snoop CPU caches'
        : 'Attr[0] No Snoop: 0, the access is kept coherent with CPU caches',
    );
    w.bits('AT', 2, 0, '00: untranslated address (no ATS)', { display: '00' });
    // Length is 10 bits; 1024 DW is encoded as 0.
    w.bits('Length', 10, s.lengthDw & 0x3ff, s.lengthMeaning, { display: String(s.lengthDw & 0x3ff) });
  });
}

/** A Requester or Completer ID as bus/device/function bit fields, displayed "81:00.0". */
export function writeBdf(w: ByteWriter, name: string, id: number, meaning: string): void {
  if (!Number.isInteger(id) || id < 0 || id > 0xffff) throw new RangeError(`${name}: ${id} is not a 16-bit ID`);
  w.group(
    name,
    meaning,
    () => {
      w.bits('Bus', 8, (id >> 8) & 0xff, `bus ${hexValue((id >> 8) & 0xff, 2)}`);
      w.bits('Device', 5, (id >> 3) & 0x1f, `device ${(id >> 3) & 0x1f}`);
      w.bits('Function', 3, id & 7, `function ${id & 7}`);
    },
    { display: formatBdf(id) },
  );
}

/** Request DW1: Requester ID, Tag, Last/First DW byte enables. */
export function writeRequestDw1(
  w: ByteWriter,
  s: { requesterId: number; tag: number; tagMeaning: string; span: ByteSpan; verb: string },
): void {
  w.group('DW1', 'Who asks (Requester ID), the tag, and which bytes of the first and last DW count', () => {
    writeBdf(w, 'RequesterID', s.requesterId, `requester ${formatBdf(s.requesterId)} (bus:device.function)`);
    w.u8('Tag', s.tag, s.tagMeaning);
    w.bits(
      'LastBE',
      4,
      s.span.lastBe,
      s.span.lengthDw === 1 ? '0000: a 1-DW request has no separate last DW' : enabledLanes(s.span.lastBe, 'last', s.verb),
      { display: bin(s.span.lastBe, 4) },
    );
    w.bits('FirstBE', 4, s.span.firstBe, enabledLanes(s.span.firstBe, 'first', s.verb), {
      display: bin(s.span.firstBe, 4),
    });
  });
}

/** The address DW(s): 3-DW header Address[31:2], 4-DW header Address[63:32] then Address[31:2]. */
export function writeAddress(w: ByteWriter, address: bigint, headerBytes: 12 | 16, link?: LinkKey): void {
  const dwAddress = address & ~3n;
  const where = address < 1n << 32n ? 'below 4 GiB, so the 32-bit format' : 'at or above 4 GiB, so the 64-bit format';
  w.group(
    'Address',
    `DW-aligned start address ${hexValue(dwAddress, headerBytes === 12 ? 8 : 16)}: ${where}`,
    () => {
      if (headerBytes === 16) {
        w.u32('Address[63:32]', Number(dwAddress >> 32n), 'upper 32 address bits');
      }
      w.bits('Address[31:2]', 30, Number((dwAddress & 0xffffffffn) >> 2n), 'address bits 31:2 of the first DW', {
        display: hexValue(dwAddress & 0xffffffffn, 8),
      });
      w.bits('PH', 2, 0, '00: reserved (TH = 0, no processing hint)', { display: '00' });
    },
    { display: hexValue(dwAddress, headerBytes === 12 ? 8 : 16), link },
  );
}
