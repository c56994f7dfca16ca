import { type Msg, msg } from '../../../i18n/msg';
import { hex, hexValue } from '../../bytes/hex';
import { AETH_NAK_INVALID_REQUEST, AETH_NAK_REMOTE_ACCESS_ERROR } from '../../ib/aeth';
import { PSN_MODULUS } from '../../ib/bth';
import { opcodeName, RC_OP } from '../../ib/opcodes';
import { type DecodedIbPacket, type DecodedTransport, decodeIbPacket } from '../../ib/packet';
import { formatIpv4 } from '../../roce/ipv4';
import { formatIpv6 } from '../../roce/ipv6';
import { decodeRoceV2Packet } from '../../roce/roceV2Packet';
import { type Cite, cite } from '../../sources/cite';
import { CHECK_IDS, type CheckId } from '../checkId';
import { type Claims, GENERAL, LABEL, when } from '../claims/claim';
import type { StepFacts } from '../claims/stepFacts';
import type { Check } from '../types';
import { memoryVerdicts } from './memoryChecks';
import { legalAfter, requestPosition } from './opcodePosition';
import type { ResponderState } from './responderState';

export { MAX_DMA_LENGTH } from './memoryChecks';

/** One packet as it reaches HCA B, with what B expects of it. */
export interface ArrivingPacket {
  /** Wire bytes: from the LRH through the VCRC, or a RoCEv2 frame through its FCS. */
  bytes: Uint8Array;
  /** The opcode of the previous packet on this QP (null at a message boundary). */
  previousOpcode: number | null;
  /** How the bytes are framed: native IB (LRH ... VCRC, the default) or a RoCEv2 frame with its FCS. */
  transport?: 'ib' | 'rocev2';
}

/** Packets that consume a receive WQE: a SEND's first, a WRITE with immediate's last (Linux drivers/infiniband/sw/rxe/rxe_opcode.c, RXE_RWR_MASK). */
const RWR = new Set<number>([
  RC_OP.SEND_FIRST,
  RC_OP.SEND_ONLY,
  RC_OP.SEND_ONLY_WITH_IMMEDIATE,
  RC_OP.RDMA_WRITE_LAST_WITH_IMMEDIATE,
  RC_OP.RDMA_WRITE_ONLY_WITH_IMMEDIATE,
]);
export const takesRecvWqe = (opcode: number): boolean => RWR.has(opcode);
const yes = (b: boolean) => msg(b ? 'check.value.yes' : 'check.value.no');

/** Where each check is documented: soft-RoCE's receive path and responder, the CRCs' public implementations. */
const CHECK_SOURCES: Record<CheckId, Cite> = {
  vcrc: cite(['endace.dagcrc', 'ibta.vol1.icrc']),
  fcs: cite(['ieee802.3.fcs']),
  icrc: cite(['linux.rxe.icrc', 'ibta.vol1.icrc']),
  source: cite(['linux.rxe.recv']),
  'dest-qp': cite(['linux.rxe.recv']),
  pkey: cite(['linux.rxe.recv']),
  psn: cite(['linux.rxe.resp.check-psn', 'linux.rxe.resp.duplicate-request']),
  'opcode-sequence': cite(['linux.rxe.resp.check-op-seq']),
  'qp-access': cite(['linux.rxe.resp.check-op-valid']),
  length: cite(['linux.rxe.resp.check-length']),
  'recv-wqe': cite(['linux.rxe.resp.check-resource']),
  rkey: cite(['linux.rxe.resp.check-rkey', 'linux.rxe.mr']),
  pd: cite(['linux.rxe.resp.check-rkey', 'linux.rxe.mr']),
  'mr-access': cite(['linux.rxe.resp.check-rkey', 'linux.rxe.mr']),
  bounds: cite(['linux.rxe.resp.check-rkey', 'linux.rxe.mr']),
};

/** The NAK code B answers when a check fails, quoted by the check's "why" (Linux drivers/infiniband/sw/rxe/rxe_resp.c). */
const CHECK_NAK: Partial<Record<CheckId, number>> = {
  'opcode-sequence': AETH_NAK_INVALID_REQUEST,
  'qp-access': AETH_NAK_INVALID_REQUEST,
  length: AETH_NAK_INVALID_REQUEST,
  rkey: AETH_NAK_REMOTE_ACCESS_ERROR,
  pd: AETH_NAK_REMOTE_ACCESS_ERROR,
  'mr-access': AETH_NAK_REMOTE_ACCESS_ERROR,
  bounds: AETH_NAK_REMOTE_ACCESS_ERROR,
};

