import { msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { bytesLabel, duration, numberParam } from '../format/messageParams';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import type { StepText } from '../trace/types';
import { IB_READ_LAT_NS } from './constants';
import { figure } from './figures';
import type { MisconceptionContext } from './misconceptionContext';
import { SRC } from './sources';
import { WINDOW_BITS } from './window';

/**
 * The text of the imagined path: each step states what the misconception
 * believes, then (in `reality`) the first thing that breaks, with numbers from
 * the scenario. Failures get their own steps (misconceptionTextFailures.ts).
 */

export const mapText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.map.title'),
  summary: [
    msg('misconception.step.map.summary1', { bar0: hex(c.s.bar0), remoteVa: hex(c.s.remoteVa) }),
    msg('misconception.step.map.summary2'),
  ],
  reality: msg('misconception.step.map.reality', {
    bar0Size: bytesLabel(BAR0_SIZE),
    hostRam: bytesLabel(HOST_DRAM_BYTES),
    windows: numberParam(figure(c.f, 'size.windows-per-host').value),
  }),
  sources: [SRC.misconceptionQuestion, SRC.barContents, SRC.barSize, SRC.whyNotContents, SRC.hostDram],
});

export const movText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.mov.title'),
  summary: [
    c.s.messageBytes === 0
      ? msg('misconception.step.mov.summary1.empty')
      : msg('misconception.step.mov.summary1.copy', {
          bytes: msg('unit.byte', { n: c.s.messageBytes }),
          address: hex(c.firstAddress),
          chunks: msg('misconception.unit.wcChunk', { n: c.chunks }),
          movs: msg('misconception.unit.mov8', { n: c.stores }),
        }),
    msg('misconception.step.mov.summary2', {
      storeGbps: numberParam(figure(c.f, 'cpu.pio-store-bw').value, 4),
      link: c.pcieLabel,
      ib: c.ibLabel,
      cpuTime: duration(figure(c.f, 'cpu.pio-cpu-ns').value),
      perByte: numberParam(figure(c.f, 'cpu.ns-per-byte').value, 4),
    }),
  ],
  reality: c.real.plan.payloadInline
    ? msg('misconception.step.mov.realityInline', { mmioBytes: c.realMmioBytes })
    : msg(c.real.plan.payloadFetch ? 'misconception.step.mov.reality' : 'misconception.step.mov.realityEmpty', {
        mmioBytes: c.realMmioBytes,
        what:
          c.s.post === 'doorbell' ? msg('misconception.step.mov.realStore.doorbell') : msg('misconception.step.mov.realStore.blueFlame'),
      }),
  sources: [SRC.whyNotZeroCopy, SRC.wcEstimate, SRC.pcieRates, SRC.tlpOverhead, SRC.ibRates, SRC.timingModel, SRC.uarMmap],
});

export const tlpText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.tlp.title'),
  summary: [
    msg('misconception.step.tlp.summary1', { headerDw: c.tlpHeaderDw, address: hex(c.firstAddress) }),
    msg('misconception.step.tlp.summary2', {
      bits: WINDOW_BITS,
      remoteVa: hex(c.s.remoteVa),
      offset: hex(figure(c.f, 'addressing.window-offset').value),
    }),
  ],
  reality: msg('misconception.step.tlp.reality'),
  sources: [SRC.tlpHeader, SRC.tlpFormat4G, SRC.posted, SRC.pcieLink, SRC.whyNotAddress],
});

export const forwardText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.forward.title'),
  summary: [
    msg('misconception.step.forward.summary1', { chunks: c.chunks }),
    msg('misconception.step.forward.summary2', { lid: String(c.s.lidB), qpn: hex(c.s.qpnB) }),
  ],
  reality: msg('misconception.step.forward.reality', {
    lid: String(c.s.lidB),
    qpn: hex(c.s.qpnB),
    psn: String(c.s.startPsn),
    remoteVa: hex(c.s.remoteVa),
    rkey: hex(c.s.rkey),
  }),
  sources: [SRC.ibAddressing, SRC.ibHeaders, SRC.whyNotAddress],
});

export const landText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.land.title'),
  summary: [
    msg('misconception.step.land.summary1', { bytes: msg('unit.byte', { n: c.s.messageBytes }) }),
    msg('misconception.step.land.summary2', { pages: msg('unit.page', { n: figure(c.f, 'pinning.pages-unpinned').value }) }),
  ],
  reality: msg('misconception.step.land.reality', {
    checks: msg('misconception.unit.check', { n: figure(c.f, 'protection.checks-bypassed').value }),
    rkey: hex(c.s.rkey),
  }),
  sources: [SRC.responder, SRC.regMr, SRC.whyNotProtection, SRC.whyNotPinning],
});

export const loadText = (c: MisconceptionContext): StepText => ({
  title: msg('misconception.step.load.title'),
  summary: [
    msg('misconception.step.load.summary1'),
    msg('misconception.step.load.summary2', {
      roundTripUs: numberParam(IB_READ_LAT_NS / 1000),
      loadMBps: numberParam(figure(c.f, 'cpu.pio-load-bw').value),
      readback: duration(figure(c.f, 'cpu.pio-readback-ns').value),
    }),
  ],
  reality: msg('misconception.step.load.reality', { rdmaGbps: numberParam(figure(c.f, 'cpu.rdma-bw').value, 4) }),
  sources: [SRC.posted, SRC.readLat, SRC.mmioRtt, SRC.whyNotLoads, SRC.ibRates],
});
