import { type Msg, msg } from '../../i18n/msg';
import type { ByteWriter } from '../bytes/byteWriter';
import type { LinkKey } from '../bytes/field';
import { hexValue } from '../bytes/hex';
import { ROOT_COMPLEX_ID } from '../platform/addressMap';
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
 * 4 GiB, the 64-bit (4-DW) format is used at or above (PCI Express Base Specification
 * §2.2.4.1; go-pcie-tlp pcie/tlp.go). A request
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
 * request carries all its enables in FirstBE and has LastBE = 0 (go-pcie-tlp pcie/tlp.go, setByteEnables).
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
  // A request must not cross a 4-KB boundary (PCI Express Base Specification, ch. 2).
  if (Number(address & BigInt(TLP_BOUNDARY_BYTES - 1)) + length > TLP_BOUNDARY_BYTES) {
    throw new RangeError(
      `${what}: ${length} B at ${hexValue(address, 16)} crosses a 4 KiB boundary; PCIe requires splitting it into two requests`,
    );
  }
}

/** What a request's Length field counts: payload bytes (MWr, CplD) or bytes asked for (MRd). */
export type LengthOf = 'payload' | 'requested';

/** "2 DW = 8 B of payload", "0 encodes 1024 DW: 1024 DW = 4096 B requested". */
export function describeLength(lengthDw: number, what: LengthOf): Msg {
  if (lengthDw === 1024) return msg(what === 'payload' ? 'field.tlp.length.payload.max' : 'field.tlp.length.requested.max');
  const params = { dw: String(lengthDw), bytes: String(lengthDw * 4) };
  return msg(what === 'payload' ? 'field.tlp.length.payload' : 'field.tlp.length.requested', params);
}

/** Whether a request's enabled byte lanes are written (MWr) or requested (MRd). */
export type LaneVerb = 'written' | 'requested';

const LANE_KEYS = {
  first: {
    written: { lane: 'field.tlp.be.first.written.lane', lanes: 'field.tlp.be.first.written.lanes' },
    requested: { lane: 'field.tlp.be.first.requested.lane', lanes: 'field.tlp.be.first.requested.lanes' },
  },
  last: {
    written: { lane: 'field.tlp.be.last.written.lane', lanes: 'field.tlp.be.last.written.lanes' },
    requested: { lane: 'field.tlp.be.last.requested.lane', lanes: 'field.tlp.be.last.requested.lanes' },
  },
} as const;

/**
 * "byte lanes 2-3 of the first DW are written" / "byte lane 0 of the last DW is requested".
 * byteSpan only makes contiguous, non-empty enables; anything else is a bug in the caller.
 */
function enabledLanes(be: number, which: 'first' | 'last', verb: LaneVerb): Msg {
  const lanes = [0, 1, 2, 3].filter((i) => be & (1 << i));
  const from = lanes[0];
  const to = lanes[lanes.length - 1];
  if (lanes.length === 0 || to - from !== lanes.length - 1) {
    throw new RangeError(`${which} DW byte enables ${be.toString(2).padStart(4, '0')}: empty or with holes, not modelled`);
  }
  const keys = LANE_KEYS[which][verb];
  return lanes.length === 1 ? msg(keys.lane, { lane: from }) : msg(keys.lanes, { from, to });
}

export interface Dw0Spec {
  fmt: number;
  type: number;
  fmtMeaning: Msg;
  typeMeaning: Msg;
  tc: number;
  relaxedOrdering: boolean;
  noSnoop: boolean;
  lengthDw: number;
  lengthMeaning: Msg;
}

const bin = (v: number, n: number) => v.toString(2).padStart(n, '0');