/** A check's explanation, with its NAK code as a parameter. */
function why(key: Msg['key'], id: CheckId): Msg {
  const nak = CHECK_NAK[id];
  return nak === undefined ? msg(key) : msg(key, { nak: hex(nak) });
}

/** One check; `why` defaults to the check's own explanation (an operation may need another). */
function check(id: CheckId, ok: boolean, expected: Msg, actual: Msg, whyMsg?: Msg): Check {
  return {
    id,
    name: msg(`check.${id}.name` as Msg['key']),
    expected,
    actual,
    ok,
    verdict: ok ? 'pass' : 'fail',
    why: whyMsg ?? why(`check.${id}.why` as Msg['key'], id),
    source: CHECK_SOURCES[id],
  };
}

/**
 * HCA B's checks on one packet, each a predicate over the decoded packet and
 * B's state, with the values it compared. The order is soft-RoCE's (link and
 * ICRC in rxe_recv.c, then rxe_resp.c: PSN, opcode sequence, QP access,
 * length, rkey with PD, access and bounds); mlx5's order is not public and
 * may differ (Linux drivers/infiniband/sw/rxe/rxe_resp.c). Every check is
 * evaluated, so each input's fault shows in its own row.
 */
/** The link-layer part of the checks: the link CRC and the addresses, native IB or RoCEv2. */
function linkChecks(
  p: ArrivingPacket,
  qp: ResponderState['qp'],
): { d: DecodedTransport & { icrc: number; icrcOk: boolean }; checks: Check[] } {
  if (p.transport === 'rocev2') {
    const d = decodeRoceV2Packet(p.bytes, { fcs: true });
    const fmt = d.ip.version === 4 ? formatIpv4 : formatIpv6;
    const [src, dst] = [fmt(d.ip.src), fmt(d.ip.dst)];
    return {
      d,
      checks: [
        check(
          'fcs',
          d.fcsOk === true,
          msg('check.fcs.expected'),
          msg(d.fcsOk ? 'check.vcrc.match' : 'check.fcs.mismatch', { fcs: hexValue(d.fcs ?? 0, 8) }),
        ),
        icrcCheck(d),
        check(
          'source',
          src === qp.peerIp && dst === qp.ip,
          msg('check.source.expectedIp', { src: qp.peerIp, dst: qp.ip }),
          msg('check.source.actualIp', { src, dst }),
        ),
      ],
    };
  }
  const d: DecodedIbPacket = decodeIbPacket(p.bytes);
  return {
    d,
    checks: [
      check(
        'vcrc',
        d.vcrcOk,
        msg('check.vcrc.expected'),
        msg(d.vcrcOk ? 'check.vcrc.match' : 'check.vcrc.mismatch', { vcrc: hexValue(d.vcrc, 4) }),
      ),
      icrcCheck(d),
      check(
        'source',
        d.lrh.slid === qp.peerLid && d.lrh.dlid === qp.lid,
        msg('check.source.expected', { slid: String(qp.peerLid), dlid: String(qp.lid) }),
        msg('check.source.actual', { slid: String(d.lrh.slid), dlid: String(d.lrh.dlid) }),
      ),
    ],
  };
}

const icrcCheck = (d: { icrc: number; icrcOk: boolean }) =>
  check(
    'icrc',
    d.icrcOk,
    msg('check.icrc.expected'),
    msg(d.icrcOk ? 'check.icrc.match' : 'check.icrc.mismatch', { icrc: hexValue(d.icrc, 8) }),
  );

/** An older PSN than expected, within the half of the 24-bit space behind it: a duplicate (IBA's PSN window). */
export function isDuplicatePsn(psn: number, expected: number): boolean {
  const behind = (expected - psn + PSN_MODULUS) % PSN_MODULUS;
  return behind > 0 && behind < PSN_MODULUS / 2;
}

