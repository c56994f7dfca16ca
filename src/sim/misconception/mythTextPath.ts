import type { StepText } from '../trace/types';
import { BAR0_SIZE, HOST_DRAM_BYTES } from '../platform/addressMap';
import { IB_READ_LAT_NS } from './constants';
import { figure } from './figures';
import { bytesLabel, duration, hex, num, plural } from './format';
import type { MythContext } from './mythContext';
import { SRC } from './sources';
import { WINDOW_BITS } from './window';

/**
 * The text of the imagined path: each step states what the misconception
 * believes, then (in `reality`) the first thing that breaks, with numbers from
 * the scenario. Failures get their own steps (mythTextFailures.ts).
 */

export const mapText = (c: MythContext): StepText => ({
  title: "Imagined: A's BAR is a window onto B's RAM",
  summary: [
    `The misconception: HCA A's BAR0, at ${hex(c.s.bar0)} in host A's physical address space, is a window onto host B's memory, so B's buffer at VA ${hex(c.s.remoteVa)} appears at some address inside it.`,
    'No registration, no key exchange, no queue pair: the CPU would simply load and store through the window.',
  ],
  reality: `BAR0 is ${bytesLabel(BAR0_SIZE)}, sized when A booted, and holds the HCA's initialisation segment and 4 KiB UAR pages of doorbell and BlueFlame registers. Host B alone has ${bytesLabel(HOST_DRAM_BYTES)} of RAM (${num(figure(c.f, 'size.windows-per-host').value)} such windows).`,
  sources: [SRC.mythQuestion, SRC.barContents, SRC.barSize, SRC.whyNotContents, SRC.hostDram],
});

export const movText = (c: MythContext): StepText => ({
  title: 'Imagined: the CPU MOVs the payload into the window',
  summary: [
    c.s.messageBytes === 0
      ? 'With a zero-length message there is nothing to store; the myth still has no way to say where.'
      : `A's CPU copies the ${plural(c.s.messageBytes, 'byte')} itself: it loads them from A's buffer and stores them into BAR0 at ${hex(c.firstAddress)}, as ${plural(c.chunks, 'write-combined 64-B chunk')} (${plural(c.stores, '8-B MOV')}).`,
    `At best the stores leave at ${num(figure(c.f, 'cpu.pio-store-bw').value, 4)} Gb/s, the ${c.pcieLabel} link's rate after TLP overhead: at least ${duration(figure(c.f, 'cpu.pio-cpu-ns').value)} of CPU time for this message, growing with every byte.`,
  ],
  reality: `This is where the two models part. The real CPU stores ${c.realMmioBytes} B into HCA A's UAR page (${c.s.post === 'doorbell' ? 'an 8-B doorbell' : 'the WQE, by BlueFlame'}) whatever the message size, and HCA A reads the payload by DMA.`,
  sources: [SRC.whyNotZeroCopy, SRC.pcieRates, SRC.tlpOverhead, SRC.uarMmap],
});

export const tlpText = (c: MythContext): StepText => ({
  title: 'Imagined: each store becomes a TLP to HCA A',
  summary: [
    `The root complex turns each chunk into a posted Memory Write: ${c.tlpHeaderDw}-DW header (Fmt/Type, Length, Requester ID, Tag, byte enables, Address) and the data, addressed to ${hex(c.firstAddress)} inside HCA A's BAR0.`,
    `Only the low ${WINDOW_BITS} bits of B's VA ${hex(c.s.remoteVa)} fit in the window: ${hex(figure(c.f, 'addressing.window-offset').value)}.`,
  ],
  reality:
    'The TLP has no field for host B, for a queue pair on B, for a sequence number or for a key. It names a physical address on A, and the root complex delivers it to whichever local device claims that address.',
  sources: [SRC.tlpHeader, SRC.tlpFormat4G, SRC.posted, SRC.whyNotAddress],
});

export const forwardText = (c: MythContext): StepText => ({
  title: 'Imagined: HCA A forwards every store across the fabric',
  summary: [
    `HCA A would have to turn each store (${num(c.chunks)} here) into something on the wire, to some host, for some memory.`,
    `But from a TLP it cannot learn which host (no LID ${c.s.lidB}), which QP (no ${hex(c.s.qpnB)}), which PSN, or which key: the myth defines no packet at all.`,
  ],
  reality: `Real packets carry LRH DLID ${c.s.lidB}, BTH DestQP ${hex(c.s.qpnB)} and PSN ${c.s.startPsn}, and a RETH with B's full VA ${hex(c.s.remoteVa)}, the R_Key ${hex(c.s.rkey)} and the length: values A got from B out of band and put in the WQE.`,
  sources: [SRC.ibAddressing, SRC.ibHeaders, SRC.whyNotAddress],
});

export const landText = (c: MythContext): StepText => ({
  title: 'Imagined: host B writes it into its RAM',
  summary: [
    `Something on B would write the ${plural(c.s.messageBytes, 'byte')} into its memory. HCA B is the only bus master that could; at which physical page, and with whose permission?`,
    `Nothing on B registered the buffer: ${plural(figure(c.f, 'pinning.pages-unpinned').value, 'page')} unpinned, no MKey, no MTT, no rkey to check.`,
  ],
  reality: `In the real design HCA B checks the packet (${plural(figure(c.f, 'protection.checks-bypassed').value, 'check')}, rkey ${hex(c.s.rkey)} included) and writes only into the pages ibv_reg_mr pinned and listed in its MTT.`,
  sources: [SRC.responder, SRC.regMr, SRC.whyNotProtection, SRC.whyNotPinning],
});

export const loadText = (c: MythContext): StepText => ({
  title: 'Imagined: a load waits for the whole round trip',
  summary: [
    "To read B's memory, or to learn that a write landed, A's CPU would load from the window. A load is a non-posted Memory Read: the core stalls until the completion comes back.",
    `Here that is a network round trip, ${num(IB_READ_LAT_NS / 1000)} µs (ib_read_lat), for 8 B: ${num(figure(c.f, 'cpu.pio-load-bw').value)} MB/s per core. Reading this message back would take ${duration(figure(c.f, 'cpu.pio-readback-ns').value)}.`,
  ],
  reality: `The real CPU never waits on the network: it polls a CQE that HCA A writes into A's own RAM. RDMA WRITE on these links streams at ${num(figure(c.f, 'cpu.rdma-bw').value, 4)} Gb/s.`,
  sources: [SRC.posted, SRC.readLat, SRC.mmioRtt, SRC.whyNotLoads, SRC.ibRates],
});
