import type { Scenario } from '../scenario/types';
import type { Trace } from '../trace/types';
import { tlpHeaderBytes } from '../pcie/tlp';
import { MMIO_STORE_BYTES } from './constants';
import { mythFigures, rates, type Rates } from './figures';
import type { MythFigures } from './types';
import { PioChunks, windowAddress } from './window';

/** What the myth's step texts and state need, computed once per scenario. */
export interface MythContext {
  s: Scenario;
  real: Trace;
  f: MythFigures;
  rates: Rates;
  pio: PioChunks;
  chunks: number;
  /** 8-B MOVs the CPU executes for the payload. */
  stores: number;
  firstAddress: bigint;
  tlpHeaderDw: 3 | 4;
  pcieLabel: string;
  /** "EDR 4x": the IB link the myth's bytes would still have to leave through. */
  ibLabel: string;
  /** What the real CPU stores into the BAR: 8 (doorbell) or the BlueFlame WQE. */
  realMmioBytes: number;
}

export function mythContext(s: Scenario, real: Trace): MythContext {
  const pio = new PioChunks(s);
  return {
    s,
    real,
    f: mythFigures(s, real),
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