/** What a repeated READ REQUEST's rkey and range are compared with: the READ B kept, not the MKey table. */
function keptReadExpected(c: Check): Msg {
  const key = c.expected.params?.key;
  if (c.id === 'rkey') return typeof key === 'string' ? msg('check.rkey.expectedDuplicateRead', { key }) : c.expected;
  return msg('check.bounds.expectedDuplicateRead');
}

/** The rows soft-RoCE's hdr_check, its port and its ICRC check decide before the responder's state machine reads the PSN. */
const CHECKED_BEFORE_PSN: ReadonlySet<CheckId> = new Set<CheckId>(['vcrc', 'fcs', 'dest-qp', 'source', 'pkey', 'icrc', 'psn']);

/**
 * HCA B's checks, as the table shows them: a duplicate stops at its PSN check (soft-RoCE re-ACKs it there and
 * checks nothing else: rxe_resp.c check_psn, duplicate_request), so the rows after it are not reached.
 */
export function responderChecks(p: ArrivingPacket, b: ResponderState): Check[] {
  const { checks, psn, read } = allResponderChecks(p, b);
  if (!isDuplicatePsn(psn, b.qp.expectedPsn)) return checks;
  // A repeated READ REQUEST goes from check_psn straight to duplicate_request (rxe_resp.c): the opcode sequence, the
  // QP's access, the length and the MR's PD and access are not checked again. Only the rkey and the range are: against
  // the READ it kept (duplicate_request), then against the MR when read_reply reads it again (rxe_recheck_mr: index,
  // key and state; rxe_mr_copy: the range).
  if (read) {
    return checks.map((c): Check => {
      if (c.id === 'psn') return { ...c, ok: true, verdict: 'duplicate', actual: msg('check.psn.duplicateRead', { psn: String(psn) }) };
      if (c.id === 'rkey' || c.id === 'bounds')
        return { ...c, expected: keptReadExpected(c), why: why(`check.${c.id}.whyDuplicateRead`, c.id) };
      return CHECKED_BEFORE_PSN.has(c.id) ? c : { ...c, ok: true, verdict: 'not-reached' };
    });
  }
  let after = false;
  return checks.map((c): Check => {
    if (c.id === 'psn') {
      after = true;
      return { ...c, ok: true, verdict: 'duplicate', actual: msg('check.psn.duplicate', { psn: String(psn) }) };
    }
    return after ? { ...c, ok: true, verdict: 'not-reached' } : c;
  });
}

