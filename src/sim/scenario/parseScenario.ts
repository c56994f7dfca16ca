import { type Msg, msg } from '../../i18n/msg';
import { formatSizePanel } from '../format/plainText';
import { BAR0_SIZE, bar0Fits, mmioWindowText } from '../platform/addressMap';
import { DEFAULT_SCENARIO, presetBase } from './defaults';
import { preview } from './preview';
import { buildFromSchema, SCENARIO_GROUPS, SCENARIO_KEYS, specOf, valueAt } from './schema';
import type { PresetId, Scenario, ScenarioError, ScenarioResult } from './types';
import { faultToText, MAX_INLINE_BYTES } from './values';

export { SCENARIO_KEYS } from './schema';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** A field's name as an error shows it: unquoted, its odd characters escaped, a long one cut (a link's key may be anything). */
export const fieldName = (field: string): string => preview(field, 40).replace(/^"|"$/g, '');

/** An error for one field: names it, quotes at most ~80 characters of the value, says what is allowed. */
export function scenarioError(field: string, raw: unknown, allowed: Msg): ScenarioError {
  const f = fieldName(field);
  const value = preview(raw);
  return { field: f, value, allowed, message: msg('scenario.error.notAllowed', { field: f, value, allowed }) };
}

function keyError(field: string, kind: 'unknown' | 'twice' | 'group', raw: unknown): ScenarioError {
  const f = fieldName(field);
  const allowed =
    kind === 'unknown'
      ? msg('scenario.allowed.keys', { keys: SCENARIO_KEYS.join(', ') })
      : kind === 'twice'
        ? msg('scenario.allowed.once')
        : msg('scenario.allowed.group', {
            keys: SCENARIO_KEYS.filter((k) => k.startsWith(`${field}.`))
              .map((k) => k.slice(field.length + 1))
              .join(', '),
          });
  const message = msg(
    kind === 'unknown' ? 'scenario.error.unknownKey' : kind === 'twice' ? 'scenario.error.twice' : 'scenario.error.notAllowed',
    {
      field: f,
      value: preview(raw),
      allowed,
    },
  );
  return { field: f, value: preview(raw), allowed, message };
}

/**
 * Flattens {pcie: {mps: 256}} into {"pcie.mps": 256}; dotted keys pass
 * through. A key given twice (nested and dotted) and a group that is not an
 * object are errors; only own properties are read.
 */
export function flattenScenarioInput(input: Record<string, unknown>): { flat: Map<string, unknown>; errors: ScenarioError[] } {
  const flat = new Map<string, unknown>();
  const errors: ScenarioError[] = [];
  const put = (k: string, v: unknown) => {
    if (flat.has(k)) errors.push(keyError(k, 'twice', v));
    else flat.set(k, v);
  };
  for (const k of Object.keys(input)) {
    const v = input[k];
    if (SCENARIO_GROUPS.includes(k)) {
      if (!isPlainObject(v)) {
        errors.push(keyError(k, 'group', v));
        continue;
      }
      for (const k2 of Object.keys(v)) put(`${k}.${k2}`, v[k2]);
    } else put(k, v);
  }
  return { flat, errors };
}

export interface ParseOptions {
  /** The key being edited (the panel): a rule involving two keys names this one. */
  editing?: string;
}

/**
 * Validates any input (a parsed JSON file, URL parameters, a UI draft) into a
 * Scenario. Missing keys take the values of `base`. Never throws: problems
 * come back as errors naming the field, quoting the value and saying what is
 * allowed; there is never a partial scenario.
 */
export function parseScenario(input: unknown, base: Scenario = DEFAULT_SCENARIO, opts: ParseOptions = {}): ScenarioResult {
  if (!isPlainObject(input)) {
    return { ok: false, errors: [scenarioError('scenario', input, msg('scenario.allowed.object'))] };
  }
  const { flat, errors } = flattenScenarioInput(input);
  const values = new Map<string, unknown>();
  for (const [k, raw] of flat) {
    const spec = specOf(k);
    if (!spec) {
      errors.push(keyError(k, 'unknown', raw));
      continue;
    }
    const r = spec.parse(raw);
    if (r.ok) values.set(k, r.value);
    else errors.push(scenarioError(k, raw, r.allowed));
  }
  if (errors.length) return { ok: false, errors };
  // Nothing given: the base itself, so every cache keyed on the scenario object hits.
  if (values.size === 0) return { ok: true, scenario: base };
  // A preset replaces the base: its values, then the keys given explicitly over them.
  const preset = values.get('preset') as PresetId | undefined;
  const from = preset !== undefined && preset !== base.preset ? presetBase(preset) : base;
  const s = buildFromSchema<Scenario>((path) => (values.has(path) ? values.get(path) : valueAt(from, path)));
  const crossErrors = crossFieldErrors(s, new Set(values.keys()), opts.editing);
  return crossErrors.length ? { ok: false, errors: crossErrors } : { ok: true, scenario: s };
}

