import { type Msg, msg } from '../../i18n/msg';
import { formatDuration } from '../../sim/format/plainText';
import type { StreamStage } from '../../sim/perf/streamModel';
import type { AnchorId } from '../../sim/timing/anchors';

/** A rate with three significant digits (0.169, 2.64, 99.3), more above 100 (198.7, 397.5). */
export function formatRate(x: number): string {
  if (x >= 100) return x.toFixed(1);
  if (x >= 10) return x.toFixed(2);
  return x.toPrecision(3);
}

/** A share of a total as a percentage, written as the catalogue writes one ("12%", "0.4%"). */
export function formatShare(share: number): Msg {
  const p = share * 100;
  return msg('unit.percent', { n: p >= 10 ? Math.round(p) : Math.round(p * 10) / 10 });
}

const STAGES: Record<StreamStage, Msg> = {
  'cpu-post': msg('timing.stage.cpuPost'),
  'message-rate': msg('timing.stage.messageRate'),
  'pcie-a-down': msg('timing.stage.pcieADown'),
  'pcie-a-up': msg('timing.stage.pcieAUp'),
  link: msg('timing.stage.link'),
  'pcie-b-up': msg('timing.stage.pcieBUp'),
};

export const stageMsg = (s: StreamStage): Msg => STAGES[s];

const ANCHOR_NAMES: Record<AnchorId, Msg> = {
  'write-lat-inline': msg('timing.anchor.writeLatInline'),
  'write-lat-noninline': msg('timing.anchor.writeLatNoninline'),
  'read-lat': msg('timing.anchor.readLat'),
  'write-bw-64k': msg('timing.anchor.writeBw64k'),
  'msg-rate-2': msg('timing.anchor.msgRate2'),
  'msg-rate-4': msg('timing.anchor.msgRate4'),
  'msg-rate-8': msg('timing.anchor.msgRate8'),
  'dma-read-64': msg('timing.anchor.dmaRead64'),
  'dma-read-2048': msg('timing.anchor.dmaRead2048'),
};

export const anchorMsg = (id: AnchorId): Msg => ANCHOR_NAMES[id];

/** A duration in the unit that keeps it short: "60 ns", "1.32 µs", "7.11 µs", "15.3 µs", "2.10 ms". */
export const formatTime = (ns: number): string => formatDuration(ns, 'timing');

/** As perftest prints a latency: µs with two decimals ("0.93 µs"). */
export const formatPerftest = (ns: number): string => formatDuration(ns, 'perftest');

/** An axis tick: round numbers in ns below 2 µs of total, else in µs ("0", "500 ns", "2 µs"). */
export function formatTick(ns: number, totalNs: number): string {
  if (ns === 0) return '0';
  if (totalNs < 2000) return `${Math.round(ns)} ns`;
  if (totalNs < 2e6) return `${+(ns / 1000).toFixed(3)} µs`;
  return `${+(ns / 1e6).toFixed(3)} ms`;
}

/** A plain axis number: "120", "2.5". */
export const formatAxis = (v: number) => String(+v.toFixed(3));

/** A source as the charts label it: the GitHub thread without its organisation ("perftest#225"). */
export const shortSource = (source: string) => source.replace(/^linux-rdma\//, '');
