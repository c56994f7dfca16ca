import { ibSerializationNs } from '../fabric/ibRates';
import { tlpSerializationNs } from '../pcie/linkRates';
import type { Scenario } from '../scenario/types';
import type { TimingParams } from './timingParams';

/** Derived timings for one scenario: what the timeline asks for. All parameters come from the scenario. */
export class TransferTiming {
  readonly p: TimingParams;

  constructor(readonly s: Scenario) {
    this.p = s.timing;
  }

  dmaRead(bytes: number): number {
    return this.p.dmaReadNs + Math.max(0, bytes - 256) * this.p.dmaReadPerByteAbove256Ns;
  }

  pcie(tlpBytes: number): number {
    return tlpSerializationNs(tlpBytes, this.s.pcie.gen, this.s.pcie.lanes);
  }

  ib(wireBytes: number): number {
    return ibSerializationNs(wireBytes, this.s.ib.speed, this.s.ib.width);
  }

  cable(): number {
    return this.p.cableNsPerM * this.p.cableMetres;
  }

  /** One-way fabric latency of the first bit: cables plus cut-through switches. */
  fabricLatency(): number {
    return this.cable() * (this.s.ib.switchHops + 1) + this.p.switchHopNs * this.s.ib.switchHops;
  }
}
