import { useMemo, useState } from 'react';
import { msg } from '../../i18n/msg';
import { rateCurve } from '../../sim/perf/curves';
import { latencyTestOf, perftestLatency, readRoundTrip } from '../../sim/perf/perftestLatency';
import { streamRate } from '../../sim/perf/streamModel';
import type { Trace } from '../../sim/trace/types';
import { useSim } from '../../store/SimProvider';
import { selectRealTrace, selectStep } from '../../store/selectors';
import { Later } from '../loading/Later';
import { formatSizePanel } from '../shared/displayFormat';
import { useT } from '../shared/i18n/useT';
import { CalibrationTable } from './CalibrationTable';
import { CaptureTimes } from './CaptureTimes';
import { DoneClocks } from './DoneClocks';
import { PerftestView } from './PerftestView';
import { RateCurves } from './RateCurves';
import { formatRate, formatTime, stageMsg } from './timingFormat';
import { Waterfall } from './Waterfall';

/**
 * The Timing tab: this transfer's numbers, the latency waterfall of its trace
 * with the three clocks for "done", what the perftest latency test would
 * print for it, the bandwidth and message-rate curves of its hardware against
 * published measurements, and the calibration table.
 */
export function TimingPanel() {
  const t = useT();
  const trace = useSim(selectRealTrace);
  const step = useSim(selectStep);
  const s = trace.scenario;
  const stream = useMemo(() => streamRate(s), [s]);
  const [overlay, setOverlay] = useState(false);
  // The waterfall is the trace's: a READ's round trip (computed from the hops) is not drawn on it.
  const onWaterfall = latencyTestOf(s.op) !== 'ib_read_lat';
  const lat = useMemo(() => (overlay && onWaterfall ? perftestLatency(s, trace) : null), [overlay, onWaterfall, s, trace]);
  const { clocks } = trace.timeline;
  return (
    <section className="timing-panel" data-testid="timing-panel" aria-label={t(msg('timing.panel.label'))}>
      <CaptureTimes />
      <DoneClocks clocks={clocks} nowNs={step.endNs} />
      <dl className="timing-summary" aria-label={t(msg('timing.summary.label'))}>
        <div>
          <dt>
            {t(
              msg(s.fault.kind === 'none' ? 'timing.summary.stream' : 'timing.summary.streamFaultFree', {
                size: formatSizePanel(s.messageBytes),
              }),
            )}
          </dt>
          <dd>
            {t(
              msg('timing.summary.streamValue', {
                gbps: formatRate(stream.bandwidthGbps),
                mpps: formatRate(stream.messageRateMpps),
                stage: stageMsg(stream.bottleneck),
              }),
            )}
          </dd>
        </div>
      </dl>
      <section className="waterfall" aria-labelledby="timing-wf-title">
        <h3 id="timing-wf-title">{t(msg('timing.waterfall.title'))}</h3>
        <Waterfall trace={trace} perftest={lat} />
        <p className="muted">{t(msg('timing.waterfall.note', { total: formatTime(Math.max(...trace.steps.map((x) => x.endNs))) }))}</p>
        {(s.memA === 'gpu' || s.memB === 'gpu' || s.initiator === 'gpu') && (
          <p className="perftest-uncalibrated" data-testid="timing-gpu-uncalibrated">
            {t(msg('timing.gpu.uncalibrated'))}
          </p>
        )}
      </section>
      <Later>
        <TimingBelow trace={trace} overlay={overlay} onOverlay={onWaterfall ? setOverlay : null} />
      </Later>
    </section>
  );
}

/** Below the waterfall: perftest's view, the rate curves and the calibration table (each computed here, when shown). */
function TimingBelow({ trace, overlay, onOverlay }: { trace: Trace; overlay: boolean; onOverlay: ((on: boolean) => void) | null }) {
  const s = trace.scenario;
  const lat = useMemo(() => perftestLatency(s, trace), [s, trace]);
  const read = useMemo(() => (s.op === 'read' ? readRoundTrip(s) : null), [s]);
  const curve = useMemo(() => rateCurve(s), [s]);
  return (
    <>
      <PerftestView lat={lat} read={read} overlay={overlay} onOverlay={onOverlay} />
      <RateCurves curve={curve} preset={s.preset} currentBytes={s.messageBytes} />
      <CalibrationTable />
    </>
  );
}
