import { type Msg, msg } from '../../i18n/msg';
import { hex as hexText } from '../bytes/hex';
import { DEFAULT_TIMING } from '../timing/timingParams';
import { bigInRange, bool, faultParser, hexBytes, intInRange, oneOf, type Parser, realInRange } from './fieldParsers';
import { DEFAULT_PRESET } from './presets';
import {
  type Fault,
  faultToText,
  IB_SPEEDS,
  IB_WIDTHS,
  INITIATORS,
  MAX_MESSAGE_BYTES,
  MAX_PATTERN_BYTES,
  MEM_PLACES,
  NO_FAULT,
  OPS,
  P2P_PATHS,
  PATH_MTUS,
  PCIE_GENS,
  PCIE_LANES,
  PCIE_SIZES,
  POST_MODES,
  PRESET_IDS,
  ROCE_IP_VERSIONS,
  TRANSPORTS,
} from './values';

/**
 * The one description of the scenario. Every key's type, default, parser,
 * allowed values, JSON/URL form and form field live here; the Scenario type,
 * parseScenario, serialisation, the URL reader, the scenario panel and the
 * scenario-keys table (docs/scenario.md) are all derived from this table. Adding a key touches this
 * file (and the code that uses the value).
 */

export type JsonScalar = string | number | boolean;
/** A key's JSON form: a scalar, or (for structured keys such as `fault`) a small object. */
export type JsonValue = JsonScalar | { readonly [k: string]: JsonScalar };

/** The scenario panel's groups, in display order. */
export const FORM_GROUPS = ['message', 'pcie', 'ib', 'qp', 'timing'] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

/** How the scenario panel edits a key. Numeric choices are free text with suggestions, so 300 can be typed for an MTU and explained. */
export interface FormSpec {
  group: FormGroup;
  label: Msg;
  hint?: Msg;
  input: 'text' | 'select' | 'checkbox';
  options?: readonly (string | number)[];
  mono?: boolean;
  wide?: boolean;
  /** Accepts sizes such as 64K, 1M (binary suffixes). */
  size?: boolean;
}

export interface KeySpec<T> {
  readonly kind: 'key';
  readonly parse: Parser<T>;
  readonly default: T;
  /** The JSON form. */
  readonly toJson: (v: T) => JsonValue;
  /** The URL and form text (default: the JSON form as a string). */
  readonly toText: (v: T) => string;
  readonly form: FormSpec;
}

/** A key spec of any value type (what the generic walkers handle). */
export interface AnyKeySpec {
  readonly kind: 'key';
  readonly parse: Parser<unknown>;
  readonly default: unknown;
  readonly toJson: (v: never) => JsonValue;
  readonly toText: (v: never) => string;
  readonly form: FormSpec;
}

const key = <T>(parse: Parser<T>, dflt: T, toJson: (v: T) => JsonValue, form: FormSpec, toText?: (v: T) => string): KeySpec<T> => ({
  kind: 'key',
  parse,
  default: dflt,
  toJson,
  toText: toText ?? ((v) => String(toJson(v))),
  form,
});
const same = <T extends JsonScalar>(v: T): JsonScalar => v;
const hex = (v: number | bigint): JsonScalar => hexText(v);
const text = (group: FormGroup, name: string, extra: Partial<FormSpec> = {}): FormSpec => ({
  group,
  input: 'text',
  label: msg(`scenario.key.${name}.label` as Msg['key']),
  hint: msg(`scenario.key.${name}.hint` as Msg['key']),
  ...extra,
});
const note = (k: string) => msg(`scenario.note.${k}` as Msg['key']);
const ns = (name: keyof typeof DEFAULT_TIMING, max = 10_000_000) =>
  key(realInRange(0, max, 'ns'), DEFAULT_TIMING[name], same, text('timing', `timing.${name}`, { mono: true }));

