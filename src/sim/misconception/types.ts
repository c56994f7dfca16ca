import type { Msg } from '../../i18n/msg';
import type { Cite } from '../sources/cite';
/** The six ways the "BAR maps B's RAM" model fails (each figure cites its public sources). */
export const FAILURES = ['size', 'addressing', 'cpu', 'timeout', 'protection', 'pinning'] as const;
export type FailureId = (typeof FAILURES)[number];

/**
 * One number the failure rests on, computed from the scenario, with the formula
 * spelled out with the numbers substituted and the public sources behind it.
 */
export interface MisconceptionFigure {
  /** "<failure>.<name>", e.g. "size.window-fraction"; stable (tests and data-figure-id use it). */
  id: string;
  failure: FailureId;
  label: Msg;
  /** In `unit` (already scaled: "ms", "Gb/s" ...), so a view only formats it. */
  value: number;
  unit: string;
  /** Human-readable, numbers substituted, e.g. "32 MiB / 512 GiB = 1/16,384". */
  formula: Msg;
  inputs: Record<string, number | string>;
  sources: Cite[];
  /** Set when the figure rests on a fact not verified against a public source, or is an explicit illustration. */
  caveat?: Msg;
}

/** One row of "what a remote write needs" vs "what a TLP can carry". */
export interface AddressingRow {
  /** The InfiniBand field's name, e.g. "LRH DLID" (not translated; stable, a key for lists). */
  field: string;
  need: Msg;
  /** The InfiniBand field that carries it, with its width. */
  ibField: Msg;
  /** Its value in this scenario. */
  value: Msg;
  /** The TLP field that could hold it, or "none". */
  tlpField: Msg;
  verdict: 'missing' | 'truncated' | 'local only';
}

/** A TLP request header field and its width (PCI Express Base Specification, ch. 2; go-pcie-tlp pcie/tlp.go). */
export interface TlpFieldInfo {
  name: string;
  bits: number;
  carries: Msg;
}

export interface MisconceptionFigures {
  size: MisconceptionFigure[];
  addressing: MisconceptionFigure[];
  cpu: MisconceptionFigure[];
  timeout: MisconceptionFigure[];
  protection: MisconceptionFigure[];
  pinning: MisconceptionFigure[];
  /** The addressing table (rows) and the TLP header's fields, for the addressing failure. */
  addressingTable: AddressingRow[];
  tlpFields: TlpFieldInfo[];
  /** What the real responder checks (names, in order), for the protection failure. */
  responderChecks: { name: Msg; expected: Msg; source: Cite }[];
}
