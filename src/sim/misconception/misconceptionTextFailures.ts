import { msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { bytesLabel, duration, numberParam } from '../format/messageParams';
import { NAK_CODE_PARAMS } from '../ib/aeth';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import { MAX_INLINE_BYTES } from '../scenario/values';
import type { StepText } from '../trace/types';
import { CTO_DEFAULT_MIN_NS, FABRIC_HOSTS_ILLUSTRATION, IB_READ_LAT_NS, RC_MAX_RETRIES, RC_TIMEOUT_EXAMPLE } from './constants';
import { figure } from './figures';
import type { MisconceptionContext } from './misconceptionContext';
import { SRC } from './sources';
import { WINDOW_BITS } from './window';

/** One step per failure of the misconception, each quoting its figures (each step cites its own sources). */

const v = (c: MisconceptionContext, id: string) => figure(c.f, id).value;

export const sizeText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.size.title'),
  summary: [
    msg('misconception.step.size.summary1', {
      bar0Size: bytesLabel(BAR0_SIZE),
      percent: numberParam(v(c, 'size.window-fraction') * 100, 2),
      hostRam: bytesLabel(HOST_DRAM_BYTES),
      windowsPerHost: numberParam(v(c, 'size.windows-per-host')),
    }),
    msg('misconception.step.size.summary2', { hosts: FABRIC_HOSTS_ILLUSTRATION, fabricWindows: numberParam(v(c, 'size.fabric-windows')) }),
  ],
  reality: msg('misconception.step.size.reality'),
  sources: [SRC.barSize, SRC.barSizing, SRC.barContents, SRC.whyNotSize, SRC.hostDram],
});

export const addressingText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.addressing.title'),
  summary: [
    msg('misconception.step.addressing.summary1', { headerBytes: c.tlpHeaderDw * 4 }),
    msg('misconception.step.addressing.summary2', {
      lid: String(c.s.lidB),
      qpn: hex(c.s.qpnB),
      psn: String(c.s.startPsn),
      remoteVa: hex(c.s.remoteVa),
      rkey: hex(c.s.rkey),
      missing: v(c, 'addressing.missing-fields'),
      bits: WINDOW_BITS,
      offset: hex(v(c, 'addressing.window-offset')),
    }),
  ],
  reality: msg('misconception.step.addressing.reality'),
  sources: [SRC.tlpHeader, SRC.ibAddressing, SRC.fieldWidths, SRC.whyNotAddress],
});

export const cpuText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.cpu.title'),
  summary: [
    msg('misconception.step.cpu.summary1', {
      bytes: c.s.messageBytes,
      storeGbps: numberParam(v(c, 'cpu.pio-store-bw'), 4),
      perByte: numberParam(v(c, 'cpu.ns-per-byte'), 4),
      cpuTime: duration(v(c, 'cpu.pio-cpu-ns')),
      loadMBps: numberParam(v(c, 'cpu.pio-load-bw')),
    }),
    msg(c.real.plan.payloadInline ? 'misconception.step.cpu.summary2Inline' : 'misconception.step.cpu.summary2', {
      rdmaGbps: numberParam(v(c, 'cpu.rdma-bw'), 4),
      rdmaCpuTime: duration(v(c, 'cpu.rdma-cpu-ns')),
      mmioBytes: c.realMmioBytes,
      bytes: c.s.messageBytes,
      maxInline: MAX_INLINE_BYTES,
    }),
    msg('misconception.step.cpu.summary3', {
      misconceptionMib: duration(v(c, 'cpu.cpu-ns-mib')),
      realMib: duration(Number(figure(c.f, 'cpu.cpu-ns-mib').inputs.realNs)),
    }),
  ],
  reality: msg('misconception.step.cpu.reality'),
  sources: [SRC.whyNotZeroCopy, SRC.whyNotLoads, SRC.wcEstimate, SRC.pcieRates, SRC.readLat, SRC.ibRates, SRC.timingModel],
});

export const timeoutText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.timeout.title'),
  summary: [
    msg('misconception.step.timeout.summary1', {
      ctoMin: duration(CTO_DEFAULT_MIN_NS),
      ctoMax: duration(v(c, 'timeout.cto-default') * 1e6),
    }),
    msg('misconception.step.timeout.summary2', {
      rcFirst: duration(v(c, 'timeout.rc-first') * 1e6),
      timeout: RC_TIMEOUT_EXAMPLE,
      ratio: numberParam(v(c, 'timeout.rc-vs-cto')),
      retries: RC_MAX_RETRIES,
    }),
    msg('misconception.step.timeout.summary3', { loads: msg('misconception.unit.load', { n: v(c, 'timeout.all-ones-loads') }) }),
  ],
  reality: msg('misconception.step.timeout.reality'),
  sources: [SRC.cto, SRC.rcTimeout, SRC.perftestTimeout, SRC.adaptiveRetx, SRC.retxReport, SRC.whyNotTimeout, SRC.responder],
});

export const protectionText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.protection.title'),
  summary: [
    msg('misconception.step.protection.summary1'),
    msg('misconception.step.protection.summary2', {
      count: v(c, 'protection.checks-bypassed'),
      checks: c.f.responderChecks.map((x) => x.name),
      ...NAK_CODE_PARAMS,
    }),
  ],
  reality: msg('misconception.step.protection.reality', {
    rkey: hex(c.s.rkey),
    mkeyIndex: hex(c.s.rkey >>> 8),
    remoteVa: hex(c.s.remoteVa),
    bytes: c.s.messageBytes,
  }),
  sources: [SRC.responder, SRC.whyNotProtection, SRC.regMr],
});

export const pinningText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.pinning.title'),
  summary: [
    msg('misconception.step.pinning.summary1', { pages: msg('unit.page', { n: v(c, 'pinning.pages-unpinned') }) }),
    msg('misconception.step.pinning.summary2'),
  ],
  reality: msg('misconception.step.pinning.reality'),
  sources: [SRC.regMr, SRC.whyNotPinning],
});

export const compareText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.compare.title'),
  summary: [
    msg('misconception.step.compare.summary1', { bytes: c.s.messageBytes, roundTripUs: numberParam(IB_READ_LAT_NS / 1000) }),
    msg('misconception.step.compare.summary2', {
      mmioBytes: c.realMmioBytes,
      bytes: c.s.messageBytes,
      packets: msg('unit.packet', { n: c.real.plan.packets }),
    }),
  ],
  reality: msg('misconception.step.compare.reality'),
  sources: [SRC.whyNotContents, SRC.whyNotZeroCopy, SRC.barContents, SRC.blueFlameNuance],
});
