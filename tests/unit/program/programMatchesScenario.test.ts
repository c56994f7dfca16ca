import { describe, expect, it } from 'vitest';
import { EN } from '../../../src/i18n/en';
import { formatMsg } from '../../../src/i18n/format';
import { programOf } from '../../../src/sim/program/cProgram';
import { programText } from '../../../src/sim/program/programText';
import type { Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { scenarioJson } from '../support/arbScenarios';
import { PROGRAM_CASES, scenarioOf } from './scenarios';

/** The program's C text for a scenario, with its comments in English. */
const cText = (s: Scenario) => programText(programOf(buildTrace(s)), (m) => formatMsg(EN, m)).text;

/** The C of one function of the file. */
function fn(c: string, signature: string): string {
  const at = c.indexOf(`\n${signature}`);
  if (at < 0) throw new Error(`no ${signature}`);
  return c.slice(at, c.indexOf('\n}\n', at) + 3);
}

/** The one value a C statement assigns: `name = value;`. */
function assigned(c: string, name: string): string {
  const all = [...c.matchAll(new RegExp(`\\b${name.replace(/[.[\]]/g, '\\$&')} = ([^;]+);`, 'g'))].map((m) => m[1]);
  if (all.length !== 1) throw new Error(`${name}: ${all.length} assignments`);
  return all[0];
}

const flags = (expr: string) => (expr === '0' ? [] : expr.split(' | ').sort());

// What libibverbs needs for each scenario, written from the scenario and the verbs man pages, not from the program's
// own tables: ibv_post_send(3), ibv_modify_qp(3), ibv_reg_mr(3).
const WR_OPCODE = { write: 'IBV_WR_RDMA_WRITE', 'write-imm': 'IBV_WR_RDMA_WRITE_WITH_IMM', read: 'IBV_WR_RDMA_READ', send: 'IBV_WR_SEND' };

describe("the program's work request, QP attributes and access flags are the scenario's", () => {
  it.each(PROGRAM_CASES)('%s', (_name, input) => {
    const s = scenarioOf(input);
    const c = cText(s);
    const a = fn(c, 'static int run_a(');
    const b = fn(c, 'static int run_b(');
    // The work request.
    expect(assigned(a, 'wr.opcode')).toBe(WR_OPCODE[s.op]);
    const sendFlags = [...(s.signaled ? ['IBV_SEND_SIGNALED'] : []), ...(s.post === 'inline' ? ['IBV_SEND_INLINE'] : [])].sort();
    expect(flags(assigned(a, 'wr.send_flags'))).toEqual(sendFlags);
    expect(assigned(a, 'wr.num_sge')).toBe(s.messageBytes > 0 ? '1' : '0');
    expect(assigned(a, 'sge.length')).toBe('MESSAGE_BYTES');
    expect(c).toContain(`#define MESSAGE_BYTES ${s.messageBytes}u`);
    if (s.op === 'send') expect(a).not.toContain('wr.wr.rdma');
    else expect(a).toContain('wr.wr.rdma.remote_addr = peer.addr;\n    wr.wr.rdma.rkey = peer.rkey;');
    if (s.op === 'write-imm') expect(assigned(a, 'wr.imm_data')).toBe(`htonl(0x${s.immData.toString(16)}u)`);
    else expect(a).not.toContain('imm_data');
    // The posting path: doorbell mode turns BlueFlame off before the device is opened.
    expect(c.includes('setenv("MLX5_SHUT_UP_BF", "1", 1);')).toBe(s.post === 'doorbell');
    // QP capabilities and attributes.
    expect(assigned(c, 'init.cap.max_inline_data')).toBe(String(s.post === 'inline' ? s.messageBytes : 0));
    expect(assigned(c, 'init.sq_sig_all')).toBe('0');
    expect(assigned(c, 'a.path_mtu')).toBe(`IBV_MTU_${s.pathMtu} < port.active_mtu ? IBV_MTU_${s.pathMtu} : port.active_mtu`);
    expect(assigned(c, 'a.min_rnr_timer')).toBe(String(s.minRnrTimer));
    expect(assigned(c, 'a.timeout')).toBe(String(s.ackTimeout));
    expect(assigned(c, 'a.max_rd_atomic')).toBe(s.op === 'read' ? '1' : '0');
    expect(assigned(c, 'a.max_dest_rd_atomic')).toBe(s.op === 'read' ? '1' : '0');
    expect(assigned(a, 'me.psn')).toBe(String(s.startPsn));
    expect(assigned(c, 'a.rq_psn')).toBe('peer->psn');
    expect(c.includes('a.ah_attr.is_global = 1;')).toBe(s.transport === 'rocev2');
    expect(c.includes('a.ah_attr.dlid = peer->lid;')).toBe(s.transport === 'ib');
    // Access flags: B's QP accepts the remote operation, B's MR grants it (unless the fault takes it away).
    const remote = s.op === 'read' ? ['IBV_ACCESS_REMOTE_READ'] : s.op === 'send' ? [] : ['IBV_ACCESS_REMOTE_WRITE'];
    expect(flags(b.match(/to_init\(qp, ([^)]+)\);/)?.[1] ?? '?')).toEqual(remote);
    expect(flags(a.match(/to_init\(qp, ([^)]+)\);/)?.[1] ?? '?')).toEqual([]);
    const mrB = flags(b.match(/mr = ibv_reg_mr\(pd, buf, MR_BYTES_B, ([^)]+)\);/)?.[1] ?? '?');
    const grants = s.fault.kind === 'no-remote-write' ? [] : remote;
    // The trace's MKey context for B's buffer always holds LOCAL_WRITE (it is required with REMOTE_WRITE, and harmless with the others).
    expect(mrB).toEqual(['IBV_ACCESS_LOCAL_WRITE', ...grants].sort());
    const mrA = flags(a.match(/mr = ibv_reg_mr\(pd, buf, BUFFER_BYTES, ([^)]+)\);/)?.[1] ?? '?');
    expect(mrA).toEqual(s.op === 'read' ? ['IBV_ACCESS_LOCAL_WRITE'] : []);
    // The faults a program causes are in its code: a second registration, or half the buffer registered.
    expect(b.includes('ibv_dereg_mr(mr))')).toBe(s.fault.kind === 'bad-rkey');
    const mrBytes = Number(c.match(/#define MR_BYTES_B (\d+)u/)?.[1]);
    if (s.fault.kind === 'out-of-bounds') expect(mrBytes).toBeLessThan(s.messageBytes);
    else expect(mrBytes).toBeGreaterThanOrEqual(s.messageBytes);
    // A receive where the operation consumes one: posted before A is told to go, or late, after A's cue.
    const needsRecv = s.op === 'send' || s.op === 'write-imm';
    expect(b.includes('post_recv(qp, buf, mr);')).toBe(needsRecv);
    expect(b.includes("wait_for(fd, 'P');")).toBe(needsRecv && !s.recvPosted);
    if (needsRecv && s.recvPosted) expect(b.indexOf('post_recv(qp, buf, mr);')).toBeLessThan(b.indexOf("tell(fd, 'R');"));
    // The faults the network injects are said to be, and change no line.
    expect(c.includes('is injected by the network')).toBe(s.fault.kind === 'drop' || s.fault.kind === 'corrupt-icrc');
  });

  it("checks the completion the trace's CQE bytes give, and none for an unsignaled success", () => {
    const status = (input: Record<string, unknown>) => {
      const s = scenarioOf(input);
      const row = expectedRows(cText(s)).find((r) => r.rxe === (s.preset === 'rxe') && r.mtu === `IBV_MTU_${s.pathMtu}`);
      return row && [row.statusA, row.opcodeA];
    };
    expect(status({ op: 'write' })).toEqual(['IBV_WC_SUCCESS', 'IBV_WC_RDMA_WRITE']);
    expect(status({ op: 'write-imm' })).toEqual(['IBV_WC_SUCCESS', 'IBV_WC_RDMA_WRITE']);
    expect(status({ op: 'read' })).toEqual(['IBV_WC_SUCCESS', 'IBV_WC_RDMA_READ']);
    expect(status({ op: 'send' })).toEqual(['IBV_WC_SUCCESS', 'IBV_WC_SEND']);
    expect(status({ op: 'write', fault: 'bad-rkey' })).toEqual(['IBV_WC_REM_ACCESS_ERR', '-1']);
    expect(status({ op: 'read', fault: 'out-of-bounds' })).toEqual(['IBV_WC_REM_ACCESS_ERR', '-1']);
    expect(status({ op: 'write', signaled: false })).toEqual(['-1', '-1']);
    // An unsignaled success polls through the requester's whole retry budget for an error completion.
    expect(fn(cText(scenarioOf({ op: 'write', signaled: false })), 'static int run_a(')).toContain(
      'if (poll_one(cq, &wc, retry_budget_ns())) {',
    );
    const b = fn(cText(scenarioOf({ op: 'write-imm', immData: 0xcafe })), 'static int run_b(');
    expect(b).toContain('rc |= expect_wc("B", &wc, x->status_b, x->opcode_b, 2, MESSAGE_BYTES, 0xcafeu);');
    expect(expectedRows(cText(scenarioOf({ op: 'write-imm' })))[0]).toMatchObject({
      statusB: 'IBV_WC_SUCCESS',
      opcodeB: 'IBV_WC_RECV_RDMA_WITH_IMM',
    });
  });

  it('expects each provider’s completions at each path MTU a port may clamp to: a WRITE with immediate whose rkey fails, at 4096 and at 1024', () => {
    const rows = expectedRows(
      cText(scenarioOf({ op: 'write-imm', fault: 'out-of-bounds', transport: 'rocev2', messageBytes: 4096, pathMtu: 4096 })),
    );
    const at = (rxe: boolean, mtu: number) => rows.find((r) => r.rxe === rxe && r.mtu === `IBV_MTU_${mtu}`);
    // One packet at 4096: soft-RoCE takes the receive before its rkey check (rxe_resp.c check_resource, then check_rkey).
    expect(at(true, 4096)).toMatchObject({ statusA: 'IBV_WC_REM_ACCESS_ERR', statusB: 'IBV_WC_REM_ACCESS_ERR', landed: false });
    // Four packets at 1024: the first fails before a receive is taken; the receive is flushed.
    expect(at(true, 1024)).toMatchObject({ statusA: 'IBV_WC_REM_ACCESS_ERR', statusB: 'IBV_WC_WR_FLUSH_ERR', landed: false });
    expect(at(false, 4096)?.statusB).toBe('IBV_WC_LOC_ACCESS_ERR');
    expect(rows.map((r) => `${r.rxe ? 'rxe' : 'card'} ${r.mtu}`)).toEqual([
      'card IBV_MTU_4096',
      'card IBV_MTU_2048',
      'card IBV_MTU_1024',
      'rxe IBV_MTU_4096',
      'rxe IBV_MTU_2048',
      'rxe IBV_MTU_1024',
    ]);
    // Native InfiniBand has no soft-RoCE row.
    expect(expectedRows(cText(scenarioOf({ op: 'write' }))).every((r) => !r.rxe)).toBe(true);
  });
});