function allResponderChecks(p: ArrivingPacket, b: ResponderState): { checks: Check[]; psn: number; read: boolean } {
  const { qp } = b;
  const link = linkChecks(p, qp);
  const d = link.d;
  const pos = requestPosition(d.bth.opcode);
  const isWrite = pos?.op === 'write';
  const mtu = qp.pathMtu;
  const [linkCrc, icrc, source] = link.checks;
  // soft-RoCE's order: the link CRC (the port), hdr_check (QP and state, address, partition), the ICRC, then the
  // responder's state machine: PSN, opcode sequence, operation allowed, resources (a receive WQE), length, rkey.
  const checks: Check[] = [
    linkCrc,
    check(
      'dest-qp',
      d.bth.destQp === qp.qpn && (qp.state === 'RTR' || qp.state === 'RTS') && (d.bth.opcode & 0xe0) === 0,
      msg('check.dest-qp.expected', { qpn: hex(qp.qpn) }),
      msg('check.dest-qp.actual', { qpn: hex(d.bth.destQp), state: qp.state }),
    ),
    source,
    check(
      'pkey',
      (d.bth.pkey & 0x7fff) === (qp.pkey & 0x7fff) && ((d.bth.pkey | qp.pkey) & 0x8000) !== 0,
      msg('check.pkey.expected', { pkey: hex(qp.pkey) }),
      msg('check.value.hex', { value: hex(d.bth.pkey) }),
    ),
    icrc,
    check(
      'psn',
      d.bth.psn === qp.expectedPsn,
      msg('check.psn.expected', { psn: String(qp.expectedPsn) }),
      msg('check.value.plain', { value: String(d.bth.psn) }),
      pos?.op === 'read' ? msg('check.psn.whyRead') : undefined,
    ),
    check(
      'opcode-sequence',
      legalAfter(p.previousOpcode, d.bth.opcode),
      msg(p.previousOpcode === null ? 'check.opcode-sequence.expectedStart' : 'check.opcode-sequence.expectedAfter', {
        previous: p.previousOpcode === null ? '' : opcodeName(p.previousOpcode),
      }),
      msg('check.value.plain', { value: opcodeName(d.bth.opcode) }),
    ),
    check(
      'qp-access',
      isWrite ? qp.access.remoteWrite : pos?.op === 'read' ? qp.access.remoteRead : true,
      msg(
        isWrite ? 'check.qp-access.expectedWrite' : pos?.op === 'read' ? 'check.qp-access.expectedRead' : 'check.qp-access.expectedOther',
      ),
      msg('check.qp-access.actual', { write: yes(qp.access.remoteWrite), read: yes(qp.access.remoteRead) }),
    ),
  ];
  if (takesRecvWqe(d.bth.opcode)) {
    checks.push(check('recv-wqe', b.recvPosted > 0, msg('check.recv-wqe.expected'), msg('check.recv-wqe.actual', { n: b.recvPosted })));
  }
  checks.push(lengthCheck(d, mtu, pos?.pos ?? null));
  const done = { checks, psn: d.bth.psn, read: pos?.op === 'read' };
  if (!d.reth) return done;
  const { reth } = d;
  if (reth.dmaLength === 0) {
    // A zero-length RETH skips the key check: nothing will be written (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_rkey).
    checks.push(check('rkey', true, msg('check.rkey.skipped'), msg('check.value.hex', { value: hex(reth.rkey) })));
    return done;
  }
  // The memory rows' verdicts come from memoryVerdicts, which the exchange's refusal reads too: decided once.
  const { mr, rows } = memoryVerdicts(b, { rkey: reth.rkey, va: reth.va, length: reth.dmaLength, write: isWrite });
  const ok = new Map(rows);
  checks.push(
    check(
      'rkey',
      ok.get('rkey') === true,
      mr
        ? msg('check.rkey.expected', { index: hex(reth.rkey >>> 8), key: hex(mr.key) })
        : msg('check.rkey.expectedNoMr', { index: hex(reth.rkey >>> 8) }),
      msg(mr ? 'check.rkey.actual' : 'check.rkey.noMr', { key: hex(reth.rkey) }),
    ),
  );
  if (!mr) return done;
  const end = mr.va + BigInt(mr.length);
  const writeEnd = reth.va + BigInt(reth.dmaLength);
  checks.push(
    check('pd', ok.get('pd') === true, msg('check.pd.expected', { pd: hex(qp.pd) }), msg('check.pd.actual', { pd: hex(mr.pd) })),
    check(
      'mr-access',
      ok.get('mr-access') === true,
      msg(isWrite ? 'check.mr-access.expectedWrite' : 'check.mr-access.expectedRead'),
      msg('check.mr-access.actual', {
        write: yes(mr.access.remoteWrite),
        read: yes(mr.access.remoteRead),
        local: yes(mr.access.localWrite),
      }),
      isWrite ? undefined : why('check.mr-access.whyRead', 'mr-access'),
    ),
    check(
      'bounds',
      ok.get('bounds') === true,
      msg('check.bounds.expected', { start: hex(mr.va), end: hex(end) }),
      msg('check.bounds.actual', { start: hex(reth.va), end: hex(writeEnd), length: reth.dmaLength }),
      isWrite ? undefined : why('check.bounds.whyRead', 'bounds'),
    ),
  );
  return done;
}

function lengthCheck(d: DecodedTransport, mtu: number, pos: 'first' | 'middle' | 'last' | 'only' | null): Check {
  const n = d.payload.length;
  const ok = pos === 'only' ? n <= mtu : pos === 'first' || pos === 'middle' ? n === mtu : pos === 'last' ? n >= 1 && n <= mtu : false;
  const expected = msg(
    pos === 'first' || pos === 'middle' ? 'check.length.exactly' : pos === 'last' ? 'check.length.last' : 'check.length.upTo',
    { mtu },
  );
  return check('length', ok, expected, msg('check.length.actual', { n }));
}

