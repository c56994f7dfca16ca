import type { Text } from '../../i18n/msg';
import type { Scenario } from '../scenario/types';
import type { TransferPlan } from '../trace/plan';
import { responderChecks } from '../trace/responderChecks';
import { mrPagesB } from '../trace/memoryRegions';
import {
  CTO_DEFAULT_MAX_NS,
  CTO_DEFAULT_MIN_NS,
  MMIO_WORD_BYTES,
  RC_MAX_RETRIES,
  RC_TIMEOUT_EXAMPLE,
  RC_TIMEOUT_UNIT_NS,
} from './constants';
import { duration, hex, num, plural } from './format';
import { SRC } from './sources';
import type { MythFigure } from './types';

/** RC local ACK timeout: 4.096 µs × 2^timeout (fact sheet Appendix B). */
export const rcTimeoutNs = (timeout: number) => RC_TIMEOUT_UNIT_NS * 2 ** timeout;

/** Failure 5 (fact sheet 7.1 #5, 3.7): a lost packet outlasts the CPU's completion timeout. */
export function timeoutFigures(s: Scenario): MythFigure[] {
  const rc = rcTimeoutNs(RC_TIMEOUT_EXAMPLE);
  const worst = rc * (1 + RC_MAX_RETRIES);
  const loads = Math.ceil(s.messageBytes / MMIO_WORD_BYTES);
  return [
    {
      id: 'timeout.cto-default',
      failure: 'timeout',
      label: 'PCIe Completion Timeout, default range (upper end)',
      value: CTO_DEFAULT_MAX_NS / 1e6,
      unit: 'ms',
      formula: `DevCtl2 Completion Timeout Value 0000b = ${duration(CTO_DEFAULT_MIN_NS)} to ${duration(CTO_DEFAULT_MAX_NS)}`,
      inputs: { minNs: CTO_DEFAULT_MIN_NS, maxNs: CTO_DEFAULT_MAX_NS },
      sources: [SRC.cto],
    },
    {
      id: 'timeout.rc-first',
      failure: 'timeout',
      label: `RC retransmission timeout, timeout = ${RC_TIMEOUT_EXAMPLE} (illustration)`,
      value: rc / 1e6,
      unit: 'ms',
      formula: `4.096 µs × 2^${RC_TIMEOUT_EXAMPLE} = ${duration(rc)}`,
      inputs: { unitNs: RC_TIMEOUT_UNIT_NS, timeout: RC_TIMEOUT_EXAMPLE },
      sources: [SRC.rcTimeout, SRC.whyNotTimeout],
      caveat: `The QP's timeout is set by the application; ${RC_TIMEOUT_EXAMPLE} is the sheet's example, not part of the scenario.`,
    },
    {
      id: 'timeout.rc-vs-cto',
      failure: 'timeout',
      label: "One retransmission wait vs the CPU's completion timeout",
      value: rc / CTO_DEFAULT_MAX_NS,
      unit: '×',
      formula: `${duration(rc)} / ${duration(CTO_DEFAULT_MAX_NS)} = ${num(rc / CTO_DEFAULT_MAX_NS)}× the upper end (${num(rc / CTO_DEFAULT_MIN_NS)}× the ${duration(CTO_DEFAULT_MIN_NS)} lower end): the load times out before RC would even retransmit`,
      inputs: { rcNs: rc, ctoMaxNs: CTO_DEFAULT_MAX_NS, ctoMinNs: CTO_DEFAULT_MIN_NS },
      sources: [SRC.cto, SRC.rcTimeout, SRC.whyNotTimeout],
    },
    {
      id: 'timeout.rc-worst',
      failure: 'timeout',
      label: `RC gives up after ${RC_MAX_RETRIES} retries`,
      value: worst / 1e6,
      unit: 'ms',
      formula: `(1 + ${RC_MAX_RETRIES} retries) × ${duration(rc)} = ${duration(worst)} at most, all of it waited out inside HCA A: no CPU load is outstanding`,
      inputs: { retries: RC_MAX_RETRIES, rcNs: rc },
      sources: [SRC.rcTimeout],
    },
    {
      id: 'timeout.all-ones-loads',
      failure: 'timeout',
      label: 'Loads of this message that return all-ones if B dies',
      value: loads,
      unit: 'loads',
      formula: `ceil(${num(s.messageBytes)} / 8) = ${plural(loads, 'load')}, each returning 0xffffffffffffffff (PCI_ERROR_RESPONSE ~0) and logging an AER Completion Timeout on A`,
      inputs: { messageBytes: s.messageBytes, loadBytes: MMIO_WORD_BYTES },
      sources: [SRC.cto, SRC.whyNotTimeout],
      caveat: 'Some platforms escalate a completion timeout to a machine check (UNVERIFIED, platform-specific, fact sheet 3.7).',
    },
  ];
}

/** Failure 6 (fact sheet 7.1 #6, 4.9): a store into a BAR is checked only by A's page tables. */
export function protectionFigures(plan: TransferPlan): {
  figures: MythFigure[];
  checks: { name: Text; expected: Text; source: string }[];
} {
  const checks = responderChecks(plan).map((c) => ({ name: c.name, expected: c.expected, source: c.source }));
  const { s } = plan;
  return {
    checks,
    figures: [
      {
        id: 'protection.checks-bypassed',
        failure: 'protection',
        label: 'Checks HCA B makes before writing, that a window would skip',
        value: checks.length,
        unit: 'checks',
        formula: `${checks.map((c) => c.name).join(', ')}: ${checks.length} checks, 0 in the myth (the store is checked only by A's page tables)`,
        inputs: { rkey: hex(s.rkey), mkeyIndex: hex(s.rkey >>> 8), remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes },
        sources: [SRC.responder, SRC.whyNotProtection],
      },
    ],
  };
}

/** Failure 7 (fact sheet 7.1 #7, 1.2): nothing on B pins the target pages. */
export function pinningFigures(s: Scenario): MythFigure[] {
  const pages = mrPagesB(s);
  return [
    {
      id: 'pinning.pages-unpinned',
      failure: 'pinning',
      label: "Pages of B's target buffer nothing pins or DMA-maps",
      value: pages,
      unit: 'pages',
      formula: `the real MR on B covers ${num(pages)} × 4 KiB page${pages === 1 ? '' : 's'} from ${hex(s.remoteVa & ~0xfffn)}, pinned by ibv_reg_mr (pin_user_pages_fast, FOLL_LONGTERM) and listed in the MTT; in the myth: ${num(pages)} unpinned, unlisted`,
      inputs: { remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes, pages },
      sources: [SRC.regMr, SRC.whyNotPinning],
    },
  ];
}
