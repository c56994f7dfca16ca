import { useSim } from '../store/SimProvider';
import { selectRealTrace } from '../store/selectors';
import { traceJsonChunks } from '../sim/export/traceJson';
import { traceToPcap } from '../sim/export/tracePcap';

/** Above this message size the in-app pcap would be hundreds of MB: the CLI writes those. */
export const APP_PCAP_LIMIT_BYTES = 64 * 2 ** 20;

function download(name: string, parts: BlobPart[], type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The same two exports as `npm run trace`, for the scenario on screen. */
export function ExportButtons() {
  const trace = useSim(selectRealTrace);
  const tooBig = trace.scenario.messageBytes > APP_PCAP_LIMIT_BYTES;
  return (
    <div className="export-buttons" role="group" aria-label="Export">
      <button
        type="button"
        data-testid="export-json"
        title="The whole trace as JSON: every step, artifact, byte and field"
        onClick={() => download('rdma-write-trace.json', Array.from(traceJsonChunks(trace)), 'application/json')}
      >
        JSON
      </button>
      <button
        type="button"
        data-testid="export-pcap"
        disabled={tooBig}
        title={
          tooBig
            ? 'Messages over 64 MiB: use npm run trace -- --pcap (the file would be too large for the browser)'
            : 'Every InfiniBand packet as a pcap (ERF records) that Wireshark opens'
        }
        onClick={() => download('rdma-write.pcap', [traceToPcap(trace) as Uint8Array<ArrayBuffer>], 'application/vnd.tcpdump.pcap')}
      >
        pcap
      </button>
    </div>
  );
}
