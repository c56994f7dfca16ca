import { msg } from '../i18n/msg';
import { useSim } from '../store/SimProvider';
import { selectRealTrace } from '../store/selectors';
import { traceJsonChunks } from '../sim/export/traceJson';
import { traceToPcap } from '../sim/export/tracePcap';
import { formatBytes } from './format';
import { useT } from './i18n/useT';

/** Above this message size the in-app pcap would be hundreds of MB: the CLI writes those. */
export const APP_PCAP_LIMIT_BYTES = 64 * 2 ** 20;

export function download(name: string, parts: BlobPart[], type: string) {
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
  const t = useT();
  const trace = useSim(selectRealTrace);
  const tooBig = trace.scenario.messageBytes > APP_PCAP_LIMIT_BYTES;
  return (
    <div className="export-buttons" role="group" aria-label={t(msg('ui.export.label'))}>
      <button
        type="button"
        data-testid="export-json"
        title={t(msg('ui.export.jsonTitle'))}
        onClick={() => download('rdma-write-trace.json', Array.from(traceJsonChunks(trace)), 'application/json')}
      >
        {t(msg('ui.export.json'))}
      </button>
      <button
        type="button"
        data-testid="export-pcap"
        disabled={tooBig}
        title={t(tooBig ? msg('ui.export.pcapTooBig', { limit: formatBytes(APP_PCAP_LIMIT_BYTES) }) : msg('ui.export.pcapTitle'))}
        onClick={() => download('rdma-write.pcap', [traceToPcap(trace) as Uint8Array<ArrayBuffer>], 'application/vnd.tcpdump.pcap')}
      >
        {t(msg('ui.export.pcap'))}
      </button>
    </div>
  );
}
