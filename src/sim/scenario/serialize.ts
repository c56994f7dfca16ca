import type { Scenario } from './types';
import { DEFAULT_SCENARIO } from './defaults';

const hex = (v: bigint | number) => `0x${v.toString(16)}`;

/** JSON-safe form: 64-bit addresses and keys as "0x..." strings, the way engineers write them. */
export function scenarioToJson(s: Scenario): Record<string, unknown> {
  return {
    op: s.op,
    messageBytes: s.messageBytes,
    pathMtu: s.pathMtu,
    post: s.post,
    signaled: s.signaled,
    pcie: { ...s.pcie },
    ib: { ...s.ib },
    qpnA: hex(s.qpnA),
    qpnB: hex(s.qpnB),
    lidA: s.lidA,
    lidB: s.lidB,
    startPsn: s.startPsn,
    pkey: hex(s.pkey),
    remoteVa: hex(s.remoteVa),
    rkey: hex(s.rkey),
    localVa: hex(s.localVa),
    lkey: hex(s.lkey),
    bar0: hex(s.bar0),
    iommu: s.iommu,
    payloadHex: s.payloadHex,
  };
}

/** Flat "key=value" pairs for the keys that differ from the defaults (for URLs). */
export function scenarioDiff(s: Scenario, base: Scenario = DEFAULT_SCENARIO): [string, string][] {
  const a = flatten(scenarioToJson(s));
  const b = flatten(scenarioToJson(base));
  return Object.keys(a)
    .filter((k) => a[k] !== b[k])
    .map((k) => [k, a[k]]);
}

function flatten(o: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

/** Stable identity of a scenario's content (cache key). */
export function scenarioKey(s: Scenario): string {
  return JSON.stringify(scenarioToJson(s));
}
