import { type Msg, type MsgParam, msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { RXE_SGE_BYTES, RXE_VENDOR_ID } from '../rxe/constants';
import { RXE_UVERBS_WC_BYTES } from '../rxe/cqe';
import { RXE_POST_SEND_CMD_BYTES } from '../rxe/postSendCmd';
import { RXE_CQ_SLOT_BYTES } from '../rxe/queue';
import { faultToText } from '../scenario/values';
import { buildTrace } from '../trace/buildTrace';
import { counterpartScenario } from '../trace/rxe/counterpart';
import type { Trace } from '../trace/types';
import { payloadPattern } from '../transfer/payload';
import type { CodeAnchor, CodeSection } from './codeAnchor';
import { fillCTemplate, type TemplateLine } from './cTemplate';
import type { CodeLine, Program } from './programTypes';
import { VERBS_HELPERS_C } from './verbsHelpers.generated';
import { flagsExpr } from './verbsNames';
import { type VerbsPlan, verbsPlanOf, type WcExpect } from './verbsPlan';

/** The TCP port the two programs meet on (any free port serves; perftest's default is 18515, perftest src/perftest_parameters.h DEF_PORT). */
export const TCP_PORT = 18515;
/** The HCA port the program uses. */
export const IB_PORT = 1;
/** How long each side spins on ibv_poll_cq for a completion the trace shows (an unsignaled success waits out the retry budget). */
export const POLL_SECONDS = 10;
/**
 * The path MTUs a port may clamp the program's to (to_rtr takes the smaller of the two): an Ethernet port's active MTU
 * is 1024 at a 1500-byte MTU and 4096 with jumbo frames; an InfiniBand port's 2048 or 4096. The expected completions
 * are computed for each that is not larger than the scenario's.
 */
const CLAMPED_MTUS = [1024, 2048, 4096] as const;
/** The first bytes of a buffer the program prints at the end, to show what landed. */
export const SHOWN_BYTES = 16;

/** The default fill when the scenario names no pattern: 'A' + i mod 26 (src/sim/transfer/payload.ts). */
const DEFAULT_PATTERN = Uint8Array.from({ length: 26 }, (_, i) => 0x41 + i);

class Writer {
  readonly lines: CodeLine[] = [];
  section: CodeSection = 'common';
  private depth = 0;
  /** The anchor lines take when they name none: set for a block by `within`. */
  private current: CodeAnchor | undefined;
  /** Writes a block whose every line belongs to one call (the steps it causes light them all). */
  within(anchor: CodeAnchor, block: () => void): this {
    const outer = this.current;
    this.current = anchor;
    block();
    this.current = outer;
    return this;
  }
  code(text: string, anchor = this.current): this {
    this.lines.push(
      anchor
        ? { kind: 'code', section: this.section, indent: this.depth, text, anchor }
        : { kind: 'code', section: this.section, indent: this.depth, text },
    );
    return this;
  }
  note(key: Msg['key'], params?: Record<string, MsgParam>, anchor = this.current): this {
    const text = msg(key, params);
    this.lines.push(
      anchor
        ? { kind: 'comment', section: this.section, indent: this.depth, text, anchor }
        : { kind: 'comment', section: this.section, indent: this.depth, text },
    );
    return this;
  }
  /** A comment line that is the same in every language and is never wrapped: a command to type. */
  verbatim(text: string | Msg): this {
    const m = typeof text === 'string' ? msg('code.c.verbatim', { text }) : text;
    this.lines.push({ kind: 'comment', section: this.section, indent: this.depth, text: m, verbatim: true });
    return this;
  }
  blank(): this {
    this.lines.push({ kind: 'blank', section: this.section, indent: 0 });
    return this;
  }
  open(text: string, anchor = this.current): this {
    this.code(text, anchor);
    this.depth++;
    return this;
  }
  /** Indents (or outdents) the lines that follow without a brace of their own: an `else` branch. */
  depthBump(by: number): this {
    this.depth += by;
    return this;
  }
  close(text = '}', anchor = this.current): this {
    this.depth--;
    return this.code(text, anchor);
  }
  /** Lines filled from a C template (cTemplate.ts), indented from here. */
  template(lines: readonly TemplateLine[]): this {
    for (const l of lines) {
      if (l.kind === 'blank') {
        this.blank();
        continue;
      }
      const anchor = l.anchor ?? this.current;
      const at = { section: this.section, indent: this.depth + l.indent };
      if (l.kind === 'code')
        this.lines.push(anchor ? { kind: 'code', ...at, text: l.text, anchor } : { kind: 'code', ...at, text: l.text });
      else this.lines.push(anchor ? { kind: 'comment', ...at, text: l.text, anchor } : { kind: 'comment', ...at, text: l.text });
    }
    return this;
  }
}

const u32 = (n: number) => `0x${(n >>> 0).toString(16)}u`;

/** The C file name for an operation: rdma_write.c, rdma_write_imm.c, rdma_read.c, rdma_send.c. */
export const programFileName = (p: Pick<VerbsPlan, 'op' | 'fault'>): string =>
  `rdma_${p.op.replace('-', '_')}${p.fault === 'none' ? '' : `_${p.fault.replace(/-/g, '_')}`}.c`;

/** A READ checks what landed in A's buffer; B checks its buffer after anything but a READ (the data, or that nothing landed). */
const showsA = (p: VerbsPlan) => p.op === 'read';
const showsB = (p: VerbsPlan) => p.op !== 'read';
const showUsed = (p: VerbsPlan) => showsA(p) || showsB(p);
/** The program runs on soft-RoCE: the same C, with comments for librxe and the kernel's rxe driver. */
const onRxe = (p: VerbsPlan) => p.machine === 'rxe';
/** One comment for a ConnectX card (libmlx5), another for soft-RoCE. */
const byMachine = <K extends Msg['key']>(p: VerbsPlan, hca: K, rxe: K): K => (onRxe(p) ? rxe : hca);

/** What one side should see, for one provider and one path MTU in use: its completion (or none) and whether the data lands. */
interface Expected {
  rxe: boolean;
  mtu: number;
  a: WcExpect | null;
  b: WcExpect | null;
  landed: boolean;
}

/**
 * The completions and the data each side should see, for every provider the program may find (a card; soft-RoCE too
 * over RoCEv2) and every path MTU a port may clamp the scenario's to: each row is the trace of that transfer, so the
 * program's expectations are the trace's wherever it runs (soft-RoCE takes a WRITE with immediate's receive before it
 * checks the rkey, a smaller MTU splits a message into more packets, and either can change a status).
 */
export function expectationsOf(t: Trace): Expected[] {
  const s = t.scenario;
  const machines = s.transport === 'ib' ? [s] : t.machine === 'hca' ? [s, counterpartScenario(s)] : [counterpartScenario(s), s];
  const mtus = [...new Set([s.pathMtu, ...CLAMPED_MTUS.filter((m) => m < s.pathMtu)])].sort((a, b) => b - a);
  const rows: Expected[] = [];
  for (const m of machines)
    for (const mtu of mtus) {
      const tr = mtu === s.pathMtu && m === s ? t : buildTrace({ ...m, pathMtu: mtu as Trace['scenario']['pathMtu'] });
      const p = verbsPlanOf(tr);
      const c = tr.timeline.clocks;
      rows.push({ rxe: tr.machine === 'rxe', mtu, a: p.wcA, b: p.wcB, landed: !c.refused && c.placedNs !== null });
    }
  return rows;
}

const wcValue = (wc: WcExpect | null, field: 'status' | 'opcode') => (wc ? (wc[field] ?? '-1') : '-1');

/** The table of Expected rows, in C, and the lookup by the provider and the path MTU found at run time. */
function expectedTable(w: Writer, rows: readonly Expected[]): void {
  w.note('code.c.expected');
  w.open('static const struct expected {');
  w.code('int rxe, mtu, status_a, opcode_a, status_b, opcode_b, landed;');
  w.close('} EXPECTED[] = {');
  w.depthBump(1);
  for (const r of rows)
    w.code(
      `{ ${r.rxe ? 1 : 0}, ${ibvMtuName(r.mtu)}, ${wcValue(r.a, 'status')}, ${wcValue(r.a, 'opcode')}, ${wcValue(r.b, 'status')}, ${wcValue(r.b, 'opcode')}, ${r.landed ? 1 : 0} },`,
    );
  w.depthBump(-1);
  w.code('};');
  w.blank();
  w.code('static const struct expected *expected(void)').open('{');
  w.code('size_t i;');
  w.code('for (i = 0; i < sizeof EXPECTED / sizeof EXPECTED[0]; i++)');
  w.code('    if (EXPECTED[i].rxe == on_rxe && EXPECTED[i].mtu == (int)mtu_in_use)');
  w.code('        return &EXPECTED[i];');
  w.code('fprintf(stderr, "no expectation for this provider and path MTU %d\\n", 128 << mtu_in_use);');
  w.code('exit(EXIT_FAILURE);');
  w.close();
  w.blank();
}

const ibvMtuName = (bytes: number) => `IBV_MTU_${bytes}`;

function header(w: Writer, p: VerbsPlan, t: Trace): void {
  const s = t.scenario;
  const name = programFileName(p);
  if (p.fault !== 'none' && !p.networkFault) w.note('code.c.head.fault', { fault: p.fault });
  w.note('code.c.head.what', { op: p.wr.opcode, bytes: p.messageBytes, transport: p.transport === 'ib' ? 'InfiniBand' : 'RoCEv2' });
  const bin = name.slice(0, -2);
  w.note('code.c.head.build');
  w.verbatim(`    gcc -Wall -Wextra -Werror -o ${bin} ${name} -libverbs${usesGpu(t) ? ' -ldl' : ''}`);
  if (usesGpu(t)) w.note('code.c.head.gpu', { sides: gpuSides(t) });
  w.note('code.c.head.run');
  w.verbatim(msg('code.c.head.runOn', { host: 'B', command: `./${bin} b [DEVICE [GID_INDEX]]` }));
  w.verbatim(msg('code.c.head.runOn', { host: 'A', command: `./${bin} a HOST_B [DEVICE [GID_INDEX]]` }));
  if (onRxe(p)) w.note('code.c.head.needsRxe', { ip: s.roceIp === 'ipv6' ? 'IPv6' : 'IPv4' });
  else w.note(p.transport === 'ib' ? 'code.c.head.needsIb' : 'code.c.head.needsRoce');
  if (p.transport === 'rocev2') {
    w.note('code.c.head.softRoce');
    w.verbatim('    modprobe rdma_rxe');
    w.verbatim('    rdma link add rxe0 type rxe netdev eth0');
  }
  w.note('code.c.head.prints');
  if (p.networkFault) w.note('code.c.head.networkFault', { fault: faultToText(p.networkFault) });
  if (p.wr.remote) w.note('code.c.head.values', { qpnA: hex(s.qpnA), qpnB: hex(s.qpnB), va: hex(s.remoteVa), rkey: hex(s.rkey) });
  else w.note('code.c.head.valuesSend', { qpnA: hex(s.qpnA), qpnB: hex(s.qpnB) });
  w.code('#define _POSIX_C_SOURCE 200809L');
  for (const h of [
    'arpa/inet.h',
    ...(usesGpu(t) ? ['dlfcn.h'] : []),
    'errno.h',
    'infiniband/verbs.h',
    'inttypes.h',
    'netdb.h',
    'netinet/in.h',
    'stdint.h',
    'stdio.h',
    'stdlib.h',
    'string.h',
    'sys/resource.h',
    'sys/socket.h',
    'time.h',
    'unistd.h',
  ])
    w.code(`#include <${h}>`);
  w.blank();
  w.code(`#define MESSAGE_BYTES ${p.messageBytes}u`);
  w.code(`#define BUFFER_BYTES ${Math.max(1, p.messageBytes)}u`);
  if (p.mrB.length < p.messageBytes) w.note('code.c.mrShort', { bytes: p.mrB.length, message: p.messageBytes });
  else if (p.mrB.length > p.messageBytes) w.note('code.c.mrPages', { bytes: p.mrB.length });
  w.code(`#define MR_BYTES_B ${p.mrB.length}u`);
  w.code(`#define BUFFER_BYTES_B ${Math.max(1, p.messageBytes, p.mrB.length)}u`);
  w.code(`#define QUEUE_DEPTH ${p.cap.maxSendWr}`);
  w.code(`#define IB_PORT ${IB_PORT}`);
  w.code(`#define TCP_PORT "${TCP_PORT}"`);
  w.code(`#define POLL_NS ${POLL_SECONDS}000000000LL`);
  if (p.transport === 'rocev2') w.code(`#define WANT_IPV4 ${s.roceIp === 'ipv6' ? 0 : 1}`);
  const pattern = payloadPattern(s) ?? DEFAULT_PATTERN;
  w.note('code.c.pattern', { n: pattern.length });
  const bytes = Array.from(pattern, (b) => `0x${b.toString(16).padStart(2, '0')}`);
  w.open('static const uint8_t PATTERN[] = {');
  for (let i = 0; i < bytes.length; i += 12) w.code(`${bytes.slice(i, i + 12).join(', ')},`);
  w.close('};');
  w.note(p.transport === 'rocev2' ? 'code.c.gidIndex' : 'code.c.gidIndexIb');
  w.code('static int gid_index;');
  w.note('code.c.provider');
  w.code('static int on_rxe;');
  w.code('static enum ibv_mtu mtu_in_use;');
  w.blank();
}

/** The static helpers, from their C template (verbsHelpers.c) with the plan's values and the parts this program uses. */
function helpers(w: Writer, p: VerbsPlan, t: Trace): void {
  const values = {
    maxSendWr: p.cap.maxSendWr,
    maxRecvWr: p.cap.maxRecvWr,
    maxSendSge: p.cap.maxSendSge,
    maxRecvSge: p.cap.maxRecvSge,
    maxInlineData: p.cap.maxInlineData,
    pathMtu: p.pathMtu,
    minRnrTimer: p.minRnrTimer,
    maxDestRdAtomic: p.maxDestRdAtomic,
    timeout: p.timeout,
    retryCnt: p.retryCnt,
    rnrRetry: p.rnrRetry,
    maxRdAtomic: p.maxRdAtomic,
    shownBytes: SHOWN_BYTES,
    sgeBytes: RXE_SGE_BYTES,
    ipFamily: p.transport === 'rocev2' && t.scenario.roceIp === 'ipv6' ? 'IPv6' : 'IPv4',
  };
  const flags = {
    nativeIb: p.transport === 'ib',
    receives: p.recv !== 'none',
    showsBuffer: showUsed(p),
    rxe: onRxe(p),
    gpu: usesGpu(t),
    // check_memlock for a side in host memory; the GPU buffer's copy-out for a side in GPU memory that checks its bytes.
    hostMemory: t.scenario.memA === 'host' || t.scenario.memB === 'host',
    gpuShows: (t.scenario.memA === 'gpu' && showsA(p)) || (t.scenario.memB === 'gpu' && showsB(p)),
  };
  w.template(fillCTemplate(VERBS_HELPERS_C, { values, flags }, 'verbsHelpers.c'));
  w.blank();
}

/**
 * The sentence for an error completion: its status, and on soft-RoCE who set it (A's completer from B's NAK; B's
 * responder for the receive the refused request took, or a flush when B's QP went to error before one was taken).
 */
function errorNote(p: VerbsPlan, who: 'A' | 'B', status: string): Msg['key'] {
  if (!onRxe(p)) return who === 'A' ? 'code.c.pollAError' : 'code.c.pollBError';
  if (who === 'A') return 'code.c.pollAErrorRxe';
  if (status === 'IBV_WC_REM_ACCESS_ERR' && p.wcA?.status === 'IBV_WC_REM_ACCESS_ERR') return 'code.c.pollBErrorRxe';
  if (status === 'IBV_WC_WR_FLUSH_ERR') return 'code.c.pollBFlushRxe';
  return 'code.c.pollBError';
}

/**
 * The completion a side checks, looked up at run time (EXPECTED): the trace's for this machine says which is shown in
 * the comment; a side with none to see (an unsignaled success) polls quietly through the requester's whole retry
 * budget, so a failure that comes late is still seen.
 */
function pollLines(w: Writer, p: VerbsPlan, who: 'A' | 'B', wc: VerbsPlan['wcA']): void {
  const side = who === 'A' ? 'a' : 'b';
  const wrId = who === 'A' ? 1 : 2;
  const byteLen = who === 'B' ? 'MESSAGE_BYTES' : '-1';
  const imm = who === 'B' && p.wr.imm !== null ? u32(p.wr.imm) : '-1';
  w.within('poll-cq', () => {
    if (!wc) w.note('code.c.pollQuiet');
    else if (wc.opcode) w.note(who === 'A' ? 'code.c.pollA' : 'code.c.pollB', { status: wc.status, opcode: wc.opcode });
    else w.note(errorNote(p, who, wc.status), { status: wc.status });
    w.open(`if (x->status_${side} < 0) {`);
    w.open('if (poll_one(cq, &wc, retry_budget_ns())) {');
    w.code(`printf("${who}: MISMATCH: a completion came, %s, and the trace shows none\\n", ibv_wc_status_str(wc.status));`).code('rc = 1;');
    w.close();
    w.close('} else if (!poll_one(cq, &wc, POLL_NS)) {');
    w.depthBump(1);
    w.code(`printf("${who}: MISMATCH: no completion in ${POLL_SECONDS} s\\n");`).code('rc = 1;');
    w.depthBump(-1);
    w.code('} else {');
    w.depthBump(1);
    w.code(`rc |= expect_wc("${who}", &wc, x->status_${side}, x->opcode_${side}, ${wrId}, ${byteLen}, ${imm});`);
    w.depthBump(-1);
    w.code('}');
  });
}

/** Every resource back, in reverse order; a failure is named and fails the run (ibv_destroy_qp(3) and the rest return an errno). */
function cleanupLines(w: Writer, gpu = false): void {
  w.note('code.c.cleanup');
  w.code('rc |= checked(ibv_destroy_qp(qp), "ibv_destroy_qp");');
  w.code('rc |= checked(ibv_destroy_cq(cq), "ibv_destroy_cq");');
  w.code('rc |= checked(ibv_dereg_mr(mr), "ibv_dereg_mr");');
  w.code('rc |= checked(ibv_dealloc_pd(pd), "ibv_dealloc_pd");');
  // A GPU buffer is freed by the CUDA driver, after the MR that pinned it is gone.
  w.code(gpu ? 'rc |= gpu_free(buf);' : 'free(buf);')
    .code('close(fd);')
    .code('return rc;');
}

/** GPUDirect RDMA: a side's buffer is in GPU memory (the scenario's memA / memB). */
const usesGpu = (t: Trace) => t.scenario.memA === 'gpu' || t.scenario.memB === 'gpu';
const gpuSides = (t: Trace) => [t.scenario.memA === 'gpu' ? 'A' : '', t.scenario.memB === 'gpu' ? 'B' : ''].filter(Boolean).join(', ');

/** The buffer of a side: host memory (posix_memalign), or GPU memory through the CUDA driver API loaded at run time. */
function bufferLines(w: Writer, gpu: boolean, bytes: string, fill: number): void {
  if (!gpu) {
    w.code(`uint8_t *buf = alloc_buffer(${bytes}, ${fill});`);
    return;
  }
  w.note('code.c.gpu.buffer');
  w.code('uint8_t *buf;');
  w.code('cuda_start();');
  w.code(`buf = gpu_buffer(${bytes}, ${fill});`);
}

/** Checks the buffer against the trace: a GPU's is copied out first (cuMemcpyDtoH), then compared like a host one. */
function checkDataLines(w: Writer, gpu: boolean, who: 'A' | 'B'): void {
  if (!gpu) {
    w.code(`rc |= check_data("${who}", buf, MESSAGE_BYTES, x->landed);`);
    return;
  }
  w.open('{');
  w.code('uint8_t *seen = gpu_copy_out(buf, MESSAGE_BYTES);');
  w.code(`rc |= check_data("${who}", seen, MESSAGE_BYTES, x->landed);`);
  w.code('free(seen);');
  w.close();
}

/** The CQ's comment: a ring the HCA writes by DMA, or on soft-RoCE a ring of kernel memory the kernel writes with the CPU. */
function createCqNote(w: Writer, p: VerbsPlan): void {
  if (onRxe(p)) w.note('code.c.createCqRxe', { slot: RXE_CQ_SLOT_BYTES, wc: RXE_UVERBS_WC_BYTES });
  else w.note('code.c.createCq', {});
}

function sideA(w: Writer, p: VerbsPlan, t: Trace): void {
  const s = t.scenario;
  w.section = 'A';
  w.note('code.c.a.what');
  w.code('static int run_a(struct ibv_context *ctx, const char *host_b)').open('{');
  w.code('struct peer_info me, peer;')
    .code('struct ibv_sge sge;')
    .code('struct ibv_send_wr wr, *bad;')
    .code('struct ibv_wc wc;')
    .code('const struct expected *x;')
    .code('int e, rc = 0;');
  const gpuA = s.memA === 'gpu';
  w.code('struct ibv_pd *pd = ibv_alloc_pd(ctx);');
  w.code('struct ibv_cq *cq;').code('struct ibv_qp *qp;').code('struct ibv_mr *mr;').code('int fd;');
  bufferLines(w, gpuA, 'BUFFER_BYTES', p.op === 'read' ? 0 : 1);
  w.blank();
  w.code('if (!pd)').code('    die("ibv_alloc_pd");');
  w.within('reg-mr', () => {
    const key =
      p.op === 'read' ? byMachine(p, 'code.c.a.regMrRead', 'code.c.a.regMrReadRxe') : byMachine(p, 'code.c.a.regMr', 'code.c.a.regMrRxe');
    w.note(key, { va: hex(s.localVa), lkey: hex(s.lkey) });
    // GPU pages are pinned by the GPU driver (nvidia-peermem), not counted against RLIMIT_MEMLOCK.
    if (gpuA) w.note('code.c.gpu.regMr', { host: 'A' });
    else w.code('check_memlock(BUFFER_BYTES);');
    w.code(`mr = ibv_reg_mr(pd, buf, BUFFER_BYTES, ${flagsExpr(p.mrA.access)});`);
    w.code('if (!mr)').code('    die("ibv_reg_mr");');
  });
  w.within('create-cq', () => {
    createCqNote(w, p);
    w.code('cq = ibv_create_cq(ctx, QUEUE_DEPTH, NULL, NULL, 0);');
    w.code('if (!cq)').code('    die("ibv_create_cq");');
  });
  w.code('qp = create_qp(pd, cq);', 'create-qp');
  w.blank();
  w.within('exchange', () => {
    w.note('code.c.a.exchange', { qpn: hex(s.qpnA), psn: p.psnA });
    w.code('fd = tcp_connect(host_b);');
    w.code('memset(&me, 0, sizeof me);').code('local_info(ctx, qp, &me);');
    w.code(`me.psn = ${p.psnA};`);
    w.code('exchange(fd, &me, &peer);');
  });
  w.code(`to_init(qp, ${flagsExpr(p.qpAccessA)});`, 'modify-init');
  w.code('to_rtr(qp, &peer);', 'modify-rtr');
  w.code('to_rts(qp, me.psn);', 'modify-rts');
  w.code('x = expected();');
  w.note('code.c.a.waitReady');
  w.code("wait_for(fd, 'R');");
  w.blank();
  w.note('code.c.a.wr', { opcode: p.wr.opcode });
  w.code('memset(&sge, 0, sizeof sge);').code('memset(&wr, 0, sizeof wr);');
  w.code('sge.addr = (uintptr_t)buf;').code('sge.length = MESSAGE_BYTES;').code('sge.lkey = mr->lkey;');
  w.code('wr.wr_id = 1;').code(`wr.opcode = ${p.wr.opcode};`);
  if (!p.wr.sendFlags.includes('IBV_SEND_SIGNALED')) w.note('code.c.a.unsignaled');
  if (p.post === 'inline' && p.messageBytes > 0) w.note(byMachine(p, 'code.c.a.inline', 'code.c.a.inlineRxe'), { bytes: p.messageBytes });
  w.code(`wr.send_flags = ${flagsExpr(p.wr.sendFlags)};`);
  w.code('wr.sg_list = &sge;').code(`wr.num_sge = ${p.wr.numSge};`);
  if (p.wr.remote) {
    w.note('code.c.a.remote', { va: hex(s.remoteVa), rkey: hex(s.rkey) });
    w.code('wr.wr.rdma.remote_addr = peer.addr;').code('wr.wr.rdma.rkey = peer.rkey;');
  }
  if (p.wr.imm !== null) {
    w.note('code.c.a.imm', { imm: hex(p.wr.imm) });
    w.code(`wr.imm_data = htonl(${u32(p.wr.imm)});`);
  }
  w.within('post-send', () => {
    if (onRxe(p)) w.note('code.c.a.postRxe', { bytes: RXE_POST_SEND_CMD_BYTES });
    else w.note(p.post === 'doorbell' ? 'code.c.a.postDoorbell' : 'code.c.a.postBlueFlame', {});
    w.code('e = ibv_post_send(qp, &wr, &bad);');
    w.code('if (e)').code('    fail("ibv_post_send", e);');
  });
  if (p.recv === 'late') w.code("tell(fd, 'P');");
  w.note(byMachine(p, 'code.c.a.returned', 'code.c.a.returnedRxe'));
  w.blank();
  pollLines(w, p, 'A', p.wcA);
  if (showsA(p)) {
    w.note('code.c.a.checkRead');
    if (gpuA) {
      w.note('code.c.gpu.check');
      w.code('if (x->status_a == IBV_WC_SUCCESS)');
      checkDataLines(w, true, 'A');
    } else w.code('if (x->status_a == IBV_WC_SUCCESS)').code('    rc |= check_data("A", buf, MESSAGE_BYTES, x->landed);');
  }
  w.note('code.c.a.done');
  w.code("tell(fd, 'D');");
  w.blank();
  cleanupLines(w, gpuA);
  w.close();
  w.blank();
}

function sideB(w: Writer, p: VerbsPlan, t: Trace): void {
  const s = t.scenario;
  w.section = 'B';
  w.note(p.recv === 'none' ? byMachine(p, 'code.c.b.what', 'code.c.b.whatRxe') : byMachine(p, 'code.c.b.whatRecv', 'code.c.b.whatRecvRxe'));
  w.code('static int run_b(struct ibv_context *ctx)').open('{');
  // B looks up its row when it checks a completion or its buffer (a READ's B does neither: its device serves the READ).
  const bExpects = p.recv !== 'none' || showsB(p);
  w.code('struct peer_info me, peer;').code('struct ibv_wc wc;');
  if (bExpects) w.code('const struct expected *x;');
  w.code('int rc = 0;');
  const gpuB = s.memB === 'gpu';
  w.code('struct ibv_pd *pd = ibv_alloc_pd(ctx);');
  w.code('struct ibv_cq *cq;').code('struct ibv_qp *qp;').code('struct ibv_mr *mr;').code('int fd;');
  bufferLines(w, gpuB, 'BUFFER_BYTES_B', p.op === 'read' ? 1 : 0);
  if (p.recv === 'none') w.code('(void)wc;');
  w.blank();
  w.code('if (!pd)').code('    die("ibv_alloc_pd");');
  const regKey =
    s.fault.kind === 'no-remote-write'
      ? byMachine(p, 'code.c.b.regMrNoWrite', 'code.c.b.regMrNoWriteRxe')
      : p.op === 'read'
        ? byMachine(p, 'code.c.b.regMrRead', 'code.c.b.regMrReadRxe')
        : p.op === 'send'
          ? byMachine(p, 'code.c.b.regMrSend', 'code.c.b.regMrSendRxe')
          : byMachine(p, 'code.c.b.regMrWrite', 'code.c.b.regMrWriteRxe');
  w.within('reg-mr', () => {
    w.note(regKey, { rkey: hex(s.rkey) });
    if (gpuB) w.note('code.c.gpu.regMr', { host: 'B' });
    else w.code('check_memlock(BUFFER_BYTES_B);');
    w.code(`mr = ibv_reg_mr(pd, buf, MR_BYTES_B, ${flagsExpr(p.mrB.access)});`);
    w.code('if (!mr)').code('    die("ibv_reg_mr");');
  });
  w.within('create-cq', () => {
    createCqNote(w, p);
    w.code('cq = ibv_create_cq(ctx, QUEUE_DEPTH, NULL, NULL, 0);');
    w.code('if (!cq)').code('    die("ibv_create_cq");');
  });
  w.code('qp = create_qp(pd, cq);', 'create-qp');
  w.blank();
  w.within('exchange', () => {
    w.note(p.wr.remote ? 'code.c.b.exchange' : 'code.c.b.exchangeSend', { qpn: hex(s.qpnB) });
    w.code('fd = tcp_accept();');
    w.code('memset(&me, 0, sizeof me);').code('local_info(ctx, qp, &me);');
    if (p.wr.remote) w.code('me.addr = (uintptr_t)buf;').code('me.rkey = mr->rkey;');
    w.code('exchange(fd, &me, &peer);');
  });
  w.code(`to_init(qp, ${flagsExpr(p.qpAccessB)});`, 'modify-init');
  w.code('to_rtr(qp, &peer);', 'modify-rtr');
  w.code('to_rts(qp, me.psn);', 'modify-rts');
  if (bExpects) w.code('x = expected();');
  if (p.reregB) {
    w.within('rereg-mr', () => {
      w.note(byMachine(p, 'code.c.b.rereg', 'code.c.b.reregRxe'), {});
      w.code(`struct ibv_mr *again = ibv_reg_mr(pd, buf, MR_BYTES_B, ${flagsExpr(p.mrB.access)});`);
      w.code('if (!again)').code('    die("ibv_reg_mr");');
      w.code('if (ibv_dereg_mr(mr))').code('    die("ibv_dereg_mr");');
      w.code('mr = again;');
    });
  }
  if (p.recv === 'before') w.code('post_recv(qp, buf, mr);', 'post-recv');
  w.code("tell(fd, 'R');");
  if (p.recv === 'late') {
    w.note('code.c.b.late', {}, 'wait-posted');
    w.code("wait_for(fd, 'P');", 'wait-posted');
    w.code('post_recv(qp, buf, mr);', 'post-recv');
  }
  w.blank();
  if (p.recv !== 'none') pollLines(w, p, 'B', p.wcB);
  const c = t.timeline.clocks;
  const refused = c.refused || c.placedNs === null;
  const waitKey =
    p.op === 'read'
      ? refused
        ? 'code.c.b.waitRefused'
        : byMachine(p, 'code.c.b.waitRead', 'code.c.b.waitReadRxe')
      : p.recv === 'none'
        ? refused
          ? 'code.c.b.waitRefused'
          : byMachine(p, 'code.c.b.waitWrite', 'code.c.b.waitWriteRxe')
        : 'code.c.b.waitDone';
  w.note(waitKey, {}, 'wait-done');
  w.code("wait_for(fd, 'D');", 'wait-done');
  if (showsB(p)) {
    w.note(refused ? 'code.c.b.checkNothing' : 'code.c.b.checkData');
    if (gpuB) w.note('code.c.gpu.check');
    checkDataLines(w, gpuB, 'B');
  }
  w.note(refused ? 'code.c.b.qpStateRefused' : 'code.c.b.qpState');
  w.code('show_qp_state("B", qp);');
  w.blank();
  cleanupLines(w, gpuB);
  w.close();
  w.blank();
}

function mainFn(w: Writer, p: VerbsPlan): void {
  w.section = 'main';
  w.code('static struct ibv_context *open_device(const char *name)').open('{');
  w.code('int n, i;').code('struct ibv_context *ctx = NULL;').code('struct ibv_device **list = ibv_get_device_list(&n);');
  w.code('if (!list)').code('    die("ibv_get_device_list");');
  w.code('for (i = 0; i < n && !ctx; i++)')
    .code('    if (!name || strcmp(ibv_get_device_name(list[i]), name) == 0)')
    .code('        ctx = ibv_open_device(list[i]);');
  w.code('ibv_free_device_list(list);')
    .code('if (!ctx) {')
    .code('    fprintf(stderr, "no RDMA device%s%s\\n", name ? " " : "", name ? name : "");')
    .code('    exit(EXIT_FAILURE);')
    .code('}')
    .code('return ctx;');
  w.close();
  w.blank();
  w.code('int main(int argc, char **argv)').open('{');
  w.code('int a = argc >= 3 && strcmp(argv[1], "a") == 0, b = argc >= 2 && strcmp(argv[1], "b") == 0;');
  w.code('const char *device = argc > 2 + a ? argv[2 + a] : NULL;');
  w.code('struct ibv_context *ctx;').code('struct ibv_device_attr dev;').code('int rc, e;');
  w.open('if (!a && !b) {')
    .code('fprintf(stderr, "usage: %s b [DEVICE [GID_INDEX]]  |  %s a HOST_B [DEVICE [GID_INDEX]]\\n", argv[0], argv[0]);')
    .code('return 2;')
    .close();
  w.code(`gid_index = argc > 3 + a ? atoi(argv[3 + a]) : ${p.transport === 'rocev2' ? '-1' : '0'};`);
  // The same C on both machines: doorbell mode sets libmlx5's variable, which librxe never reads (its comment says so).
  if (p.post === 'doorbell') {
    w.note(byMachine(p, 'code.c.main.doorbell', 'code.c.main.doorbellRxe'));
    w.code('setenv("MLX5_SHUT_UP_BF", "1", 1);');
  } else {
    w.note(byMachine(p, 'code.c.main.blueflame', 'code.c.main.rxe'));
  }
  w.code('ctx = open_device(device);');
  w.note('code.c.main.provider', { vendor: hex(RXE_VENDOR_ID) });
  w.code('if ((e = ibv_query_device(ctx, &dev)))').code('    fail("ibv_query_device", e);');
  w.code(`on_rxe = dev.vendor_id == ${hex(RXE_VENDOR_ID)} || strncmp(ibv_get_device_name(ctx->device), "rxe", 3) == 0;`);
  w.code('printf("%s: %s\\n", ibv_get_device_name(ctx->device), on_rxe ? "soft-RoCE (rxe)" : "an RDMA card");');
  w.code('rc = a ? run_a(ctx, argv[2]) : run_b(ctx);');
  w.code('rc |= checked(ibv_close_device(ctx) ? errno : 0, "ibv_close_device");').code('return rc;');
  w.close();
}

/** The application's program for a trace: the calls, attributes and checks whose run the trace shows. */
export function programOf(t: Trace): Program {
  const p = verbsPlanOf(t);
  const w = new Writer();
  header(w, p, t);
  helpers(w, p, t);
  expectedTable(w, expectationsOf(t));
  sideA(w, p, t);
  sideB(w, p, t);
  mainFn(w, p);
  return { fileName: programFileName(p), lines: w.lines };
}
