import { describe, expect, it } from 'vitest';
import { codeFocusOf, kernelOf, stepsOfAnchor } from '../../../src/sim/program/codeFocus';
import { programOf } from '../../../src/sim/program/cProgram';
import { libraryPathOf } from '../../../src/sim/program/libraryPath';
import { SOURCES } from '../../../src/sim/sources/sourceTable';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

const trace = (input: Record<string, unknown>) => buildTrace(scenarioOf(input));
const byId = (t: Trace, id: string) => {
  const s = t.steps.find((x) => x.id === id);
  if (!s) throw new Error(id);
  return codeFocusOf(t, s.index);
};

describe('the lines that cause each step', () => {
  it('a WRITE: setup calls on both sides, ibv_post_send for the post, nothing for the hardware, B never runs after its setup', () => {
    const t = trace({ op: 'write' });
    expect(byId(t, 'SETUP.reg-mr-b')).toEqual({ A: { run: [], wait: null }, B: { run: ['reg-mr'], wait: null }, hardware: false });
    expect(byId(t, 'SETUP.reg-mr-a').A.run).toEqual(['reg-mr']);
    expect(byId(t, 'SETUP.create-qp').B.run).toEqual(['create-cq', 'create-qp']);
    expect(byId(t, 'SETUP.exchange').A.run).toEqual(['exchange']);
    expect(byId(t, 'SETUP.connect').B.run).toEqual(['modify-init', 'modify-rtr', 'modify-rts']);
    for (const id of ['A1.wqe', 'A1.dbr', 'A1.mmio']) expect(byId(t, id).A.run, id).toEqual(['post-send']);
    expect(byId(t, 'A1.mmio').B).toEqual({ run: [], wait: 'wait-done' });
    for (const id of ['A2.tlp', 'A3.payload-fetch', 'FABRIC.switch-1', 'B1.check', 'B3.pcie', 'B4.land', 'ACK.send', 'COMPLETION.cqe']) {
      expect(byId(t, id), id).toEqual({ A: { run: [], wait: 'poll-cq' }, B: { run: [], wait: 'wait-done' }, hardware: true });
    }
    expect(byId(t, 'COMPLETION.poll').A).toEqual({ run: ['poll-cq'], wait: null });
    // No step after the setup is caused by a line of B's program.
    const setupEnd = Math.max(...t.steps.filter((s) => s.phase === 'SETUP').map((s) => s.index));
    for (const s of t.steps.slice(setupEnd + 1)) expect(codeFocusOf(t, s.index).B.run, s.id).toEqual([]);
  });

  it('a READ: B waits on the socket while HCA B reads its memory', () => {
    const t = trace({ op: 'read' });
    expect(byId(t, 'B3.read-memory')).toEqual({ A: { run: [], wait: 'poll-cq' }, B: { run: [], wait: 'wait-done' }, hardware: true });
    expect(byId(t, 'RESPONSE.land').hardware).toBe(true);
  });

  it("a SEND: B posts its receive in the setup and later polls its own CQ; with no receive posted, B waits for A's cue, then posts late", () => {
    const t = trace({ op: 'send' });
    expect(byId(t, 'SETUP.post-recv').B.run).toEqual(['post-recv']);
    expect(byId(t, 'B1.check').B.wait).toBe('poll-cq');
    expect(byId(t, 'COMPLETION.poll-b').B.run).toEqual(['poll-cq']);
    const late = trace({ op: 'send', recvPosted: false });
    const post = late.steps.find((s) => s.role === 'post-recv');
    expect(post?.phase).not.toBe('SETUP');
    if (!post) return;
    expect(codeFocusOf(late, post.index).B.run).toEqual(['post-recv']);
    expect(codeFocusOf(late, post.index - 1).B.wait).toBe('wait-posted');
  });

  it('a bad rkey: the second registration after the exchange is its own call', () => {
    const t = trace({ op: 'write', fault: 'bad-rkey' });
    expect(byId(t, 'SETUP.rereg-mr-b').B.run).toEqual(['rereg-mr']);
    expect(stepsOfAnchor(t, 'B', 'reg-mr')).toEqual([t.steps.find((s) => s.id === 'SETUP.reg-mr-b')?.index]);
  });

  it.each(PROGRAM_CASES)('%s: every call the focus names is a line of that side of the program', (_n, input) => {
    const t = trace(input);
    const p = programOf(t);
    for (const s of t.steps) {
      const f = codeFocusOf(t, s.index);
      for (const host of ['A', 'B'] as const) {
        for (const a of [...f[host].run, ...(f[host].wait ? [f[host].wait] : [])]) {
          expect(
            p.lines.some((l) => (l.section === host || l.section === 'common') && 'anchor' in l && l.anchor === a),
            `${s.id} ${host} ${a}`,
          ).toBe(true);
        }
      }
    }
  });
});

