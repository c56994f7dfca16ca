import type { Scenario } from '../scenario/types';
import { BAR0_SIZE } from '../platform/addressMap';
import { MAX_TLP_DATA_BYTES, tlpHeaderBytes } from '../pcie/tlp';
import { bytesLabel, hex, num } from './format';
import { SRC } from './sources';
import type { AddressingRow, MythFigure, TlpFieldInfo } from './types';
import { WINDOW_BITS, windowAddress, windowOffset } from './window';

/** The fields of a memory-request TLP header (fact sheet 3.1). Nothing else is in it. */
export function tlpFields(s: Scenario): TlpFieldInfo[] {
  const addrBits = tlpHeaderBytes(s.bar0, true) === 12 ? 30 : 62;
  return [
    { name: 'Fmt/Type', bits: 8, carries: 'which kind of TLP (MWr32 0x40, MWr64 0x60, MRd, CplD …)' },
    { name: 'TC, Attr, TD, EP, AT', bits: 14, carries: 'traffic class, ordering/snoop attributes, digest, poison, translation' },
    { name: 'Length', bits: 10, carries: 'payload in DW, at most 1024 DW = 4096 B' },
    { name: 'Requester ID', bits: 16, carries: 'the sender on the local bus (bus:device.function), 00:00.0 for the root complex' },
    { name: 'Tag', bits: 8, carries: 'matches completions to reads; unused for posted writes' },
    { name: 'Last/First DW BE', bits: 8, carries: 'which bytes of the first and last DW count' },
    {
      name: addrBits === 30 ? 'Address[31:2] (+2 PH bits)' : 'Address[63:2] (+2 PH bits)',
      bits: addrBits,
      carries: 'a host-physical address (DW-aligned): the root complex routes it to the local device whose BAR contains it',
    },
  ];
}

/** What an RDMA WRITE must name on the remote side vs what a TLP could carry (fact sheet 7.1 #3). */
export function addressingTable(s: Scenario): AddressingRow[] {
  return [
    {
      need: 'which host (destination port)',
      ibField: 'LRH DLID, 16 bits (GRH DGID, 128 bits, across subnets)',
      value: `LID ${s.lidB}`,
      tlpField: 'none (the Requester ID names the sender on A’s own bus)',
      verdict: 'missing',
    },
    { need: 'which queue pair on B', ibField: 'BTH DestQP, 24 bits', value: hex(s.qpnB), tlpField: 'none', verdict: 'missing' },
    {
      need: 'order and loss detection',
      ibField: 'BTH PSN, 24 bits',
      value: String(s.startPsn),
      tlpField: 'none (the 8-bit Tag is unused for posted writes)',
      verdict: 'missing',
    },
    {
      need: "where in B's memory",
      ibField: 'RETH VA, 64 bits',
      value: hex(s.remoteVa),
      tlpField: `Address: only the low ${WINDOW_BITS} bits fit in BAR0, giving ${hex(windowAddress(s, 0))}`,
      verdict: 'truncated',
    },
    { need: 'permission to write there', ibField: 'RETH R_Key, 32 bits', value: hex(s.rkey), tlpField: 'none', verdict: 'missing' },
    {
      need: 'how much',
      ibField: 'RETH DMA Length, 32 bits (≤ 2^31)',
      value: `${num(s.messageBytes)} B`,
      tlpField: `Length, 10 bits: at most ${num(MAX_TLP_DATA_BYTES)} B per TLP`,
      verdict: 'local only',
    },
  ];
}

/** Failure 2: a TLP carries a local physical address and nothing that could name host B, a QP or a key. */
export function addressingFigures(s: Scenario): MythFigure[] {
  const off = windowOffset(s.remoteVa);
  const lost = s.remoteVa >> BigInt(WINDOW_BITS);
  const rows = addressingTable(s);
  const missing = rows.filter((r) => r.verdict === 'missing').length;
  const src = [SRC.tlpHeader, SRC.ibAddressing, SRC.whyNotAddress];
  return [
    {
      id: 'addressing.window-bits',
      failure: 'addressing',
      label: 'Address bits a BAR0 offset can hold',
      value: WINDOW_BITS,
      unit: 'bits',
      formula: `log2(${bytesLabel(BAR0_SIZE)}) = log2(${num(Number(BAR0_SIZE))}) = ${WINDOW_BITS}`,
      inputs: { bar0Bytes: Number(BAR0_SIZE) },
      sources: [SRC.barSize, SRC.tlpHeader],
    },
    {
      id: 'addressing.window-offset',
      failure: 'addressing',
      label: "What is left of B's VA inside the window",
      value: Number(off),
      unit: 'byte offset',
      formula: `${hex(s.remoteVa)} mod 2^${WINDOW_BITS} = ${hex(off)}; the store goes to BAR0 ${hex(s.bar0)} + ${hex(off)} = ${hex(s.bar0 + off)}`,
      inputs: { remoteVa: hex(s.remoteVa), bar0: hex(s.bar0) },
      sources: src,
    },
    {
      id: 'addressing.dropped-bits',
      failure: 'addressing',
      label: "Bits of the RETH's 64-bit VA with no place in the TLP",
      value: 64 - WINDOW_BITS,
      unit: 'bits',
      formula: `64 − ${WINDOW_BITS} = ${64 - WINDOW_BITS}; here ${hex(s.remoteVa)} >> ${WINDOW_BITS} = ${hex(lost)} is lost`,
      inputs: { remoteVa: hex(s.remoteVa), windowBits: WINDOW_BITS },
      sources: src,
    },
    {
      id: 'addressing.missing-fields',
      failure: 'addressing',
      label: 'Things a remote write must name that no TLP field can carry',
      value: missing,
      unit: 'fields',
      formula: `${rows
        .filter((r) => r.verdict === 'missing')
        .map((r) => r.ibField.split(',')[0])
        .join(', ')}: ${missing} with no TLP field`,
      inputs: { lidB: s.lidB, qpnB: hex(s.qpnB), psn: s.startPsn, rkey: hex(s.rkey) },
      sources: [SRC.tlpHeader, SRC.ibAddressing, SRC.fieldWidths, SRC.whyNotAddress],
    },
  ];
}
