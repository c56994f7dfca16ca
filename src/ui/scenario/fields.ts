import { IB_SPEEDS, IB_WIDTHS, PATH_MTUS, PCIE_GENS, PCIE_LANES, PCIE_SIZES, POST_MODES } from '../../sim/scenario/types';

/**
 * How each scenario key is edited. Numeric choices (MTU, MPS, lanes ...) are
 * free text with suggestions rather than a closed select: typing 300 for the
 * MTU must be possible, so the class sees what the spec allows and why.
 */
export type FieldSpec =
  | { key: string; label: string; kind: 'text'; hint: string; suggest?: readonly (string | number)[]; mono?: boolean; wide?: boolean }
  | { key: string; label: string; kind: 'select'; options: readonly string[]; hint?: string }
  | { key: string; label: string; kind: 'checkbox'; hint: string };

export interface FieldGroup {
  title: string;
  fields: FieldSpec[];
}

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    title: 'Message',
    fields: [
      {
        key: 'messageBytes',
        label: 'Message size',
        kind: 'text',
        hint: 'bytes; 64K, 1M, 1G work',
        suggest: ['8', '4K', '64K', '1M', '1G'],
      },
      { key: 'pathMtu', label: 'Path MTU', kind: 'text', hint: 'payload bytes per packet', suggest: PATH_MTUS },
      { key: 'post', label: 'Post mode', kind: 'select', options: POST_MODES, hint: 'how the CPU hands the WQE over' },
      { key: 'signaled', label: 'Signaled', kind: 'checkbox', hint: 'write a CQE when done' },
      { key: 'payloadHex', label: 'Payload pattern', kind: 'text', hint: 'hex, repeated; empty = A, B, C…', mono: true, wide: true },
    ],
  },
  {
    title: 'PCIe',
    fields: [
      { key: 'pcie.gen', label: 'Generation', kind: 'text', hint: 'Gen 1–6', suggest: PCIE_GENS },
      { key: 'pcie.lanes', label: 'Lanes', kind: 'text', hint: 'x1 … x16', suggest: PCIE_LANES },
      { key: 'pcie.mps', label: 'Max payload (MPS)', kind: 'text', hint: 'bytes per write/completion', suggest: PCIE_SIZES },
      { key: 'pcie.mrrs', label: 'Max read request', kind: 'text', hint: 'bytes per read (MRRS)', suggest: PCIE_SIZES },
      { key: 'iommu', label: 'IOMMU', kind: 'checkbox', hint: 'DMA addresses are IOVAs' },
      { key: 'bar0', label: 'HCA A BAR0', kind: 'text', hint: 'host-physical base', mono: true },
    ],
  },
  {
    title: 'InfiniBand',
    fields: [
      { key: 'ib.speed', label: 'Link speed', kind: 'select', options: IB_SPEEDS },
      { key: 'ib.width', label: 'Link width', kind: 'text', hint: 'lanes: 1, 4, 8, 12', suggest: IB_WIDTHS },
      { key: 'ib.switchHops', label: 'Switches', kind: 'text', hint: 'between the HCAs', suggest: [0, 1, 2, 3, 4] },
      { key: 'lidA', label: 'LID A', kind: 'text', hint: 'port of host A', mono: true },
      { key: 'lidB', label: 'LID B', kind: 'text', hint: 'port of host B', mono: true },
      { key: 'pkey', label: 'P_Key', kind: 'text', hint: 'partition key', mono: true },
    ],
  },
  {
    title: 'Queue pairs and memory',
    fields: [
      { key: 'qpnA', label: 'QPN A', kind: 'text', hint: 'sender’s QP', mono: true },
      { key: 'qpnB', label: 'QPN B', kind: 'text', hint: 'BTH DestQP', mono: true },
      { key: 'startPsn', label: 'Start PSN', kind: 'text', hint: 'first packet’s PSN', mono: true },
      { key: 'remoteVa', label: 'Remote VA', kind: 'text', hint: 'B’s buffer (RETH VA)', mono: true },
      { key: 'rkey', label: 'rkey', kind: 'text', hint: 'B’s key (RETH R_Key)', mono: true },
      { key: 'localVa', label: 'Local VA', kind: 'text', hint: 'A’s source buffer', mono: true },
      { key: 'lkey', label: 'lkey', kind: 'text', hint: 'A’s key', mono: true },
    ],
  },
];