describe('the lines that cause each soft-RoCE step', () => {
  it('ibv_post_send causes the WQE, the producer index, the write() and the requester inside it; then the kernels work while A polls', () => {
    const t = trace({ preset: 'rxe', op: 'write' });
    for (const id of ['A1.wqe', 'A1.producer', 'A1.syscall', 'A2.requester', 'A3.copy', 'A3.segment'])
      expect(byId(t, id), id).toEqual({ A: { run: ['post-send'], wait: null }, B: { run: [], wait: 'wait-done' }, hardware: false });
    for (const id of ['A3.transmit', 'B1.check', 'B4.land', 'ACK.send', 'COMPLETION.cqe'])
      expect(byId(t, id), id).toEqual({ A: { run: [], wait: 'poll-cq' }, B: { run: [], wait: 'wait-done' }, hardware: true });
    expect(byId(t, 'COMPLETION.poll').A).toEqual({ run: ['poll-cq'], wait: null });
    const at = (id: string) =>
      kernelOf(
        t,
        t.steps.findIndex((s) => s.id === id),
      );
    expect(at('B4.land')).toBe('B');
    expect(at('COMPLETION.cqe')).toBe('A');
    expect(at('A3.transmit')).toBeNull(); // the NIC sends it
    expect(at('A2.requester')).toBeNull(); // a line causes it: ibv_post_send's write()
    expect(kernelOf(trace({ op: 'write' }), 0)).toBeNull();
  });

  it("a resend runs in A's kernel, not in ibv_post_send", () => {
    const t = trace({ preset: 'rxe', op: 'write', fault: 'drop:1', messageBytes: 16384 });
    const resent = t.steps.filter((s) => s.role === 'cpu-copy' && (s.round ?? 0) > 0);
    expect(resent.length).toBeGreaterThan(0);
    for (const s of resent) expect(codeFocusOf(t, s.index), s.id).toMatchObject({ A: { run: [], wait: 'poll-cq' }, hardware: true });
  });
});

/** Where the library's path links: libmlx5 at the release the program builds against; soft-RoCE at the tags its steps cite. */
const LINKS = {
  hca: /^https:\/\/github\.com\/linux-rdma\/rdma-core\/blob\/v44\.0\//,
  rxe: /^https:\/\/github\.com\/(linux-rdma\/rdma-core\/blob\/v50\.0|torvalds\/linux\/blob\/v6\.8)\/[^#]+#L\d+(-L\d+)?$/,
};

describe("the library's path", () => {
  it.each(PROGRAM_CASES)(
    '%s: every function named has its public source at its release tag, and every step it links exists',
    (_n, input) => {
      const t = trace(input);
      const { post, poll } = libraryPathOf(t);
      for (const c of [...post, ...poll]) {
        for (const id of c.sources) expect(SOURCES[id].url, `${c.fn}: ${id}`).toMatch(LINKS[t.machine]);
        const where = c.sources.map((id) => SOURCES[id].where).join(' ');
        for (const name of c.fn.match(/[a-z_0-9]+(?=\(\))/g) ?? [])
          expect(where, `${c.fn} in ${c.sources.join(', ')}`).toContain(`${name}()`);
        if (c.role)
          expect(
            t.steps.some((s) => s.role === c.role),
            `${c.fn}: ${c.role}`,
          ).toBe(true);
      }
      const s = t.scenario;
      const names = post.map((c) => c.fn).join(' ');
      expect(new Set([...post, ...poll].map((c) => c.fn)).size, 'one entry per function').toBe(post.length + poll.length);
      if (t.machine === 'rxe') {
        // librxe and the kernel: the ring, its producer index, the write() that is the doorbell; no MMIO, no mlx5.
        expect(names).not.toMatch(/mlx5|mmio/);
        expect(names).toContain('post_send_db() → write()');
        expect(post.find((c) => c.fn.startsWith('post_send_db'))?.role).toBe('post-syscall');
        const polls = poll.map((c) => c.fn).join(' ');
        expect(polls.includes('rxe_cq_post()')).toBe(t.steps.some((x) => x.role === 'write-completion' && x.artifacts.length > 0));
        return;
      }
      expect(names.includes('mlx5_bf_copy')).toBe(s.post !== 'doorbell');
      expect(names.includes('mmio_write64_be')).toBe(s.post === 'doorbell');
      expect(names.includes('set_raddr_seg')).toBe(s.op !== 'send');
      expect(names.includes('set_data_inl_seg')).toBe(s.post === 'inline');
    },
  );
});
