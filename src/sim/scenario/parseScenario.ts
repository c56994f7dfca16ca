import { DEFAULT_SCENARIO, MAX_INLINE_BYTES, MAX_MESSAGE_BYTES } from './defaults';
import { bigInRange, bool, hexBytes, intInRange, oneOf, type Parsed } from './fieldParsers';
import { IB_SPEEDS, IB_WIDTHS, PATH_MTUS, PCIE_GENS, PCIE_LANES, PCIE_SIZES, POST_MODES } from './types';
import type { Scenario, ScenarioError, ScenarioResult } from './types';
import { checkBar0 } from '../platform/addressMap';

type Parser = (raw: unknown) => Parsed<unknown>;

/** Every key a scenario may carry, by dotted path, with its parser. */
const FIELDS: Record<string, Parser> = {
  op: oneOf(['write'] as const),
  messageBytes: intInRange(0, MAX_MESSAGE_BYTES, 'bytes, up to 2 GiB; 0 is a legal zero-length write', 'decimal'),
  pathMtu: oneOf(PATH_MTUS),
  post: oneOf(POST_MODES),
  signaled: bool,
  'pcie.gen': oneOf(PCIE_GENS),
  'pcie.lanes': oneOf(PCIE_LANES),
  'pcie.mps': oneOf(PCIE_SIZES),
  'pcie.mrrs': oneOf(PCIE_SIZES),
  'ib.speed': oneOf(IB_SPEEDS),
  'ib.width': oneOf(IB_WIDTHS),
  'ib.switchHops': intInRange(0, 4, 'switches between the two HCAs'),
  qpnA: intInRange(2, 0xffffff, 'QPs 0 and 1 are the management QPs'),
  qpnB: intInRange(2, 0xffffff, 'QPs 0 and 1 are the management QPs'),
  lidA: intInRange(1, 0xbfff, 'unicast LIDs'),
  lidB: intInRange(1, 0xbfff, 'unicast LIDs'),
  startPsn: intInRange(0, 0xffffff, '24-bit PSN'),
  pkey: intInRange(0, 0xffff, '16-bit partition key'),
  remoteVa: bigInRange(0n, 0xffffffffffffffffn, '64-bit virtual address'),
  rkey: intInRange(0, 0xffffffff, '32-bit key'),
  localVa: bigInRange(0n, 0xffffffffffffffffn, '64-bit virtual address'),
  lkey: intInRange(0, 0xffffffff, '32-bit key'),
  bar0: bigInRange(0n, 0xffffffffffffffffn, 'host-physical address'),
  iommu: bool,
  payloadHex: hexBytes(4096),
};

/** The keys a scenario accepts, dotted (e.g. "pcie.mps"). */
export const SCENARIO_KEYS = Object.keys(FIELDS);

function show(raw: unknown): string {
  if (typeof raw === 'string') return JSON.stringify(raw);
  if (typeof raw === 'bigint') return `0x${raw.toString(16)}`;
  try {
    return JSON.stringify(raw) ?? String(raw);
  } catch {
    return String(raw);
  }
}

function err(field: string, raw: unknown, allowed: string): ScenarioError {
  return { field, value: show(raw), allowed, message: `${field}: ${show(raw)} is not allowed; expected ${allowed}` };
}

/** Flattens {pcie: {mps: 256}} into {"pcie.mps": 256}; dotted keys pass through. */
export function flattenScenarioInput(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if ((k === 'pcie' || k === 'ib') && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v as Record<string, unknown>)) out[`${k}.${k2}`] = v2;
    } else out[k] = v;
  }
  return out;
}

/**
 * Validates any input (a parsed JSON file, URL parameters, a UI draft) into a
 * Scenario. Missing keys take the defaults of `base`. Never throws: problems
 * come back as errors naming the field, the value and what is allowed.
 */