/** A row of the step's checks table has this verdict. */
const row = (f: StepFacts, ids: readonly CheckId[], verdict: Check['verdict']) =>
  (f.step.checks ?? []).some((c) => ids.includes(c.id) && c.verdict === verdict);

/**
 * What the checks table's cells assert: names, reasons and compared values are
 * labels and general rules; the cells that say a CRC matched or not, a key
 * check was skipped, or a PSN is a duplicate must agree with their row.
 */
export const CHECK_CLAIMS: Claims = {
  'check.value.yes': LABEL,
  'check.value.no': LABEL,
  'check.value.hex': LABEL,
  'check.value.plain': LABEL,
  'check.vcrc.match': when((f) => row(f, ['vcrc', 'fcs'], 'pass') || row(f, ['vcrc', 'fcs'], 'not-reached')),
  'check.vcrc.mismatch': when((f) => row(f, ['vcrc'], 'fail')),
  'check.fcs.mismatch': when((f) => row(f, ['fcs'], 'fail')),
  'check.icrc.match': when((f) => row(f, ['icrc'], 'pass') || row(f, ['icrc'], 'not-reached')),
  'check.icrc.mismatch': when((f) => row(f, ['icrc'], 'fail')),
  'check.rkey.skipped': when((f) => f.messageBytes === 0),
  'check.rkey.noMr': when((f) => row(f, ['rkey'], 'fail') || row(f, ['rkey'], 'not-reached')),
  'check.rkey.expectedNoMr': when((f) => row(f, ['rkey'], 'fail') || row(f, ['rkey'], 'not-reached')),
  'check.psn.duplicate': when((f) => row(f, ['psn'], 'duplicate') && f.op !== 'read'),
  'check.psn.duplicateRead': when((f) => row(f, ['psn'], 'duplicate') && f.op === 'read'),
  'check.psn.whyRead': when((f) => f.op === 'read'),
  'check.bounds.whyRead': when((f) => f.op === 'read'),
  'check.rkey.whyDuplicateRead': when((f) => f.op === 'read' && row(f, ['psn'], 'duplicate')),
  'check.rkey.expectedDuplicateRead': when((f) => f.op === 'read' && row(f, ['psn'], 'duplicate')),
  'check.bounds.expectedDuplicateRead': when((f) => f.op === 'read' && row(f, ['psn'], 'duplicate')),
  'check.bounds.whyDuplicateRead': when((f) => f.op === 'read' && row(f, ['psn'], 'duplicate')),
  'check.mr-access.whyRead': when((f) => f.op === 'read'),
  'check.mr-access.expectedRead': when((f) => f.op === 'read'),
  'check.mr-access.expectedWrite': when((f) => f.op === 'write' || f.op === 'write-imm'),
  'check.qp-access.expectedRead': when((f) => f.op === 'read'),
  'check.qp-access.expectedWrite': when((f) => f.op === 'write' || f.op === 'write-imm'),
  'check.qp-access.expectedOther': when((f) => f.op === 'send'),
  'check.source.expectedIp': when((f) => f.transport === 'rocev2'),
  'check.source.actualIp': when((f) => f.transport === 'rocev2'),
  'check.source.expected': when((f) => f.transport === 'ib'),
  'check.source.actual': when((f) => f.transport === 'ib'),
  ...Object.fromEntries(CHECK_IDS.flatMap((id) => [`check.${id}.name`, `check.${id}.why`].map((k) => [k, GENERAL]))),
  ...Object.fromEntries(
    [
      'check.dest-qp.expected',
      'check.dest-qp.actual',
      'check.fcs.expected',
      'check.vcrc.expected',
      'check.icrc.expected',
      'check.pkey.expected',
      'check.psn.expected',
      'check.opcode-sequence.expectedStart',
      'check.opcode-sequence.expectedAfter',
      'check.qp-access.actual',
      'check.recv-wqe.expected',
      'check.recv-wqe.actual',
      'check.length.exactly',
      'check.length.last',
      'check.length.upTo',
      'check.length.actual',
      'check.rkey.expected',
      'check.rkey.actual',
      'check.pd.expected',
      'check.pd.actual',
      'check.mr-access.actual',
      'check.bounds.expected',
      'check.bounds.actual',
    ].map((k) => [k, LABEL]),
  ),
};
