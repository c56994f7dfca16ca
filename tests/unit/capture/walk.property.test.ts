// A message of a capture walks as a trace of the same type as the model's: for random model scenarios (every
// operation, fault and transport, a card's and soft-RoCE's, sizes kept to a few hundred packets), the exported pcap,
// read as a capture, picked for its message's packets and walked, gives a trace where
// - every packet of the message is one step, in capture order, marked captured with its frame, with the captured bytes;
// - every other step is the model's, marked inferred;
// - the responder's inferred steps come before its first packet, the requester's post before the first packet, and the
//   completion after the last;
// - each packet step's text names its own frame, and its time is the capture's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafFields } from '../../../src/sim/bytes/field';
import { answerKindOf } from '../../../src/sim/capture/reconstruct';
import { capturedTrace } from '../../../src/sim/capture/walk/capturedTrace';
import { traceToPcap } from '../../../src/sim/export/tracePcap';
import { RC_OP } from '../../../src/sim/ib/opcodes';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import type { Trace } from '../../../src/sim/trace/types';
import { arbAnyScenario, arbRxeScenario } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';
import { walkOfPcap } from './walkSupport';

function walkErrors(model: Trace): string[] {
  const w = walkOfPcap(traceToPcap(model));
  if (typeof w === 'string') return [`not walked: ${w}`];
  const t = capturedTrace(buildTrace(w.scenario), w);
  const errors: string[] = [];
  const captured = t.steps.filter((s) => s.origin?.kind === 'captured');
  if (captured.length !== w.packets.length) errors.push(`${captured.length} packet steps for ${w.packets.length} packets`);
  captured.forEach((s, i) => {
    const p = w.packets[i];
    if (s.origin?.kind !== 'captured' || s.origin.frame !== p.frame) errors.push(`step ${s.index} is not frame ${p.frame}`);
    const a = s.artifacts[0].at(0);
    if (a.bytes !== p.bytes) errors.push(`frame ${p.frame}: not the captured bytes`);
    if (JSON.stringify(s.text.title.params) !== JSON.stringify({ frame: p.frame, opcode: s.text.title.params?.opcode }))
      errors.push(`frame ${p.frame}: title names ${JSON.stringify(s.text.title.params)}`);
    // The sentence saying what the packet is was chosen by its bytes: the opcode, and an ACKNOWLEDGE's AETH syndrome.
    const leaves = leafFields(a.fields);
    const opcode = Number(leaves.find((f) => f.path.endsWith('BTH.OpCode'))?.value);
    const syndrome = leaves.find((f) => f.path.endsWith('AETH.Syndrome'));
    const what = s.text.summary[1].key;
    const expected =
      opcode === RC_OP.ACKNOWLEDGE && syndrome
        ? `capture.walk.what.${answerKindOf(Number(syndrome.value))}`
        : p.from === 'A'
          ? 'capture.walk.what.request'
          : 'capture.walk.what.response';
    if (opcode !== p.opcode || what !== expected) errors.push(`frame ${p.frame}: says ${what}, its bytes say ${expected}`);
    if (Math.abs(s.startNs - captured[0].startNs - p.realNs) > 1e-6)
      errors.push(`frame ${p.frame}: at ${s.startNs}, not the capture's time`);
  });
  for (const s of t.steps) if (!s.origin) errors.push(`step ${s.id} has no origin`);
  const inferredIds = t.steps.filter((s) => s.origin?.kind === 'inferred').map((s) => s.id);
  const modelIds = buildTrace(w.scenario).steps.filter(
    (s) => !['transmit', 'switch-forward', 'cable', 'acknowledge', 'nak'].includes(s.role),
  );
  if (JSON.stringify(inferredIds) !== JSON.stringify(modelIds.map((s) => s.id)))
    errors.push('the inferred steps are not the model’s host steps, in order');
  const firstPacket = t.steps.findIndex((s) => s.origin?.kind === 'captured');
  const firstB = t.steps.findIndex((s) => s.origin?.kind === 'captured' && s.artifacts[0].host === 'B');
  const post = t.steps.findIndex((s) => s.role === 'post-mmio' || s.role === 'post-syscall' || s.role === 'write-doorbell-record');
  if (post >= 0 && post > firstPacket) errors.push('the post comes after the first packet');
  const check = t.steps.findIndex((s) => s.role === 'responder-check');
  if (firstB >= 0 && check > firstB) errors.push('the responder’s check comes after its first packet');
  const poll = t.steps.findIndex((s) => s.role === 'poll-completion');
  const lastPacket = t.steps.map((s) => s.origin?.kind).lastIndexOf('captured');
  if (poll >= 0 && poll < lastPacket) errors.push('the poll comes before the last packet');
  if (t.capture?.packets.length !== w.packets.length) errors.push('the trace’s capture timing misses packets');
  return errors;
}

const small = (s: fc.Arbitrary<import('../../../src/sim/scenario/types').Scenario>) => s.filter((x) => x.messageBytes <= 64 * 1024);

describe('a captured message walks as a trace: its packets captured, the hosts’ steps inferred', () => {
  it('for random exports of a card’s traffic', () => {
    fc.assert(
      fc.property(small(arbAnyScenario), (s) => {
        expect(walkErrors(buildTrace(s))).toEqual([]);
      }),
      { numRuns: propertyRuns(60) },
    );
  });
  it('for random exports of soft-RoCE’s traffic', () => {
    fc.assert(
      fc.property(small(arbRxeScenario), (s) => {
        expect(walkErrors(buildTrace(s))).toEqual([]);
      }),
      { numRuns: propertyRuns(30) },
    );
  });
});
