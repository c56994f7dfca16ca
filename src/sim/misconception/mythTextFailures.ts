import type { StepText } from '../trace/types';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import { CTO_DEFAULT_MIN_NS, FABRIC_HOSTS_ILLUSTRATION, IB_READ_LAT_NS, RC_MAX_RETRIES, RC_TIMEOUT_EXAMPLE } from './constants';
import { figure } from './figures';
import { bytesLabel, duration, hex, num, plural } from './format';
import type { MythContext } from './mythContext';
import { SRC } from './sources';
import { WINDOW_BITS } from './window';

/** One step per failure of the myth (fact sheet 7.1 #1-#8), each quoting its figures. */

const v = (c: MythContext, id: string) => figure(c.f, id).value;

export const sizeText = (c: MythContext): StepText => ({
  title: 'Why not: 32 MiB, fixed at boot',
  summary: [
    `BAR0 is ${bytesLabel(BAR0_SIZE)}, sized by the write-all-1s probe when A booted, before any remote peer existed. It covers ${num(v(c, 'size.window-fraction') * 100, 2)} % of host B's ${bytesLabel(HOST_DRAM_BYTES)} (1/${num(v(c, 'size.windows-per-host'))}).`,
    `A fabric of ${num(FABRIC_HOSTS_ILLUSTRATION)} hosts (an illustration; the sheet says thousands) would need ${num(v(c, 'size.fabric-windows'))} such windows. The OS can choose where a BAR goes, never how big it is per connection.`,
  ],
  reality:
    'What BAR0 really holds: the initialisation segment and 4 KiB UAR pages of doorbells and BlueFlame buffers. Each process mmaps only its own UAR page.',
  sources: [SRC.barSize, SRC.barSizing, SRC.barContents, SRC.whyNotSize, SRC.hostDram],
});

export const addressingText = (c: MythContext): StepText => ({
  title: 'Why not: a TLP cannot name host B',
  summary: [
    `A TLP header holds Fmt/Type, Length, Requester ID, Tag, byte enables and a host-physical address: ${c.tlpHeaderDw * 4} bytes, nothing else.`,
    `A remote write needs a LID (${c.s.lidB}), a QPN (${hex(c.s.qpnB)}), a PSN (${c.s.startPsn}), a 64-bit VA (${hex(c.s.remoteVa)}), an R_Key (${hex(c.s.rkey)}) and a length. ${num(v(c, 'addressing.missing-fields'))} of them have no field at all, and only ${WINDOW_BITS} bits of the VA fit in the window: ${hex(c.s.remoteVa)} becomes offset ${hex(v(c, 'addressing.window-offset'))}.`,
  ],
  reality: 'Remote addressing lives in the InfiniBand headers that HCA A builds: LRH DLID, BTH DestQP and PSN, RETH VA, R_Key and length.',
  sources: [SRC.tlpHeader, SRC.ibAddressing, SRC.fieldWidths, SRC.whyNotAddress],
});

export const cpuText = (c: MythContext): StepText => ({
  title: 'Why not: every byte through the CPU',
  summary: [
    `Programmed I/O makes the CPU move the data: ${num(c.s.messageBytes)} B through the BAR, at most ${num(v(c, 'cpu.pio-store-bw'), 4)} Gb/s for stores (at least ${duration(v(c, 'cpu.pio-cpu-ns'))} of CPU time for this message) and ${num(v(c, 'cpu.pio-load-bw'))} MB/s for loads.`,
    `RDMA WRITE on the same links streams at ${num(v(c, 'cpu.rdma-bw'), 4)} Gb/s, and host A's CPU spends ${duration(v(c, 'cpu.rdma-cpu-ns'))} (model) writing a WQE and ${c.realMmioBytes} B of MMIO whatever the size. Host B's CPU does nothing.`,
  ],
  reality:
    "The defining property of RDMA is that the HCAs' DMA engines move the data. BlueFlame does push the WQE (and, inline, a small payload) through the BAR, but into the local HCA only.",
  sources: [SRC.whyNotZeroCopy, SRC.whyNotLoads, SRC.pcieRates, SRC.readLat, SRC.ibRates, SRC.timingModel],
});

