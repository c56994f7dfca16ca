// The scenario a captured message implies, and the model's packets for it beside the real ones: for random exports of
// the model (a card's and soft-RoCE's, without faults), the inferred scenario is the one that made them, and no field
// of the first packet disagrees with the model; a card's packet read as soft-RoCE's disagrees exactly where the two
// machines write differently (MigReq, the ECN bits).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CapturedPacket, capturedPacket, isRdma } from '../../../src/sim/capture/capturedPacket';
import { inferScenario } from '../../../src/sim/capture/inferScenario';
import { carrierOf } from '../../../src/sim/capture/linkLayer';
import { alignment, modelDiff } from '../../../src/sim/capture/modelDiff';
import { reconstruct } from '../../../src/sim/capture/reconstruct';
import { readPcap } from '../../../src/sim/export/pcapFile';
import { tracePackets, traceToPcap } from '../../../src/sim/export/tracePcap';
import { NO_FAULT, type Scenario } from '../../../src/sim/scenario/types';
import { buildTrace } from '../../../src/sim/trace/buildTrace';
import { arbAnyScenario, arbRxeScenario, scenarioJson } from '../support/arbScenarios';
import { propertyRuns } from '../support/propertyRuns';
import { scenario } from '../trace/helpers';

function captured(s: Scenario) {
  const f = readPcap(traceToPcap(buildTrace(s)));
  const packets = f.records
    .map((r, index) =>
      capturedPacket({
        index,
        offset: 0,
        iface: 0,
        linkType: f.linktype,
        timeNs: BigInt(r.tsNs),
        data: r.data,
        originalLength: r.data.length,
      }),
    )
    .filter(isRdma);
  const byIndex = new Map<number, CapturedPacket>(packets.map((p) => [p.index, p]));
  return { f, x: reconstruct(packets), packetOf: (i: number) => byIndex.get(i) as CapturedPacket };
}

/** The first real packet of the message against the model's first packet of the inferred scenario. */
function firstDiff(s: Scenario, inferred: Scenario, f: ReturnType<typeof readPcap>) {
  const real = f.records[0].data;
  const model = buildTrace(inferred)
    .steps.find((st) => st.role === 'transmit')
    ?.artifacts[0].at(0);
  if (!model) throw new Error('no packet in the model');
  // The export's Ethernet frames have no FCS (as captures do): compare against the model's frame without it.
  const withoutFcs = { bytes: model.bytes, fields: model.fields.filter((x) => x.path !== 'FCS') };
  return modelDiff(real, s.transport === 'rocev2' ? withoutFcs : model, alignment(carrierOf(f.linktype, real)));
}

describe('the scenario a capture implies, and the model beside it', () => {
  it(`over ${propertyRuns()} random exports without faults: the same scenario back, and no field disagrees`, () => {
    fc.assert(
      fc.property(fc.oneof(arbAnyScenario, arbRxeScenario), (s0) => {
        fc.pre(s0.messageBytes <= 64 * 1024);
        const s = { ...s0, fault: NO_FAULT, recvPosted: true };
        const { f, x, packetOf } = captured(s);
        const m = x.messages[0];
        const r = inferScenario(m, x.connections[0], packetOf);
        if (!r.ok) throw new Error(`${scenarioJson(s)}: ${r.what}`);
        const i = r.scenario;
        const picked = (t: Scenario) => [
          t.op,
          t.messageBytes,
          t.transport,
          t.roceIp,
          t.startPsn,
          t.qpnA,
          t.qpnB,
          t.rkey,
          t.remoteVa,
          t.immData,
        ];
        const expected = picked(s);
        if (s.transport === 'ib') expected[3] = i.roceIp;
        if (s.op !== 'write-imm') expected[9] = i.immData;
        if (s.op === 'send') expected.splice(7, 2, i.rkey, i.remoteVa);
        expect(picked(i), scenarioJson(s)).toEqual(expected);
        if (t(s).packets > 1) expect(i.pathMtu).toBe(s.pathMtu);
        expect(i.preset === 'rxe').toBe(s.preset === 'rxe' && s.transport === 'rocev2');
        const disagree = firstDiff(s, i, f).filter((d) => d.verdict === 'disagree');
        expect(
          disagree.map((d) => d.path),
          scenarioJson(s),
        ).toEqual([]);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('a ConnectX packet told as soft-RoCE disagrees on MigReq and the ECN bits, and only there', () => {
    const s = scenario({ transport: 'rocev2', messageBytes: 5000 });
    const { f } = captured(s);
    const rxe = scenario({ ...s, preset: 'rxe', post: 'doorbell' });
    const disagree = firstDiff(s, rxe, f).filter((d) => d.verdict === 'disagree');
    expect(disagree.map((d) => [d.path, d.real, d.model])).toEqual([
      ['IPv4.ECN', 2n, 0n],
      ['BTH.M', 1n, 0n],
    ]);
    expect(tracePackets(buildTrace(s)).length).toBeGreaterThan(0);
  });
});

const t = (s: Scenario) => buildTrace(s).plan;