/** The EXPECTED table of a program's C: one row per provider and path MTU. */
function expectedRows(c: string) {
  const table = c.slice(c.indexOf('} EXPECTED[] = {'), c.indexOf('static const struct expected *expected(void)'));
  return [...table.matchAll(/\{ (\d), (IBV_MTU_\d+), (-?\w+), (-?\w+), (-?\w+), (-?\w+), (\d) \}/g)].map((m) => ({
    rxe: m[1] === '1',
    mtu: m[2],
    statusA: m[3],
    opcodeA: m[4],
    statusB: m[5],
    opcodeB: m[6],
    landed: m[7] === '1',
  }));
}

/** The program's lines of C, without its comments. */
const codeLines = (s: Scenario) =>
  programOf(buildTrace(s))
    .lines.filter((l) => l.kind === 'code')
    .map((l) => l.text);

describe('on soft-RoCE the program is the same C; its comments and the statuses it expects are rxe’s', () => {
  const RXE = PROGRAM_CASES.filter(([, input]) => input.preset === 'rxe');

  it.each(RXE)('%s: the C is the card’s for the same scenario, but for the completion statuses the trace shows', (_n, input) => {
    const rxe = scenarioOf(input);
    const card = scenarioOf({ ...JSON.parse(scenarioJson(rxe)), preset: 'cx5-edr' });
    const [a, b] = [codeLines(rxe), codeLines(card)];
    expect(a.length).toBe(b.length);
    const status = /^(rc = expect_wc\("[AB]", &wc, )IBV_WC_\w+(, .*)$/;
    for (const [i, line] of a.entries()) expect(line.replace(status, '$1…$2'), `line ${i}`).toBe(b[i].replace(status, '$1…$2'));
  });

  it.each(RXE)('%s: no comment speaks of libmlx5’s path or a card’s DMA; the post is the ring and one write()', (_n, input) => {
    const s = scenarioOf(input);
    const c = cText(s);
    const comments = c
      .split('\n')
      .filter((l) => /^\s*(\/\*|\*)/.test(l))
      .join(' ')
      .replace(/\s*\n?\s*\* /g, ' ');
    for (const card of ['HCA A', 'HCA B', 'BlueFlame register', 'doorbell record', 'MTT', 'libmlx5 writes', 'libmlx5 reads'])
      expect(comments, card).not.toContain(card);
    expect(comments).toContain('post_send_db');
    expect(comments).toMatch(/RoCEv2 GID/);
    expect(comments).toContain(s.roceIp === 'ipv6' ? 'IPv6 address' : 'IPv4 address');
    // MLX5_SHUT_UP_BF stays in the C (the same program runs on a card), and its comment says librxe never reads it.
    if (s.post === 'doorbell') expect(c).toMatch(/librxe never reads it[\s\S]*setenv\("MLX5_SHUT_UP_BF", "1", 1\);/);
    else expect(c).toContain('never reads MLX5_SHUT_UP_BF');
  });

  it('a one-packet WRITE with immediate whose rkey check fails: both sides complete with IBV_WC_REM_ACCESS_ERR, where a card’s B has IBV_WC_LOC_ACCESS_ERR', () => {
    const rows = (input: Record<string, unknown>) =>
      expectedRows(cText(scenarioOf(input)))
        .filter((r) => r.mtu === 'IBV_MTU_4096')
        .map((r) => `${r.rxe ? 'rxe' : 'card'} A ${r.statusA} B ${r.statusB}`);
    const both = ['card A IBV_WC_REM_ACCESS_ERR B IBV_WC_LOC_ACCESS_ERR', 'rxe A IBV_WC_REM_ACCESS_ERR B IBV_WC_REM_ACCESS_ERR'];
    // The same table whichever machine the scenario names: the program finds its provider at run time.
    expect(rows({ preset: 'rxe', op: 'write-imm', fault: 'bad-rkey' })).toEqual(both);
    expect(rows({ op: 'write-imm', fault: 'bad-rkey', transport: 'rocev2' })).toEqual(both);
    const c = cText(scenarioOf({ preset: 'rxe', op: 'write-imm', fault: 'bad-rkey' }));
    expect(c).toContain('do_class_ac_error');
    expect(c).toContain('check_ack');
  });
});
