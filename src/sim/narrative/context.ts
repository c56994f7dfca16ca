import type { Scenario } from '../scenario/types';

/** The numbers the step texts quote, computed once by the trace builder. */
export interface NarrativeContext {
  s: Scenario;
  packets: number;
  wqeBytes: number;
  mmioBytes: number;
  doorbellAddr: string;
  doorbellTlpHeaderDw: 3 | 4;
  payloadReads: number;
  payloadCompletions: number;
  remoteWrites: number;
  pagesB: number;
  mkeyIndex: string;
  mkeyVariant: string;
  ibRate: string;
  wireBytes: number;
  fullPacketNs: number;
  lastPsn: number;
  cableNs: number;
  hop: number;
}
