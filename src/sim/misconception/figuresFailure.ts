import { type Msg, msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { duration, numberParam } from '../format/messageParams';
import { ackTimeoutNs } from '../ib/rcTimers';
import { PCI_ERROR_RESPONSE_U64 } from '../pcie/tlpTypes';
import type { Scenario } from '../scenario/types';
import type { Cite } from '../sources/cite';
import { dataPacket } from '../trace/artifacts/packets';
import { mrPagesB } from '../trace/memoryRegions';
import type { TransferPlan } from '../trace/plan';
import { responderChecks } from '../trace/responder/responderChecks';
import {
  ADP_RETX_BASE_TIMEOUT_MIN_NS,
  ADP_RETX_MAX_DELAY_FACTOR,
  CTO_DEFAULT_MAX_NS,
  CTO_DEFAULT_MIN_NS,
  MMIO_STORE_BYTES,
  RC_MAX_RETRIES,
  RC_TIMEOUT_EXAMPLE,
  RC_TIMEOUT_UNIT_NS,
} from './constants';
import { SRC } from './sources';
import type { MisconceptionFigure } from './types';

/**
 * RC local ACK timeout, NOMINAL: 4.096 µs × 2^timeout (rdma_set_option(3); Linux drivers/infiniband/sw/rdmavt/qp.c);
 * firmware may adapt it (constants.ts).
 */
export const rcTimeoutNs = ackTimeoutNs;

/**
 * Failure 5 (Linux include/uapi/linux/pci_regs.h; include/linux/pci.h, PCI_ERROR_RESPONSE; raspberrypi/linux#6190;
 * rdma_set_option(3)): a PCIe completion timeout (50 µs to 50 ms by default) ends a CPU load,
 * while a lost IB packet is retransmitted end to end by the HCAs, so no load stays outstanding. The RC times are
 * NOMINAL (4.096 µs × 2^timeout): ConnectX firmware may adapt them (constants.ts), so none is stated as a bound.
 */
export function timeoutFigures(s: Scenario): MisconceptionFigure[] {
  const rc = rcTimeoutNs(RC_TIMEOUT_EXAMPLE);
  const worst = rc * (1 + RC_MAX_RETRIES);
  const loads = Math.ceil(s.messageBytes / MMIO_STORE_BYTES);
  const timeout = String(RC_TIMEOUT_EXAMPLE);
  return [
    {
      id: 'timeout.cto-default',
      failure: 'timeout',
      label: msg('misconception.figure.timeout.ctoDefault.label'),
      value: CTO_DEFAULT_MAX_NS / 1e6,
      unit: 'ms',
      formula: msg('misconception.figure.timeout.ctoDefault.formula', {
        min: duration(CTO_DEFAULT_MIN_NS),
        max: duration(CTO_DEFAULT_MAX_NS),
      }),
      inputs: { minNs: CTO_DEFAULT_MIN_NS, maxNs: CTO_DEFAULT_MAX_NS },
      sources: [SRC.cto],
    },
    {
      id: 'timeout.rc-first',
      failure: 'timeout',
      label: msg('misconception.figure.timeout.rcFirst.label', { timeout }),
      value: rc / 1e6,
      unit: 'ms',
      formula: msg('misconception.figure.timeout.rcFirst.formula', { timeout, rc: duration(rc) }),
      inputs: { unitNs: RC_TIMEOUT_UNIT_NS, timeout: RC_TIMEOUT_EXAMPLE },
      sources: [SRC.rcTimeout, SRC.perftestTimeout, SRC.adaptiveRetx, SRC.retxReport, SRC.whyNotTimeout],
      caveat: msg('misconception.figure.timeout.rcFirst.caveat', { timeout, factor: String(ADP_RETX_MAX_DELAY_FACTOR) }),
    },
    {
      id: 'timeout.rc-vs-cto',
      failure: 'timeout',
      label: msg('misconception.figure.timeout.rcVsCto.label'),
      value: rc / CTO_DEFAULT_MAX_NS,
      unit: '×',
      formula: msg('misconception.figure.timeout.rcVsCto.formula', {
        rc: duration(rc),
        ctoMax: duration(CTO_DEFAULT_MAX_NS),
        ratioMax: numberParam(rc / CTO_DEFAULT_MAX_NS),
        ratioMin: numberParam(rc / CTO_DEFAULT_MIN_NS),
        ctoMin: duration(CTO_DEFAULT_MIN_NS),
      }),
      inputs: { rcNs: rc, ctoMaxNs: CTO_DEFAULT_MAX_NS, ctoMinNs: CTO_DEFAULT_MIN_NS },
      sources: [SRC.cto, SRC.rcTimeout, SRC.adaptiveRetx, SRC.whyNotTimeout],
      caveat: msg('misconception.figure.timeout.rcVsCto.caveat', {
        minBase: duration(ADP_RETX_BASE_TIMEOUT_MIN_NS),
        ctoMax: duration(CTO_DEFAULT_MAX_NS),
      }),
    },
    {
      id: 'timeout.rc-worst',
      failure: 'timeout',
      label: msg('misconception.figure.timeout.rcWorst.label', { retries: String(RC_MAX_RETRIES) }),
      value: worst / 1e6,
      unit: 'ms',
      formula: msg('misconception.figure.timeout.rcWorst.formula', {
        retries: String(RC_MAX_RETRIES),
        rc: duration(rc),
        worst: duration(worst),
      }),
      inputs: { retries: RC_MAX_RETRIES, rcNs: rc },
      sources: [SRC.rcTimeout, SRC.perftestTimeout, SRC.adaptiveRetx, SRC.retxReport, SRC.rxeRetry],
      caveat: msg('misconception.figure.timeout.rcWorst.caveat', { retries: String(RC_MAX_RETRIES) }),
    },
    {
      id: 'timeout.all-ones-loads',
      failure: 'timeout',
      label: msg('misconception.figure.timeout.allOnesLoads.label'),
      value: loads,
      unit: 'loads',
      formula: msg('misconception.figure.timeout.allOnesLoads.formula', {
        allOnes: hex(PCI_ERROR_RESPONSE_U64),
        bytes: numberParam(s.messageBytes),
        loads: msg('misconception.unit.load', { n: loads }),
      }),
      inputs: { messageBytes: s.messageBytes, loadBytes: MMIO_STORE_BYTES },
      sources: [SRC.cto, SRC.whyNotTimeout],
      caveat: msg('misconception.figure.timeout.allOnesLoads.caveat'),
    },
  ];
}

/**
 * Failure 6 (Linux drivers/infiniband/sw/rxe/rxe_resp.c, check_rkey; rxe_mr.c, lookup_mr): a store into a BAR is
 * checked only by A's page tables.
 */
export function protectionFigures(plan: TransferPlan): {
  figures: MisconceptionFigure[];
  checks: { name: Msg; expected: Msg; source: Cite }[];
} {
  const checks = responderChecks(
    { bytes: dataPacket(plan, 0).bytes, previousOpcode: null, transport: plan.s.transport },
    plan.responder,
  ).map((c) => ({
    name: c.name,
    expected: c.expected,
    source: c.source,
  }));
  const { s } = plan;
  return {
    checks,
    figures: [
      {
        id: 'protection.checks-bypassed',
        failure: 'protection',
        label: msg('misconception.figure.protection.checksBypassed.label'),
        value: checks.length,
        unit: 'checks',
        formula: msg('misconception.figure.protection.checksBypassed.formula', {
          checks: checks.map((c) => c.name),
          count: String(checks.length),
        }),
        inputs: { rkey: hex(s.rkey), mkeyIndex: hex(s.rkey >>> 8), remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes },
        sources: [SRC.responder, SRC.whyNotProtection],
      },
    ],
  };
}

/** Failure 7 (Linux drivers/infiniband/core/umem.c, ib_umem_get): nothing on B pins the target pages. */
export function pinningFigures(s: Scenario): MisconceptionFigure[] {
  const pages = mrPagesB(s);
  return [
    {
      id: 'pinning.pages-unpinned',
      failure: 'pinning',
      label: msg('misconception.figure.pinning.pagesUnpinned.label'),
      value: pages,
      unit: 'pages',
      formula: msg('misconception.figure.pinning.pagesUnpinned.formula', { n: pages, start: hex(s.remoteVa & ~0xfffn) }),
      inputs: { remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes, pages },
      sources: [SRC.regMr, SRC.whyNotPinning],
    },
  ];
}
