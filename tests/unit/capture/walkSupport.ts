import { createCaptureExplainer } from '../../../src/sim/capture/explainCapture';
import { type CaptureWalk, captureWalkOf, walkIndices } from '../../../src/sim/capture/walk/captureWalk';
import { createRecordPicker } from '../../../src/sim/capture/walk/pickRecords';

/** The walk of the first message of a pcap, read in chunks of `chunk` bytes both times. */
export function walkOfPcap(pcap: Uint8Array, chunk = 4096): CaptureWalk | string {
  const x = createCaptureExplainer('model.pcap');
  for (let i = 0; i < pcap.length; i += chunk) x.push(pcap.subarray(i, i + chunk));
  const r = x.end().reconstruction;
  const m = r.messages[0];
  if (!m) return 'no message';
  const picker = createRecordPicker(new Set(walkIndices(m)));
  for (let i = 0; i < pcap.length && !picker.done; i += chunk) picker.push(pcap.subarray(i, i + chunk));
  const w = captureWalkOf('model.pcap', m, r.connections[m.connection], picker.end());
  return w.ok ? w.walk : w.what;
}