export function parseScenario(input: unknown, base: Scenario = DEFAULT_SCENARIO): ScenarioResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: [err('scenario', input, 'a JSON object such as {"messageBytes": 65536}')] };
  }
  const flat = flattenScenarioInput(input as Record<string, unknown>);
  const errors: ScenarioError[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(flat)) {
    const parser = FIELDS[key];
    if (!parser) {
      const allowed = `one of the scenario keys (${SCENARIO_KEYS.join(', ')})`;
      errors.push({ field: key, value: show(raw), allowed, message: `${key}: unknown key; expected ${allowed}` });
      continue;
    }
    const r = parser(raw);
    if (r.ok) values[key] = r.value;
    else errors.push(err(key, raw, r.allowed));
  }
  if (errors.length) return { ok: false, errors };
  const pick = <T>(key: string, fallback: T): T => (key in values ? (values[key] as T) : fallback);
  const s: Scenario = {
    op: 'write',
    messageBytes: pick('messageBytes', base.messageBytes),
    pathMtu: pick('pathMtu', base.pathMtu),
    post: pick('post', base.post),
    signaled: pick('signaled', base.signaled),
    pcie: {
      gen: pick('pcie.gen', base.pcie.gen),
      lanes: pick('pcie.lanes', base.pcie.lanes),
      mps: pick('pcie.mps', base.pcie.mps),
      mrrs: pick('pcie.mrrs', base.pcie.mrrs),
    },
    ib: {
      speed: pick('ib.speed', base.ib.speed),
      width: pick('ib.width', base.ib.width),
      switchHops: pick('ib.switchHops', base.ib.switchHops),
    },
    qpnA: pick('qpnA', base.qpnA),
    qpnB: pick('qpnB', base.qpnB),
    lidA: pick('lidA', base.lidA),
    lidB: pick('lidB', base.lidB),
    startPsn: pick('startPsn', base.startPsn),
    pkey: pick('pkey', base.pkey),
    remoteVa: pick('remoteVa', base.remoteVa),
    rkey: pick('rkey', base.rkey),
    localVa: pick('localVa', base.localVa),
    lkey: pick('lkey', base.lkey),
    bar0: pick('bar0', base.bar0),
    iommu: pick('iommu', base.iommu),
    payloadHex: pick('payloadHex', base.payloadHex),
  };
  const crossErrors = crossFieldErrors(s, values);
  return crossErrors.length ? { ok: false, errors: crossErrors } : { ok: true, scenario: s };
}

/** Rules that involve more than one key. The error names the key the user most likely changed. */
function crossFieldErrors(s: Scenario, given: Record<string, unknown>): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const blame = (a: string, b: string) => (a in given ? a : b in given ? b : a);
  if (s.post === 'inline' && s.messageBytes > MAX_INLINE_BYTES) {
    const f = blame('messageBytes', 'post');
    errors.push(
      err(
        f,
        f === 'post' ? s.post : s.messageBytes,
        `with post "inline", messageBytes <= ${MAX_INLINE_BYTES} (perftest's max inline size for RDMA WRITE); use "blueflame" or "doorbell" for larger messages`,
      ),
    );
  }
  if (s.lidA === s.lidB) {
    const f = blame('lidB', 'lidA');
    errors.push(err(f, f === 'lidA' ? s.lidA : s.lidB, 'a LID different from the other host’s: every port has its own LID'));
  }
  if (s.remoteVa + BigInt(s.messageBytes) > 0x10000000000000000n) {
    errors.push(
      err(
        blame('remoteVa', 'messageBytes'),
        `0x${s.remoteVa.toString(16)}`,
        'an address such that remoteVa + messageBytes fits in 64 bits',
      ),
    );
  }
  if (s.localVa + BigInt(s.messageBytes) > 0x10000000000000000n) {
    errors.push(
      err(blame('localVa', 'messageBytes'), `0x${s.localVa.toString(16)}`, 'an address such that localVa + messageBytes fits in 64 bits'),
    );
  }
  const barProblem = checkBar0(s.bar0);
  if (barProblem) errors.push(err('bar0', `0x${s.bar0.toString(16)}`, barProblem));
  return errors;
}
