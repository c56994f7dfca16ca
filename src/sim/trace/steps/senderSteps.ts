import type { Scenario } from '../../scenario/types';
import { bufferOf, dmaCompletionSet, dmaReadSet } from '../artifacts/dma';
import { dataPacketSet, psnOf, wireBytesOf } from '../artifacts/packets';
import type { TraceContext } from '../context';
import { type Round, rangeSize } from '../exchange/exchangePlan';
import type { StreamTiming } from '../exchange/streamTiming';
import { bufferPath } from '../peerPath';
import type { Place } from '../places';
import type { StepSpec } from '../stepSpec';
import { fetchText, pieceBytes, segmentText, transmitText } from '../text/senderText';
import type { HostId, Phase } from '../types';
import { streamHint } from './fabricSteps';
import { roundNaming } from './roundIds';

const HOST_PATH: Record<HostId, { build: Place[]; out: Place[] }> = {
  A: { build: ['A.hca.sram', 'A.hca.engine', 'A.hca.port'], out: ['A.hca.port', 'fabric'] },
  B: { build: ['B.hca.sram', 'B.hca.engine', 'B.hca.port'], out: ['B.hca.port', 'fabric'] },
};

/** The payload's way in: from the buffer's memory (DRAM, or a GPU's through BAR1) to the HCA's engine and SRAM. */
const fetchPath = (s: Scenario, host: HostId): Place[] => [
  ...bufferPath(s, host).reverse(),
  host === 'A' ? 'A.hca.engine' : 'B.hca.engine',
  host === 'A' ? 'A.hca.sram' : 'B.hca.sram',
];

/**
 * The sending HCA's part of one run of data packets: it reads the payload by
 * DMA (unless it is inline or empty), builds the packets and puts them on its
 * link. The sender is HCA A for a WRITE, WRITE with immediate or SEND, and
 * HCA B for a READ's responses.
 */
export function senderSteps(
  c: TraceContext,
  round: Round,
  st: StreamTiming,
  host: HostId,
  phases: { fetch: Phase; send: Phase },
): StepSpec[] {
  const { plan } = c;
  const { s } = plan;
  const name = roundNaming(round);
  const fetch = host === 'A' ? plan.payloadFetch : plan.responderFetch;
  const buffer = bufferOf(plan, host);
  const sent = st.sent;
  const n = rangeSize(sent);
  const other: HostId = host === 'A' ? 'B' : 'A';
  const wire = wireBytesOf(plan, sent);
  const steps: StepSpec[] = [];
  const retry = round.index > 0;
  if (fetch && st.fetch && st.reads.count > 0) {
    const fetchedBytes = pieceBytes(plan, sent);
    steps.push({
      id: name.id(host === 'A' ? 'A3.payload-fetch' : 'B3.read-memory'),
      role: host === 'A' ? 'fetch-payload' : 'read-memory',
      phase: phases.fetch,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: fetchPath(s, host),
      span: st.fetch,
      text: fetchText(c, st, host, fetchedBytes, retry),
      artifacts: [dmaReadSet(plan, buffer, fetch, st.reads, st), dmaCompletionSet(plan, buffer, fetch, st.completions, st)],
      delta: {
        [host]: { memReadBytes: fetchedBytes },
        hcaBufferBytes: { [host]: Math.min(fetchedBytes, s.pathMtu) },
      },
      view: { motion: 'request-response', touches: [{ object: host === 'A' ? 'A.buffer' : 'B.pages', by: 'bus' }] },
    });
  }
  steps.push(
    {
      id: name.id(host === 'A' ? 'A3.segment' : 'RESPONSE.build'),
      role: 'build-packets',
      phase: phases.send,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: HOST_PATH[host].build,
      span: st.segment,
      text: segmentText(c, sent, host, retry, psnOf(plan, sent[0])),
      artifacts: [dataPacketSet(plan, round.index, st, 'built')],
      delta: { hcaBufferBytes: { [host]: plan.wire.data(sent[0]) } },
    },
    {
      id: name.id(host === 'A' ? 'A3.transmit' : 'RESPONSE.transmit'),
      role: 'transmit',
      phase: phases.send,
      actor: host === 'A' ? 'hcaA' : 'hcaB',
      path: HOST_PATH[host].out,
      span: st.transmit,
      text: transmitText(c, sent, wire, host),
      artifacts: [dataPacketSet(plan, round.index, st, 'sent')],
      delta: { hcaBufferBytes: { [host]: 0 } },
      view: {
        motion: n > 1 ? 'stream' : 'single',
        fabric: host === 'A' ? { from: 0, to: s.ib.switchHops === 0 ? 0.5 : 1 } : fabricOut(s.ib.switchHops),
        stream: streamHint(st, other),
      },
    },
  );
  return steps;
}

/** B's responses leave B's port towards the last switch (or the cable's middle). */
function fabricOut(hops: number) {
  const last = hops + 1;
  return { from: last, to: hops === 0 ? 0.5 : hops };
}
