// soft-RoCE (preset rxe) over random scenarios of every operation, fault and IP version: every sentence holds in its
// trace, the steps follow their causes, no step shows what only RDMA hardware does, and every payload copy names the
// CPU that makes it. Then the comparison with a ConnectX card, read from the two traces.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MsgKey } from '../../../src/i18n/en';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { shownMessages } from '../../../src/sim/trace/claims/collect';
import { CLAIMS } from '../../../src/sim/trace/claims/registry';
import { stepFacts } from '../../../src/sim/trace/claims/stepFacts';
import { compareMachines } from '../../../src/sim/trace/rxe/machineComparison';
import type { Step, Trace } from '../../../src/sim/trace/types';
import { arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { en } from '../support/en';
import { propertyRuns } from '../support/propertyRuns';

const RUNS = propertyRuns();

/** Roles and actors that belong to an RDMA card's data path: a BAR store, its TLPs, the card's DMA, the card itself. */
const HARDWARE_ROLES = new Set(['write-doorbell-record', 'post-mmio', 'mmio-tlp', 'fetch-wqe', 'fetch-payload', 'pcie-write']);
const HARDWARE_ACTORS = new Set(['hcaA', 'hcaB', 'rootComplexA', 'rootComplexB']);

function claimErrors(t: Trace): string[] {
  const errors: string[] = [];
  for (const step of t.steps) {
    const facts = stepFacts(t, step);
    for (const { msg: m } of shownMessages(step)) {
      const claim = CLAIMS[m.key as MsgKey];
      if (!claim) errors.push(`${step.id}: ${m.key} declares no claim`);
      else if (claim.kind === 'trace' && !claim.holds(facts)) errors.push(`${step.id}: ${m.key} is shown where it is false`);
    }
  }
  return errors;
}

/** What is wrong with an rxe trace's machine: a card's step, a TLP, a BAR store, a copy by nobody. */
function machineErrors(t: Trace): string[] {
  const errors: string[] = [];
  let before = { A: 0, B: 0 };
  for (const step of t.steps) {
    if (HARDWARE_ROLES.has(step.role)) errors.push(`${step.id}: a card's step (${step.role})`);
    if (HARDWARE_ACTORS.has(step.actor)) errors.push(`${step.id}: done by ${step.actor}`);
    for (const set of step.artifacts) if (set.kind === 'tlp' || set.kind === 'mmio') errors.push(`${step.id}: carries a ${set.kind}`);
    if (step.state.A.cpuMmioStores > 0) errors.push(`${step.id}: a store into a BAR from user space`);
    for (const h of ['A', 'B'] as const) {
      const copied = step.state[h].cpuCopyBytes - before[h];
      // A copy is made by that host's CPU (its process or its kernel), and the step's title says whose CPU.
      if (copied > 0 && !(step.actor === `cpu${h}` || step.actor === `kernel${h}`)) errors.push(`${step.id}: ${h}'s copy by ${step.actor}`);
      if (copied > 0 && !en(step.text.title).includes(`${h}’s CPU`)) errors.push(`${step.id}: copies ${copied} B, title names no CPU`);
    }
    before = { A: step.state.A.cpuCopyBytes, B: step.state.B.cpuCopyBytes };
  }
  return errors;
}

/** The chain of one round on soft-RoCE, in causal order (role@host): a later link never starts before an earlier one. */
const WRITE_CHAIN = [
  'build-wqe@A',
  'publish-wqe@A',
  'post-syscall@A',
  'kernel-requester@A',
  'cpu-copy@A',
  'build-packets@A',
  'transmit@A',
  'nic-receive@B',
  'responder-check@B',
  'translate@B',
  'place-data@B',
];
const READ_CHAIN = [
  'build-wqe@A',
  'publish-wqe@A',
  'post-syscall@A',
  'kernel-requester@A',
  'build-packets@A',
  'transmit@A',
  'nic-receive@B',
  'responder-check@B',
  'read-memory@B',
  'build-packets@B',
  'transmit@B',
  'nic-receive@A',
  'requester-check@A',
  'translate@A',
  'place-data@A',
];
const linkOf = (s: Step) => `${s.role}@${s.actor.slice(-1)}`;

function orderErrors(t: Trace): string[] {
  const errors: string[] = [];
  const rounds = new Map<number, Step[]>();
  for (const s of t.steps) if (s.phase !== 'SETUP') rounds.set(s.round ?? -1, [...(rounds.get(s.round ?? -1) ?? []), s]);
  for (const [round, steps] of rounds) {
    const CHAIN = t.scenario.op === 'read' ? READ_CHAIN : WRITE_CHAIN;
    const chain = steps.filter((s) => CHAIN.includes(linkOf(s)));
    for (let i = 1; i < chain.length; i++) {
      const [a, b] = [chain[i - 1], chain[i]];
      if (CHAIN.indexOf(linkOf(b)) < CHAIN.indexOf(linkOf(a))) errors.push(`round ${round}: ${b.id} after ${a.id}`);
      if (b.startNs < a.startNs) errors.push(`round ${round}: ${b.id} starts at ${b.startNs} before ${a.id} at ${a.startNs}`);
    }
    // The NIC writes a frame into memory before the kernel checks it.
    for (const r of steps.filter((s) => s.role === 'nic-receive')) {
      const check = steps.find((s) => s.index === r.index + 1);
      if (!check || (check.role !== 'responder-check' && check.role !== 'requester-check') || check.startNs < r.endNs) {
        errors.push(`${r.id}: not followed by its check`);
      }
    }
  }
  // rxe's steps are the CPUs' and NICs' work in turn: each starts once the one before it has ended.
  const walk = t.steps.filter((x) => x.phase !== 'SETUP');
  for (let i = 1; i < walk.length; i++) {
    if (walk[i].startNs < walk[i - 1].endNs) errors.push(`${walk[i].id} starts before ${walk[i - 1].id} ends`);
  }
  // B completes its receive before it answers the packet that completed it (rxe_responder: COMPLETE, then ACKNOWLEDGE).
  const cqeB = t.steps.find((x) => x.role === 'responder-completion');
  const lastLand = [...t.steps].reverse().find((x) => x.role === 'place-data');
  if (cqeB && lastLand && t.plan.exchange.outcome.kind === 'success') {
    const answer = t.steps.find((x) => x.index > lastLand.index && x.role === 'acknowledge');
    if (answer && answer.index < cqeB.index) errors.push(`${cqeB.id} after ${answer.id}`);
  }
  // The process learns of its completion only after the kernel wrote it.
  const cqe = t.steps.find((s) => s.role === 'write-completion');
  const poll = t.steps.find((s) => s.role === 'poll-completion');
  if (cqe && poll && poll.startNs < cqe.endNs) errors.push('the poll starts before the CQE is written');
  return errors;
}

const report = (s: Scenario, errors: string[]) =>
  errors.length ? `${scenarioJson(s)}\n${[...new Set(errors)].slice(0, 12).join('\n')}` : '';

describe('soft-RoCE, step by step (preset rxe)', () => {
  it(`over ${RUNS} random rxe scenarios, every sentence a step shows is declared and holds`, () => {
    fc.assert(
      fc.property(arbRxeScenario, (s) => {
        expect(report(s, claimErrors(buildTrace(s)))).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it(`over ${RUNS} random rxe scenarios, no step is a card's, and every payload copy names the CPU that makes it`, () => {
    fc.assert(
      fc.property(arbRxeScenario, (s) => {
        expect(report(s, machineErrors(buildTrace(s)))).toBe('');
      }),
      { numRuns: RUNS },
    );
  });

  it(`over ${RUNS} random rxe scenarios, each step follows its causes`, () => {
    fc.assert(
      fc.property(arbRxeScenario, (s) => {
        expect(report(s, orderErrors(buildTrace(s)))).toBe('');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('soft-RoCE takes a WRITE with immediate’s receive WQE inside its checks (check_resource before check_rkey)', () => {
  const steps = (input: Record<string, unknown>) => {
    const r = parseScenario({ transport: 'rocev2', post: 'doorbell', op: 'write-imm', ...input, preset: 'rxe' });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return buildTrace(r.scenario).steps;
  };
  const order = (list: readonly Step[]) => list.map((x) => x.role);

  it.each([
    ['accepted', {}, 'rxe.recvWqe.s1Imm'],
    ['refused at its rkey', { fault: 'bad-rkey' }, 'rxe.recvWqe.s1ImmRefused'],
  ] as const)('%s: the frame lands, the kernel checks it, then the WQE step tells what the checks took', (_what, input, key) => {
    const list = steps(input);
    const [rx, check, wqe] = ['nic-receive', 'responder-check', 'fetch-recv-wqe'].map((role) => order(list).indexOf(role as Step['role']));
    expect(rx).toBeGreaterThanOrEqual(0);
    expect(rx).toBeLessThan(check);
    expect(check).toBeLessThan(wqe);
    expect(list[wqe].text.summary[0].key).toBe(key);
  });

  it('a refused packet’s step names the check that refused it (its row is far down the table on a phone)', () => {
    const check = steps({ fault: 'bad-rkey' }).find((x) => x.role === 'responder-check');
    const refused = check?.text.summary.find((m) => m.key === 'rxe.check.refused');
    expect(en(refused)).toMatch(/^The check “R_Key” fails \(the row marked ✗\)/);
  });
});

const both = (input: Record<string, unknown>) => {
  const of = (preset: string) => {
    const r = parseScenario({ transport: 'rocev2', post: 'doorbell', ...input, preset });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return buildTrace(r.scenario);
  };
  return compareMachines(of('cx5-edr'), of('rxe'));
};

describe('ConnectX and soft-RoCE, side by side, from their traces', () => {
  it('the default 8-B WRITE: one system call and a copy on each side on rxe; none on ConnectX', () => {
    const c = both({});
    expect([c.hca.A.syscalls, c.hca.A.cpuCopyBytes, c.hca.B.cpuCopyBytes, c.hca.A.barStores]).toEqual([0, 0, 0, 1]);
    expect([c.rxe.A.syscalls, c.rxe.A.cpuCopyBytes, c.rxe.B.cpuCopyBytes, c.rxe.A.barStores]).toEqual([1, 8, 8, 0]);
    expect(c.rxe.B.syscalls).toBe(0);
  });

  it('a 64 KiB WRITE: the payload crosses each host’s memory bus once on ConnectX, three times and more on rxe', () => {
    const c = both({ messageBytes: 65536, pathMtu: 1024 });
    expect(c.hca.A.copiesPerMessage).toBe(0);
    expect(c.hca.B.copiesPerMessage).toBe(0);
    expect(c.rxe.A.copiesPerMessage).toBe(1);
    expect(c.rxe.B.copiesPerMessage).toBe(1);
    // ConnectX: the card's DMA read on A and its DMA write on B, once per byte (plus the WQE, the CQE).
    expect(Math.floor(c.hca.A.crossingsPerMessage)).toBe(1);
    expect(Math.floor(c.hca.B.crossingsPerMessage)).toBe(1);
    // rxe: A's CPU reads the buffer and writes the skb, the NIC reads the frame; B's NIC writes it, B's CPU reads and writes.
    expect(Math.floor(c.rxe.A.crossingsPerMessage)).toBe(3);
    expect(Math.floor(c.rxe.B.crossingsPerMessage)).toBe(3);
    expect(c.rxe.A.syscalls).toBe(1);
  });
});