/** Rules that involve more than one key. The error names the key being edited, else the one given, else the first. */
function crossFieldErrors(s: Scenario, given: ReadonlySet<string>, editing: string | undefined): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const blame = (a: string, b: string) => (editing === a || editing === b ? editing : given.has(a) ? a : given.has(b) ? b : a);
  const at = (k: string) => {
    const v = valueAt(s, k);
    const spec = specOf(k);
    return spec ? spec.toJson(v as never) : v;
  };
  if (s.post === 'inline' && s.messageBytes > MAX_INLINE_BYTES) {
    const f = blame('messageBytes', 'post');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.inlineSize', { max: MAX_INLINE_BYTES })));
  }
  if (s.post === 'inline' && s.op === 'read') {
    const f = blame('post', 'op');
    errors.push(scenarioError(f, at(f), msg(f === 'post' ? 'scenario.rule.inlineRead' : 'scenario.rule.readNotInline')));
  }
  // soft-RoCE: RoCEv2 only, and no BlueFlame (rdma-core providers/rxe/rxe.c: post_send_db is its only doorbell).
  if (s.preset === 'rxe' && s.transport !== 'rocev2') {
    const f = blame('transport', 'preset');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.rxeRoce')));
  }
  if (s.preset === 'rxe' && s.post === 'blueflame') {
    const f = blame('post', 'preset');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.rxeNoBlueflame')));
  }
  // GPU memory: behind a ConnectX HCA and without an IOMMU, the cases this model draws (see values.ts, MEM_PLACES).
  const gpuKey = s.initiator === 'gpu' ? 'initiator' : s.memB === 'gpu' ? 'memB' : 'memA';
  const anyGpu = s.memA === 'gpu' || s.memB === 'gpu' || s.initiator === 'gpu';
  if (anyGpu && s.iommu) {
    const f = blame(gpuKey, 'iommu');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.gpuIommu')));
  }
  if (anyGpu && s.preset === 'rxe') {
    const f = blame(gpuKey, 'preset');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.gpuRxe')));
  }
  // A GPU thread rings the doorbell with one 8-byte store, and HCA A reads the WQE from GPU memory (ibgda_ring_db).
  if (s.initiator === 'gpu' && s.post !== 'doorbell') {
    const f = blame('initiator', 'post');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.gpuInitiatorDoorbell')));
  }
  // NVSHMEM's IBGDA builds RDMA WRITE, READ and atomic WQEs only (ibgda_device.cuh): no SEND, no immediate.
  if (s.initiator === 'gpu' && s.op !== 'write' && s.op !== 'read') {
    const f = blame('initiator', 'op');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.gpuInitiatorOp')));
  }
  if (s.lidA === s.lidB) {
    const f = blame('lidB', 'lidA');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.lidsDiffer')));
  }
  if (s.remoteVa + BigInt(s.messageBytes) > 0x10000000000000000n) {
    const f = blame('remoteVa', 'messageBytes');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.vaFits', { key: 'remoteVa' })));
  }
  if (s.localVa + BigInt(s.messageBytes) > 0x10000000000000000n) {
    const f = blame('localVa', 'messageBytes');
    errors.push(scenarioError(f, at(f), msg('scenario.rule.vaFits', { key: 'localVa' })));
  }
  if (!bar0Fits(s.bar0)) {
    const rule = msg('scenario.rule.bar0', {
      size: formatSizePanel(Number(BAR0_SIZE)),
      hole: mmioWindowText('mmio32'),
      window: mmioWindowText('mmio64'),
    });
    errors.push(scenarioError('bar0', at('bar0'), rule));
  }
  errors.push(...faultErrors(s, blame));
  return errors;
}

/** Every key with its JSON default, in schema order (docs/scenario.md's table and the form read this). */

/** Packets of the exchange, counted as `fault.packet` counts them: the request's packets and the answer (ACK or READ responses). */
export function exchangePackets(s: Scenario): number {
  const data = Math.max(1, Math.ceil(s.messageBytes / s.pathMtu));
  return s.op === 'read' ? 1 + data : data + 1;
}

/** A fault must apply to the operation, and a packet fault must name a packet that exists. */
function faultErrors(s: Scenario, blame: (a: string, b: string) => string): ScenarioError[] {
  const f = s.fault;
  const text = faultToText(f);
  if (f.kind === 'none') return [];
  if (!s.recvPosted && (s.op === 'send' || s.op === 'write-imm')) {
    return [scenarioError(blame('fault', 'recvPosted'), text, msg('scenario.rule.faultWithRnr'))];
  }
  if ('packet' in f) {
    const n = exchangePackets(s);
    return f.packet > n ? [scenarioError(blame('fault', 'messageBytes'), text, msg('scenario.rule.faultPacket', { n }))] : [];
  }
  if (s.op === 'send') return [scenarioError(blame('fault', 'op'), text, msg('scenario.rule.faultNoRkey'))];
  if (f.kind === 'no-remote-write' && s.op === 'read') return [scenarioError(blame('fault', 'op'), text, msg('scenario.rule.faultRead'))];
  if (s.messageBytes === 0) return [scenarioError(blame('fault', 'messageBytes'), text, msg('scenario.rule.faultEmpty'))];
  // The MR of an out-of-bounds fault covers the first half of the message: a 1-byte message has no half to leave out.
  if (f.kind === 'out-of-bounds' && s.messageBytes < 2) {
    return [scenarioError(blame('fault', 'messageBytes'), text, msg('scenario.rule.faultBounds'))];
  }
  return [];
}
