import { msg } from '../../i18n/msg';
import { hex } from '../bytes/hex';
import { bytesLabel, numberParam } from '../format/messageParams';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import type { Scenario } from '../scenario/types';
import { FABRIC_HOSTS_ILLUSTRATION } from './constants';
import { SRC } from './sources';
import type { MisconceptionFigure } from './types';

/**
 * Failure 1 (NVIDIA/l2fwd-nv#6; Linux drivers/pci/probe.c, __pci_read_base): a 32 MiB window fixed at boot against
 * B's RAM and a whole fabric. 32 MiB is typical of ConnectX-4/5/6 physical functions (a ConnectX-6 Dx at [size=32M],
 * NVIDIA/l2fwd-nv#6; a ConnectX-4 Lx, fbelavenuto/arpl#621); SR-IOV virtual functions have their own BARs, whose size
 * was not verified: every figure quoting 32 MiB says so.
 */
export function sizeFigures(s: Scenario): MisconceptionFigure[] {
  const bar = Number(BAR0_SIZE);
  const ram = Number(HOST_DRAM_BYTES);
  const fraction = bar / ram;
  const perHost = ram / bar;
  const fabric = perHost * FABRIC_HOSTS_ILLUSTRATION;
  const first = s.remoteVa / BAR0_SIZE;
  const last = (s.remoteVa + BigInt(Math.max(1, s.messageBytes)) - 1n) / BAR0_SIZE;
  const messageWindows = s.messageBytes === 0 ? 0 : Number(last - first) + 1;
  const sizeSources = [SRC.barSize, SRC.barSizing, SRC.whyNotSize];
  const bar0Size = bytesLabel(BAR0_SIZE);
  const hostRam = bytesLabel(HOST_DRAM_BYTES);
  const hosts = numberParam(FABRIC_HOSTS_ILLUSTRATION);
  const barCaveat = msg('misconception.figure.size.bar0.caveat', { bar0Size });
  return [
    {
      id: 'size.window-fraction',
      failure: 'size',
      label: msg('misconception.figure.size.windowFraction.label'),
      value: fraction,
      unit: 'fraction',
      formula: msg('misconception.figure.size.windowFraction.formula', {
        bar0Size,
        hostRam,
        windowsPerHost: numberParam(perHost),
        percent: numberParam(fraction * 100, 2),
      }),
      inputs: { bar0Bytes: bar, hostRamBytes: ram },
      sources: [...sizeSources, SRC.hostDram],
      caveat: barCaveat,
    },
    {
      id: 'size.windows-per-host',
      failure: 'size',
      label: msg('misconception.figure.size.windowsPerHost.label'),
      value: perHost,
      unit: 'windows',
      formula: msg('misconception.figure.size.windowsPerHost.formula', { hostRam, bar0Size, windowsPerHost: numberParam(perHost) }),
      inputs: { bar0Bytes: bar, hostRamBytes: ram },
      sources: [...sizeSources, SRC.hostDram],
      caveat: barCaveat,
    },
    {
      id: 'size.fabric-windows',
      failure: 'size',
      label: msg('misconception.figure.size.fabricWindows.label', { hosts }),
      value: fabric,
      unit: 'windows',
      formula: msg('misconception.figure.size.fabricWindows.formula', {
        hosts,
        windowsPerHost: numberParam(perHost),
        fabricWindows: numberParam(fabric),
        bar0Size,
      }),
      inputs: { hosts: FABRIC_HOSTS_ILLUSTRATION, windowsPerHost: perHost },
      sources: [SRC.whyNotSize, SRC.hostDram],
      caveat: msg('misconception.figure.size.fabricWindows.caveat', { hosts }),
    },
    {
      id: 'size.message-windows',
      failure: 'size',
      label: msg('misconception.figure.size.messageWindows.label'),
      value: messageWindows,
      unit: 'windows',
      formula:
        s.messageBytes === 0
          ? msg('misconception.figure.size.messageWindows.formulaEmpty')
          : msg('misconception.figure.size.messageWindows.formula', {
              remoteVa: hex(s.remoteVa),
              bytes: numberParam(s.messageBytes),
              windows: numberParam(messageWindows),
            }),
      inputs: { remoteVa: hex(s.remoteVa), messageBytes: s.messageBytes, bar0Bytes: bar },
      sources: [SRC.barSize],
      caveat: barCaveat,
    },
  ];
}
