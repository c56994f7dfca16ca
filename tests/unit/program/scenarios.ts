import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import type { Scenario } from '../../../src/sim/scenario/types';

/**
 * The scenarios whose programs are compiled and checked: every operation, every post mode, signaled and not, each
 * access fault, the RNR case, a network fault, RoCEv2 over IPv4 and IPv6, a multi-packet message, and soft-RoCE
 * (preset rxe), whose program is the same C with its own comments.
 */
export const PROGRAM_CASES: readonly [string, Record<string, unknown>][] = [
  ['write', { op: 'write' }],
  ['write-imm', { op: 'write-imm' }],
  ['read', { op: 'read', messageBytes: 8192, pathMtu: 1024 }],
  ['send', { op: 'send' }],
  ['write doorbell unsignaled', { op: 'write', post: 'doorbell', signaled: false }],
  ['write inline', { op: 'write', post: 'inline', messageBytes: 64 }],
  ['send inline', { op: 'send', post: 'inline' }],
  ['read doorbell', { op: 'read', post: 'doorbell' }],
  ['write bad-rkey', { op: 'write', fault: 'bad-rkey' }],
  ['write out-of-bounds', { op: 'write', fault: 'out-of-bounds', messageBytes: 8192 }],
  ['write no-remote-write', { op: 'write', fault: 'no-remote-write' }],
  ['read bad-rkey', { op: 'read', fault: 'bad-rkey' }],
  ['write-imm bad-rkey, 2 packets', { op: 'write-imm', fault: 'bad-rkey', messageBytes: 8192 }],
  ['send, no receive posted', { op: 'send', recvPosted: false }],
  ['write, first packet lost', { op: 'write', fault: 'drop:1', messageBytes: 16384 }],
  ['write RoCEv2', { op: 'write', transport: 'rocev2' }],
  ['read RoCEv2 IPv6', { op: 'read', transport: 'rocev2', roceIp: 'ipv6' }],
  [
    'write 1 MiB, MTU 2048, PSN near wrap',
    { op: 'write', messageBytes: 1048576, pathMtu: 2048, startPsn: 16777000, ackTimeout: 18, minRnrTimer: 1 },
  ],
  // soft-RoCE (preset rxe): the same program, its comments for librxe and the kernel.
  ['rxe write', { preset: 'rxe', op: 'write' }],
  ['rxe write-imm bad-rkey', { preset: 'rxe', op: 'write-imm', fault: 'bad-rkey' }],
  ['rxe read IPv6, 3 packets', { preset: 'rxe', op: 'read', messageBytes: 3000, pathMtu: 1024, roceIp: 'ipv6' }],
  ['rxe send inline unsignaled', { preset: 'rxe', op: 'send', post: 'inline', messageBytes: 64, signaled: false }],
  ['rxe write-imm, no receive posted', { preset: 'rxe', op: 'write-imm', recvPosted: false }],
  ['rxe write no-remote-write', { preset: 'rxe', op: 'write', fault: 'no-remote-write' }],
];

export function scenarioOf(input: Record<string, unknown>): Scenario {
  const r = parseScenario(input);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.scenario;
}
