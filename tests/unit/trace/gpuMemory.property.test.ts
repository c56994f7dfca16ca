// GPUDirect RDMA, over random scenarios (every operation × fault × memA × memB × p2pPath): the payload's TLPs go to the
// GPU's BAR1 exactly when that host's buffer is in GPU memory, never to DRAM then, and never to BAR1 otherwise; the GPU
// answers the reads; the bytes land in GPU memory; and the route the drawing takes passes the GPU (and its switch, on
// that path) and not DRAM.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { PHYS_RANGES } from '../../../src/sim/platform/addressMap';
import { GPU_MEMORY_BYTES, GPU_REQUESTER_ID, inGpuBar1 } from '../../../src/sim/platform/gpuMemory';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { StepRole, Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, scenarioJson } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';
import { scenario } from './helpers';

const RUNS = propertyRuns(500);
/** The steps that move the payload between a buffer and its HCA, and whose buffer each reaches. */
const PAYLOAD_ROLES: Partial<Record<StepRole, 'sender' | 'receiver'>> = {
  'fetch-payload': 'sender',
  'read-memory': 'sender',
  translate: 'receiver',
  'pcie-write': 'receiver',
  'place-data': 'receiver',
};
const inDram = (a: bigint) => PHYS_RANGES.some((r) => r.kind === 'dram' && a >= r.start && a < r.end);

/** Every way the trace could say the payload touched the wrong memory, as lines. */
function gpuErrors(t: Trace): string[] {
  const s = t.scenario;
  const errors: string[] = [];
  for (const step of t.steps) {
    const side = PAYLOAD_ROLES[step.role];
    if (!side) {
      // HCA A's reads of the WQE and writes of the CQE go to BAR1 exactly when a GPU thread posts (IBGDA keeps A's rings
      // in GPU memory); no other step's TLP goes to a GPU's BAR1 (doorbells go to the HCA's BAR0, B's queues stay in DRAM).
      const ring = s.initiator === 'gpu' && (step.role === 'fetch-wqe' || (step.role === 'write-completion' && step.actor === 'hcaA'));
      for (const set of step.artifacts)
        if (set.kind === 'tlp')
          for (let i = 0; i < Math.min(set.count, 4); i++) {
            const a = set.at(i);
            if (a.address !== undefined && inGpuBar1(a.address) !== ring)
              errors.push(`${step.id}: ${a.type} to ${a.address.toString(16)} with initiator ${s.initiator}`);
            if (a.type === 'MWr' && step.role === 'mmio-tlp') {
              const requester = (a.bytes[4] << 8) | a.bytes[5];
              if ((requester === GPU_REQUESTER_ID) !== (s.initiator === 'gpu'))
                errors.push(`${step.id}: doorbell from ${requester.toString(16)}`);
            }
          }
      continue;
    }
    // The sender's buffer is the writer's (A's; B's for a READ), the receiver's the other.
    const host = (side === 'sender') === (s.op !== 'read') ? 'A' : 'B';
    const gpu = (host === 'A' ? s.memA : s.memB) === 'gpu';
    for (const set of step.artifacts) {
      const n = set.count;
      for (const i of [...new Set([0, Math.floor(n / 2), n - 1])].filter((k) => k >= 0 && k < n)) {
        const a = set.at(i);
        if (a.address === undefined) continue;
        if (set.kind === 'tlp') {
          if (gpu !== inGpuBar1(a.address))
            errors.push(`${step.id}: ${a.type} to ${a.address.toString(16)} with mem${host} ${gpu ? 'gpu' : 'host'}`);
          if (gpu && inDram(a.address) && !s.iommu) errors.push(`${step.id}: ${a.type} to DRAM with a GPU buffer`);
          if (a.type === 'CplD') {
            const completer = (a.bytes[4] << 8) | a.bytes[5];
            if (gpu !== (completer === GPU_REQUESTER_ID)) errors.push(`${step.id}: CplD from ${completer.toString(16)}`);
          }
        }
        if (set.kind === 'memory-write' && gpu && a.address >= GPU_MEMORY_BYTES) errors.push(`${step.id}: lands outside GPU memory`);
        if (set.kind === 'memory-write' && !gpu && !inDram(a.address)) errors.push(`${step.id}: lands outside DRAM`);
      }
    }
    const route = step.view.route as readonly string[];
    if (gpu && route.includes(`${host}.dram`)) errors.push(`${step.id}: route through ${host}'s DRAM with a GPU buffer`);
    if (step.role !== 'translate') {
      // The writes cross to the switch (or the root complex) in B3; the GPU takes them in B4.
      if (step.role !== 'pcie-write' && gpu !== route.includes(`${host}.gpu`)) errors.push(`${step.id}: route ${route.join(' > ')}`);
      if (route.includes(`${host}.pcieSwitch`) !== (gpu && s.p2pPath === 'switch'))
        errors.push(`${step.id}: switch in ${route.join(' > ')}`);
    }
  }
  return errors;
}

