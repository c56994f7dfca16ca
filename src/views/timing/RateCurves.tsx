import { msg } from '../../i18n/msg';
import type { RateCurve } from '../../sim/perf/curves';
import { formatSizePanel } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import { bandwidthChart, type ChartBox, type CurveChart, rateChart } from './curveLayout';
import { formatAxis, formatRate, shortSource, stageMsg } from './timingFormat';
import { useWidth } from './useWidth';

const HEIGHT = 170;
const margin = { top: 22, right: 14, bottom: 24, left: 44 };

/** A size in decimal kB for the knee (a crossing, not a power of two), else as a byte count. */
const kneeSize = (bytes: number) => (bytes >= 1000 ? `${(bytes / 1000).toFixed(1)} kB` : `${Math.round(bytes)} B`);

/**
 * Bandwidth and message rate against message size (log x) for the scenario's
 * hardware: the model's curves with their knee and plateau, the published
 * measurements as points labelled with their sources, and the current size.
 * The guides are named in a legend under each chart, so no label crosses a line.
 */
export function RateCurves({ curve, preset, currentBytes }: { curve: RateCurve; preset: string; currentBytes: number }) {
  const t = useT();
  const [ref, width] = useWidth<HTMLDivElement>(400);
  const box: ChartBox = { width, height: HEIGHT, margin };
  const knee = t(msg('timing.curves.knee', { size: kneeSize(curve.kneeBytes) }));
  const current = t(msg('timing.curves.current', { size: formatSizePanel(currentBytes) }));
  return (
    <section className="curves" data-testid="curves" aria-labelledby="timing-curves-title">
      <h3 id="timing-curves-title">{t(msg('timing.curves.title', { preset }))}</h3>
      <div ref={ref} className="curves-box">
        <Chart
          chart={bandwidthChart(curve, box, currentBytes)}
          kind="bandwidth"
          label={t(msg('timing.curves.bwLabel'))}
          unit={t(msg('timing.curves.bwUnit'))}
          legend={{
            level: t(msg('timing.curves.plateau', { value: formatRate(curve.plateauGbps), stage: stageMsg(curve.plateauBottleneck) })),
            knee,
            current,
          }}
          anchorText={(v, source) => t(msg('timing.curves.anchor', { source, value: `${v.toFixed(1)} Gb/s` }))}
        />
        <Chart
          chart={rateChart(curve, box, currentBytes)}
          kind="rate"
          label={t(msg('timing.curves.rateLabel'))}
          unit={t(msg('timing.curves.rateUnit'))}
          legend={{
            level: t(msg('timing.curves.flat', { value: formatRate(curve.smallMpps), stage: stageMsg(curve.smallBottleneck) })),
            knee,
            current,
          }}
          anchorText={(v, source) => t(msg('timing.curves.anchor', { source, value: `${v.toFixed(2)} Mpps` }))}
        />
      </div>
      <p className="muted">{t(msg('timing.curves.note'))}</p>
    </section>
  );
}

interface ChartProps {
  chart: CurveChart;
  kind: 'bandwidth' | 'rate';
  label: string;
  unit: string;
  legend: { level: string; knee: string; current: string };
  anchorText: (value: number, source: string) => string;
}

function Chart({ chart: c, kind, label, unit, legend, anchorText }: ChartProps) {
  const { plot } = c;
  // One label per source: the three 2-8 B message rates share theirs.
  const labelled = c.anchors.filter((a, i) => c.anchors.findIndex((b) => b.source === a.source) === i);
  const mid = (plot.x0 + plot.x1) / 2;
  return (
    <figure className={`chart-figure chart-${kind}`}>
      <svg className="chart" width={c.box.width} height={c.box.height} role="img" aria-label={label} data-testid={`chart-${kind}`}>
        <text x={4} y={14} className="ch-unit">
          {unit}
        </text>
        {c.yTicks.map((k) => (
          <g key={k.value} className="ch-ytick">
            <line x1={plot.x0} x2={plot.x1} y1={k.y} y2={k.y} />
            <text x={plot.x0 - 6} y={k.y + 4} textAnchor="end">
              {formatAxis(k.value)}
            </text>
          </g>
        ))}
        {c.xTicks.map((k, i) => (
          <text
            key={k.bytes}
            x={k.x}
            y={plot.y0 + 17}
            className="ch-xtick"
            textAnchor={i === 0 ? 'start' : i === c.xTicks.length - 1 ? 'end' : 'middle'}
          >
            {formatSizePanel(k.bytes)}
          </text>
        ))}
        <line x1={plot.x0} x2={plot.x1} y1={plot.y0} y2={plot.y0} className="ch-axis" />
        <line x1={c.knee.x} x2={c.knee.x} y1={plot.y1} y2={plot.y0} className="ch-knee" data-testid={`knee-${kind}`} />
        <line x1={plot.x0} x2={plot.x1} y1={c.level.y} y2={c.level.y} className="ch-level" data-testid={`level-${kind}`} />
        {c.current && <line x1={c.current.x} x2={c.current.x} y1={plot.y1} y2={plot.y0} className="ch-current" />}
        <path d={c.path} className="ch-line" data-testid={`line-${kind}`} />
        {c.anchors.map((a) => (
          <circle key={a.id} cx={a.x} cy={a.y} r={4.5} className="ch-anchor" data-anchor={a.id} />
        ))}
        {labelled.map((a) => {
          // Above the guide line, where the curve never goes: left of a point right of the middle, else right of it.
          const right = a.x > mid;
          return (
            <text
              key={a.id}
              x={a.x + (right ? -8 : 8)}
              y={Math.min(a.y, c.level.y) - 9}
              textAnchor={right ? 'end' : 'start'}
              className="ch-anchor-label"
            >
              {anchorText(a.value, shortSource(a.source))}
            </text>
          );
        })}
      </svg>
      <figcaption>
        <ul className="ch-legend">
          <li className="lg-level">{legend.level}</li>
          <li className="lg-knee">{legend.knee}</li>
          {c.current && <li className="lg-current">{legend.current}</li>}
        </ul>
      </figcaption>
    </figure>
  );
}
