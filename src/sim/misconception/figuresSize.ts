import type { Scenario } from '../scenario/types';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import { FABRIC_HOSTS_ILLUSTRATION } from './constants';
import { bytesLabel, hex, num } from './format';
import { SRC } from './sources';
import type { MythFigure } from './types';

/** Failure 1 (fact sheet 7.1 #1): a 32 MiB window fixed at boot against B's RAM and a whole fabric. */
export function sizeFigures(s: Scenario): MythFigure[] {
  const bar = Number(BAR0_SIZE);
  const ram = Number(HOST_DRAM_BYTES);
  const fraction = bar / ram;
  const perHost = ram / bar;
  const fabric = perHost * FABRIC_HOSTS_ILLUSTRATION;
  const first = s.remoteVa / BAR0_SIZE;
  const last = (s.remoteVa + BigInt(Math.max(1, s.messageBytes)) - 1n) / BAR0_SIZE;
  const messageWindows = s.messageBytes === 0 ? 0 : Number(last - first) + 1;
  const sizeSources = [SRC.barSize, SRC.barSizing, SRC.whyNotSize];
  return [
    {
      id: 'size.window-fraction',
      failure: 'size',
      label: "Share of host B's RAM one BAR0 could cover",
      value: fraction,
      unit: 'fraction',
      formula: `BAR0 / B's RAM = ${bytesLabel(BAR0_SIZE)} / ${bytesLabel(HOST_DRAM_BYTES)} = 1/${num(perHost)} = ${num(fraction * 100, 2)} %`,
      inputs: { bar0Bytes: bar, hostRamBytes: ram },
      sources: [...sizeSources, SRC.hostDram],
    },
    {
      id: 'size.windows-per-host',
      failure: 'size',
      label: "32 MiB windows needed to map one host B's RAM",
      value: perHost,
      unit: 'windows',
      formula: `${bytesLabel(HOST_DRAM_BYTES)} / ${bytesLabel(BAR0_SIZE)} = ${num(perHost)} (A has one BAR0, sized once at enumeration)`,
      inputs: { bar0Bytes: bar, hostRamBytes: ram },
      sources: [...sizeSources, SRC.hostDram],
    },
    {
      id: 'size.fabric-windows',
      failure: 'size',
      label: `Windows for a fabric of ${num(FABRIC_HOSTS_ILLUSTRATION)} hosts (illustration)`,
      value: fabric,
      unit: 'windows',
      formula: `${num(FABRIC_HOSTS_ILLUSTRATION)} hosts × ${num(perHost)} windows = ${num(fabric)} windows of ${bytesLabel(BAR0_SIZE)}`,
      inputs: { hosts: FABRIC_HOSTS_ILLUSTRATION, windowsPerHost: perHost },
      sources: [SRC.whyNotSize, SRC.hostDram],
      caveat: `The sheet says "a fabric has thousands of servers"; ${num(FABRIC_HOSTS_ILLUSTRATION)} hosts is an illustration, not a measured fabric.`,
    },
    {
      id: 'size.message-windows',
      failure: 'size',
      label: "32 MiB-aligned windows B's target buffer spans",
      value: messageWindows,
      unit: 'windows',
      formula:
        s.messageBytes === 0
          ? 'a zero-length write touches no window'
          : `floor((${hex(s.remoteVa)} + ${num(s.messageBytes)} − 1) / 2^25) − floor(${hex(s.remoteVa)} / 2^25) + 1 = ${num(messageWindows)}`,
      inputs: { remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes, bar0Bytes: bar },
      sources: [SRC.barSize],
    },
  ];
}