export const SCHEMA = {
  preset: key(oneOf(PRESET_IDS), DEFAULT_PRESET, same, { ...text('message', 'preset'), input: 'select', options: PRESET_IDS }),
  op: key(oneOf(OPS), 'write', same, { ...text('message', 'op'), input: 'select', options: OPS }),
  messageBytes: key(intInRange(0, MAX_MESSAGE_BYTES, note('messageBytes'), 'decimal'), 8, same, {
    ...text('message', 'messageBytes'),
    size: true,
    options: ['8', '4K', '64K', '1M', '1G'],
  }),
  pathMtu: key(oneOf(PATH_MTUS), 4096, same, text('message', 'pathMtu', { options: PATH_MTUS })),
  post: key(oneOf(POST_MODES), 'blueflame', same, { ...text('message', 'post'), input: 'select', options: POST_MODES }),
  signaled: key(bool, true, same, { ...text('message', 'signaled'), input: 'checkbox' }),
  immData: key(intInRange(0, 0xffffffff, note('imm')), 0xcafef00d, hex, text('message', 'immData', { mono: true })),
  recvPosted: key(bool, true, same, { ...text('message', 'recvPosted'), input: 'checkbox' }),
  fault: key(
    faultParser,
    NO_FAULT as Fault,
    (f): JsonValue => ('packet' in f ? { kind: f.kind, packet: f.packet } : { kind: f.kind }),
    text('message', 'fault', { options: ['none', 'bad-rkey', 'out-of-bounds', 'no-remote-write', 'drop:1', 'corrupt-icrc:1'] }),
    faultToText,
  ),
  transport: key(oneOf(TRANSPORTS), 'ib', same, { ...text('ib', 'transport'), input: 'select', options: TRANSPORTS }),
  roceIp: key(oneOf(ROCE_IP_VERSIONS), 'ipv4', same, { ...text('ib', 'roceIp'), input: 'select', options: ROCE_IP_VERSIONS }),
  payloadHex: key(hexBytes(MAX_PATTERN_BYTES), '', same, text('message', 'payloadHex', { mono: true, wide: true })),
  pcie: {
    gen: key(oneOf(PCIE_GENS), 3, same, text('pcie', 'pcie.gen', { options: PCIE_GENS })),
    lanes: key(oneOf(PCIE_LANES), 16, same, text('pcie', 'pcie.lanes', { options: PCIE_LANES })),
    mps: key(oneOf(PCIE_SIZES), 256, same, text('pcie', 'pcie.mps', { options: PCIE_SIZES })),
    mrrs: key(oneOf(PCIE_SIZES), 4096, same, text('pcie', 'pcie.mrrs', { options: PCIE_SIZES })),
  },
  iommu: key(bool, false, same, { ...text('pcie', 'iommu'), input: 'checkbox' }),
  memA: key(oneOf(MEM_PLACES), 'host', same, { ...text('pcie', 'memA'), input: 'select', options: MEM_PLACES }),
  memB: key(oneOf(MEM_PLACES), 'host', same, { ...text('pcie', 'memB'), input: 'select', options: MEM_PLACES }),
  p2pPath: key(oneOf(P2P_PATHS), 'switch', same, { ...text('pcie', 'p2pPath'), input: 'select', options: P2P_PATHS }),
  initiator: key(oneOf(INITIATORS), 'cpu', same, { ...text('pcie', 'initiator'), input: 'select', options: INITIATORS }),
  bar0: key(bigInRange(0n, 0xffffffffffffffffn, note('bar0')), 0xe4000000n, hex, text('pcie', 'bar0', { mono: true })),
  ib: {
    speed: key(oneOf(IB_SPEEDS), 'EDR', same, { ...text('ib', 'ib.speed'), input: 'select', options: IB_SPEEDS }),
    width: key(oneOf(IB_WIDTHS), 4, same, text('ib', 'ib.width', { options: IB_WIDTHS })),
    switchHops: key(intInRange(0, 4, note('switchHops')), 1, same, text('ib', 'ib.switchHops', { options: [0, 1, 2, 3, 4] })),
  },
  lidA: key(intInRange(1, 0xbfff, note('lid')), 1, same, text('ib', 'lidA', { mono: true })),
  lidB: key(intInRange(1, 0xbfff, note('lid')), 2, same, text('ib', 'lidB', { mono: true })),
  pkey: key(intInRange(0, 0xffff, note('pkey')), 0xffff, hex, text('ib', 'pkey', { mono: true })),
  qpnA: key(intInRange(2, 0xffffff, note('qpn')), 0x11, hex, text('qp', 'qpnA', { mono: true })),
  qpnB: key(intInRange(2, 0xffffff, note('qpn')), 0x12, hex, text('qp', 'qpnB', { mono: true })),
  startPsn: key(intInRange(0, 0xffffff, note('psn')), 1, same, text('qp', 'startPsn', { mono: true })),
  remoteVa: key(bigInRange(0n, 0xffffffffffffffffn, note('va')), 0x00007f0000001000n, hex, text('qp', 'remoteVa', { mono: true })),
  rkey: key(intInRange(0, 0xffffffff, note('key')), 0x1234, hex, text('qp', 'rkey', { mono: true })),
  localVa: key(bigInRange(0n, 0xffffffffffffffffn, note('va')), 0x00007f1234560000n, hex, text('qp', 'localVa', { mono: true })),
  lkey: key(intInRange(0, 0xffffffff, note('key')), 0x5678, hex, text('qp', 'lkey', { mono: true })),
  // perftest's defaults: DEF_QP_TIME 14 (src/perftest_parameters.h), min_rnr_timer 12 (src/perftest_resources.c,
  // ctx_modify_qp_to_rtr()). Timeout 0 (wait forever)
  // is not modelled.
  ackTimeout: key(intInRange(1, 31), 14, same, text('qp', 'ackTimeout', { options: [8, 14, 18] })),
  minRnrTimer: key(intInRange(0, 31), 12, same, text('qp', 'minRnrTimer', { options: [1, 12, 16] })),
  // The order of TIMING_KEYS (src/sim/timing/timingParams.ts); defaults = the default preset's (DEFAULT_TIMING).
  timing: {
    cpuBuildWqeNs: ns('cpuBuildWqeNs'),
    cpuInlineCopyNsPerByte: ns('cpuInlineCopyNsPerByte', 100),
    cpuStoreNs: ns('cpuStoreNs'),
    mmioToDeviceNs: ns('mmioToDeviceNs'),
    dmaReadNs: ns('dmaReadNs'),
    hcaTxNs: ns('hcaTxNs'),
    hcaTxOverlapNs: ns('hcaTxOverlapNs'),
    hcaRxNs: ns('hcaRxNs'),
    dmaWriteToMemoryNs: ns('dmaWriteToMemoryNs'),
    cableNsPerM: ns('cableNsPerM', 100),
    cableMetres: key(realInRange(0, 10_000, 'm'), DEFAULT_TIMING.cableMetres, same, text('timing', 'timing.cableMetres', { mono: true })),
    switchHopNs: ns('switchHopNs'),
    cpuPollNs: ns('cpuPollNs'),
    wqeIntervalNs: ns('wqeIntervalNs'),
  },
} as const;

