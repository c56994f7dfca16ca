/**
 * Named starting points. They are data: partial scenario inputs over the
 * defaults, validated through parseScenario like a URL (a unit test checks
 * that every preset is valid).
 */
export interface Preset {
  id: string;
  name: string;
  /** What the preset shows a class, in one line (the button's tooltip). */
  why: string;
  input: Record<string, unknown>;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'default',
    name: 'One 8-byte write',
    why: 'The default: one signaled 8-B RDMA WRITE, doorbell mode, one packet.',
    input: {},
  },
  {
    id: '64k',
    name: '64 KiB at MTU 4096',
    why: '16 packets (FIRST, MIDDLE…, LAST), 16 read requests and 256 completions on A’s PCIe link.',
    input: { messageBytes: 65536, pathMtu: 4096 },
  },
  {
    id: 'blueflame',
    name: 'BlueFlame',
    why: 'The CPU copies the whole WQE into the BAR: the HCA skips the WQE fetch, the payload is still read by DMA.',
    input: { post: 'blueflame', messageBytes: 512 },
  },
  {
    id: 'inline',
    name: 'Inline',
    why: 'The 64-B payload travels inside the WQE: no DMA read of the source buffer at all.',
    input: { post: 'inline', messageBytes: 64 },
  },
];
