import { opcodeName } from '../ib/opcodes';
import type { CaptureProblem } from './captureRecord';
import type { Anomaly, AnswerKind, CapturedMessage, Reconstruction } from './reconstruct';

/** What the CLI prints for `--explain`: the capture, its connections, messages and anomalies, in English. */
export interface CaptureOverview {
  file: string;
  format: string;
  /** The container, and whether it came gzip-compressed (the app names them from its catalogue). */
  fileFormat: 'pcap' | 'pcapng' | null;
  gzip: boolean;
  linkTypes: readonly number[];
  records: number;
  rdma: number;
  /** What the other records are, counted ("IPv4 protocol 6": 12). */
  others: Readonly<Record<string, number>>;
  /** Records whose RDMA headers could not be read, with why. */
  errors: number;
  problems: readonly CaptureIssue[];
}

/** A problem of the file (the reader's, or the gzip layer's), each shown as one line. */
export type CaptureIssue = Omit<CaptureProblem, 'kind'> & { kind: CaptureProblem['kind'] | 'gzip-too-large' | 'gzip-corrupt' };

/** A problem as the one line the command line prints (the app formats the same kinds from its catalogue). */
export function problemLine(p: CaptureIssue): string {
  const n = p.count && p.count > 1 ? ` (${p.count} times)` : '';
  switch (p.kind) {
    case 'not-a-capture':
      return `not a pcap or pcapng capture: ${p.detail}`;
    case 'truncated-header':
    case 'truncated-record':
      return `the file ends in the middle of a record at byte ${p.offset}: the packets before it are read`;
    case 'unknown-block':
      return `skipped a pcapng block this reader does not know${n}: ${p.detail}`;
    case 'unknown-link-type':
      return `an interface of a link type this reader does not know: ${p.detail}`;
    case 'bad-block':
      return `a damaged record at byte ${p.offset} (${p.detail}): reading stopped there`;
    case 'no-interface':
      return `packets for an interface the file never described${n}: skipped`;
    case 'gzip-too-large':
      return 'a gzip file that expands past 4 GiB: read up to there';
    case 'gzip-corrupt':
      return `damaged gzip data: ${p.detail}`;
  }
}

const LINK_NAMES: Readonly<Record<number, string>> = {
  1: 'Ethernet',
  101: 'raw IP',
  113: 'Linux cooked v1',
  197: 'ERF',
  228: 'IPv4',
  229: 'IPv6',
  247: 'InfiniBand',
  276: 'Linux cooked v2',
};
const linkName = (t: number) => LINK_NAMES[t] ?? `link type ${t}`;
/** Wireshark's frame numbers count from 1. */
const frames = (ix: readonly number[]) => ix.map((i) => i + 1).join(', ');
const hex = (n: number) => `0x${n.toString(16)}`;
const bytes = (n: number) => `${n.toLocaleString('en-US')} B`;
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const KIND: Readonly<Record<CapturedMessage['kind'], string>> = {
  write: 'RDMA WRITE',
  'write-imm': 'RDMA WRITE with immediate',
  send: 'SEND',
  'send-imm': 'SEND with immediate',
  'send-inv': 'SEND with invalidate',
  read: 'RDMA READ',
  atomic: 'atomic',
  unknown: 'unknown opcodes',
};

const ANSWER: Readonly<Record<AnswerKind, string>> = {
  ack: 'ACK',
  rnr: 'RNR NAK',
  'nak-psn': 'NAK (PSN sequence error)',
  'nak-invalid': 'NAK (invalid request)',
  'nak-access': 'NAK (remote access error)',
  'nak-remote-op': 'NAK (remote operational error)',
  'nak-other': 'NAK',
};

const ANOMALY: Readonly<Record<Anomaly['kind'], string>> = {
  'resend-after-nak': 'sent again after a PSN-sequence NAK (go-back-N)',
  'resend-after-rnr': 'sent again after an RNR NAK',
  'resend-after-timeout': 'sent again with no NAK seen: the requester’s timer, or a loss after this capture point',
  'resend-after-response-gap': 'READ asked again from the first missing response (a response was lost)',
  'psn-gap': 'PSN gap: lost before this capture point',
  'rnr-wait': 'RNR NAK: no receive WQE was posted; the requester waits',
  nak: 'NAK',
  'bad-icrc': 'bad ICRC: damaged on the way; the receiver drops it',
  'bad-vcrc': 'bad VCRC: damaged on the link',
  cut: 'cut by the snapshot length: the headers were read, the ICRC could not be checked',
  'other-transport': 'another transport (named and counted, not walked)',
};

