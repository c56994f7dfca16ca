import { traceJsonChunks } from '../../sim/export/traceJson';
import { traceToPcap } from '../../sim/export/tracePcap';
import type { Scenario } from '../../sim/scenario/types';
import { traceOf } from '../../store/traceCache';
import { download } from '../shared/download';

/** The JSON and pcap exports, loaded on the first click (the first view does not need them). */
export function exportJson(scenario: Scenario) {
  download('rdma-write-trace.json', Array.from(traceJsonChunks(traceOf(scenario))), 'application/json');
}

export function exportPcap(scenario: Scenario) {
  download('rdma-write.pcap', [traceToPcap(traceOf(scenario)) as Uint8Array<ArrayBuffer>], 'application/vnd.tcpdump.pcap');
}
