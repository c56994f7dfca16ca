import { msg } from '../../i18n/msg';
import { useSim } from '../../store/SimProvider';
import { selectScenario } from '../../store/stateSelectors';
import { formatSizePanel } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';

export { download } from '../shared/download';

/** Above this message size the in-app pcap would be hundreds of MB: the CLI writes those. */
export const APP_PCAP_LIMIT_BYTES = 64 * 2 ** 20;

/** The same two exports as `npm run trace`, for the scenario on screen (the exporters load on the first click). */
export function ExportButtons() {
  const t = useT();
  const scenario = useSim(selectScenario);
  const tooBig = scenario.messageBytes > APP_PCAP_LIMIT_BYTES;
  return (
    <div className="export-buttons" role="group" aria-label={t(msg('ui.export.label'))}>
      <button
        type="button"
        data-testid="export-json"
        title={t(msg('ui.export.jsonTitle'))}
        onClick={() => void import('./exporters').then((m) => m.exportJson(scenario))}
      >
        {t(msg('ui.export.json'))}
      </button>
      <button
        type="button"
        data-testid="export-pcap"
        disabled={tooBig}
        title={t(tooBig ? msg('ui.export.pcapTooBig', { limit: formatSizePanel(APP_PCAP_LIMIT_BYTES) }) : msg('ui.export.pcapTitle'))}
        onClick={() => void import('./exporters').then((m) => m.exportPcap(scenario))}
      >
        {t(msg('ui.export.pcap'))}
      </button>
    </div>
  );
}
