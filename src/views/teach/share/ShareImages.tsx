import { msg } from '../../../i18n/msg';
import { useSim } from '../../../store/SimProvider';
import { selectStep } from '../../../store/selectors';
import { download } from '../../shared/download';
import { useT } from '../../shared/i18n/useT';
import { VIEW_LABEL } from './viewLabels';

/** The drawings that can be saved as images, by the test id of their section. */
const DRAWINGS = [
  { view: 'topology', testId: 'topology' },
  { view: 'memory', testId: 'memory-maps' },
] as const;

/** Saves one drawing of this instance as an SVG or a PNG named after the step. */
async function saveDrawing(from: HTMLElement, testId: string, file: string, title: string, format: 'svg' | 'png') {
  const view = from.closest('.app')?.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const svg = view?.querySelector<SVGSVGElement>(':scope > svg:not(.in-flight-layer)');
  if (!view || !svg) return;
  const { standaloneSvg, svgToPng } = await import('./exportImage');
  const text = standaloneSvg(svg, title, [...view.querySelectorAll<SVGSVGElement>(':scope > svg.in-flight-layer')]);
  if (format === 'svg') {
    download(`${file}.svg`, [text], 'image/svg+xml');
    return;
  }
  const vb = svg.viewBox.baseVal;
  download(`${file}.png`, [await svgToPng(text, vb.width, vb.height)], 'image/png');
}

/** A button for each drawing and format: the drawing as this step shows it, in a file named after the step. */
export function ShareImages({ id }: { id: string }) {
  const t = useT();
  const step = useSim(selectStep);
  const file = `rdma-write-${step.id}`;
  const title = t(step.text.title);
  return (
    <section aria-labelledby={`${id}-images`}>
      <h3 id={`${id}-images`}>{t(msg('teach.share.images'))}</h3>
      <div className="share-row">
        {DRAWINGS.map((d) =>
          (['svg', 'png'] as const).map((format) => (
            <button
              key={`${d.view}-${format}`}
              type="button"
              data-testid={`export-${d.view}-${format}`}
              title={t(msg('teach.export.title', { view: msg(VIEW_LABEL[d.view]) }))}
              onClick={(e) => void saveDrawing(e.currentTarget, d.testId, `${file}-${d.view}`, title, format)}
            >
              {t(msg(format === 'svg' ? 'teach.export.svg' : 'teach.export.png', { view: msg(VIEW_LABEL[d.view]) }))}
            </button>
          )),
        )}
      </div>
    </section>
  );
}