/** The value type a schema node describes: a key's parsed type, or an object of its children's. */
export type ValueOf<S> = S extends KeySpec<infer T> ? T : { readonly [K in keyof S]: ValueOf<S[K]> };

/** A scenario key with its dotted path, e.g. "pcie.mps". */
export interface SchemaEntry {
  path: string;
  spec: AnyKeySpec;
}

function isKeySpec(node: unknown): node is AnyKeySpec {
  return typeof node === 'object' && node !== null && (node as { kind?: unknown }).kind === 'key';
}

function walk(node: Record<string, unknown>, prefix: string, out: SchemaEntry[]): SchemaEntry[] {
  for (const [k, child] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isKeySpec(child)) out.push({ path, spec: child });
    else walk(child as Record<string, unknown>, path, out);
  }
  return out;
}

/** Every key in schema order. */
export const SCHEMA_ENTRIES: readonly SchemaEntry[] = Object.freeze(walk(SCHEMA, '', []));

const BY_PATH: ReadonlyMap<string, AnyKeySpec> = new Map(SCHEMA_ENTRIES.map((e) => [e.path, e.spec]));

/** The dotted keys a scenario accepts (e.g. "pcie.mps"). */
export const SCENARIO_KEYS: readonly string[] = Object.freeze(SCHEMA_ENTRIES.map((e) => e.path));

/** The groups ("pcie", "ib", "timing") whose keys may also be given as a nested object. */
export const SCENARIO_GROUPS: readonly string[] = Object.freeze(
  Object.entries(SCHEMA)
    .filter(([, v]) => !isKeySpec(v))
    .map(([k]) => k),
);

/** The spec of a dotted key; own entries only (so "constructor" or "__proto__" are unknown keys, not Object's). */
export function specOf(path: string): AnyKeySpec | undefined {
  return BY_PATH.get(path);
}

/** Reads a dotted key's value from a scenario-shaped object. */
export function valueAt(o: unknown, path: string): unknown {
  let v: unknown = o;
  for (const part of path.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[part] : undefined;
  return v;
}

/** Builds a scenario-shaped object: for each key, `pick(path, spec)`. */
export function buildFromSchema<T>(pick: (path: string, spec: AnyKeySpec) => unknown): T {
  const build = (node: Record<string, unknown>, prefix: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, child] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${k}` : k;
      out[k] = isKeySpec(child) ? pick(path, child) : Object.freeze(build(child as Record<string, unknown>, path));
    }
    return out;
  };
  return Object.freeze(build(SCHEMA, '')) as T;
}
