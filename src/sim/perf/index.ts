export { CURVE_SIZES, type CurvePoint, type RateCurve, rateCurve } from './curves';
export { type LatencyTest, type PerftestLatency, perftestLatency, type ReadRoundTrip, readRoundTrip } from './perftestLatency';
export { STREAM_STAGES, type StreamRate, type StreamStage, streamRate } from './streamModel';
export { type TraceSummary, traceSummary } from './summary';
