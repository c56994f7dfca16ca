import { msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { bytesLabel, numberParam, untranslated } from '../format/messageParams';
import { MAX_TLP_DATA_BYTES, tlpHeaderBytes } from '../pcie/tlp';
import { FMT_3DW_DATA, FMT_4DW_DATA, TYPE_MEM, tlpByte0 } from '../pcie/tlpTypes';
import { BAR0_SIZE } from '../platform/addressMap';
import type { Scenario } from '../scenario/types';
import { SRC } from './sources';
import type { AddressingRow, MisconceptionFigure, TlpFieldInfo } from './types';
import { WINDOW_BITS, windowAddress, windowOffset } from './window';

/**
 * The fields of a memory-request TLP header (PCI Express Base Specification, ch. 2; go-pcie-tlp pcie/tlp.go;
 * cocotbext-pcie cocotbext/pcie/core/tlp.py). Nothing else is in it.
 */
export function tlpFields(s: Scenario): TlpFieldInfo[] {
  const addrBits = tlpHeaderBytes(s.bar0, true) === 12 ? 30 : 62;
  return [
    {
      name: 'Fmt/Type',
      bits: 8,
      carries: msg('misconception.tlpField.fmtType.carries', {
        mwr32: hex(tlpByte0(FMT_3DW_DATA, TYPE_MEM)),
        mwr64: hex(tlpByte0(FMT_4DW_DATA, TYPE_MEM)),
      }),
    },
    { name: 'TC, Attr, TD, EP, AT', bits: 14, carries: msg('misconception.tlpField.attributes.carries') },
    { name: 'Length', bits: 10, carries: msg('misconception.tlpField.length.carries') },
    { name: 'Requester ID', bits: 16, carries: msg('misconception.tlpField.requesterId.carries') },
    { name: 'Tag', bits: 8, carries: msg('misconception.tlpField.tag.carries') },
    { name: 'Last/First DW BE', bits: 8, carries: msg('misconception.tlpField.byteEnables.carries') },
    {
      name: addrBits === 30 ? 'Address[31:2] (+2 PH bits)' : 'Address[63:2] (+2 PH bits)',
      bits: addrBits,
      carries: msg('misconception.tlpField.address.carries'),
    },
  ];
}

/**
 * What an RDMA WRITE must name on the remote side vs what a TLP could carry (PCI Express Base Specification, ch. 2;
 * Linux include/rdma/ib_pack.h). PCIe does detect and recover loss, but per link (sequence number, LCRC, Ack/Nak
 * replay: cocotbext-pcie cocotbext/pcie/core/dllp.py; pcie-bench/pcie-model model/pcie.py), never end to end.
 */
export function addressingTable(s: Scenario): AddressingRow[] {
  const none = msg('misconception.addr.none');
  return [
    {
      field: 'LRH DLID',
      need: msg('misconception.addr.dlid.need'),
      ibField: msg('misconception.addr.dlid.ibField', { field: 'LRH DLID' }),
      value: msg('misconception.addr.value.lid', { lid: String(s.lidB) }),
      tlpField: msg('misconception.addr.dlid.tlpField'),
      verdict: 'missing',
    },
    {
      field: 'BTH DestQP',
      need: msg('misconception.addr.destQp.need'),
      ibField: msg('misconception.addr.destQp.ibField', { field: 'BTH DestQP' }),
      value: untranslated(hex(s.qpnB)),
      tlpField: none,
      verdict: 'missing',
    },
    {
      field: 'BTH PSN',
      need: msg('misconception.addr.psn.need'),
      ibField: msg('misconception.addr.psn.ibField', { field: 'BTH PSN' }),
      value: untranslated(String(s.startPsn)),
      tlpField: msg('misconception.addr.psn.tlpField'),
      verdict: 'missing',
    },
    {
      field: 'RETH VA',
      need: msg('misconception.addr.va.need'),
      ibField: msg('misconception.addr.va.ibField', { field: 'RETH VA' }),
      value: untranslated(hex(s.remoteVa)),
      tlpField: msg('misconception.addr.va.tlpField', { bits: String(WINDOW_BITS), address: hex(windowAddress(s, 0)) }),
      verdict: 'truncated',
    },
    {
      field: 'RETH R_Key',
      need: msg('misconception.addr.rkey.need'),
      ibField: msg('misconception.addr.rkey.ibField', { field: 'RETH R_Key' }),
      value: untranslated(hex(s.rkey)),
      tlpField: none,
      verdict: 'missing',
    },
    {
      field: 'RETH DMA Length',
      need: msg('misconception.addr.length.need'),
      ibField: msg('misconception.addr.length.ibField', { field: 'RETH DMA Length' }),
      value: msg('unit.bytesShort', { n: s.messageBytes }),
      tlpField: msg('misconception.addr.length.tlpField', { max: numberParam(MAX_TLP_DATA_BYTES) }),
      verdict: 'local only',
    },
  ];
}

/** Failure 2: a TLP carries a local physical address and nothing that could name host B, a QP or a key. */
export function addressingFigures(s: Scenario): MisconceptionFigure[] {
  const off = windowOffset(s.remoteVa);
  const lost = s.remoteVa >> BigInt(WINDOW_BITS);
  const rows = addressingTable(s);
  const missing = rows.filter((r) => r.verdict === 'missing').length;
  const src = [SRC.tlpHeader, SRC.ibAddressing, SRC.whyNotAddress];
  return [
    {
      id: 'addressing.window-bits',
      failure: 'addressing',
      label: msg('misconception.figure.addressing.windowBits.label'),
      value: WINDOW_BITS,
      unit: 'bits',
      formula: msg('misconception.figure.addressing.windowBits.formula', {
        bar0Size: bytesLabel(BAR0_SIZE),
        bar0Bytes: numberParam(Number(BAR0_SIZE)),
        bits: String(WINDOW_BITS),
      }),
      inputs: { bar0Bytes: Number(BAR0_SIZE) },
      sources: [SRC.barSize, SRC.tlpHeader],
      caveat: msg('misconception.figure.size.bar0.caveat', { bar0Size: bytesLabel(BAR0_SIZE) }),
    },
    {
      id: 'addressing.window-offset',
      failure: 'addressing',
      label: msg('misconception.figure.addressing.windowOffset.label'),
      value: Number(off),
      unit: 'byte offset',
      formula: msg('misconception.figure.addressing.windowOffset.formula', {
        remoteVa: hex(s.remoteVa),
        bits: String(WINDOW_BITS),
        offset: hex(off),
        bar0: hex(s.bar0),
        address: hex(s.bar0 + off),
      }),
      inputs: { remoteVa: hex(s.remoteVa), bar0: hex(s.bar0) },
      sources: src,
    },
    {
      id: 'addressing.dropped-bits',
      failure: 'addressing',
      label: msg('misconception.figure.addressing.droppedBits.label'),
      value: 64 - WINDOW_BITS,
      unit: 'bits',
      formula: msg('misconception.figure.addressing.droppedBits.formula', {
        bits: String(WINDOW_BITS),
        dropped: String(64 - WINDOW_BITS),
        remoteVa: hex(s.remoteVa),
        lost: hex(lost),
      }),
      inputs: { remoteVa: hex(s.remoteVa), windowBits: WINDOW_BITS },
      sources: src,
    },
    {
      id: 'addressing.missing-fields',
      failure: 'addressing',
      label: msg('misconception.figure.addressing.missingFields.label'),
      value: missing,
      unit: 'fields',
      formula: msg('misconception.figure.addressing.missingFields.formula', {
        fields: rows.filter((r) => r.verdict === 'missing').map((r) => untranslated(r.field)),
        missing: String(missing),
      }),
      inputs: { lidB: s.lidB, qpnB: hex(s.qpnB), psn: s.startPsn, rkey: hex(s.rkey) },
      sources: [SRC.tlpHeader, SRC.ibAddressing, SRC.fieldWidths, SRC.pcieLink, SRC.whyNotAddress],
    },
  ];
}
