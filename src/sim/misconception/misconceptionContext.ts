import { tlpHeaderBytes } from '../pcie/tlp';
import type { Scenario } from '../scenario/types';
import type { Trace } from '../trace/types';
import { MMIO_STORE_BYTES } from './constants';
import { type Rates, rates } from './cpuRates';
import { misconceptionFigures } from './figures';
import type { MisconceptionFigures } from './types';
import { PioChunks, windowAddress } from './window';

/** What the misconception's step texts and state need, computed once per scenario. */
export interface MisconceptionContext {
  s: Scenario;
  real: Trace;
  f: MisconceptionFigures;
  rates: Rates;
  pio: PioChunks;
  chunks: number;
  /** 8-B MOVs the CPU executes for the payload. */
  stores: number;
  firstAddress: bigint;
  tlpHeaderDw: 3 | 4;
  pcieLabel: string;
  /** "EDR 4x": the IB link the misconception's bytes would still have to leave through. */
  ibLabel: string;
  /** What the real CPU stores into the BAR: 8 (doorbell) or the BlueFlame WQE. */
  realMmioBytes: number;
}

export function misconceptionContext(s: Scenario, real: Trace): MisconceptionContext {
  const pio = new PioChunks(s);
  return {
    s,
    real,
    f: misconceptionFigures(s, real),
    rates: rates(s),
    pio,
    chunks: pio.count,
    stores: Math.ceil(s.messageBytes / MMIO_STORE_BYTES),
    firstAddress: windowAddress(s, 0),
    tlpHeaderDw: tlpHeaderBytes(s.bar0, true) === 12 ? 3 : 4,
    pcieLabel: `Gen${s.pcie.gen} x${s.pcie.lanes}`,
    ibLabel: `${s.ib.speed} ${s.ib.width}x`,
    realMmioBytes: real.steps[real.steps.length - 1].state.A.cpuMmioBytes,
  };
}
