/**
 * The sample captures the app links to (`?capture=sample:NAME`), written to public/samples/: the app's own exports of
 * a few transfers (redistributable: this project made them) and Wireshark's public InfiniBand sample
 * (tests/fixtures/captures/README.md). `npm run gen:samples` writes them; tests/unit/capture/samples.test.ts checks the
 * committed files are what this writes now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { traceToPcap } from '../src/sim/export/tracePcap';
import { parseScenario } from '../src/sim/scenario/parseScenario';
import { buildTrace } from '../src/sim/trace/buildTrace';
import { CAPTURE_SAMPLES, type CaptureSample } from '../src/store/vocabularies';

const root = join(import.meta.dirname, '..');

/** Each exported sample's scenario: what a learner should see in a capture. */
const SCENARIOS: Readonly<Record<Exclude<CaptureSample, 'wireshark-infiniband'>, Record<string, unknown>>> = {
  // A 12 KiB WRITE whose second packet is lost: a PSN-sequence NAK and go-back-N.
  'write-nak': { op: 'write', transport: 'rocev2', messageBytes: 12_288, pathMtu: 4096, fault: 'drop:2' },
  // A READ of 9000 B: one request, three responses.
  read: { op: 'read', transport: 'rocev2', messageBytes: 9000, pathMtu: 4096 },
  // soft-RoCE's WRITE of 8 KiB at a 1024-B MTU: MigReq 0, no ECN.
  'rxe-write': { preset: 'rxe', op: 'write', transport: 'rocev2', messageBytes: 8192, pathMtu: 1024, post: 'doorbell' },
  // Native InfiniBand, in ERF records as Wireshark reads them.
  'ib-write': { op: 'write', transport: 'ib', messageBytes: 8192, pathMtu: 2048 },
};

export function sampleBytes(id: CaptureSample): Uint8Array {
  if (id === 'wireshark-infiniband') return new Uint8Array(readFileSync(join(root, 'tests/fixtures/captures/native-ib-endace.erf.pcap')));
  const r = parseScenario(SCENARIOS[id]);
  if (!r.ok) throw new Error(`sample ${id}: ${r.errors.map((e) => e.field).join(', ')}`);
  return traceToPcap(buildTrace(r.scenario));
}

export const samplePath = (id: CaptureSample) => join(root, 'public', 'samples', `${id}.pcap`);

if (process.argv[1]?.endsWith('captureSamples.ts')) {
  for (const id of CAPTURE_SAMPLES) {
    writeFileSync(samplePath(id), sampleBytes(id));
    console.log(`wrote ${samplePath(id)}`);
  }
}
