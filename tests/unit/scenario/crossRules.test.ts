import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/sim/scenario/parseScenario';
import { en } from '../support/en';

/** The one error a scenario gets, as the CLI and the URL banner print it. */
function errorOf(input: Record<string, unknown>): { field: string; text: string } {
  const r = parseScenario(input);
  if (r.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  expect(r.errors).toHaveLength(1);
  return { field: r.errors[0].field, text: en(r.errors[0].message) };
}

const ok = (input: Record<string, unknown>) => expect(parseScenario(input).ok).toBe(true);

describe('rules across keys: a fault, an operation and their packets', () => {
  it('a packet fault may name any packet of the exchange, and no more: n data packets and the ACK, or the request and n responses', () => {
    ok({ messageBytes: 9000, pathMtu: 4096, fault: 'drop:4' });
    expect(errorOf({ messageBytes: 9000, pathMtu: 4096, fault: 'drop:5' })).toMatchObject({ field: 'fault' });
    expect(errorOf({ messageBytes: 9000, pathMtu: 4096, fault: 'drop:5' }).text).toMatch(/a packet from 1 to 4/);
    ok({ op: 'read', messageBytes: 9000, pathMtu: 4096, fault: { kind: 'corrupt-icrc', packet: 4 } });
    expect(errorOf({ op: 'read', messageBytes: 9000, pathMtu: 4096, fault: 'corrupt-icrc:5' }).field).toBe('fault');
  });

  it('blames the key being edited: making the message shorter than the fault’s packet names messageBytes', () => {
    const r = parseScenario({ messageBytes: 100, fault: 'drop:3' }, undefined, { editing: 'messageBytes' });
    expect(r.ok ? null : r.errors[0].field).toBe('messageBytes');
  });

  it('an access fault needs an rkey: not for a SEND; no-remote-write not for a READ; not for an empty message', () => {
    expect(errorOf({ op: 'send', fault: 'bad-rkey' }).field).toBe('fault');
    expect(errorOf({ op: 'read', fault: 'no-remote-write' }).text).toMatch(/REMOTE_READ/);
    expect(errorOf({ messageBytes: 0, fault: 'out-of-bounds' }).text).toMatch(/zero-length/);
    ok({ op: 'read', fault: 'bad-rkey' });
    ok({ op: 'write-imm', fault: 'out-of-bounds' });
  });

  it('a missing receive is already the fault: recvPosted false takes no other fault for SEND or WRITE with immediate', () => {
    expect(errorOf({ op: 'send', recvPosted: false, fault: 'drop:1' }).text).toMatch(/recvPosted true/);
    ok({ op: 'write', recvPosted: false, fault: 'drop:1' });
  });

  it('a READ cannot be posted inline', () => {
    expect(errorOf({ op: 'read', post: 'inline' })).toMatchObject({ field: 'post' });
    expect(errorOf({ op: 'read', post: 'inline' }).text).toMatch(/IBV_SEND_INLINE/);
    const editingOp = parseScenario({ op: 'read', post: 'inline' }, undefined, { editing: 'op' });
    expect(editingOp.ok ? null : en(editingOp.errors[0].message)).toMatch(/^op: "read" is not allowed; expected write, write-imm or send/);
  });

  it('the QP’s timers are the IBA codes: ackTimeout 1..31, minRnrTimer 0..31', () => {
    ok({ ackTimeout: 1, minRnrTimer: 0 });
    expect(errorOf({ ackTimeout: 0 }).field).toBe('ackTimeout');
    expect(errorOf({ minRnrTimer: 32 }).field).toBe('minRnrTimer');
  });
});