/** DW0, common to every TLP (PCI Express Base Specification, ch. 2; go-pcie-tlp pcie/tlp.go). */
export function writeDw0(w: ByteWriter, s: Dw0Spec): void {
  w.group('DW0', msg('field.tlp.dw0'), () => {
    w.bits('Fmt', 3, s.fmt, s.fmtMeaning, { display: bin(s.fmt, 3) });
    w.bits('Type', 5, s.type, s.typeMeaning, { display: bin(s.type, 5) });
    w.bits('T9', 1, 0, msg('field.tlp.t9'));
    w.bits('TC', 3, s.tc, s.tc === 0 ? msg('field.tlp.tc.default') : msg('field.tlp.tc', { tc: s.tc }), {
      display: String(s.tc),
    });
    w.bits('T8', 1, 0, msg('field.tlp.t8'));
    w.bits('Attr2', 1, 0, msg('field.tlp.attr2'));
    w.bits('LN', 1, 0, msg('field.tlp.ln'));
    w.bits('TH', 1, 0, msg('field.tlp.th'));
    w.bits('TD', 1, 0, msg('field.tlp.td'));
    w.bits('EP', 1, 0, msg('field.tlp.ep'));
    w.bits('RO', 1, s.relaxedOrdering ? 1 : 0, msg(s.relaxedOrdering ? 'field.tlp.ro.set' : 'field.tlp.ro.clear'));
    w.bits('NS', 1, s.noSnoop ? 1 : 0, msg(s.noSnoop ? 'field.tlp.ns.set' : 'field.tlp.ns.clear'));
    w.bits('AT', 2, 0, msg('field.tlp.at'), { display: '00' });
    // Length is 10 bits; 1024 DW is encoded as 0.
    w.bits('Length', 10, s.lengthDw & 0x3ff, s.lengthMeaning, { display: String(s.lengthDw & 0x3ff) });
  });
}

/** A Requester or Completer ID as bus/device/function bit fields, displayed "81:00.0". */
export function writeBdf(w: ByteWriter, name: string, id: number, meaning: Msg): void {
  if (!Number.isInteger(id) || id < 0 || id > 0xffff) throw new RangeError(`${name}: ${id} is not a 16-bit ID`);
  w.group(
    name,
    meaning,
    () => {
      w.bits('Bus', 8, (id >> 8) & 0xff, msg('field.tlp.bdf.bus', { bus: hexValue((id >> 8) & 0xff, 2) }));
      w.bits('Device', 5, (id >> 3) & 0x1f, msg('field.tlp.bdf.device', { device: (id >> 3) & 0x1f }));
      w.bits('Function', 3, id & 7, msg('field.tlp.bdf.function', { fn: id & 7 }));
    },
    { display: formatBdf(id) },
  );
}

/** Request DW1: Requester ID, Tag, Last/First DW byte enables. */
export function writeRequestDw1(
  w: ByteWriter,
  s: { requesterId: number; tag: number; tagMeaning: Msg; span: ByteSpan; verb: LaneVerb },
): void {
  w.group('DW1', msg('field.tlp.reqDw1'), () => {
    // CPU-issued requests carry the root complex's ID; which ID a platform uses varies (platform-dependent; no public source).
    const rc = s.requesterId === ROOT_COMPLEX_ID;
    writeBdf(
      w,
      'RequesterID',
      s.requesterId,
      msg(rc ? 'field.tlp.requesterIdRc' : 'field.tlp.requesterId', { bdf: formatBdf(s.requesterId) }),
    );
    w.u8('Tag', s.tag, s.tagMeaning);
    w.bits(
      'LastBE',
      4,
      s.span.lastBe,
      s.span.lengthDw === 1 ? msg('field.tlp.lastBe.oneDw') : enabledLanes(s.span.lastBe, 'last', s.verb),
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
  const shown = hexValue(dwAddress, headerBytes === 12 ? 8 : 16);
  const where = address < 1n << 32n ? 'field.tlp.address.below4g' : 'field.tlp.address.above4g';
  w.group(
    'Address',
    msg(where, { address: shown }),
    () => {
      if (headerBytes === 16) {
        w.u32('Address[63:32]', Number(dwAddress >> 32n), msg('field.tlp.address.high'));
      }
      w.bits('Address[31:2]', 30, Number((dwAddress & 0xffffffffn) >> 2n), msg('field.tlp.address.low'), {
        display: hexValue(dwAddress & 0xffffffffn, 8),
      });
      w.bits('PH', 2, 0, msg('field.tlp.ph'), { display: '00' });
    },
    { display: shown, link },
  );
}
