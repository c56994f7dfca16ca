// The sample captures a link opens (`?capture=sample:NAME`) are what scripts/captureSamples.ts writes now (an export
// that changed would otherwise go stale in public/samples), and each opens as a capture with its traffic: the
// exports walk as a message, Wireshark's sample is its 43 InfiniBand packets.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sampleBytes, samplePath } from '../../../scripts/captureSamples';
import { createCaptureExplainer } from '../../../src/sim/capture/explainCapture';
import { CAPTURE_SAMPLES } from '../../../src/store/vocabularies';
import { walkOfPcap } from './walkSupport';

describe('the sample captures', () => {
  it.each(CAPTURE_SAMPLES)('%s is what the generator writes now, and opens', (id) => {
    const committed = new Uint8Array(readFileSync(samplePath(id)));
    expect(committed).toEqual(sampleBytes(id));
    const x = createCaptureExplainer(`${id}.pcap`);
    x.push(committed);
    const r = x.end();
    expect(r.overview.problems).toEqual([]);
    if (id === 'wireshark-infiniband') expect(r.overview.records).toBe(43);
    else {
      expect(r.reconstruction.messages).toHaveLength(1);
      expect(typeof walkOfPcap(committed)).toBe('object');
    }
  });
});
