import type { IbSpeed, IbWidth } from '../scenario/types';

/**
 * Per-lane signalling and data rates (rdma-core libibverbs/examples/devinfo.c speed
 * codes; Open MPI opal/mca/common/verbs/common_verbs_port.c). The HDR/NDR/XDR encoding
 * labels have no primary public source: the data rate is solid, the encoding label is not.
 */
export const IB_LANE: Record<IbSpeed, { signalGbps: number; dataGbps: number; encoding: string }> = {
  SDR: { signalGbps: 2.5, dataGbps: 2, encoding: '8b/10b' },
  DDR: { signalGbps: 5, dataGbps: 4, encoding: '8b/10b' },
  QDR: { signalGbps: 10, dataGbps: 8, encoding: '8b/10b' },
  FDR10: { signalGbps: 10.3125, dataGbps: 10, encoding: '64b/66b' },
  FDR: { signalGbps: 14.0625, dataGbps: (14.0625 * 64) / 66, encoding: '64b/66b' },
  EDR: { signalGbps: 25.78125, dataGbps: 25, encoding: '64b/66b' },
  HDR: { signalGbps: 53.125, dataGbps: 50, encoding: 'PAM4 + RS-FEC' },
  NDR: { signalGbps: 106.25, dataGbps: 100, encoding: 'PAM4 + RS-FEC' },
  XDR: { signalGbps: 212.5, dataGbps: 200, encoding: 'PAM4 + FEC (signalling rate unverified)' },
};

/** Link data rate in Gb/s (10^9 bit/s): per-lane data rate x width. */
export function ibDataGbps(speed: IbSpeed, width: IbWidth): number {
  return IB_LANE[speed].dataGbps * width;
}

/** Time to put `bytes` on the wire, in ns. */
export function ibSerializationNs(bytes: number, speed: IbSpeed, width: IbWidth): number {
  return (bytes * 8) / ibDataGbps(speed, width);
}