describe('GPU memory (GPUDirect RDMA)', () => {
  it(`over ${RUNS} random scenarios: the payload's TLPs go to BAR1 exactly when its buffer is in GPU memory, and land there`, () => {
    let gpuRuns = 0;
    fc.assert(
      fc.property(arbAnyScenario, (s) => {
        const t = buildTrace(s);
        if (s.memA === 'gpu' || s.memB === 'gpu') gpuRuns++;
        const errors = gpuErrors(t);
        expect(errors.length ? `${scenarioJson(s)}\n${errors.slice(0, 6).join('\n')}` : '').toBe('');
      }),
      { numRuns: RUNS },
    );
    expect(gpuRuns).toBeGreaterThan(RUNS / 5);
  });

  it('the wire does not change: a GPU scenario’s pcap is byte for byte the host-memory one’s (and the step says so)', () => {
    for (const extra of [{}, { op: 'read' }, { transport: 'rocev2', op: 'send' }, { fault: 'drop:2', messageBytes: 9000 }]) {
      const host = buildTrace(scenario({ messageBytes: 20_000, ...extra }));
      const gpu = buildTrace(scenario({ messageBytes: 20_000, memA: 'gpu', memB: 'gpu', p2pPath: 'root-complex', ...extra }));
      expect(Buffer.compare(Buffer.from(traceToPcap(gpu)), Buffer.from(traceToPcap(host))), JSON.stringify(extra)).toBe(0);
      // The step that puts the data packets on the wire says so (a READ's request step carries no data).
      const says = gpu.steps.some((x) => x.role === 'transmit' && x.text.summary.some((m) => m.key === 'step.transmit.gpuSameWire'));
      expect(says, JSON.stringify(extra)).toBe(true);
    }
  });

  it('a WRITE into GPU B through a switch: B3 and B4 name BAR1, GPU B takes the writes, the route skips the root complex', () => {
    const t = buildTrace(scenario({ memB: 'gpu', messageBytes: 8192 }));
    const b3 = t.steps.find((x) => x.id === 'B3.pcie');
    const b4 = t.steps.find((x) => x.id === 'B4.land');
    const w = b3?.artifacts[0].at(0);
    expect(w && inGpuBar1(w.address ?? 0n)).toBe(true);
    expect(b3?.view.route).toEqual(['B.hca.engine', 'B.pcieSwitch']);
    expect(b4?.actor).toBe('gpuB');
    expect(b4?.view.route).toEqual(['B.pcieSwitch', 'B.gpu']);
    const rc = buildTrace(scenario({ memB: 'gpu', p2pPath: 'root-complex', messageBytes: 8192 }));
    expect(rc.steps.find((x) => x.id === 'B3.pcie')?.view.route).toEqual(['B.hca.engine', 'B.pcie', 'B.rc']);
    expect(rc.steps.find((x) => x.id === 'B4.land')?.view.route).toEqual(['B.rc', 'B.gpu']);
  });
});

describe('a GPU thread posts (initiator gpu, NVSHMEM IBGDA)', () => {
  it('needs the doorbell path, a card and no IOMMU: one line each', () => {
    const bad = parseScenario({ initiator: 'gpu', post: 'blueflame' });
    expect(!bad.ok && bad.errors.map((e) => e.field)).toEqual(['initiator']);
    const rxe = parseScenario({ initiator: 'gpu', post: 'doorbell', preset: 'rxe', transport: 'rocev2' });
    expect(rxe.ok).toBe(false);
    expect(parseScenario({ initiator: 'gpu', post: 'doorbell' }).ok).toBe(true);
  });

  it('A1 is GPU A’s: the WQE and record in GPU memory, the doorbell a peer-to-peer write from GPU A, no CPU on A', () => {
    const t = buildTrace(scenario({ initiator: 'gpu', post: 'doorbell', messageBytes: 4096 }));
    const at = (id: string) => t.steps.find((x) => x.id === id);
    for (const id of ['A1.wqe', 'A1.dbr', 'A1.mmio', 'A2.tlp', 'COMPLETION.poll']) expect(at(id)?.actor, id).toBe('gpuA');
    expect(t.steps.some((x) => x.actor === 'cpuA' && x.phase !== 'SETUP')).toBe(false);
    const tlp = at('A2.tlp')?.artifacts[0].at(0);
    expect(tlp && (tlp.bytes[4] << 8) | tlp.bytes[5]).toBe(GPU_REQUESTER_ID);
    expect(at('A2.tlp')?.view.route).toEqual(['A.pcieSwitch', 'A.hca.bar']);
    const fetch = at('A3.wqe-fetch')?.artifacts[0].at(0);
    expect(fetch && inGpuBar1(fetch.address ?? 0n)).toBe(true);
    // The counters: A's CPU made no MMIO store and no poll.
    const end = t.steps[t.steps.length - 1].state.A;
    expect([end.cpuMmioStores, end.cpuPollLoads]).toEqual([0, 0]);
  });
});
