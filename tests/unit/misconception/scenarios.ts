import { scenario } from '../trace/helpers';

/** The default scenario and a contrasting one: 1 MiB, HDR 4x, PCIe Gen3 x8, BAR0 above 4 GiB (MWr64). */
export const SCENARIOS = {
  default: scenario(),
  big: scenario({
    messageBytes: 1 << 20,
    ib: { speed: 'HDR', width: 4, switchHops: 2 },
    pcie: { gen: 3, lanes: 8 },
    bar0: '0x10000000000',
    remoteVa: '0x7f0000001234',
  }),
} as const;

export const EACH = Object.entries(SCENARIOS) as [string, (typeof SCENARIOS)[keyof typeof SCENARIOS]][];