/** The overview the CLI prints: one line per connection, message and anomaly. */
export function explainLines(o: CaptureOverview, r: Reconstruction, answerKinds: (index: number) => AnswerKind | null): string[] {
  const out: string[] = [];
  const others = Object.entries(o.others)
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `${what} ×${n}`);
  out.push(`${o.file}: ${o.format}, ${o.linkTypes.map(linkName).join(' + ') || 'no interface'}; ${o.records} packets, ${o.rdma} RDMA`);
  if (others.length) out.push(`  not RDMA: ${others.join(', ')}`);
  if (o.errors) out.push(`  ${o.errors} RDMA packet(s) whose headers could not be read`);
  for (const p of o.problems) out.push(`  ${problemLine(p)}`);
  if (o.rdma === 0) {
    out.push(
      `no RoCE or InfiniBand packets among ${o.records} packets; link types seen: ${o.linkTypes.map(linkName).join(', ') || 'none'}`,
    );
    return out;
  }
  const transports = Object.entries(r.transports).map(([t, n]) => `${t.toUpperCase()} ${n}`);
  out.push(`transports: ${transports.join(', ')}`);
  for (const c of r.connections) {
    const qpA = c.requester.qpn === null ? 'QP ?' : `QP ${hex(c.requester.qpn)}`;
    out.push(
      `connection ${c.id + 1} (${c.carrier}): ${c.requester.address} ${qpA} → ${c.responder.address} QP ${hex(c.responder.qpn)}: ${count(c.requests, 'request')}, ${count(c.answers, 'answer')}${c.cnps ? `, ${count(c.cnps, 'CNP')}` : ''}`,
    );
    if (c.cm) {
      const x = r.cm[c.cm.exchange];
      const psn = (n: number | undefined) => (n === undefined ? '?' : String(n));
      out.push(
        `  set up by rdma-cm (${x.kinds.map((k) => k.toUpperCase()).join(', ')}; packets ${frames(x.packets)}): the requester's first PSN ${psn(c.cm.requesterPsn)}, the responder's ${psn(c.cm.responderPsn)}`,
      );
    }
    for (const m of r.messages.filter((x) => x.connection === c.id)) {
      const answers = m.answers.map((i) => ANSWER[answerKinds(i) ?? 'ack']).join(', ');
      const parts = [
        `  message ${m.id + 1}: ${KIND[m.kind]}, ${bytes(m.bytes)}, PSN ${m.firstPsn}${m.lastPsn !== m.firstPsn ? `–${m.lastPsn}` : ''}`,
        `packets ${frames(m.packets)}`,
      ];
      if (m.responses.length) parts.push(`responses ${frames(m.responses)}`);
      if (answers) parts.push(`answers: ${answers}`);
      if (m.reth) parts.push(`VA ${hex(Number(m.reth.va))} rkey ${hex(m.reth.rkey)}`);
      if (m.immDt !== undefined) parts.push(`immediate ${hex(m.immDt)}`);
      if (m.resent) parts.push('resent');
      if (m.partial) parts.push('its start is not in the capture');
      out.push(parts.join('; '));
    }
  }
  if (r.anomalies.length) {
    out.push('anomalies:');
    for (const a of r.anomalies) {
      const conn = a.connection !== undefined ? ` (connection ${a.connection + 1})` : '';
      out.push(
        `  ${ANOMALY[a.kind]}${a.detail ? ` [${a.detail}]` : ''}: packet${a.packets.length > 1 ? 's' : ''} ${frames(a.packets)}${conn}`,
      );
    }
  } else out.push('no anomalies');
  return out;
}

/** A packet's opcode name, for a line that quotes one. */
export const opcodeText = (opcode: number) => opcodeName(opcode);