export const timeoutText = (c: MythContext): StepText => ({
  title: 'Why not: a lost packet outlives the completion timeout',
  summary: [
    `A load is non-posted: A's root complex waits for the completion for at most the Completion Timeout, by default ${duration(CTO_DEFAULT_MIN_NS)} to ${duration(v(c, 'timeout.cto-default') * 1e6)}.`,
    `An RC retransmission waits 4.096 µs × 2^timeout: ${duration(v(c, 'timeout.rc-first') * 1e6)} for timeout ${RC_TIMEOUT_EXAMPLE}, ${num(v(c, 'timeout.rc-vs-cto'))}× the upper end, with up to ${RC_MAX_RETRIES} retries. One lost packet or a dead host B, and each of this message's ${plural(v(c, 'timeout.all-ones-loads'), 'load')} would return all-ones and log an AER Completion Timeout on A.`,
  ],
  reality: 'RC handles loss in the HCAs: B NAKs a PSN gap or A times out and retransmits, while the CPU waits on nothing.',
  sources: [SRC.cto, SRC.rcTimeout, SRC.whyNotTimeout, SRC.responder],
});

export const protectionText = (c: MythContext): StepText => ({
  title: 'Why not: no key, no protection domain, no bounds',
  summary: [
    "A store into a BAR is checked only by A's page tables: whichever page A mapped, it may write.",
    `The real responder makes ${num(v(c, 'protection.checks-bypassed'))} checks first: ${c.f.responderChecks.map((x) => x.name).join(', ')}. A bad rkey or an address outside the MR gets NAK 0x62, and nothing is written.`,
  ],
  reality: `The rkey ${hex(c.s.rkey)} names MKey index ${hex(c.s.rkey >>> 8)}; it must match in all 32 bits, belong to the QP's protection domain, allow REMOTE_WRITE, and cover [${hex(c.s.remoteVa)}, +${num(c.s.messageBytes)} B).`,
  sources: [SRC.responder, SRC.whyNotProtection, SRC.regMr],
});

export const pinningText = (c: MythContext): StepText => ({
  title: "Why not: nothing holds B's pages in place",
  summary: [
    `Nothing on B registers the target buffer, so its ${plural(v(c, 'pinning.pages-unpinned'), 'page')} could be moved or swapped by B's OS at any time.`,
    "The real target buffer is pinned by ibv_reg_mr (pin_user_pages_fast with FOLL_LONGTERM), DMA-mapped, and listed page by page in HCA B's MTT.",
  ],
  reality:
    'Registration is what lets HCA B write physical pages the OS will not move, and it is the step that creates the rkey A must present.',
  sources: [SRC.regMr, SRC.whyNotPinning],
});

export const compareText = (c: MythContext): StepText => ({
  title: 'The two models side by side',
  summary: [
    `Myth: A's CPU moves ${num(c.s.messageBytes)} B through a window that cannot name B, is checked by nothing on B, and stalls ${num(IB_READ_LAT_NS / 1000)} µs per 8-B load.`,
    `Real: A's CPU writes a WQE and ${c.realMmioBytes} B of MMIO; HCA A reads the ${num(c.s.messageBytes)} B by DMA, sends ${plural(c.real.plan.packets, 'packet')} with B's LID, QPN, PSN, VA and rkey, and HCA B checks them and writes B's pinned pages.`,
  ],
  reality: 'The BAR maps doorbells and BlueFlame buffers of the local HCA. Data moves by DMA, addressed by InfiniBand headers.',
  sources: [SRC.whyNotContents, SRC.whyNotZeroCopy, SRC.barContents, SRC.blueFlameNuance],
});
